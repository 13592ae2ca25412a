package graph

import (
	"context"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// redo brings back what the chat's last undo took back ("undo the undo",
// "oops, bring it back"): the change that undo made (memo.Recall.Undid)
// is reversed through the same steps as an undo, so a deleted item is
// created again with its fields and a change set back is made again. The
// reversal is a change of its own, logged so that "undo" takes it back.
// With no undo just before, nothing is brought back, or, for a step that
// allows it (GeneralArgs.OrUndo: "bring it back" after a delete), the
// last change is undone, unless it only created items: undoing it would
// take away, not bring back.
func (r *Runner) redo(ctx context.Context, sc scene, turnID string, step memo.Step) (formatter.StepOutcome, undid) {
	u := sc.recall.Undid
	if u == nil {
		if step.General != nil && step.General.OrUndo && !lastCreated(sc.recall) {
			return r.undo(ctx, sc, turnID, step)
		}
		return formatter.StepOutcome{Step: step, Err: memo.Refuse(memo.ENotFound, memo.WhyNothingToRedo, memo.Detail{})}, undid{}
	}
	res, inv, change, err := r.reverse(ctx, sc, turnID, step, u)
	if err != nil {
		return formatter.StepOutcome{Step: step, Err: err}, undid{}
	}
	return formatter.StepOutcome{Step: inv, Result: &res, Redo: true}, undid{redone: &change}
}

// lastCreated reports whether the chat's newest change not undone only
// created items or added them to a list (a redo that made a deleted item
// again is one).
func lastCreated(rc memo.Recall) bool {
	actions, err := rc.Actions.List()
	if err != nil {
		return false
	}
	for i := len(actions) - 1; i >= 0; i-- {
		a := actions[i]
		if a.Undone {
			continue
		}
		if a.User != nil {
			return false
		}
		for _, c := range a.Tasks {
			if c.Before != nil {
				return false
			}
		}
		for _, c := range a.Events {
			if c.Before != nil {
				return false
			}
		}
		for _, c := range a.Lists {
			if c.Before != nil && !onlyAdded(*c.Before, c.After) {
				return false
			}
		}
		return true
	}
	return false
}

// onlyAdded reports whether after is before with items added and none
// removed, renamed or marked.
func onlyAdded(before memo.List, after *memo.List) bool {
	if after == nil || after.Name != before.Name {
		return false
	}
	now := map[string]bool{}
	for _, it := range after.Items {
		now[strings.ToLower(it.Text)+"\x00"+strconv.FormatBool(it.Checked)] = true
	}
	for _, it := range before.Items {
		if !now[strings.ToLower(it.Text)+"\x00"+strconv.FormatBool(it.Checked)] {
			return false
		}
	}
	return len(after.Items) > len(before.Items)
}
