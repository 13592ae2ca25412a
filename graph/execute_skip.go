package graph

import (
	"context"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// skipDay leaves one occurrence out of each repeating reminder of a
// (TaskArgs.SkipDay) and keeps the rest of the series. A day the series
// does not fire on, or days that hold more than one of its occurrences,
// change nothing and say so; a reminder that does not repeat by days is
// refused rather than deleted. The change is logged so undo brings the
// day back.
func (r *Runner) skipDay(ctx context.Context, sc scene, step memo.Step, ch *changeLog) (memo.Result, error) {
	a := step.Tasks
	var items []memo.Item
	if len(a.IDs) > 0 {
		found, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: a.IDs})
		if err != nil {
			return memo.Result{}, fmt.Errorf("find tasks: %w", err)
		}
		for _, task := range found {
			day, err := occurrenceIn(task, *a.SkipDay, max(a.SkipDays, 1), sc.loc)
			if err != nil {
				return memo.Result{}, err
			}
			if day.Before(sc.now) {
				// Today's reminder already came: there is nothing left to skip.
				return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
			}
			updated, err := r.leaveOut(ctx, sc, task, day, ch)
			if err != nil {
				return memo.Result{}, err
			}
			items = append(items, updated)
		}
	}
	out := memo.NewResult(memo.CapTasks, step.Operation, items)
	out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
	out.Meta.Updated = len(items)
	return out, nil
}

// occurrenceIn returns the one time task fires in the days [from,
// from+days), read in the series' zone (else loc), as if none of them were
// skipped yet.
func occurrenceIn(task memo.Task, from time.Time, days int, loc *time.Location) (time.Time, error) {
	rec := task.Recurrence
	if rec == nil || rec.Type == memo.RecurNudge {
		return time.Time{}, memo.Refuse(memo.EInvalid, memo.WhySkipOnce, memo.Detail{Name: task.Text})
	}
	if rec.TimeZone != "" {
		if z, err := memo.LoadZone(rec.TimeZone); err == nil {
			loc = z
		}
	}
	y, m, d := from.In(loc).Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, loc)
	var found []time.Time
	for i := range days {
		if at, ok := reminder.OnDay(task.Reminder(), start.AddDate(0, 0, i)); ok {
			found = append(found, at.In(loc))
		}
	}
	switch len(found) {
	case 0:
		return time.Time{}, memo.Refuse(memo.EInvalid, memo.WhySkipNotOn, memo.Detail{Name: task.Text, N: int(start.Unix())})
	case 1:
		return found[0], nil
	}
	return time.Time{}, memo.Refuse(memo.EInvalid, memo.WhySkipWhichDay, memo.Detail{Name: task.Text, N: len(found)})
}
