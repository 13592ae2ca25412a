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

// TestToldThingNamedByNoEventNoun: a booking told in the past tense of a
// thing no event noun names ("דמו", "sync") is the thing, without the
// verb, when it is asked into the calendar or set up with someone. Goods
// ordered, a thing made or got, and a deed set are not read so.
func TestToldThingNamedByNoEventNoun(t *testing.T) {
	wantEvents(t, map[string]string{
		"קבעתי דמו עם הלקוח מחר ב10 תכניס ליומן":                                "דמו עם הלקוח",
		"קבעתי דמו עם הלקוח מחר ב10":                                            "דמו עם הלקוח",
		"קבענו סשן עבודה עם דני ביום ראשון ב-9 תרשום ביומן":                     "סשן עבודה עם דני",
		"תיאמתי סינק עם הצוות מחר ב-11":                                         "סינק עם הצוות",
		"I booked a demo with the client tomorrow at 10, add it to my calendar": "demo with the client",
		"I set up a demo with the client tomorrow at 10":                        "demo with the client",
		"I've scheduled a demo with the client tomorrow at 10":                  "demo with the client",
		"we arranged a sync with Dana on sunday at 9":                           "sync with Dana",
	})
	for _, text := range []string{"הזמנתי פיצה", "הזמנתי פיצה עם תוספות מחר ב8", "I made a cake with the kids tomorrow at 10", "קבעתי להתקשר לדני מחר ב-9"} {
		p, err := planErr(text)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: made an event %+v; want none", text, s.Calendar.Drafts)
			}
		}
	}
}
