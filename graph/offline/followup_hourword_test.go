package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestHourInWordsMovesFocus: an hour said alone in words to change the
// item in focus ("תעשה את זה שלוש", "make it three") is read as the hour
// in digits is, at the half of the day nearer the item's time.
func TestHourInWordsMovesFocus(t *testing.T) {
	at := time.Date(2026, 1, 23, 14, 30, 0, 0, jerusalem)
	for _, c := range []struct {
		text string
		h, m int
	}{
		{"תעשה את זה שלוש", 15, 0},
		{"תעשה את זה ארבע וחצי", 16, 30},
		{"תזיז לשלוש", 15, 0},
		{"make it three", 15, 0},
		{"make it four thirty", 16, 30},
		{"move it to two", 14, 0},
	} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "pick up", When: &at}
		s := focusStep(t, c.text, f)
		want := time.Date(2026, 1, 23, c.h, c.m, 0, 0, jerusalem)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q: %s.%s %+v; want moved to %v", c.text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
}
