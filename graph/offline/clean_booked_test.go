package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestBookedTold: a booking told in the past tense is an event named by
// what was booked, without the verb: a client booked for a service ("קבעתי
// לגלית גוונים", "I booked Sarah for highlights") is named by the client
// and the service; an appointment booked or set ("הזמנתי תור לספר",
// "booked the vet", "נקבעה לי פגישה") by the appointment. Goods ordered, a
// deed set for someone and no name are not read as a client's booking.
func TestBookedTold(t *testing.T) {
	for text, title := range map[string]string{
		"קבעתי לגלית גוונים ביום שלישי ב-10":             "גלית גוונים",
		"קבעתי לליאת תספורת מחר ב-12":                    "ליאת תספורת",
		"קבעתי לדנה פן ותסרוקת ביום חמישי ב-4":           "דנה פן ותסרוקת",
		"קבעתי למיכל מניקור ביום ראשון ב-9":              "מיכל מניקור",
		"קבעתי לו תספורת מחר ב-5":                        "תספורת",
		"קבעתי למחר תספורת ב-5":                          "תספורת",
		"קבעתי תור לרופא שיניים ביום ה' ב-4":             "תור לרופא שיניים",
		"הזמנתי תור לספר מחר ב-12":                       "תור לספר",
		"הזמנו תור לווטרינר ביום שני ב-9":                "תור לווטרינר",
		"נקבעה לי פגישה עם המנהל ביום ראשון ב-9":         "פגישה עם המנהל",
		"יש לי תור לציפורניים ב-3":                       "תור לציפורניים",
		"I booked Sarah for highlights on Tuesday at 10": "Sarah highlights",
		"i booked Dana for a haircut tomorrow at 3":      "Dana haircut",
		"we booked Noa for a lesson on sunday at 5":      "Noa lesson",
		"got a dentist appt thurs 4pm":                   "dentist appt",
		"booked the vet for Monday 9am":                  "vet",
		"just booked a massage for friday at 4":          "massage",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event %q", text, s.Capability, s.Operation, title)
			continue
		}
		if got := s.Calendar.Drafts[0].Summary; got != title {
			t.Errorf("%q: event %q; want %q", text, got, title)
		}
	}
	// Near misses: no client's booking; the verb is never the title's
	// first word.
	for _, text := range []string{
		"קבעתי לגלית להתקשר מחר ב-5", "הזמנתי פיצה מחר ב-8", "I booked Monday for highlights at 10",
		"I booked Sarah for Tuesday at 10", "i booked sarah for highlights on tuesday at 10",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation != memo.OpEventCreate {
				continue
			}
			if d := s.Calendar.Drafts[0]; d.Summary == "גלית" || d.Summary == "Sarah" || d.Summary == "Monday highlights" || d.Summary == "sarah highlights" {
				t.Errorf("%q: event %q; want no client's booking", text, d.Summary)
			}
		}
	}
}
