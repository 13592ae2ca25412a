package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestStopThisReminder: a stop said of the reminder in focus ("stop this
// reminder", "תפסיקי את התזכורת הזאת", "די עם התזכורת הזאת") ends it: a
// repeating one is completed, which stops its repeats; a one-off is
// deleted, as "delete it" would. Said with the reminder's name ("stop
// reminding me about the mixer", "no more mixer reminders", "תפסיקי את
// התזכורת של המיקסר") it is that reminder. With nothing in focus and no
// name, which one is not guessed.
func TestStopThisReminder(t *testing.T) {
	six := time.Date(2026, 1, 20, 18, 0, 0, 0, jerusalem)
	daily := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לנקות את המיקסר", When: &six, Recurring: true}
	dailyEN := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "clean the mixer", When: &six, Recurring: true}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לנקות את המיקסר", When: &six}
	onceEN := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "clean the mixer", When: &six}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
	}{
		{"תפסיקי את התזכורת הזאת", daily, memo.OpTaskComplete},
		{"די עם התזכורת הזאת", daily, memo.OpTaskComplete},
		{"בלי התזכורת הזו", daily, memo.OpTaskComplete},
		{"stop this reminder", dailyEN, memo.OpTaskComplete},
		{"no more of these reminders", dailyEN, memo.OpTaskComplete},
		{"תפסיקי את התזכורת הזאת", once, memo.OpTaskDelete},
		{"stop this reminder", onceEN, memo.OpTaskDelete},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation != tt.op || s.Tasks == nil || !slices.Equal(s.Tasks.IDs, []string{"t1"}) {
			t.Errorf("%q: %s.%s %+v; want %s of the reminder in focus", tt.text, s.Capability, s.Operation, s.Tasks, tt.op.Name())
		}
	}
	for _, tt := range []struct{ text, target string }{
		{"תפסיקי את התזכורת של המיקסר", "המיקסר"},
		{"בלי התזכורות על המיקסר", "המיקסר"},
		{"תפסיק להזכיר לי על המיקסר", "המיקסר"},
		{"stop reminding me about the mixer", "mixer"},
		{"no more mixer reminders", "mixer"},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || !slices.Equal(s.Tasks.Targets, []string{tt.target}) {
			t.Errorf("%q: %s.%s %+v; want the reminder %q stopped", tt.text, s.Capability, s.Operation, s.Tasks, tt.target)
		}
	}
	for _, text := range []string{"stop this reminder", "תפסיקי את התזכורת הזאת"} {
		if p, err := planWith(t, text, nil); err == nil && len(p.Steps) > 0 && p.Steps[0].Capability == memo.CapTasks {
			t.Errorf("%q with nothing in focus: %s.%s; want no guess", text, p.Steps[0].Capability, p.Steps[0].Operation)
		}
	}
}
