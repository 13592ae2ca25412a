package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder asked for with an hour alone after an event that is told or
// in focus ("מחר יש לי מסיבה ב-8 ותזכירי לי בשש", "party tomorrow at 8pm"
// then "remind me at 6") is on the event's day: the day said before
// carries to the hour, which is never read as today. An hour said without
// its half of the day is the later one still before the event (6 before a
// party at 20:00 is 18:00; 10 before a party at 20:00 is 10:00); an hour
// that falls after the event's start, or has passed, is asked.

// reRemindHour is a reminder asked for in a clause of its own, after the
// event: "and remind me at 6", "and then remind me at 6 to buy a gift",
// "ותזכירי לי בשש". Group 1 is what follows the command.
var reRemindHour = compile(`(?i)^(?:(?:and\s+)?then\s+|and\s+|also\s+|ו)?(?:please\s+|also\s+)?(?:remind|ping)\s+me(?:\s+(?:about\s+it|also|too))?\s+(.+)$|` +
	`^(?:ו|וגם\s+|גם\s+)?(?:תזכיר|תזכירי|תזכור|תזכרי)\s+לי(?:\s+(?:גם|על\s+זה))?\s+(.+)$`)

// hourOnDay is the moment on start's day at the hour r read from said.
// An hour said without its half of the day is the later half still to
// come before start, or the only half still to come; when both halves are
// to come after start, which is meant is asked. A moment already passed
// is refused.
func (m *message) hourOnDay(said string, r timeparse.Result, start time.Time) (time.Time, error) {
	loc := m.loc()
	start = start.In(loc)
	at := r.Time.In(loc)
	y, mo, d := start.Date()
	h := at.Hour()
	due := time.Date(y, mo, d, h, at.Minute(), 0, 0, loc)
	if ambiguousHour(said, h) {
		pm := time.Date(y, mo, d, h%12+12, at.Minute(), 0, 0, loc)
		am := pm.Add(-12 * time.Hour)
		switch {
		case pm.After(m.now()) && !pm.After(start):
			due = pm
		case am.After(m.now()) && !am.After(start):
			due = am
		case am.After(m.now()):
			return time.Time{}, memo.Refuse(memo.EInvalid, memo.WhyWhichHalf, memo.Detail{N: h%12*60 + at.Minute()})
		default:
			due = pm
		}
	}
	if !due.After(m.now()) {
		return time.Time{}, PastTime()
	}
	return due, nil
}

// hourAlone reads text as an hour with no day, with nothing after it but
// what is left for the caller: r and what is left. ok is false when text
// says a day or no hour.
func (m *message) hourAlone(text string) (timeparse.Result, string, bool) {
	return m.hourAloneAt(text, m.now())
}

// hourAloneAt is hourAlone read at now.
func (m *message) hourAloneAt(text string, now time.Time) (timeparse.Result, string, bool) {
	r, found, err := timeparse.Parse(text, now, m.loc())
	if err != nil || !found || !r.HasTime || r.HasDate || r.HasEnd || len(r.Spans) == 0 || r.Spans[0][0] != 0 {
		return timeparse.Result{}, "", false
	}
	return r, strings.TrimSpace(r.Remainder(text)), true
}

// anchorHours gives a reminder asked for with an hour alone in the clause
// after an event is told the event's day (see hourOnDay); with no thing of
// its own, it reminds of the event.
func anchorHours(req memo.PlanRequest, texts []string, steps [][]memo.Step) error {
	m := newMessage(req)
	for i := 1; i < len(steps); i++ {
		prev, cur := steps[i-1], steps[i]
		if len(prev) == 0 || len(cur) != 1 || !oneReminder(cur[0]) || cur[0].Tasks.Drafts[0].Recurrence != nil {
			continue
		}
		ev := prev[len(prev)-1]
		if ev.Operation != memo.OpEventCreate || ev.Calendar == nil || len(ev.Calendar.Drafts) != 1 || ev.Calendar.Drafts[0].Recurrence != nil || ev.Calendar.Drafts[0].AllDay {
			continue
		}
		g := reRemindHour.FindStringSubmatch(strings.TrimSpace(strings.TrimRight(texts[i], "?!. ")))
		if g == nil {
			continue
		}
		said := firstOf(g[1:])
		r, rest, ok := m.hourAlone(said)
		if !ok {
			continue
		}
		due, err := m.hourOnDay(said, r, ev.Calendar.Drafts[0].Start)
		if err != nil {
			return err
		}
		d := cur[0].Tasks.Drafts[0]
		text := d.Text
		if rest == "" || strings.TrimSpace(text) == "" {
			text = ev.Calendar.Drafts[0].Summary
		}
		steps[i] = []memo.Step{remindStep(text, due)}
	}
	return nil
}

// remindFocus reads the time of a reminder about the focus: a task takes
// it as its due time; an event gets a reminder task of its own, at that
// time or the lead said ahead of its start ("half an hour before").
func (m *message) remindFocus(rest string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	rest = strings.TrimSpace(rest)
	if lead, ok := leadOf(rest); ok {
		if f.When == nil || f.Kind != memo.FocusEvent {
			return nil, false, nil
		}
		due := f.When.Add(-lead)
		if !due.After(m.now()) {
			return nil, true, pastTime(m)
		}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: f.Title, DueDate: &due}}})}, true, nil
	}
	switch f.Kind {
	case memo.FocusTask:
		return m.moveFocus(rest, f, true)
	case memo.FocusEvent:
		if g := reRemindFocus.FindStringSubmatch(strings.TrimRight(strings.TrimSpace(m.req.Text), "?!. ")); g != nil {
			if _, ok := amountAlone(toLower(firstOf(g[1:]))); ok {
				// "remind me 2 hours" of an event, as said: in two hours,
				// or two hours before it? Not guessed.
				return []memo.Step{general(memo.OpUnknown, "")}, true, nil
			}
		}
		r, found, err := timeparse.Parse(rest, m.now(), m.loc())
		if err != nil {
			return nil, true, invalidTime(m, err)
		}
		if !found || !onlyConnectives(r.Remainder(rest)) {
			return nil, false, nil
		}
		if f.When != nil && f.When.After(m.now()) && r.HasTime && !r.HasDate && !r.HasEnd {
			// "remind me at 6" of a party tomorrow at 20:00: that day.
			due, err := m.hourOnDay(rest, r, *f.When)
			if err != nil {
				return nil, true, err
			}
			return []memo.Step{remindStep(f.Title, due)}, true, nil
		}
		if r.Past {
			return nil, true, pastTime(m)
		}
		due := r.Time
		args := memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: f.Title, DueDate: &due}}, NeedTime: !r.HasTime}
		return []memo.Step{taskStep(memo.OpTaskCreate, args)}, true, nil
	}
	return nil, false, nil
}

// anchorHour reads "<event told>, remind me <an hour alone> [thing to
// do]": the event and a reminder on its day, of the thing said or of the
// event.
func (m *message) anchorHour(told, ask string) ([]memo.Step, bool, error) {
	r, rest, ok := m.hourAlone(strings.TrimRight(ask, " .!"))
	if !ok {
		return nil, false, nil
	}
	ev, isEvent := m.anchorEvent(told)
	if !isEvent || ev.Calendar.Drafts[0].AllDay {
		return nil, false, nil
	}
	thing := ev.Calendar.Drafts[0].Summary
	if rest != "" {
		if thing, _, ok = m.anchorDeed(rest); !ok {
			return nil, false, nil
		}
	}
	due, err := m.hourOnDay(ask, r, ev.Calendar.Drafts[0].Start)
	if err != nil {
		return nil, true, err
	}
	return []memo.Step{ev, remindStep(thing, due)}, true, nil
}
