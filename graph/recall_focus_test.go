package graph

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// TestFocusAfterItemsCameOff: items taken off a list leave that list in
// focus, so "what's left?" / "מה נשאר" next is the list; a deleted task
// leaves nothing.
func TestFocusAfterItemsCameOff(t *testing.T) {
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
	outcome := func(c memo.Capability, op memo.Op, it memo.Item) formatter.StepOutcome {
		res := memo.NewResult(c, op, []memo.Item{it})
		res.Meta.Deleted = 1
		return formatter.StepOutcome{Step: memo.Step{Capability: c, Operation: op}, Result: &res}
	}
	list := memo.List{ID: "l1", Name: "קניות"}
	f, decided := focusOf([]formatter.StepOutcome{outcome(memo.CapLists, memo.OpListRemove, list)}, now)
	if !decided || f == nil || f.Kind != memo.FocusList || f.ID != "l1" {
		t.Errorf("after items removed: %+v, %v; want the list in focus", f, decided)
	}
	f, decided = focusOf([]formatter.StepOutcome{outcome(memo.CapTasks, memo.OpTaskDelete, memo.Task{ID: "t1", Text: "call mom"})}, now)
	if !decided || f != nil {
		t.Errorf("after a task deleted: %+v, %v; want no focus", f, decided)
	}
}
