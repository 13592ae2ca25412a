package graph

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/resolution"
)

// answerPending reads the message against the chat's pending question, if
// there is one, with no model call. A selection resumes the suspended plan
// at the step that asked; a cancel ends it; anything unrelated drops the
// question and leaves the turn to the planner.
func (r *Runner) answerPending(ctx context.Context, t *turn) error {
	p, ok, err := r.cfg.State.LoadPending(ctx, t.chat)
	if err != nil {
		return fmt.Errorf("load pending question: %w", err)
	}
	if !ok {
		return nil
	}
	reply := resolution.ParseReply(t.text, p)
	switch reply.Kind {
	case resolution.ReplyUnrelated:
		t.dropped = &p
		return r.cfg.State.ClearPending(ctx, t.chat)
	case resolution.ReplyInvalid:
		t.pending, t.notice = &p, formatter.NoticeInvalidChoice
		return nil
	}
	taken, err := r.cfg.State.TakePending(ctx, t.chat, p.Version)
	if errors.Is(err, memo.ErrStalePending) {
		t.notice = formatter.NoticeStale
		return nil
	} else if err != nil {
		return fmt.Errorf("take pending question: %w", err)
	}
	if reply.Kind == resolution.ReplyCancel || reply.Kind == resolution.ReplyNo {
		t.notice = formatter.NoticeCancelled
		return nil
	}
	if !t.lang.Valid() || !hasLetters(t.text) {
		t.lang = taken.Lang
	}
	if taken.Reason == memo.ReasonClarify {
		// The answer to "what did you mean?" is planned again together with
		// the request it explains.
		if reply.Kind == resolution.ReplyText {
			t.text = strings.TrimSpace(taken.Plan.Text + "\n" + reply.Text)
		}
		return nil
	}
	plan := taken.Plan
	t.turnID = plan.TurnID
	_, idx, ok := taken.Step()
	if !ok {
		return fmt.Errorf("pending question names step %q, not in its plan", taken.StepID)
	}
	applied, err := r.apply(t, &plan.Steps[idx], taken, reply)
	if err != nil {
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: plan.Steps[idx], Err: err})
		return nil
	}
	if !applied {
		// The answer did not fit the question after all (a time that is not a
		// time): treat the message as a new request.
		return nil
	}
	return r.run(ctx, t, plan, idx)
}

// apply writes the user's answer into the step that asked. applied=false
// means the answer is no answer and the message is a new request.
func (r *Runner) apply(t *turn, step *memo.Step, p memo.Pending, reply resolution.Reply) (bool, error) {
	switch p.Kind {
	case memo.PendingConfirm:
		if reply.Kind == resolution.ReplyYes || reply.Kind == resolution.ReplyAll {
			step.Confirmed = true
			return true, nil
		}
		return false, nil
	case memo.PendingMissing:
		if reply.Kind != resolution.ReplyText {
			return false, nil
		}
		return r.fill(t, step, p, reply.Text)
	}
	// PendingChoose.
	var ids []string
	switch reply.Kind {
	case resolution.ReplyAll:
		for _, o := range p.Options {
			ids = append(ids, o.IDs...)
		}
	case resolution.ReplyYes:
		if len(p.Options) != 1 {
			return false, nil
		}
		ids = p.Options[0].IDs
	case resolution.ReplyPick:
		for _, n := range reply.Picks {
			if n >= 1 && n <= len(p.Options) {
				ids = append(ids, p.Options[n-1].IDs...)
			}
		}
	default:
		return false, nil
	}
	switch p.Reason {
	case memo.ReasonWhichTask:
		for _, id := range ids {
			step.Tasks.IDs = appendNew(step.Tasks.IDs, id)
		}
	case memo.ReasonWhichList:
		step.Lists.ListID = ids[0]
	case memo.ReasonWhichItem:
		for _, id := range ids {
			step.Lists.ItemIDs = appendNew(step.Lists.ItemIDs, id)
		}
	case memo.ReasonWhichEvent:
		for _, id := range ids {
			step.Calendar.EventIDs = appendNew(step.Calendar.EventIDs, id)
		}
	case memo.ReasonWhichMemory, memo.ReasonMemoryConflict:
		return applyMemoryChoice(step, p, reply, ids)
	case memo.ReasonEventScope:
		// Option 1 is the whole series, option 2 only this occurrence;
		// "all"/"both" (or both numbers) means the series.
		step.Calendar.Scope = memo.ScopeInstance
		if reply.Kind == resolution.ReplyAll || slices.Contains(reply.Picks, 1) {
			step.Calendar.Scope = memo.ScopeSeries
			ids = p.Options[0].IDs
		}
		step.Calendar.EventIDs = ids[:1]
	default:
		return false, fmt.Errorf("choose question with reason %q", p.Reason)
	}
	return true, nil
}

// fill puts the answer to a "missing" question into the step.
func (r *Runner) fill(t *turn, step *memo.Step, p memo.Pending, text string) (bool, error) {
	switch p.Reason {
	case memo.ReasonMissingTaskText:
		step.Tasks.Drafts[0].Text = offline.CleanTitle(text)
	case memo.ReasonMissingListName:
		step.Lists.Name = text
	case memo.ReasonMissingItems:
		step.Lists.Items = offline.SplitItems(text)
	case memo.ReasonMissingTime:
		return r.fillTime(t, step, text)
	default:
		return false, fmt.Errorf("missing question with reason %q", p.Reason)
	}
	return true, nil
}

// fillTime reads the time the user gave for a reminder that had none: a
// time of day lands on the day already given, if any.
func (r *Runner) fillTime(t *turn, step *memo.Step, text string) (bool, error) {
	// "at 10" for a day already given is 10:00 that day, not the next 10
	// o'clock from now; a repeating time is read as said too.
	ref := t.now
	d0 := step.Tasks.Drafts[0]
	y, m, day := t.now.Date()
	today := time.Date(y, m, day, 0, 0, 0, 0, t.loc)
	if d0.DueDate != nil && d0.DueDate.In(t.loc).After(today.AddDate(0, 0, 1).Add(-time.Second)) {
		yy, mm, dd := d0.DueDate.In(t.loc).Date()
		ref = time.Date(yy, mm, dd, 0, 0, 0, 0, t.loc)
	} else if d0.Recurrence != nil && d0.Recurrence.Type != memo.RecurNudge {
		ref = today
	}
	res, found, err := timeparse.Parse(text, ref, t.loc)
	if err != nil {
		return true, offline.InvalidTime(t.lang)
	}
	if !found {
		return false, nil
	}
	d := &step.Tasks.Drafts[0]
	due := res.Time.In(t.loc)
	if d.DueDate != nil && !res.HasDate && res.HasTime {
		y, m, day := d.DueDate.In(t.loc).Date()
		due = time.Date(y, m, day, due.Hour(), due.Minute(), 0, 0, t.loc)
	}
	d.DueDate = &due
	if !res.HasTime {
		return true, nil // still no hour: the gate asks again, now with the day.
	}
	if due.Before(t.now.Add(-time.Minute)) && d.Recurrence == nil {
		return true, offline.PastTime(t.lang)
	}
	step.Tasks.NeedTime = false
	return true, nil
}

func hasLetters(s string) bool {
	_, ok := memo.DetectLanguage(s)
	return ok
}
