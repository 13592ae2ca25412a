package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestShiftByDays: the item in focus moved by whole days or weeks, later
// or earlier, keeps its hour: "Kindly postpone it by one day", "push it
// back a day", "תדחה את זה ביום", "תדחי את זה ביומיים". Near misses: a
// weekday after ב ("ביום שני") is the day it moves to, and "a couple of
// days" says no number.
func TestShiftByDays(t *testing.T) {
	due := time.Date(2026, 1, 22, 9, 0, 0, 0, jerusalem) // Thursday
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &due}
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &due}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		day   int
	}{
		{"Kindly postpone it by one day", task, 23},
		{"push it back a day", task, 23},
		{"push it back 2 days", task, 24},
		{"move it a week later", task, 29},
		{"bring it forward a day", task, 21},
		{"delay it by three days", ev, 25},
		{"תדחה את זה ביום", task, 23},
		{"תדחי את זה ביומיים", task, 24},
		{"תדחה את זה ביום אחד", ev, 23},
		{"תקדים את זה ביום", ev, 21},
		{"תדחה את זה בשבוע", task, 29},
	} {
		s := planAbout(t, c.text, c.focus).Steps[0]
		var got *time.Time
		switch {
		case s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
			got = s.Tasks.NewDue
		case s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Start
		}
		if got == nil || got.Day() != c.day || got.Hour() != 9 {
			t.Errorf("%q: %s %v; want January %d at 09:00", c.text, s.Operation, got, c.day)
		}
	}
	if s := planAbout(t, "תדחה את זה ביום שני", task).Steps[0]; s.Operation == memo.OpTaskUpdate && s.Tasks.NewDue != nil && s.Tasks.NewDue.Weekday() != time.Monday {
		t.Errorf("ביום שני: %v; want Monday, not two days", s.Tasks.NewDue)
	}
	if s := planAbout(t, "postpone it by a couple of days", task).Steps[0]; s.Operation == memo.OpTaskUpdate {
		t.Errorf("a couple of days: %+v; want asked", s.Tasks)
	}
}
