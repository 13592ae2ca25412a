package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestShiftAnotherAmount: "push it out another 20", "push it back another
// hour" count on from the time the reminder has now; "another 20 dollars"
// is no amount of time. "undo that last one" takes the change back.
func TestShiftAnotherAmount(t *testing.T) {
	at := time.Date(2026, 1, 20, 17, 0, 0, 0, jerusalem)
	for _, tt := range []struct {
		text string
		min  int // minutes on; 0: not moved
	}{
		{"push it out another 20", 20},
		{"push it out 20", 20},
		{"push it back another hour", 60},
		{"push it another 20 min", 20},
		{"move it an extra 15 minutes later", 15},
		{"תדחה את זה עוד 20 דקות", 20},
		{"push it out another 20 dollars", 0},
		{"push it out", 0},
	} {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
		s := afterTool(t, tt.text, "remind me to call mom at 5pm", memo.OpTaskCreate, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.min == 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.min > 0 && !moved:
			t.Errorf("%q: %s.%s; want the reminder moved", tt.text, s.Capability, s.Operation)
		case tt.min > 0 && !s.Tasks.NewDue.Equal(at.Add(time.Duration(tt.min)*time.Minute)):
			t.Errorf("%q: moved to %v; want %d minutes on", tt.text, s.Tasks.NewDue.In(jerusalem), tt.min)
		}
	}
	for text, undo := range map[string]bool{
		"undo that last one": true, "undo the last change": true, "undo this last one": true,
		"delete that last one": false,
	} {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
		s := afterTool(t, text, "remind me to call mom at 5pm", memo.OpTaskCreate, focus)
		if (s.Operation == memo.OpUndo) != undo {
			t.Errorf("%q: %s.%s; want undo %v", text, s.Capability, s.Operation, undo)
		}
	}
}
