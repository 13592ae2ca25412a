package graph

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/reminder"
)

// A chat's recall (memo.Recall) is what follow-ups read: the changes made,
// for "undo" and "what did you do?"; the item the conversation is about,
// for "make it 8" and "remind me about it on Saturday"; the last question
// asked, so a late answer is told the question expired and is asked again.

// remember writes what the turn did into the chat's recall: its changes,
// the item it leaves the conversation about, and the question it asked.
func (t *turn) remember() error {
	rc := t.state.Recall
	changed := false
	for _, a := range t.changes {
		if a.Empty() {
			continue
		}
		if err := rc.Actions.Add(a); err != nil {
			return fmt.Errorf("remember: %w", err)
		}
		// A change made after an undo leaves nothing to bring back.
		rc.Undid = nil
		changed = true
	}
	switch {
	case t.pending != nil:
		p := *t.pending
		rc.Asked = &p
		changed = true
	case len(t.outcomes) > 0:
		if f, decided := focusOf(t.outcomes, t.now); decided {
			rc.Focus = f
			changed = true
		}
		if rc.Asked != nil {
			rc.Asked = nil
			changed = true
		}
	}
	if turnID, stepID, ok := strings.Cut(t.undone, ":"); ok {
		marked, err := rc.Actions.MarkUndone(turnID, stepID)
		if err != nil {
			return fmt.Errorf("remember: %w", err)
		}
		if marked && t.undid != nil && !t.undid.Empty() {
			rc.Undid = t.undid
		}
		changed = changed || marked
	}
	if !changed {
		return nil
	}
	t.write.Recall = &rc
	return nil
}

// focusOf is the item a turn's outcomes leave the conversation about: the
// one item the last change touched, or the one item its listings showed.
// decided is false when the outcomes say nothing about it (help, thanks,
// an error), so the focus stays as it was.
func focusOf(outs []formatter.StepOutcome, now time.Time) (focus *memo.FocusItem, decided bool) {
	var shown []memo.Item
	listed := false
	for i := len(outs) - 1; i >= 0; i-- {
		o := outs[i]
		if o.Err != nil || o.Result == nil {
			continue
		}
		switch o.Step.Operation {
		case memo.OpTaskGetAll, memo.OpListGet, memo.OpListGetAll, memo.OpEventGetEvents, memo.OpEventGet,
			memo.OpEventCheckConflicts, memo.OpEventGetRecurringInstances:
			listed = true
			shown = append(shown, o.Result.Items...)
			continue
		}
		if o.Step.Capability == memo.CapGeneral {
			continue
		}
		// The last change decides. Items taken off a list leave the list,
		// which "what's left?" asks about next.
		if len(o.Result.Items) != 1 || o.Result.Meta.Deleted > 0 && o.Step.Operation != memo.OpListRemove {
			return nil, true
		}
		return focusItem(o.Result.Items[0], now), true
	}
	if !listed {
		return nil, false
	}
	if len(shown) == 1 {
		return focusItem(shown[0], now), true
	}
	return nil, true
}

// focusItem describes it as the conversation's focus. A repeating task's
// When is its next reminder, so "make it 9:30" is read near its hour.
func focusItem(it memo.Item, now time.Time) *memo.FocusItem {
	switch v := it.(type) {
	case memo.Task:
		when := v.DueDate
		if rec := v.Recurrence; rec != nil && rec.Type != memo.RecurNudge {
			if next, ok := reminder.Next(memo.Reminder{Recurrence: rec, Created: now}, now); ok {
				when = &next
			}
		}
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: v.ID, Title: v.Text, When: when,
			Lead: v.Lead, Recurring: v.Recurrence != nil}
	case memo.Event:
		start, end := v.Start, v.End
		return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: v.ID, Title: v.Summary, When: &start,
			End: &end, Recurring: v.SeriesID() != "", AllDay: v.AllDay, Repeat: v.Recurrence}
	case memo.List:
		return &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: v.ID, Title: v.Name}
	}
	return nil
}

// focus is the item this turn's message may refer to as "it": the task of
// the quoted reminder; else the task of a reminder that fired after the
// chat's last turn; else the focus the last turns left.
func (r *Runner) focus(ctx context.Context, t *turn, quoted []string, recent []memo.Turn) (*memo.FocusItem, error) {
	ids := quoted
	if len(ids) == 0 && r.cfg.Sent != nil {
		msg, ok, err := r.cfg.Sent.LatestSentMessage(ctx, t.chat, "reminder")
		if err != nil {
			return nil, fmt.Errorf("latest reminder: %w", err)
		}
		last := time.Time{}
		if n := len(recent); n > 0 {
			last = recent[n-1].At
		}
		if ok && msg.SentAt.After(last) && t.now.Sub(msg.SentAt) < firedFocus {
			ids = msg.TaskIDs
		}
	}
	if len(ids) == 1 {
		tasks, err := r.cfg.Tasks.FindTasks(ctx, t.user.ID, memo.TaskFilter{IDs: ids, IncludeCompleted: true})
		if err != nil {
			return nil, fmt.Errorf("find tasks: %w", err)
		}
		if len(tasks) == 1 {
			return focusItem(tasks[0], t.now), nil
		}
	}
	if q := t.setAside; q != nil && manyChoices(*q) {
		// The message came while Memo asked which of several items was
		// meant: "it" is one of those, not the item the chat was about
		// before the question.
		return nil, nil
	}
	return t.state.Recall.Focus, nil
}

// manyChoices reports whether q asks which of several items is meant.
func manyChoices(q memo.Pending) bool {
	return q.Kind == memo.PendingChoose && len(q.Options) > 1
}

// firedFocus is how long a reminder that fired stays what "it" means when
// the user has not written since.
const firedFocus = 6 * time.Hour

// maxRecent is how many changes "what did you do?" tells.
const maxRecent = 3

// recentOutcome answers "what did you do?": the chat's last changes,
// newest first, with the items of the newest as the result.
func recentOutcome(sc scene, step memo.Step) formatter.StepOutcome {
	all, err := sc.recall.Actions.List()
	if err != nil {
		return formatter.StepOutcome{Step: step, Err: fmt.Errorf("what did you do: %w", err)}
	}
	var acts []memo.Action
	for i := len(all) - 1; i >= 0 && len(acts) < maxRecent; i-- {
		acts = append(acts, all[i])
	}
	o := formatter.StepOutcome{Step: step, Actions: acts}
	if len(acts) > 0 {
		a := acts[0]
		var items []memo.Item
		for _, c := range a.Tasks {
			if c.After != nil {
				items = append(items, *c.After)
			} else if c.Before != nil {
				items = append(items, *c.Before)
			}
		}
		for _, c := range a.Events {
			if c.After != nil {
				items = append(items, *c.After)
			} else if c.Before != nil {
				items = append(items, *c.Before)
			}
		}
		for _, c := range a.Lists {
			if c.After != nil {
				items = append(items, *c.After)
			} else if c.Before != nil {
				items = append(items, *c.Before)
			}
		}
		res := memo.NewResult(a.Capability, a.Operation, items).InZone(sc.loc)
		o.Result = &res
	}
	return o
}
