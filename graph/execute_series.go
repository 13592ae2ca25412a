package graph

import (
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// seriesChanged is the repetition of task with the end or the weekdays an
// update gives it (TaskArgs.NewUntil, TaskArgs.AddDays), its rule kept
// otherwise: "stop it after friday" ends it on Friday, "also wednesday"
// adds Wednesday to every Monday, "only wednesday" makes it every
// Wednesday. A reminder that does not repeat on days
// is refused, and so is an end before the series' next occurrence: what
// it would store fires never again, which "delete it" says plainly.
func seriesChanged(task memo.Task, a memo.TaskArgs, sc scene) (memo.Recurrence, error) {
	if task.Recurrence == nil || task.Recurrence.Type == memo.RecurNudge {
		return memo.Recurrence{}, memo.Refuse(memo.EInvalid, memo.WhySeriesOnce, memo.Detail{Name: task.Text})
	}
	rec := *task.Recurrence
	rec.Days = slices.Clone(rec.Days)
	if len(a.AddDays) > 0 {
		if a.OnlyDays && rec.Type == memo.RecurDaily && rec.Every <= 1 {
			rec.Type = memo.RecurWeekly // "only mondays" of a daily one: those days of each week
			rec.Days = []int{0, 1, 2, 3, 4, 5, 6}
		}
		if rec.Type != memo.RecurWeekly || rec.Week != 0 || len(rec.Days) == 0 {
			return memo.Recurrence{}, memo.Refuse(memo.EInvalid, memo.WhyAddDayNotWeekly, memo.Detail{Name: task.Text})
		}
		if a.OnlyDays {
			rec.Days = nil // "only wednesday": the days said, no other
		}
		for _, d := range a.AddDays {
			if d >= 0 && d <= 6 && !slices.Contains(rec.Days, d) {
				rec.Days = append(rec.Days, d)
			}
		}
		slices.Sort(rec.Days)
	}
	if a.NewUntil != nil {
		loc := sc.loc
		if rec.TimeZone != "" {
			if z, err := memo.LoadZone(rec.TimeZone); err == nil {
				loc = z
			}
		}
		y, m, d := a.NewUntil.In(loc).Date()
		until := time.Date(y, m, d, 23, 59, 59, 0, loc) // the last day is kept whole, as a new series' end is
		rec.Until = &until
		r := task.Reminder()
		r.Recurrence = &rec
		if _, ok := reminder.Next(r, sc.now); !ok {
			open := *task.Recurrence
			open.Until = nil
			r.Recurrence = &open
			next, ok := reminder.Next(r, sc.now)
			if !ok {
				return memo.Recurrence{}, memo.Refuse(memo.EInvalid, memo.WhyUntilBeforeStart, memo.Detail{})
			}
			return memo.Recurrence{}, memo.Refuse(memo.EInvalid, memo.WhyEndBeforeNext, memo.Detail{Name: task.Text, N: int(until.Unix()), Max: int(next.Unix())})
		}
	}
	return rec, nil
}
