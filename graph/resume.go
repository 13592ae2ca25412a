package graph

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
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
// question. answered is false when the message is left to the planner: a
// new request, or the answer to "what did you mean?" with the request it
// explains.
func (r *Runner) answerPending(ctx context.Context, t *turn) (answered bool, err error) {
	if t.state.Pending == nil {
		if a := t.state.Recall.Asked; a != nil && a.Reason == memo.ReasonNamePlace {
			// The place sent last, named late: still its name when nothing
			// else was said in between.
			if !a.Expired(t.now) || t.now.Sub(a.ExpiresAt) > expiredGrace || sentBefore(t.in, *a) {
				return false, nil
			}
			return r.namePlace(ctx, t, *a, false)
		}
		return r.answerExpired(t), nil
	}
	p := *t.state.Pending
	if p.Reason == memo.ReasonNamePlace && !sentBefore(t.in, p) {
		return r.namePlace(ctx, t, p, true)
	}
	if sentBefore(t.in, p) {
		// A message sent before the question was asked (a delivery
		// replayed later) is no answer to it: it is a request of its
		// own, and the question stays open.
		return false, nil
	}
	if forwardReason(p) {
		return r.answerForward(ctx, t, p)
	}
	reply := resolution.ParseReply(t.text, p)
	allDay := p.Reason == memo.ReasonMissingTime && offline.AllDayAnswer(t.text)
	if allDay {
		// "all day" to "what time is the event?": an answer, not "all".
		reply = resolution.Reply{Kind: resolution.ReplyText, Text: strings.TrimSpace(t.text)}
	}
	if reply.Kind == resolution.ReplyText && !allDay {
		if asked, _, ok := p.Step(); ok {
			if n, ok := r.pendingSettled(ctx, t, p, asked); ok {
				// "done that already, mark it off" to "what time?": nothing
				// to make, and the question is answered.
				t.takePending(p)
				t.notice = n
				return true, nil
			}
		}
	}
	if reply.Kind == resolution.ReplyText && p.Reason != memo.ReasonClarify && !allDay && r.newRequest(ctx, t) && !r.todoAnswers(ctx, t, p) {
		// "remind me today at 8 to call Sara" while Memo waits for the time
		// of another reminder is a request of its own, not the answer.
		reply.Kind = resolution.ReplyUnrelated
		t.setAside = &p
	}
	switch reply.Kind {
	case resolution.ReplyUnrelated:
		// Dropped with the turn's write at its end, and the reply says it
		// was set aside ("help", a request of another kind).
		t.dropped, t.write.Dropped, t.setAside = &p, p.Version, &p
		return false, nil
	case resolution.ReplyInvalid:
		t.pending, t.notice = &p, formatter.NoticeInvalidChoice
		return true, nil
	}
	t.takePending(p)
	if reply.Kind == resolution.ReplyCancel || reply.Kind == resolution.ReplyNo {
		t.notice = formatter.NoticeCancelled
		return true, nil
	}
	if !t.lang.Valid() || !hasLetters(t.text) {
		t.lang = p.Lang
	}
	if p.Reason == memo.ReasonClarify {
		// The answer to "what did you mean?" is planned again together with
		// the request it explains.
		if reply.Kind == resolution.ReplyText {
			t.text = strings.TrimSpace(p.Plan.Text + "\n" + reply.Text)
		}
		return false, nil
	}
	plan := p.Plan
	t.turnID = plan.TurnID
	_, idx, ok := p.Step()
	if !ok {
		return false, fmt.Errorf("pending question names step %q, not in its plan", p.StepID)
	}
	if p.Reason == memo.ReasonWhichKind {
		// Tasks, items of lists, or both: a step for each kind chosen.
		ids, ok := chosen(p, reply)
		if !ok || len(ids) == 0 {
			return false, nil
		}
		plan.Steps = slices.Replace(plan.Steps, idx, idx+1, chooseKinds(plan.Steps[idx], ids)...)
		return true, r.run(ctx, t, plan, idx)
	}
	if whole, ok := r.pieceEvent(ctx, t, p, plan.Steps[idx], reply); ok {
		// "new event", then "dentist tomorrow at 4".
		plan.Steps[idx] = whole
		return true, r.run(ctx, t, plan, idx)
	}
	if whole, ok := r.pieceWhole(ctx, t, p, plan.Steps[idx], reply); ok {
		// "reminder", then "call dana tomorrow at 9": the rest of the
		// request in one message.
		plan.Steps[idx] = whole
		return true, r.run(ctx, t, plan, idx)
	}
	step, applied, err := r.apply(t.scene(plan.Text), plan.Steps[idx], p, reply)
	if err != nil {
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Err: err})
		return true, nil
	}
	if !applied && p.Reason == memo.ReasonMissingTime && !offline.OnlyAck(t.text) && len(strings.Fields(t.text)) <= 2 {
		// "what time?" answered in a word or two with no time and no
		// request of its own ("asdf"): asked again, and nothing is
		// stored. A longer message is a request, read as one.
		t.ask(p.Plan, p.StepID, memo.Pending{Kind: p.Kind, Reason: p.Reason, Subject: p.Subject}, r.cfg.PendingTTL)
		t.notice = formatter.NoticeInvalidChoice
		return true, nil
	}
	if !applied {
		// The answer did not fit the question after all (a thanks): the
		// message is a new request, and the reply says the question was
		// set aside.
		t.setAside = &p
		return false, nil
	}
	plan.Steps[idx] = step
	return true, r.run(ctx, t, plan, idx)
}

// apply returns the step that asked with the user's answer written into
// it. applied=false means the answer is no answer and the message is a new
// request.
func (r *Runner) apply(sc scene, asked memo.Step, p memo.Pending, reply resolution.Reply) (memo.Step, bool, error) {
	step := asked.Clone()
	applied, err := r.applyTo(sc, &step, p, reply)
	return step, applied, err
}

// applyTo is apply on a step of the caller's own, which it changes.
func (r *Runner) applyTo(sc scene, step *memo.Step, p memo.Pending, reply resolution.Reply) (bool, error) {
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
		return r.fill(sc, step, p, reply.Text)
	}
	// PendingChoose.
	ids, ok := chosen(p, reply)
	if !ok {
		return false, nil
	}
	switch p.Reason {
	case memo.ReasonWhichTask, memo.ReasonNearTask:
		for _, id := range ids {
			step.Tasks.IDs = appendNew(step.Tasks.IDs, id)
		}
		step.Tasks.DoneVerbs = nil // the user chose: the verb was checked by them
	case memo.ReasonWhichDate:
		// The option's id is its index among the step's date choices.
		i, err := strconv.Atoi(ids[0])
		if err != nil || i < 0 || i >= len(step.Tasks.DateChoices) || len(step.Tasks.Drafts) == 0 {
			return false, fmt.Errorf("date choice %q", ids[0])
		}
		due := step.Tasks.DateChoices[i]
		step.Tasks.Drafts[0].DueDate = &due
		step.Tasks.DateChoices = nil
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
	case memo.ReasonWhichEmail:
		if step.Email == nil {
			return false, nil
		}
		step.Email.MessageID = ids[0]
		if step.Operation == memo.OpEmailMarkRead || step.Operation == memo.OpEmailMarkUnread {
			// Chosen by number from the mails shown: nothing to confirm.
			step.Confirmed = true
		}
	case memo.ReasonWhichRecipient:
		if !applyRecipient(step, p, ids) {
			return false, nil
		}
	case memo.ReasonWhichMemory, memo.ReasonMemoryConflict:
		return applyMemoryChoice(step, p, reply, ids)
	case memo.ReasonEventScope:
		// Option 1 is the whole series, option 2 only this occurrence;
		// "all"/"both" (or both numbers) means the series.
		if a := step.Tasks; a != nil {
			// Days of repeating reminders: the series, or only those days.
			if reply.Kind == resolution.ReplyAll || slices.Contains(reply.Picks, 1) {
				for _, id := range p.Options[0].IDs {
					a.IDs = appendNew(a.IDs, id)
				}
				a.Occurrences = nil
			}
			step.Confirmed = true
			break
		}
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

// chosen returns the ids of the options a reply to a choose question
// picks; false when it picks none.
func chosen(p memo.Pending, reply resolution.Reply) ([]string, bool) {
	var ids []string
	switch reply.Kind {
	case resolution.ReplyAll:
		for _, o := range p.Options {
			ids = append(ids, o.IDs...)
		}
	case resolution.ReplyYes:
		if len(p.Options) != 1 {
			return nil, false
		}
		ids = p.Options[0].IDs
	case resolution.ReplyPick:
		for _, n := range reply.Picks {
			if n >= 1 && n <= len(p.Options) {
				ids = append(ids, p.Options[n-1].IDs...)
			}
		}
	default:
		return nil, false
	}
	return ids, true
}

// fill puts the answer to a "missing" question into the step.
func (r *Runner) fill(sc scene, step *memo.Step, p memo.Pending, text string) (bool, error) {
	switch p.Reason {
	case memo.ReasonMissingTaskText:
		if offline.OnlyAck(text) {
			return false, nil // "thanks" names nothing to be reminded of
		}
		if at, ok := offline.Retime(text); ok && step.Tasks.Drafts[0].DueDate != nil {
			// "actually make it 4": the time changes, and the question is
			// asked again for what the reminder is about. A day alone
			// ("make it tomorrow") keeps the hour.
			if res, found, err := timeparse.Parse(at, sc.now, sc.loc); err == nil && found && res.HasDate && !res.HasTime {
				at += " " + step.Tasks.Drafts[0].DueDate.In(sc.loc).Format("15:04")
			}
			return fillTime(sc, step, at)
		}
		if step.Tasks.Drafts[0].DueDate == nil && slotTime(text, sc.now, sc.loc) {
			// "reminder", then "tomorrow 6am" ("תזכורת", "מחר 0600"): the
			// request is texted in pieces; the time is its time, and the
			// question is asked again for what it is about.
			return fillTime(sc, step, offline.Unpolite(text))
		}
		step.Tasks.Drafts[0].Text = offline.CleanTitle(text)
	case memo.ReasonMissingEvent:
		return false, nil // an event is read whole (see pieceEvent); anything else is a new request
	case memo.ReasonMissingListName:
		if strings.ContainsAny(text, ",;:\n") {
			return false, nil // "רשימת רכב שמן מנוע, פילטר אוויר": a new request with items, no name
		}
		step.Lists.Name = text
	case memo.ReasonMissingItems:
		step.Lists.Items = offline.SplitItems(text)
	case memo.ReasonMissingTime:
		// "Tomorrow at 10:30, if you please.", "מחר ב-10:30 אם אפשר 🙏":
		// the time, with the politeness around it taken off.
		text = offline.Unpolite(text)
		if at, ok := offline.Retime(text); ok {
			text = at // "nvm make it 8:30 my mom gets home at 9": the change's hour, not its reason's
		}
		if step.Calendar != nil {
			return fillEventTime(sc, step, text)
		}
		return fillTime(sc, step, text)
	default:
		return false, fmt.Errorf("missing question with reason %q", p.Reason)
	}
	return true, nil
}

// fillTime reads the time the user gave for a reminder that had none: a
// time of day lands on the day already given, if any.
func fillTime(sc scene, step *memo.Step, text string) (bool, error) {
	// "at 10" for a day already given is 10:00 that day, not the next 10
	// o'clock from now; a repeating time is read as said too.
	d := &step.Tasks.Drafts[0]
	y, m, day := sc.now.Date()
	today := time.Date(y, m, day, 0, 0, 0, 0, sc.loc)
	ref := sc.now
	if d.Recurrence != nil && d.Recurrence.Type != memo.RecurNudge {
		ref = today
	}
	if d.DueDate != nil && step.Tasks.Within > 0 {
		// "next week" then "tuesday at 9": a weekday lands among the days
		// the request named.
		ref = d.DueDate.In(sc.loc).Add(-time.Minute)
	}
	if d.DueDate != nil && step.Tasks.Within > 0 && step.Tasks.WithinMonth {
		// "next month" then "ב-15 בתשע": the day is one of that month.
		text, _ = monthDayAnswer(text, d.DueDate.In(sc.loc))
	}
	if at, ok := bareHourAnswer(text); ok {
		// "9" (or "9 please") to "what time?" is nine o'clock: the
		// question says so.
		text = at
	}
	res, found, err := timeparse.Parse(text, ref, sc.loc)
	if err != nil {
		return true, memo.Refuse(memo.EInvalid, memo.WhyInvalidTime, memo.Detail{})
	}
	if !found || !onlyATime(res.Remainder(text), d.Text) {
		return false, nil
	}
	due := res.Time.In(sc.loc)
	if d.Lead > 0 && d.DueDate == nil && !res.HasDate && due.Add(-d.Lead).Before(sc.now) {
		// "at 8pm" to "when is it? I'll remind you a day before": read as
		// the next 8pm, its reminder would be past, so the day of what the
		// reminder counts back from is asked again.
		return true, nil
	}
	if d.DueDate != nil && !res.HasDate && res.HasTime && d.DueDate.In(sc.loc).After(today.AddDate(0, 0, 1).Add(-time.Second)) {
		// A time of day for a day already given: read it as said on that
		// day ("3" is 15:00 there, as in "tomorrow at 3").
		dd := d.DueDate.In(sc.loc)
		on := fmt.Sprintf("%d.%d.%d %s", dd.Day(), int(dd.Month()), dd.Year(), text)
		if r2, ok2, err2 := timeparse.Parse(on, sc.now, sc.loc); err2 == nil && ok2 && r2.HasTime {
			due = r2.Time.In(sc.loc)
		} else {
			due = time.Date(dd.Year(), dd.Month(), dd.Day(), due.Hour(), due.Minute(), 0, 0, sc.loc)
		}
	}
	d.DueDate = &due
	if !res.HasTime {
		step.Tasks.Within = 0
		return true, nil // still no hour: the gate asks again, now with the day.
	}
	if due.Before(sc.now.Add(-time.Minute)) && d.Recurrence == nil {
		return true, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
	}
	step.Tasks.NeedTime, step.Tasks.Within, step.Tasks.Passed = false, 0, false
	return true, nil
}

// newRequest reports whether the message is a complete request on its
// own, read by the grammar alone (Config.Grammar): a step that is not a
// general one and, for a new task, has its text.
func (r *Runner) newRequest(ctx context.Context, t *turn) bool {
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: t.text, Lang: t.lang, Now: t.now, Loc: t.loc})
	if err != nil || plan.Tentative {
		return false
	}
	for _, s := range plan.Steps {
		switch {
		case s.Capability == memo.CapGeneral && s.Operation != memo.OpHelp:
			// Thanks or a greeting leaves the question open; "help" sets it
			// aside, as a request does.
		case s.Tasks != nil && s.Operation == memo.OpTaskCreate && (len(s.Tasks.Drafts) == 0 || s.Tasks.Drafts[0].Text == ""):
		default:
			return true
		}
	}
	return false
}

// todoAnswers reports whether the message, asked "what should I remind
// you about?", is a thing to do said alone with no time ("להתקשר לאמא",
// "pick up scrubs"): read alone it is a task, but here it is the answer.
func (r *Runner) todoAnswers(ctx context.Context, t *turn, p memo.Pending) bool {
	if p.Reason != memo.ReasonMissingTaskText {
		return false
	}
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: t.text, Lang: t.lang, Now: t.now, Loc: t.loc})
	if err != nil || len(plan.Steps) != 1 {
		return false
	}
	s := plan.Steps[0]
	return s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate == nil &&
		s.Tasks.Drafts[0].Recurrence == nil && !s.Tasks.NeedTime
}

// reBareHour is a number alone, read as a time when it answers "what time?".
var reBareHour = regexp.MustCompile(`^\d{1,2}(?:[:.]\d{2})?$`)

// expiredGrace is how long after a question expired an answer to it is
// still recognised, told so, and the question asked again.
const expiredGrace = 24 * time.Hour

// answerExpired handles a message that answers the chat's last question
// after it expired: the user is told, and the question is asked again (a
// "no"/"cancel" is only told). A message that is no such answer is left
// to the planner.
func (r *Runner) answerExpired(t *turn) (answered bool) {
	a := t.state.Recall.Asked
	if a == nil || !a.Expired(t.now) || t.now.Sub(a.ExpiresAt) > expiredGrace || sentBefore(t.in, *a) {
		return false
	}
	reply := resolution.ParseReply(t.text, *a)
	switch reply.Kind {
	case resolution.ReplyUnrelated, resolution.ReplyInvalid:
		return false
	case resolution.ReplyText:
		// Any text answers a "missing" question; only a time that is just
		// a time is taken as a late answer to "what time?".
		if a.Reason != memo.ReasonMissingTime || !justATime(t.text, t.now, t.loc) {
			return false
		}
	case resolution.ReplyCancel, resolution.ReplyNo:
		t.notice = formatter.NoticeCancelled
		t.state.Recall.Asked = nil
		return true
	}
	q := *a
	t.lang = q.Lang
	r.askAgain(t, q)
	return true
}

// senderSkew is how far the sender's clock (WhatsApp's, Meta's) may
// stand from Memo's before a message is taken to have been sent before a
// question it seems to answer.
const senderSkew = time.Minute

// sentBefore reports whether the channel stamped the message as sent
// before the question was asked.
func sentBefore(in memo.Inbound, q memo.Pending) bool {
	return !in.SentAt.IsZero() && !q.CreatedAt.IsZero() && in.SentAt.Before(q.CreatedAt.Add(-senderSkew))
}

// askAgain asks q anew, with a fresh expiry: stored with the rest of the
// turn's writes, which set its version.
func (r *Runner) askAgain(t *turn, q memo.Pending) {
	q.CreatedAt = t.now
	q.ExpiresAt = t.now.Add(r.cfg.PendingTTL)
	t.pending, t.notice = &q, formatter.NoticeExpired
	t.write.Pending = t.pending
}

// justATime reports whether text is a time expression and nothing else.
func justATime(text string, now time.Time, loc *time.Location) bool {
	text = offline.Unpolite(text) // "10:30 please 🙏"
	if reBareHour.MatchString(strings.TrimSpace(text)) {
		return true
	}
	r, found, err := timeparse.Parse(text, now, loc)
	return err == nil && found && strings.Trim(r.Remainder(text), " ,.!?") == ""
}

func hasLetters(s string) bool {
	_, ok := memo.DetectLanguage(s)
	return ok
}

// slotTime reports whether an answer to "what is it about?" is a time and
// nothing else: a time expression alone ("tomorrow 6am", "מחר ב-6",
// "0600") or an hour alone ("6", "at 5").
func slotTime(text string, now time.Time, loc *time.Location) bool {
	if _, ok := bareHourAnswer(text); ok {
		return true
	}
	return justATime(text, now, loc)
}
