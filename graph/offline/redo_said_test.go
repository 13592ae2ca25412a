package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRedoSaid: asking for the last undo to be taken back ("undo the
// undo", "oops no, I want it", "בטל את הביטול", "אני כן רוצה את זה") is a
// redo, which brings nothing back when nothing was undone; "bring it
// back", "תחזירי", "תשחזר" are a redo that, with no undo just before,
// undoes the last change (a deleted item comes back). "undo" and "take it
// back" keep their reading, and so does a name after "בטל את".
func TestRedoSaid(t *testing.T) {
	strict := []string{"undo the undo", "undo undo", "redo", "redo that", "oops no, I want it", "actually i want it",
		"no wait i do want it", "cancel the undo", "Undo the undo!",
		"בטל את הביטול", "תבטל את הביטול", "תבטלי את הביטול", "אופס, תבטלי את הביטול", "אני כן רוצה את זה",
		"דווקא כן רוצה אותו", "אני רוצה אותה בחזרה", "תבטל את הביטול האחרון"}
	back := []string{"bring it back", "put it back", "oops bring it back", "restore it", "restore", "put that back", "wait bring it back",
		"אופס, תחזירי", "תחזיר", "תחזיר את זה", "תחזירי אותה", "החזר אותו", "תשחזר", "רגע תחזיר אותה", "תחזירי אותו בחזרה"}
	for _, focus := range []*memo.FocusItem{nil, focusEvent(), focusReminder()} {
		for _, text := range strict {
			if s := withFocus(text, focus); s.Operation != memo.OpRedo || s.General == nil || s.General.OrUndo {
				t.Errorf("%q (focus %v): %s.%s %+v; want a redo alone", text, focus != nil, s.Capability, s.Operation, s.General)
			}
		}
		for _, text := range back {
			if s := withFocus(text, focus); s.Operation != memo.OpRedo || s.General == nil || !s.General.OrUndo {
				t.Errorf("%q (focus %v): %s.%s %+v; want a redo or an undo", text, focus != nil, s.Capability, s.Operation, s.General)
			}
		}
		for _, text := range []string{"undo", "undo that", "ביטול", "תבטל את זה", "take it back", "תחזיר כמו שהיה", "תחזיר אחורה",
			"change it back"} {
			if s := withFocus(text, focus); s.Operation != memo.OpUndo {
				t.Errorf("%q (focus %v): %s.%s; want undo", text, focus != nil, s.Capability, s.Operation)
			}
		}
	}
	// Near misses: a thing named, a want of something else, a new item.
	for _, text := range []string{"בטל את הפגישה", "i want it at 5", "bring the charger back tomorrow", "i want pizza",
		"אני רוצה את זה ב-5", "remind me to bring it back tomorrow", "תחזיר את הספר לספרייה מחר"} {
		if s := withFocus(text, focusEvent()); s.Operation == memo.OpRedo {
			t.Errorf("%q: a redo; want it read as said", text)
		}
	}
}
