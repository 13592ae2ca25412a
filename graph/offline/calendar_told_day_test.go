package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldDayAsksHour: an event of one's own or of no one told with its
// day and no hour ("I have", "we have", "there's", "יש לי", "יש לנו",
// "יש") asks its hour, as "I've got …" does: one calendar create on that
// day with its time still to say. What one has that does not happen, a
// deed, what one has not, and a question are near misses: none asks.
func TestToldDayAsksHour(t *testing.T) {
	for text, title := range map[string]string{
		"i have a bio test on friday":             "bio test",
		"I have a dentist appointment on friday":  "dentist appointment",
		"i've got a job interview tomorrow":       "job interview",
		"we have a team meeting on monday":        "team meeting",
		"there's a staff meeting on sunday":       "staff meeting",
		"I have a meeting with Dana next tuesday": "meeting with Dana",
		"יש לי מבחן ביום שני":                     "מבחן",
		"וואלה יש לי מבחן בהיסטוריה ביום שני":     "מבחן בהיסטוריה",
		"יש לי תור לרופא שיניים ביום שישי":        "תור לרופא שיניים",
		"יש לי פגישה עם דני מחר":                  "פגישה עם דני",
		"מחר יש לי מבחן":                          "מבחן",
		"יש לנו ארוחת ערב אצל ההורים ביום שישי":   "ארוחת ערב אצל ההורים",
		"יש ישיבת צוות ביום ראשון":                "ישיבת צוות",
		"יש לי פגישה עם המנהלת ב-15 לחודש":        "פגישה עם המנהלת",
	} {
		p := plan(t, text)
		if len(p.Steps) != 1 {
			t.Errorf("%q: %d steps; want the hour asked", text, len(p.Steps))
			continue
		}
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || !s.Calendar.NeedTime || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want %q with its hour asked", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	// Near misses: no event, and no hour asked of one.
	for _, text := range []string{
		"יש לי רעיון למחר", "I have a headache today", "יש לי מלא עבודה מחר", "יש לי לקנות חלב מחר",
		"i have no plans on friday", "אין לי מבחן ביום שני", "do I have a test on friday?", "יש לי מבחן ביום שני?",
		"I have a lot of meetings tomorrow", "יש לי 3 פגישות מחר", "I have a meeting yesterday", "יש לי חום מחר",
		"test the app tomorrow", "I have time on friday", "יש לי זמן ביום שישי",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Capability == memo.CapCalendar && (s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventCreateRecurring) {
				t.Errorf("%q: %s; want no event", text, s.Operation)
			}
		}
	}
	// A deed one has is a reminder, read elsewhere, as it was.
	for text, title := range map[string]string{"I have to call mom on friday": "call mom", "יש לי לקנות חלב מחר": "לקנות חלב"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s; want a reminder %q", text, s.Capability, s.Operation, title)
		}
	}
}
