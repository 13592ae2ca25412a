package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNeedToScheduleAMeeting: "I need to schedule a meeting … at 2",
// "אני צריך לקבוע פגישה … בשעה 14:00" asks for the meeting at that hour,
// titled without the verb; "I want to put a meeting …", "אני רוצה לשים
// פגישה …" the same. Near misses: no hour (the scheduling is the task),
// a meeting room, another verb.
func TestNeedToScheduleAMeeting(t *testing.T) {
	for text, title := range map[string]string{
		"שלום. אני צריך לקבוע פגישה חשוב עם מנהל פרויקט ביום חמישי בשעה 14:00":     "פגישה חשוב עם מנהל פרויקט",
		"אני רוצה לשים פגישה ביום ראשון בבוקר בשעה 9 עם קבלן על הדירה":             "פגישה עם קבלן על הדירה",
		"אני צריכה לשים תור לרופא שיניים ביום שלישי בשעה 10":                       "תור לרופא שיניים",
		"חייבת לקבוע לי פגישה עם רואה החשבון מחר ב-5":                              "פגישה עם רואה החשבון",
		"תשימי לי פגישה עם קבלן ביום ראשון בשעה 9":                                 "פגישה עם קבלן",
		"I need to schedule a meeting with the project manager on thursday at 2pm": "meeting with the project manager",
		"I have to book an appointment with the dentist on monday at 9am":          "appointment with the dentist",
		"i gotta set up an important meeting with Tom tomorrow at 4":               "important meeting with Tom",
		"I want to book an appointment with the vet on friday at 11":               "appointment with the vet",
		// The need of a meeting with someone, said with no verb.
		"אני צריך פגישה עם קבלן ביום רביעי הבא בשעה 15:00 במשרד":                   "פגישה עם קבלן במשרד",
		"אני צריכה תור לרופא שיניים ביום שני בתשע":                                 "תור לרופא שיניים",
		"I need a meeting with the contractor next wednesday at 3pm at the office": "meeting with the contractor at the office",
		"i need an appointment with the dentist on monday at 9":                    "appointment with the dentist",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for _, text := range []string{
		"I need to schedule a meeting with Dana tomorrow", "אני צריך לקבוע תור לרופא מחר", "אני צריך לקבוע תור לרופא",
		"I need to schedule the meeting room for tomorrow at 3", "I need to cancel a meeting with Dana tomorrow at 3",
		"אני צריך להתקשר לקבוע פגישה מחר ב-5", "אני צריך פגישה עם קבלן", "I need a meeting with the contractor",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want no event", text, s.Calendar)
			}
		}
	}
}
