package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A reminder of an event told in the same message, before a day with no
// hour or on the morning of it: "Mom's birthday on the 20th, remind me a
// week before" is the birthday and a reminder on the 13th at the day's
// usual hour (DefaultTaskHour), not at the midnight the day starts at;
// "dinner at Dana's Friday 8pm, remind me that morning", "ארוחה אצל דנה
// ביום שישי ב-20, תזכיר לי בבוקר של אותו יום" is the dinner and a reminder
// of it on Friday at the hour a morning stands for, as the same said after
// the event is (beforeFocus). A lead in hours before a day with no hour
// asks when; a morning that is not before the event, or has passed, is
// not guessed.

// beforeAllDay is ev, an event of the whole day, and a reminder of it l
// before it, at at when said.
func (m *message) beforeAllDay(ev memo.Step, l lead, at *time.Time) ([]memo.Step, bool, error) {
	d := ev.Calendar.Drafts[0]
	due, ok := anchoredDue(d, l, at, m.loc())
	if !ok {
		// "an hour before" a day with no hour: when on its day is asked.
		day := d.Start.In(m.loc())
		ask := taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: d.Summary, DueDate: &day}}, NeedTime: true})
		return []memo.Step{ev, ask}, true, nil
	}
	if !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	return []memo.Step{ev, remindStep(d.Summary, due)}, true, nil
}

// morningOfTold reads ask as a reminder on the morning of the event told,
// with nothing after it: the event, and a reminder of it then.
func (m *message) morningOfTold(told, ask string) ([]memo.Step, bool, error) {
	low := toLower(strings.TrimRight(ask, " .!"))
	l, loc, ok := morningOfLead(low)
	if !ok || loc[0] != 0 || strings.TrimSpace(low[loc[1]:]) != "" {
		return nil, false, nil
	}
	ev, isEvent := m.anchorEvent(told)
	if !isEvent {
		return nil, false, nil
	}
	d := ev.Calendar.Drafts[0]
	due, ok := anchoredDue(d, l, nil, m.loc())
	if !ok || !d.AllDay && !due.Before(d.Start) || !due.After(m.now()) {
		return nil, false, nil // "dinner at 8am, remind me that morning": which morning is not guessed
	}
	return []memo.Step{ev, remindStep(d.Summary, due)}, true, nil
}
