package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestWeekdaysMoveARepeatingReminder: a weekday said in the plural ("make
// it thursdays", "תעביר לימי חמישי") moves a weekly reminder to that day;
// said of a reminder that does not repeat, it is not read as a move.
func TestWeekdaysMoveARepeatingReminder(t *testing.T) {
	at := time.Date(2026, 1, 26, 9, 0, 0, 0, jerusalem) // a Monday
	for _, tt := range []struct {
		before, text string
		recurring    bool
		day          time.Weekday // -1: not moved
	}{
		{"remind me every monday at 9 to water the plants", "On second thought, please make it Thursdays instead.", true, time.Thursday},
		{"remind me every monday at 9 to water the plants", "make it fridays", true, time.Friday},
		{"remind me every monday at 9 to water the plants", "actually wednesdays", true, time.Wednesday},
		{"תזכיר לי כל יום שני ב9 להשקות את העציצים", "תעביר לימי חמישי", true, time.Thursday},
		{"remind me monday at 9 to water the plants", "make it thursdays", false, -1},
		{"תזכיר לי ביום שני ב9 להשקות את העציצים", "תעביר לימי חמישי", false, -1},
	} {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "water the plants", When: &at, Recurring: tt.recurring}
		s := afterTool(t, tt.text, tt.before, memo.OpTaskCreate, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.day < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.day >= 0 && !moved:
			t.Errorf("%q: %s.%s; want the reminder moved", tt.text, s.Capability, s.Operation)
		case tt.day >= 0 && (s.Tasks.NewDue.In(jerusalem).Weekday() != tt.day || s.Tasks.NewDue.In(jerusalem).Hour() != 9):
			t.Errorf("%q: moved to %v; want %s at 9", tt.text, s.Tasks.NewDue.In(jerusalem), tt.day)
		}
	}
}
