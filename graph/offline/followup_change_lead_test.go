package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestChangeAnnouncedByANoun: right after an item was set, a change
// announced by a noun before the time ("שינוי,", "עדכון:", "change of
// plan,", "update:"), with the doing said again or not, moves that item
// to the time said on its own day. The noun without a mark, a day said
// with the doing, or another lead before a doing, is left.
func TestChangeAnnouncedByANoun(t *testing.T) {
	at := time.Date(2026, 1, 22, 14, 0, 0, 0, jerusalem) // Thursday 14:00
	tests := []struct {
		text      string
		hour, min int // the new time on Thursday; -1: not moved
	}{
		{"שינוי, יוצאים ב1600", 16, 0},
		{"שינוי, ב1600", 16, 0},
		{"עדכון: יוצאים ב-16:30", 16, 30},
		{"שינוי בתוכניות - יוצאים בשעה 4", 16, 0},
		{"תיקון: יוצאים ב-5", 17, 0},
		{"change of plan, we're leaving at 4pm", 16, 0},
		{"update: leaving at 5", 17, 0},
		{"change of plans, 4:30", 16, 30},
		{"change of plan at 4", 16, 0},
		{"שינוי ב-4", 16, 0},
		// Near misses.
		{"עדכון תוכנה ב9", -1, 0},
		{"עדכון: יוצאים ביום שישי ב-5", -1, 0},
		{"סליחה, יוצאים ב1600", -1, 0},
		{"update the docs at 9", -1, 0},
	}
	for _, tt := range tests {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "יציאה הביתה", When: &at}
		s := afterTool(t, tt.text, "יציאה הביתה ביום חמישי ב1400", memo.OpTaskCreate, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.hour < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.hour >= 0 && !moved:
			t.Errorf("%q: %s.%s %+v; want the reminder moved", tt.text, s.Capability, s.Operation, s.Tasks)
		case tt.hour >= 0 && !s.Tasks.NewDue.Equal(time.Date(2026, 1, 22, tt.hour, tt.min, 0, 0, jerusalem)):
			t.Errorf("%q: moved to %v; want %02d:%02d on Thursday", tt.text, s.Tasks.NewDue.In(jerusalem), tt.hour, tt.min)
		}
	}
}
