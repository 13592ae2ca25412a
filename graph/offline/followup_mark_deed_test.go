package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMarkTheDeedTold: "סמן שצילמתי", "mark that i called" right after a
// task was made mark it done as "צילמתי", "i called" do; a mark of a deed
// that is not the task's is not read so.
func TestMarkTheDeedTold(t *testing.T) {
	for _, tc := range []struct {
		title, before, text string
		done                bool
	}{
		{"לצלם את הדירה", "תוסיף משימה לצלם את הדירה", "סמן שצילמתי", true},
		{"לצלם את הדירה", "תוסיף משימה לצלם את הדירה", "תסמני שכבר צילמתי", true},
		{"call the plumber", "add task call the plumber", "mark that i called", true},
		{"לצלם את הדירה", "תוסיף משימה לצלם את הדירה", "סמן שקניתי", false},
		{"לצלם את הדירה", "תוסיף משימה לצלם את הדירה", "סמן שהוא צילם", false},
	} {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: tc.title}
		s := afterTool(t, tc.text, tc.before, memo.OpTaskCreate, focus)
		done := s.Operation == memo.OpTaskComplete && s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == "t1"
		if done != tc.done {
			t.Errorf("%q: %s %+v; want done %v", tc.text, s.Operation, s.Tasks, tc.done)
		}
	}
}
