package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventToldInThePassive: an event told with its name first and a
// passive "was set / is scheduled / has been booked for <when>" ("נקבע",
// "נקבעה" after the name) with no command is that event, titled by its
// name alone. A name that is no event, a question, a rest with no time or
// one that goes on with "but" is not read so.
func TestEventToldInThePassive(t *testing.T) {
	for text, title := range map[string]string{
		"the dentist appointment was set for 5pm tomorrow":     "dentist appointment",
		"my dentist appointment is set for tomorrow at 5pm":    "dentist appointment",
		"our call with the bank is scheduled for monday at 10": "call with the bank",
		"haircut has been booked for friday at 10":             "haircut",
		"the meeting with dan was set for tomorrow at 3":       "meeting with dan",
		"התור לרופא נקבע למחר ב5":                              "התור לרופא",
		"פגישה עם רוני נקבעה ליום ראשון ב7":                    "פגישה עם רוני",
		"נקבע תור לרופא מחר ב5":                                "תור לרופא",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for _, text := range []string{
		"my alarm is set for 7", "the oven is set for 200", "the timer is set for 10 minutes",
		"what time is the meeting scheduled for?", "is the meeting scheduled for 3?", "הכביסה נקבעה למחר",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want no event", text, s.Calendar)
			}
		}
	}
}

// TestWasSetEverywhere: "was set" is read the one way wherever it is
// said — after the name, before it, after the time — in each of its forms,
// for whom apart or glued on; the English passive beside it. Near misses:
// "נקבע" inside the thing, a question, no time.
func TestWasSetEverywhere(t *testing.T) {
	for text, title := range map[string]string{
		"הפגישה עם רוני נקבעה לנו למחר ב-5":                 "הפגישה עם רוני",
		"התור לרופא נקבעלי ליום ראשון ב-9":                  "התור לרופא",
		"אסיפת ההורים נקבעה ליום שלישי ב-10":                "אסיפת ההורים",
		"נקבעו לנו פגישות מחר ב-11":                         "פגישות",
		"נקבעלנו ארוחה עם ההורים מחר ב-8":                   "ארוחה עם ההורים",
		"מחר ב-10 נקבעה לי פגישה עם המנהלת":                 "פגישה עם המנהלת",
		"the call with the bank was set for tomorrow at 10": "call with the bank",
		"a meeting with dan was scheduled for friday at 3":  "meeting with dan",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for _, text := range []string{
		"מה נקבע לי מחר?", "הכביסה נקבעה למחר", "what was set for tomorrow?", "the laundry was set for tomorrow",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want no event", text, s.Calendar)
			}
		}
	}
}
