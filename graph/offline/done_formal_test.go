package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFormalDone: a deed reported by its noun, then a mark asked for,
// completes the task in focus when the noun is the task's kind or the
// noun of its deed; a report of another thing is not taken as why.
func TestFormalDone(t *testing.T) {
	when := *at(22, 17, 0)
	call := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לבנק", When: &when}
	pay := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "לשלם את החשבון", When: &when}
	callEN := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t3", Title: "call the bank", When: &when}
	for text, f := range map[string]*memo.FocusItem{
		"השיחה בוצעה, ניתן לסמן את המשימה כהושלמה":        call,
		"המשימה הושלמה, נא לסמן אותה כבוצעה":              call,
		"התשלום בוצע, אפשר לסמן את זה כבוצע":              pay,
		"the call has been made, you may mark it as done": callEN,
		"the task is finished, please mark it as done":    callEN,
	} {
		s := withFocus(text, f)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != f.ID {
			t.Errorf("%q: %s %+v; want the task in focus completed", text, s.Operation, s.Tasks)
		}
	}
	for text, f := range map[string]*memo.FocusItem{
		"הפגישה בוטלה, ניתן לסמן את המשימה כהושלמה": call,
		"הקנייה בוצעה, אפשר לסמן את זה כבוצע":       call,
		"the delivery arrived, mark it as done":     callEN,
	} {
		s := withFocus(text, f)
		if s.Operation == memo.OpTaskComplete && s.Tasks != nil && len(s.Tasks.IDs) == 1 {
			t.Errorf("%q: the task in focus completed; want it not guessed", text)
		}
	}
}
