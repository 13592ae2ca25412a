package graph

import (
	"context"
	"slices"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// settledID stands for the item a "what time?" question is about, which
// does not exist yet, in a plan read as if it were the item in focus.
const settledID = "\x00asked"

// pendingSettled reads a message that answers "what time should I remind
// you?" by settling the thing itself: "done that already, mark it off",
// "שילמתי", "כבר קניתי, אפשר למחוק את זה". The message is planned as it
// would be with the item already made and in focus, so every way the
// planner reads a completion or a delete of the item in focus serves here
// too. When the plan does nothing but complete or delete that one item,
// nothing is made and the notice says so; any other plan (a request of its
// own, an item named that is not this one) is not such an answer.
func (r *Runner) pendingSettled(ctx context.Context, t *turn, p memo.Pending, asked memo.Step) (formatter.Notice, bool) {
	if p.Kind != memo.PendingMissing || p.Reason != memo.ReasonMissingTime {
		return formatter.NoticeNone, false
	}
	focus, ok := askedFocus(asked)
	if !ok {
		return formatter.NoticeNone, false
	}
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: t.text, Lang: t.lang, Now: t.now, Loc: t.loc, Focus: &focus})
	if err != nil || plan.Tentative || len(plan.Steps) == 0 {
		return formatter.NoticeNone, false
	}
	done := true
	for _, s := range plan.Steps {
		switch {
		case s.Operation == memo.OpTaskComplete && s.Tasks != nil && slices.Equal(s.Tasks.IDs, []string{settledID}):
		case s.Operation == memo.OpTaskDelete && s.Tasks != nil && slices.Equal(s.Tasks.IDs, []string{settledID}):
			done = false
		case s.Operation == memo.OpEventDelete && s.Calendar != nil && slices.Equal(s.Calendar.EventIDs, []string{settledID}):
			done = false
		default:
			return formatter.NoticeNone, false
		}
	}
	if done && focus.Kind == memo.FocusTask {
		return formatter.NoticeAlreadyDone, true
	}
	return formatter.NoticeCancelled, true
}

// askedFocus is the item a create step would make, as the focus it would
// be once made.
func askedFocus(asked memo.Step) (memo.FocusItem, bool) {
	switch {
	case asked.Operation == memo.OpTaskCreate && asked.Tasks != nil && len(asked.Tasks.Drafts) == 1 && asked.Tasks.Drafts[0].Text != "":
		return memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: settledID, Title: asked.Tasks.Drafts[0].Text}, true
	case asked.Operation == memo.OpEventCreate && asked.Calendar != nil && len(asked.Calendar.Drafts) == 1 && asked.Calendar.Drafts[0].Summary != "":
		return memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: settledID, Title: asked.Calendar.Drafts[0].Summary}, true
	}
	return memo.FocusItem{}, false
}
