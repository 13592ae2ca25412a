package graph

import (
	"context"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// A done of a repeating reminder, however it is named ("done 1" on any
// listing, "done" or "סיימתי" on the reminder in focus or just fired,
// "mark the pill reminder done", a 👍 on it, "mark all done"), is the
// done of one occurrence: the series goes on. The occurrence is today's:
// one still to come today is left out of the series (as "skip today"
// does, so undo brings it back); one already come today is acknowledged
// (acknowledged: a reminder still owed for it is not sent late). With
// none today, the latest one that came is acknowledged and
// the schedule stays. Only a completion told to end the series
// (memo.TaskArgs.EndSeries: "stop reminding me about it") or of a nudge,
// which repeats until done, completes the task itself.

// lookBack are the spans, in days, searched in turn for the latest
// occurrence that came: a week holds a daily or weekly series' latest, a
// month a monthly one's, a year a yearly one's.
var lookBack = [...]int{7, 31, 366}

// endsWithDone reports whether a done of task completes it, series and
// all: a task that does not repeat, a nudge, or a completion told to end
// the series.
func endsWithDone(task memo.Task, a *memo.TaskArgs) bool {
	rec := task.Recurrence
	return rec == nil || rec.Type == memo.RecurNudge || task.Completed || a != nil && a.EndSeries
}

// currentOccurrence returns the occurrence of task's series a done now
// is of: today's, in loc, skipped or not; else the latest that came
// before now; else none (ok false): nothing came yet and nothing comes
// today.
func currentOccurrence(task memo.Task, now time.Time, loc *time.Location) (time.Time, bool) {
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	r := task.Reminder()
	if at, ok := reminder.OnDay(r, today); ok {
		return at, true
	}
	for _, days := range lookBack {
		from := now.AddDate(0, 0, -days)
		if from.Before(task.CreatedAt) {
			from = task.CreatedAt
		}
		if came := reminder.Between(r, from, now, days+1); len(came) > 0 {
			return came[len(came)-1], true
		}
		if !from.After(task.CreatedAt) {
			break
		}
	}
	return time.Time{}, false
}

// seriesDone does a done of task, a repeating reminder, as the done of
// its current occurrence (currentOccurrence): one still to come is left
// out of the series, one that came is acknowledged, logged unchanged so
// an undo of it changes nothing else. It returns the occurrence as a
// listing shows it, its task as it now is; with no occurrence, the task
// marked as an occurrence with no day.
func (r *Runner) seriesDone(ctx context.Context, sc scene, task memo.Task, ch *changeLog) (memo.Task, error) {
	at, ok := currentOccurrence(task, sc.now, sc.loc)
	if !ok {
		// Nothing came yet and nothing comes today: noted, the schedule
		// as it is.
		ch.task(&task, &task)
		t := task
		t.DueDate, t.Occurrence = nil, true
		return t, nil
	}
	if at.After(sc.now) && !task.Recurrence.Skips(at) {
		updated, err := r.leaveOut(ctx, sc, task, at, ch)
		if err != nil {
			return memo.Task{}, err
		}
		return occurrence{task: updated, at: at}.shown(), nil
	}
	return r.acknowledged(ctx, sc, task, at, ch)
}

// acknowledged does the done of task's occurrence at, one that came or is
// already left out: the series stays as it is, logged unchanged so an
// undo of it changes nothing else. A reminder still owed for it (the
// scheduler was behind) is not sent after the done: the series is
// scheduled on from now.
func (r *Runner) acknowledged(ctx context.Context, sc scene, task memo.Task, at time.Time, ch *changeLog) (memo.Task, error) {
	if n := task.NextReminder; n != nil && !n.After(sc.now) {
		updated, err := r.rescheduled(ctx, sc, task, ch)
		if err != nil {
			return memo.Task{}, err
		}
		return occurrence{task: updated, at: at}.shown(), nil
	}
	ch.task(&task, &task)
	return occurrence{task: task, at: at}.shown(), nil
}

// rescheduled sets task's series again as it is, which schedules its
// next reminder from now on: a reminder owed for a time already done is
// not sent late.
func (r *Runner) rescheduled(ctx context.Context, sc scene, task memo.Task, ch *changeLog) (memo.Task, error) {
	rec := *task.Recurrence
	p := &rec
	updated, err := r.cfg.Tasks.UpdateTask(ctx, sc.user.ID, task.ID, memo.TaskUpdate{Recurrence: &p})
	if err != nil {
		return memo.Task{}, fmt.Errorf("reschedule: %w", err)
	}
	ch.task(&task, &updated)
	return updated, nil
}
