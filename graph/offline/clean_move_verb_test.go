package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMoveVerbForms: a move said with a short, a regional or another
// person's form of its verb ("mv it to 12", "prepone it to 4", "bump to
// 6", "הזז לשש", "תקדימי ל-4", "דחי לשש") moves the focus; "prepone" is
// earlier, and a time later than the item's is not guessed.
func TestMoveVerbForms(t *testing.T) {
	call := task("call the client", at(21, 17, 0))
	callHE := task("להתקשר ללקוח", at(21, 17, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		due   *time.Time
	}{
		{"mv it to 12", call, at(21, 12, 0)},
		{"mv to 12", call, at(21, 12, 0)},
		{"pls mv it to 12", call, at(21, 12, 0)},
		{"prepone it to 4", call, at(21, 16, 0)},
		{"prepone to 4", call, at(21, 16, 0)},
		{"prepone it by an hour", call, at(21, 16, 0)},
		{"advance it to 4", call, at(21, 16, 0)},
		{"bump to 6", call, at(21, 18, 0)},
		{"bump it to 6", call, at(21, 18, 0)},
		{"resched to 6", call, at(21, 18, 0)},
		{"תקדימי ל-4", callHE, at(21, 16, 0)},
		{"תקדימי לארבע", callHE, at(21, 16, 0)},
		{"הקדם לארבע", callHE, at(21, 16, 0)},
		{"הקדימי את זה לארבע", callHE, at(21, 16, 0)},
		{"הזז לשש", callHE, at(21, 18, 0)},
		{"הזיזי לשש", callHE, at(21, 18, 0)},
		{"דחי לשש", callHE, at(21, 18, 0)},
		{"העבירי לשש", callHE, at(21, 18, 0)},
		{"תדחה לשש", callHE, at(21, 18, 0)},
	} {
		s := withFocus(tc.text, tc.focus)
		if !onFocus(s, tc.focus, memo.OpTaskUpdate) || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*tc.due) {
			t.Errorf("%q: %s %+v; want it moved to %v", tc.text, s.Operation, s.Tasks, tc.due)
		}
	}
	// Near misses: "prepone" to a later time, the verbs of another thing.
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"prepone it to 6", call},
		{"advance payment to the landlord", call},
		{"bump on the head", call},
		{"mv", call},
		{"העבר את הכביסה למייבש", callHE},
		{"הקדמה לספר", callHE},
		{"דחו את זה", callHE},
		{"הזיזו אותה", callHE},
	} {
		if s := withFocus(tc.text, tc.focus); onFocus(s, tc.focus, memo.OpTaskUpdate) {
			t.Errorf("%q: %+v; want the focus not moved", tc.text, s.Tasks)
		}
	}
}
