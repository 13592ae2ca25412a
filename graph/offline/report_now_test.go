package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestReportedNowByPronoun: a change of the event in focus told as it
// goes on, by a pronoun for its person ("she moving to 3:30", "he's
// pushing it to 4", "הוא מזיז את זה ל-4", "היא ביקשה להזיז ל-4"), moves
// it. Near misses: a move of someone, not a thing ("she's moving house",
// "they're moving to tel aviv", "הוא מעביר דירה מחר"), a push of a person,
// a doer named by a noun, a vague time, and no event in focus change
// nothing.
func TestReportedNowByPronoun(t *testing.T) {
	for _, text := range []string{
		"she moving to 3:30", "he's pushing it to 4", "he is moving it to friday at 5", "they're moving it to 5",
		"הוא מזיז את זה ל4", "היא ביקשה להזיז ל-4", "היא מזיזה את זה לחמישי", "הם מעבירים את זה ליום חמישי",
	} {
		if s := withFocus(text, focusEvent()); s.Operation != memo.OpEventUpdate || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q: %s %+v; want the event in focus moved", text, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{
		"she's moving house", "they're moving to tel aviv", "he's pushing me to 4", "הוא מעביר דירה מחר",
		"they're moving it to next week", "my boss is pushing it to 4 maybe", "היא מזיזה את הספה לסלון",
	} {
		switch s := withFocus(text, focusEvent()); s.Operation {
		case memo.OpEventUpdate, memo.OpEventDelete, memo.OpTaskUpdate:
			t.Errorf("%q: %s %+v; want no change", text, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{"she moving to 3:30", "הוא מזיז את זה ל4"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventUpdate || s.Operation == memo.OpTaskUpdate {
				t.Errorf("%q with nothing in focus: %s; want no change", text, s.Operation)
			}
		}
	}
}
