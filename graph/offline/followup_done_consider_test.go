package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDoneConsidered: a deed told done in the perfect, with a word of when,
// and a word to count it done ("I have watered them already this
// afternoon, so you may consider that done", "you can mark it done")
// completes the task in focus and never makes an event. Near misses: the
// same with no task in focus is never an event; "I have advanced yoga at
// 6" is still an event.
func TestDoneConsidered(t *testing.T) {
	at := time.Date(2026, 12, 3, 16, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "water the geraniums in the conservatory", When: &at}
	for _, text := range []string{
		"I have watered them already this afternoon, so you may consider that done.",
		"watered them already, you can mark it done",
		"i've watered them, consider it done",
		"I watered them earlier today, you may mark that as complete",
	} {
		s := focusStep(t, text, task)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s; want the task in focus completed", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{
		"I have watered them already this afternoon, so you may consider that done.",
		"I have watered them already this afternoon",
		"I have paid it already today at 3",
	} {
		p, err := planWith(t, text, nil)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s.%s; want no new event", text, s.Capability, s.Operation)
			}
		}
	}
	p, err := planWith(t, "I have advanced yoga tomorrow at 6pm", nil)
	if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpEventCreate {
		t.Errorf("advanced yoga: %+v %v; want an event", p, err)
	}
}
