package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDropSlang: the verbs of slang that drop a thing, said of "it",
// "that", "this one" ("actually kill it", "scrap it", "bin it", "nuke it",
// "ditch that", "לפח", "תעיף את זה לפח"), remove the reminder or event in
// focus. With a name after them ("kill the lights", "dump the chicken in
// the pot") they drop nothing.
func TestDropSlang(t *testing.T) {
	at := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	end := at.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &at, End: &end}
	for _, text := range []string{"actually kill it", "kill it", "scrap it", "bin it", "nuke it", "ditch that", "ditch it pls",
		"axe this one", "just dump it", "לפח", "יאללה לפח", "תעיף את זה לפח", "תזרוק את זה לפח"} {
		for _, f := range []*memo.FocusItem{task, event} {
			s := focusStep(t, text, f)
			want := memo.OpTaskDelete
			if f.Kind == memo.FocusEvent {
				want = memo.OpEventDelete
			}
			if s.Operation != want {
				t.Errorf("%q of a %s: %s.%s; want %s", text, f.Kind, s.Capability, s.Operation, want)
			}
		}
	}
	// Near misses: a name after the verb, or no focus to drop.
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"kill the lights", task}, {"dump the chicken in the pot", task}, {"ditch the gym", task},
		{"kill it", nil}, {"nuke it", nil}, {"לפח", nil},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskDelete || s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary {
				t.Errorf("%q: %s.%s; want nothing dropped", c.text, s.Capability, s.Operation)
			}
		}
	}
}
