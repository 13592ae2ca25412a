package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestCommandAfterClause: a command said after a clause with no mark
// between them takes the clause as its item when it names none, drops it
// as context when it does, and carries the clause's day only to an hour
// said without one. A clause that is a condition, a repetition, someone
// else's words or someone else reminding is left whole.
func TestCommandAfterClause(t *testing.T) {
	for text, want := range map[string]string{
		// The clause is the item.
		"Pick up Mia from ballet at 5 please remind me at 4.45":             "remind me at 4.45 to Pick up Mia from ballet",
		"Pick up Mia from ballet on friday at 5 remind me at 4.45":          "remind me on friday at 4.45 to Pick up Mia from ballet",
		"Pick up Mia from ballet at 5 remind me 15 minutes before":          "Pick up Mia from ballet at 5 remind me 15 minutes before",
		"אני צריך לצאת ב5 תזכיר לי ב4:30":                                   "תזכיר לי ב4:30 אני צריך לצאת",
		"the dentist is on sunday at 10 remind me saturday at 8 to confirm": "remind me saturday at 8 to confirm",
		"the plumber comes at 10 can you remind me at 9:30":                 "remind me at 9:30 that the plumber comes",
		"הילדים צריכים להביא 20 שקל לטיול מחר תזכיר לי מחר ב7 בבוקר":        "תזכיר לי מחר ב7 בבוקר הילדים צריכים להביא 20 שקל לטיול",
		"לאסוף את מיה מהבלט ב5 תזכירי לי ב4:45":                             "תזכירי לי ב4:45 לאסוף את מיה מהבלט",
		// The command has its item: the clause is context.
		"הגן של התאומים סגור ביום ראשון תזכיר לי מחר בערב לסדר בייביסיטר":           "תזכיר לי מחר בערב לסדר בייביסיטר",
		"ביום שישי אני סוגר מוקדם ב2 תזכיר לי ב1 להתחיל לקפל":                       "תזכיר לי ביום שישי ב1 להתחיל לקפל",
		"the kids have no school on monday remind me tomorrow at 8 to call grandma": "remind me tomorrow at 8 to call grandma",
		"i'm off on friday remind me at 9 to book the car service":                  "remind me on friday at 9 to book the car service",
		// A removal after a clause that tells it was done.
		"בעצם כבר הזמנתי תמחקי את זה":    "תמחקי את זה",
		"i already ordered it delete it": "delete it",
		// Left whole.
		"לא צריך כבר תמחקי את זה":                       "תמחקי את זה",
		"the meeting is at 5 tomorrow remind me at 4":   "the meeting is at 5 tomorrow remind me at 4",
		"מה שאמרתי קודם תזכיר לי ב5":                    "מה שאמרתי קודם תזכיר לי ב5",
		"I told her to remind me at 5":                  "I told her to remind me at 5",
		"מחר ב5 תזכיר לי ב4":                            "מחר ב5 תזכיר לי ב4",
		"book a table at 7 and remind me at 6 to leave": "book a table at 7 and remind me at 6 to leave",
		"ארוחת ערב אצל רונית ביום שישי בשמונה ותזכיר לי ביום חמישי בחמש לקנות יין": "ארוחת ערב אצל רונית ביום שישי בשמונה ותזכיר לי ביום חמישי בחמש לקנות יין",
		"my boss said the meeting is at 5 remind me at 4":          "my boss said the meeting is at 5 remind me at 4",
		"she will remind me at 5 to call mom":                      "she will remind me at 5 to call mom",
		"אמא אמרה שהיא תזכיר לי מחר ב5 לקנות חלב":                  "אמא אמרה שהיא תזכיר לי מחר ב5 לקנות חלב",
		"הבת שלי תזכיר לי מחר ב5 לקנות חלב":                        "הבת שלי תזכיר לי מחר ב5 לקנות חלב",
		"when i leave work remind me at 5 to buy milk":             "when i leave work remind me at 5 to buy milk",
		"אחרי המשמרת מחר ב-7 תזכיר לי להתקשר לבנק":                 "אחרי המשמרת מחר ב-7 תזכיר לי להתקשר לבנק",
		"every monday at 5 pick up Mia remind me at 4.45":          "every monday at 5 pick up Mia remind me at 4.45",
		"הגן סגור ביום ראשון תזכיר לי לסדר בייביסיטר":              "הגן סגור ביום ראשון תזכיר לי לסדר בייביסיטר",
		"קניתי את הלחם תוריד אותו":                                 "קניתי את הלחם תוריד אותו",
		"remind me to tell Dana that the meeting is tomorrow at 5": "remind me to tell Dana that the meeting is tomorrow at 5",
		"אמא אמרה לי להזכיר לך":                                    "אמא אמרה לי להזכיר לך",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
}

// TestCommandAfterClausePlanned: the reminders and the removal above, as
// planned.
func TestCommandAfterClausePlanned(t *testing.T) {
	for text, w := range map[string]struct {
		title string
		d, h  int
		m     int
	}{
		"Pick up Mia from ballet at 5 please remind me at 4.45":           {"Pick up Mia from ballet", 20, 16, 45},
		"הילדים צריכים להביא 20 שקל לטיול מחר תזכיר לי מחר ב7 בבוקר":      {"הילדים צריכים להביא 20 שקל לטיול", 21, 7, 0},
		"הגן של התאומים סגור ביום ראשון תזכיר לי מחר בערב לסדר בייביסיטר": {"לסדר בייביסיטר", 21, 18, 0},
		"ביום שישי אני סוגר מוקדם ב2 תזכיר לי ב1 להתחיל לקפל":             {"להתחיל לקפל", 23, 13, 0},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != w.title ||
			s.Tasks.Drafts[0].DueDate == nil || !s.Tasks.Drafts[0].DueDate.Equal(*at(w.d, w.h, w.m)) {
			t.Errorf("%q: %s.%s %+v; want %q at %d %02d:%02d", text, s.Capability, s.Operation, s.Tasks, w.title, w.d, w.h, w.m)
		}
	}
	if s := withFocus("בעצם כבר הזמנתי תמחקי את זה", focusReminder()); s.Operation != memo.OpTaskDelete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
		t.Errorf("%s.%s %+v; want the reminder in focus deleted", s.Capability, s.Operation, s.Tasks)
	}
}

// TestStatusBeforeStatement: a clause about the speaker's days off before
// a pause is no part of the statement with its own time after it; without
// a thing and an hour after the pause, the message stays whole.
func TestStatusBeforeStatement(t *testing.T) {
	for text, want := range map[string]string{
		"i'm off thursday and friday, dinner with Noa on Friday at 8 at her place in the German Colony": "dinner with Noa on Friday at 8 at her place in the German Colony",
		"אני בחופש בחמישי ושישי, ארוחת ערב עם נועה ביום שישי ב-8 אצלה":                                  "ארוחת ערב עם נועה ביום שישי ב-8 אצלה",
		"i'm off on friday, remind me at 9 to book the car service":                                     "remind me at 9 to book the car service",
		// Kept whole.
		"i'm off thursday and friday, at 8":         "i'm off thursday and friday, at 8",
		"i'm off friday, can you show me my week":   "i'm off friday, can you show me my week",
		"i'm happy, dinner with Noa on Friday at 8": "i'm happy, dinner with Noa on Friday at 8",
		"אני בחופש ביום שישי, מה יש לי ביום חמישי?": "אני בחופש ביום שישי, מה יש לי ביום חמישי?",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
	s := plan(t, "i'm off thursday and friday, dinner with Noa on Friday at 8 at her place in the German Colony").Steps[0]
	if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || !s.Calendar.Drafts[0].Start.Equal(*at(23, 20, 0)) {
		t.Errorf("%s.%s %+v; want dinner on Friday at 20:00", s.Capability, s.Operation, s.Calendar)
	}
}
