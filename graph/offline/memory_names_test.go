package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNamesKeepTheirFirstLetter: a first name that opens with a letter
// Hebrew also glues on ("ליאת", "לאה", "לירון", "מיכל") keeps it where a
// name is read from a question, a contact or a title; the same letter
// glued onto a name ("לאבי") is peeled.
func TestNamesKeepTheirFirstLetter(t *testing.T) {
	for text, name := range map[string]string{
		"מה הטלפון של לאה":   "לאה",
		"מה המספר של ליאת?":  "ליאת",
		"מה המייל של לימור?": "לימור",
		"תתקשר ללירון":       "לירון",
		"מה המספר של לאבי":   "אבי",
		"תתקשר לאבי":         "אבי",
		"what's Lea's phone": "Lea",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemorySearch || s.Memory.Query != name {
			t.Errorf("%q: %s %+v; want a search for %q", text, s.Operation, s.Memory, name)
		}
	}
	for text, name := range map[string]string{
		"המספר של לימור הוא 054-1234567":         "לימור",
		"תזכור שהטלפון של מיכל הוא 054-7654321":  "מיכל",
		"המספר של לאבי הוא 054-1234567":          "אבי",
		"Liat's number is 054-1234567":           "Liat",
		"הטלפון של ליאור האינסטלטור 054-3326190": "ליאור האינסטלטור",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory.Draft.Name != name {
			t.Errorf("%q: %s %+v; want a contact %q", text, s.Operation, s.Memory, name)
		}
	}
	for text, title := range map[string]string{
		"תזכיר לי להתקשר ללירון מחר ב5":         "להתקשר ללירון",
		"תזכיר לי לקנות מתנה בשביל מיכל מחר ב5": "לקנות מתנה בשביל מיכל",
		"remind me to call Liat tomorrow at 5":  "call Liat",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s; want a reminder %q", text, s.Operation, title)
		}
	}
	// "מתי יום ההולדת של ליאת?": the calendar's fallback keeps the name.
	s := plan(t, "מתי יום ההולדת של ליאת?").Steps[0]
	if s.Memory == nil || s.Memory.Fallback == nil || s.Memory.Fallback.Calendar.Summary != "יום ההולדת של ליאת" {
		t.Errorf("birthday of ליאת: %+v; want the calendar asked for יום ההולדת של ליאת", s.Memory)
	}
}
