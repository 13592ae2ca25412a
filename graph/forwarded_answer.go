package graph

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/resolution"
)

// forwardReason reports whether p is a question about a forwarded
// message, which answerForward reads.
func forwardReason(p memo.Pending) bool {
	switch p.Reason {
	case memo.ReasonForwardEvent, memo.ReasonForwardMenu, memo.ReasonForwardWhen:
		return true
	}
	return false
}

// answerForward reads the answer to a question about a forwarded
// message, with no model call. answered is false when the message is no
// answer (a request of its own): the question is set aside and the
// message planned.
func (r *Runner) answerForward(ctx context.Context, t *turn, p memo.Pending) (answered bool, err error) {
	reply := resolution.ParseReply(t.text, p)
	if d, ok := eventDraft(p.Plan); ok && p.Reason != memo.ReasonForwardMenu {
		if _, said := saidWhen(t, t.text, d); said {
			// "no, at 11", "תשנה ל-11": a time said is a change, not a no.
			reply.Kind = resolution.ReplyText
		}
	}
	if reply.Kind == resolution.ReplyCancel || (reply.Kind == resolution.ReplyNo && p.Reason != memo.ReasonForwardMenu) {
		t.takePending(p)
		t.notice = formatter.NoticeCancelled
		return true, nil
	}
	if !t.lang.Valid() || !hasLetters(t.text) {
		t.lang = p.Lang
	}
	t.turnID = p.Plan.TurnID
	switch p.Reason {
	case memo.ReasonForwardEvent:
		return r.answerForwardEvent(ctx, t, p, reply)
	case memo.ReasonForwardWhen:
		return r.answerForwardWhen(ctx, t, p)
	}
	return r.answerForwardMenu(ctx, t, p, reply)
}

// answerForwardEvent: yes creates the offered event, a day or time said
// moves it and offers it again, "change" asks when it is.
func (r *Runner) answerForwardEvent(ctx context.Context, t *turn, p memo.Pending, reply resolution.Reply) (bool, error) {
	d, _ := eventDraft(p.Plan)
	switch {
	case reply.Kind == resolution.ReplyYes || reply.Kind == resolution.ReplyAll:
		t.takePending(p)
		return true, r.run(ctx, t, only(withDraft(p.Plan, d, true), fwdEvent), 0)
	case reChangeWord.MatchString(t.text):
		t.takePending(p)
		t.ask(p.Plan, fwdEvent, memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonForwardWhen, Subject: p.Subject}, r.cfg.PendingTTL)
		return true, nil
	}
	if moved, ok := saidWhen(t, t.text, d); ok {
		t.takePending(p)
		t.ask(withDraft(p.Plan, moved, false), fwdEvent, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonForwardEvent, Subject: p.Subject}, r.cfg.PendingTTL)
		return true, nil
	}
	if reply.Kind == resolution.ReplyInvalid {
		t.pending, t.notice = &p, formatter.NoticeInvalidChoice
		return true, nil
	}
	t.write.Dropped, t.setAside, t.dropped = p.Version, &p, &p
	return false, nil
}

// answerForwardWhen reads when the forwarded event is: created when the
// user chose to add it, offered again when they were changing it.
func (r *Runner) answerForwardWhen(ctx context.Context, t *turn, p memo.Pending) (bool, error) {
	step, _, _ := p.Step()
	d, _ := eventDraft(p.Plan)
	moved, ok := saidWhen(t, t.text, d)
	if !ok {
		if r.newRequest(ctx, t) {
			t.write.Dropped, t.setAside, t.dropped = p.Version, &p, &p
			return false, nil
		}
		t.pending, t.notice = &p, formatter.NoticeInvalidChoice
		return true, nil
	}
	t.takePending(p)
	if passed(moved, t.now) {
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Err: memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})})
		return true, nil
	}
	if step.Confirmed {
		return true, r.run(ctx, t, only(withDraft(p.Plan, moved, true), fwdEvent), 0)
	}
	t.ask(withDraft(p.Plan, moved, false), fwdEvent, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonForwardEvent, Subject: p.Subject}, r.cfg.PendingTTL)
	return true, nil
}

// answerForwardMenu runs the option the answer picks: by its number or
// in words ("save it", "remind me tomorrow at 9", "תוסיף ליומן"), with
// the time said in it.
func (r *Runner) answerForwardMenu(ctx context.Context, t *turn, p memo.Pending, reply resolution.Reply) (bool, error) {
	choice, rest := menuChoice(t.text, t.now, t.loc)
	if choice == "" {
		switch reply.Kind {
		case resolution.ReplyPick:
			if ids, ok := chosen(p, reply); ok && len(ids) == 1 {
				choice, rest = ids[0], ""
			}
		case resolution.ReplyNo:
			t.takePending(p)
			t.notice = formatter.NoticeCancelled
			return true, nil
		case resolution.ReplyInvalid, resolution.ReplyYes, resolution.ReplyAll:
			t.pending, t.notice = &p, formatter.NoticeInvalidChoice
			return true, nil
		}
	}
	if choice == "" {
		t.write.Dropped, t.setAside, t.dropped = p.Version, &p, &p
		return false, nil
	}
	t.takePending(p)
	title := forwardedTitle(p)
	switch choice {
	case menuNote:
		return true, r.run(ctx, t, only(p.Plan, fwdNote), 0)
	case menuRemind:
		draft := memo.TaskDraft{Text: title}
		args := &memo.TaskArgs{Drafts: []memo.TaskDraft{draft}, NeedTime: true}
		if res, found, err := timeparse.Parse(rest, t.now, t.loc); err == nil && found {
			due := res.Time.In(t.loc)
			args.Drafts[0].DueDate = &due
			args.NeedTime = !res.HasTime
			if res.HasTime && due.Before(t.now.Add(-timeSlack)) {
				args.Drafts[0].DueDate, args.NeedTime, args.Passed = nil, true, true
			}
		}
		plan := p.Plan
		plan.Steps = []memo.Step{{ID: fwdRemind, Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: args}}
		return true, r.run(ctx, t, plan, 0)
	}
	// The calendar: at the time said in the answer, else the one read;
	// asked when neither says a time still to come.
	d, _ := eventDraft(p.Plan)
	if strings.TrimSpace(rest) != "" {
		if moved, ok := saidWhen(t, rest, d); ok {
			d = moved
		}
	}
	if d.Start.IsZero() || dayOnly(d, t.loc) || passed(d, t.now) {
		t.ask(withDraft(p.Plan, d, true), fwdEvent, memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonForwardWhen, Subject: title}, r.cfg.PendingTTL)
		return true, nil
	}
	return true, r.run(ctx, t, only(withDraft(p.Plan, d, true), fwdEvent), 0)
}

// timeSlack is how far before now a time said may stand and still be
// taken as now (a message that took a minute to arrive).
const timeSlack = time.Minute

// saidWhen is d moved to the day or time text says: a time alone lands on
// d's day, a day alone keeps d's time of day (or makes d a whole-day
// event when it has none). false when text says no day or time.
func saidWhen(t *turn, text string, d memo.EventDraft) (memo.EventDraft, bool) {
	text = strings.TrimSpace(text)
	if at, ok := bareHourAnswer(text); ok {
		text = at
	}
	var res timeparse.Result
	found := false
	if !d.Start.IsZero() {
		var err error
		res, found, err = timeparse.ParseOn(text, d.Start, t.now, t.loc)
		found = found && err == nil && res.HasTime
	}
	if !found {
		var err error
		res, found, err = timeparse.Parse(text, t.now, t.loc)
		if err != nil || !found {
			return d, false
		}
	}
	start := res.Time.In(t.loc)
	hasTime := res.HasTime
	if !hasTime && !d.Start.IsZero() && !d.AllDay && !dayOnly(d, t.loc) {
		c := d.Start.In(t.loc)
		start = time.Date(start.Year(), start.Month(), start.Day(), c.Hour(), c.Minute(), 0, 0, t.loc)
		hasTime = true
	}
	return movedTo(d, start, hasTime), true
}

// dayOnly reports whether d has a day read without its time: not a
// whole-day event, and at midnight.
func dayOnly(d memo.EventDraft, loc *time.Location) bool {
	s := d.Start.In(loc)
	return !d.Start.IsZero() && !d.AllDay && s.Hour() == 0 && s.Minute() == 0
}

// passed reports whether d starts before now (a whole-day event: on a
// day before today).
func passed(d memo.EventDraft, now time.Time) bool {
	if d.AllDay {
		y, m, dd := now.Date()
		return d.Start.Before(time.Date(y, m, dd, 0, 0, 0, 0, now.Location()))
	}
	return d.Start.Before(now.Add(-timeSlack))
}
