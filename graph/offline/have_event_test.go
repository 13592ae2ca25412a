package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHaveIsAnEvent: what the user says they have at a time is an event,
// whether or not its noun is a known one, and "I have"/"יש לי" and a
// closing "can you add that" are no words of its title; "I have to …" is
// a deed, and "as a task" makes a task without "יש לי".
func TestHaveIsAnEvent(t *testing.T) {
	for text, title := range map[string]string{
		"יש לי שמירה מחר בעשר בלילה":                                  "שמירה",
		"יש לי מבחן באינפי ביום שלישי הבא בתשע בבוקר":                 "מבחן באינפי",
		"יש לנו גיוס כספים ביום חמישי בשש":                            "גיוס כספים",
		"i have a hearing test on the 10th at 9:15, can you add that": "hearing test",
		"i have a hearing test on the 10th at 9:15":                   "hearing test",
		"ive got parole hearing friday at 11":                         "parole hearing",
		"יש לי תור לרופא מחר בעשר, תוסיף את זה":                       "תור לרופא",
		"יש לי אסיפת דיירים ביום ראשון בשמונה תכניסי את זה בבקשה":     "אסיפת דיירים",
		// A verb that sets a thing in time closes it with no object.
		"אחי יש לי טסט לרישיון מנוף ביום חמישי הבא ב9 תקבע":     "טסט לרישיון מנוף",
		"יש לי פגישה עם דני מחר ב9 תקבעי את זה בבקשה":           "פגישה עם דני",
		"I have a driving test next thursday at 9, schedule it": "driving test",
		// "and", "also" tie it to what came before.
		"ויש לי גם תור לרופאה ביום ראשון ב14:00":     "תור לרופאה",
		"ויש לי תור לרופאה ביום ראשון ב14:00":        "תור לרופאה",
		"וגם יש לנו ארוחה אצל סבתא ביום שישי בשבע":   "ארוחה אצל סבתא",
		"and I also have a dentist appt sunday at 2": "dentist appt",
		"I also have a dentist appt sunday at 2":     "dentist appt",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want an event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for text, title := range map[string]string{
		"יש לי דדליין לפרויקט של אתר ביום רביעי הבא תרשום לי כמשימה":              "דדליין לפרויקט של אתר",
		"i have a deadline for the site project next wednesday, add it as a task": "deadline for the site project",
		"i have to call mom tomorrow at 9":      "call mom",
		"I also have to call mom tomorrow at 9": "call mom",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s %+v; want a task %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	for _, text := range []string{"יש לי מחר ב9 תקבע", "i have no time tomorrow at 5", "יש לי זמן מחר בחמש", "יש לי לקנות חלב מחר בתשע", "there is a meeting tomorrow at 5?", "i have anything tomorrow at 5", "i have a question about tomorrow at 5", "יש לי שאלה לגבי מחר בחמש", "ויש לי גם זמן מחר בחמש", "and i also have no time tomorrow at 5"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want no event", text, s.Calendar)
			}
		}
	}
	// A state since a time is how the user is: no event, no reminder.
	for _, text := range []string{"i have a headache since 8am", "יש לי כאב ראש מאז הבוקר", "יש לי חום מאתמול בערב", "ever since 9 the heater is off"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s; want neither an event nor a reminder", text, s.Operation)
			}
		}
	}
}

// TestAndOpensASecondEvent: the "ו" that joins an event to the request
// before it is no letter of its title; a word that begins with ו, or a
// name, keeps it.
func TestAndOpensASecondEvent(t *testing.T) {
	for text, title := range map[string]string{
		"ופגישה עם רואה החשבון ביום ראשון באחת עשרה": "פגישה עם רואה החשבון",
		"ותור לרופא ביום שלישי בחמש":                 "תור לרופא",
		"ושמירה ביום שישי בשמונה בערב":               "שמירה",
		"וטרינר ביום חמישי בחמש":                     "וטרינר",
		"ויקי יום הולדת ביום חמישי בשמונה":           "ויקי יום הולדת",
		"and a dentist appointment on tuesday at 5":  "dentist appointment",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want an event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
}

// TestBareIve holds "I've" said alone before a thing that happens, as
// Irish and British English say it: the event, with no "I've" in its
// title. A deed done ("I've paid the bill") is no such thing.
func TestBareIve(t *testing.T) {
	checkTitles(t, []titleRow{
		{"I've mass on Sunday at 10", "mass", memo.OpEventCreate},
		{"I've physio on friday at 3", "physio", memo.OpEventCreate},
		{"ive football training tuesday at 6", "football training", memo.OpEventCreate},
		{"I've to call mom at 5", "call mom", memo.OpTaskCreate},
	})
	if title, op, _ := titleOf(plan(t, "I've paid the bill on friday at 3")); op == memo.OpEventCreate {
		t.Errorf("I've paid the bill …: an event %q; a deed done is none", title)
	}
}
