package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestTaskNamedByDayAndName: a thing named by its day and a name ("cancel fridays
// job", "friday's job", "the friday job", "תבטל את העבודה של שישי") is the
// reminder in focus's when it is due that day and the name names it, looked
// for among that day's tasks and shown before it goes; with a reminder's
// word ("delete friday's job reminder", "התזכורת של שישי לעשות את העבודה")
// it is a task's with no focus too. Otherwise it stays the event's.
func TestTaskNamedByDayAndName(t *testing.T) {
	friday := time.Date(2026, 1, 23, 10, 0, 0, 0, jerusalem)
	wednesday := time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem)
	job := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "do the job", When: &friday}
	hejob := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לעשות את העבודה", When: &friday}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		name  string
	}{
		{"cancel fridays job", job, "job"},
		{"cancel friday's job", job, "job"},
		{"cancel the friday job", job, "job"},
		{"please delete fridays job", job, "job"},
		{"תבטל את העבודה של שישי", hejob, "העבודה"},
		{"delete friday's job reminder", nil, "job"},
		{"delete fridays job reminder", nil, "job"},
		{"תבטל את התזכורת של שישי לעשות את העבודה", nil, "לעשות את העבודה"},
	} {
		s := focusStep(t, c.text, c.focus)
		a := s.Tasks
		if s.Operation != memo.OpTaskDelete || a == nil || !slices.Equal(a.Targets, []string{c.name}) || a.From == nil || !a.From.Equal(time.Date(2026, 1, 23, 0, 0, 0, 0, jerusalem)) || !s.Verify {
			t.Errorf("%q: %s.%s %+v; want friday's task %q, shown first", c.text, s.Capability, s.Operation, a, c.name)
		}
	}
	// The day alone with a reminder's word: the one due then, as before.
	if s := focusStep(t, "delete fridays reminder", nil); s.Operation != memo.OpTaskDelete || s.Tasks.From == nil || len(s.Tasks.Targets) > 0 {
		t.Errorf("delete fridays reminder: %s %+v; want the reminder due friday", s.Operation, s.Tasks)
	}
	// Near misses: the reminder in focus due another day or named
	// otherwise, an event in focus, no focus: the event's, as before.
	other := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "do the job", When: &wednesday}
	mom := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t3", Title: "call mom", When: &friday}
	end := friday.Add(time.Hour)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "job", When: &friday, End: &end}
	for _, f := range []*memo.FocusItem{other, mom, event, nil} {
		for _, text := range []string{"cancel fridays job", "cancel friday's job"} {
			s := focusStep(t, text, f)
			if s.Operation != memo.OpEventDelete || s.Calendar == nil || s.Calendar.Summary != "job" {
				t.Errorf("%q: %s.%s; want the event named job on friday", text, s.Capability, s.Operation)
			}
		}
	}
}
