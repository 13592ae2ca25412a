package reminder

import (
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// Occurrences returns the occurrences of the open repeating tasks of
// series in [from, to), by time, at most limit of each series and
// memo.MaxNumbered in all: each a copy of its task marked as an
// occurrence (memo.Task.Occurrence), due when it comes, in loc. They are
// Between's: a skipped day and what comes after a series' end are left
// out, a nudge has none, and nothing comes before its task was set. A
// view of days and the morning digest list them among the day's
// reminders.
func Occurrences(series []memo.Task, from, to time.Time, loc *time.Location, limit int) []memo.Task {
	var out []memo.Task
	for _, t := range series {
		if t.Completed || t.Recurrence == nil || t.Recurrence.Type == memo.RecurNudge {
			continue
		}
		for _, at := range Between(t.Reminder(), from, to, limit) {
			if at.Before(t.CreatedAt) {
				continue
			}
			o := t.InZone(loc).(memo.Task)
			at = at.In(loc)
			o.DueDate, o.Occurrence = &at, true
			out = append(out, o)
		}
	}
	slices.SortStableFunc(out, func(a, b memo.Task) int { return a.DueDate.Compare(*b.DueDate) })
	return out[:min(len(out), memo.MaxNumbered)]
}
