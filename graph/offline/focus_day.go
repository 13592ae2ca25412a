package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// onFocusDay puts what a message that continues the last one ("and a
// call with the bank at 3:30") creates at a time of day only on the day
// of the item the conversation is about: "lunch tomorrow at 1" and then
// "and … at 3:30" is tomorrow at 3:30, not today.
func onFocusDay(req memo.PlanRequest, text string, steps []memo.Step) {
	f := req.Focus
	if f == nil || f.When == nil || !f.When.After(req.Now) {
		return
	}
	r, found, err := timeparse.Parse(text, req.Now, req.Loc)
	if err != nil || !found || r.HasDate || !r.HasTime {
		return
	}
	day := f.When.In(req.Loc)
	// A bare hour is the next one after the item's own time ("ועוד אחת
	// ב-10" after a reminder tomorrow at 8 is 10:00 there, "another at 9"
	// after one at 7pm 21:00), not the next one from now.
	on, onOK, onErr := timeparse.Parse(text, *f.When, req.Loc)
	move := func(t time.Time) time.Time {
		l := t.In(req.Loc)
		if onErr == nil && onOK && on.HasTime && !on.HasEnd && t.Equal(r.Time) {
			l = on.Time.In(req.Loc)
		}
		moved := time.Date(day.Year(), day.Month(), day.Day(), l.Hour(), l.Minute(), 0, 0, req.Loc)
		if !moved.After(req.Now) {
			return t // a time already past on that day stays as read
		}
		return moved
	}
	for _, s := range steps {
		switch {
		case s.Operation == memo.OpTaskCreate && s.Tasks != nil:
			for i, d := range s.Tasks.Drafts {
				if d.DueDate != nil && d.Recurrence == nil {
					due := move(*d.DueDate)
					s.Tasks.Drafts[i].DueDate = &due
				}
			}
		case s.Operation == memo.OpEventCreate && s.Calendar != nil:
			for i, d := range s.Calendar.Drafts {
				if !d.AllDay {
					length := d.End.Sub(d.Start)
					s.Calendar.Drafts[i].Start = move(d.Start)
					s.Calendar.Drafts[i].End = s.Calendar.Drafts[i].Start.Add(length)
				}
			}
		}
	}
}

// kindFits reports whether the kind of thing low names, if it names one
// ("delete the reminder", "תמחק את האירוע"), is the focus's kind: "the
// reminder" is no name of an event in focus.
func kindFits(low string, f *memo.FocusItem) bool {
	switch {
	case strings.Contains(low, "reminder"), strings.Contains(low, "task"), strings.Contains(low, "תזכורת"), strings.Contains(low, "משימה"):
		return f.Kind == memo.FocusTask
	case strings.Contains(low, "event"), strings.Contains(low, "אירוע"), strings.Contains(low, "meeting"), strings.Contains(low, "appointment"),
		strings.Contains(low, "פגישה"):
		return f.Kind == memo.FocusEvent
	}
	return true
}
