package graph

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// A view of days ("what do I have tomorrow", "מה יש לי השבוע") lists the
// reminders due in it and, among them in time order, the occurrences of
// the repeating ones: "take out the bins" every Thursday is on Thursday's
// list. The occurrences are found in Go, above the store, by the one
// recurrence engine (reminder.Between over reminder.Next), so every store
// lists them alike. A row of the view names its occurrence
// (memo.OccurrenceRef): "done 1" is that day's done, "delete 1" asks
// whether the whole series or that day is meant.

// maxOccurrences bounds the occurrences one series adds to a view: a
// daily reminder over a month's view is a month of rows, no more.
const maxOccurrences = 62

// withOccurrences adds to page, a listing of the tasks due in f's window,
// the occurrences of the open repeating tasks in it from today on, in the
// listing's order (q), counted by section. Days before today are history:
// their occurrences are not listed.
func (r *Runner) withOccurrences(ctx context.Context, sc scene, f memo.TaskFilter, q memo.TaskPageQuery, page memo.TaskPage) (memo.TaskPage, error) {
	if f.DueFrom == nil || f.DueTo == nil || len(f.IDs) > 0 || f.Undated {
		return page, nil
	}
	from, to := *f.DueFrom, *f.DueTo
	y, m, d := sc.now.In(sc.loc).Date()
	if today := time.Date(y, m, d, 0, 0, 0, 0, sc.loc); from.Before(today) {
		from = today
	}
	if !from.Before(to) {
		return page, nil
	}
	series, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{Repeating: true, Category: f.Category})
	if err != nil {
		return page, fmt.Errorf("find repeating tasks: %w", err)
	}
	occ := reminder.Occurrences(series, from, to, sc.loc, maxOccurrences)
	listed := func(o memo.Task) bool {
		return slices.ContainsFunc(page.Tasks, func(t memo.Task) bool {
			return t.ID == o.ID && t.DueDate != nil && t.DueDate.Equal(*o.DueDate)
		})
	}
	occ = slices.DeleteFunc(occ, listed)
	if len(occ) == 0 {
		return page, nil
	}
	// The listing's order: overdue, then by due time. An occurrence is
	// never overdue: one earlier today came as it should.
	rank := func(t memo.Task) int {
		switch {
		case t.DueDate == nil:
			return 2
		case !t.Occurrence && t.DueDate.Before(q.Now):
			return 0
		}
		return 1
	}
	order := func(a, b memo.Task) int {
		if a.DueDate == nil || b.DueDate == nil {
			return cmp.Compare(rank(a), rank(b))
		}
		return cmp.Or(cmp.Compare(rank(a), rank(b)), a.DueDate.Compare(*b.DueDate))
	}
	if n := len(page.Tasks); n > 0 && n >= q.Limit {
		// The store cut the listing at the limit: an occurrence after its
		// last row belongs to a later page.
		last := page.Tasks[n-1]
		occ = slices.DeleteFunc(occ, func(o memo.Task) bool { return order(o, last) > 0 })
	}
	s := &page.Sections
	for _, o := range occ {
		switch {
		case o.DueDate.Before(q.Tomorrow):
			s.Today++
		default:
			s.Upcoming++
			if !o.DueDate.Before(q.DayAfter) {
				s.Later++
			}
		}
	}
	all := append(slices.Clone(page.Tasks), occ...)
	slices.SortStableFunc(all, order)
	if q.Limit > 0 && len(all) > q.Limit {
		all = all[:q.Limit]
	}
	page.Tasks = all
	return page, nil
}

// takeListed takes the row id of a numbered listing of tasks into a: a
// row that is a series' occurrence is that day's for a done or a delete,
// and its series for any other change ("move 2 to 9" moves the hour it
// repeats at, as on the series' own row).
func takeListed(a *memo.TaskArgs, id string, op memo.Op, loc *time.Location) {
	if task, _, ok := memo.ParseOccurrenceRef(id, loc); ok {
		if op == memo.OpTaskComplete || op == memo.OpTaskDelete {
			a.Occurrences = appendNew(a.Occurrences, id)
			return
		}
		id = task
	}
	a.IDs = appendNew(a.IDs, id)
}

// occurrence is one day's occurrence of a repeating task: the task as
// stored, and when it comes that day.
type occurrence struct {
	task memo.Task
	at   time.Time
}

// shown is the occurrence as a view lists it: its task, due when it comes.
func (o occurrence) shown() memo.Task {
	t := o.task
	at := o.at
	t.DueDate, t.Occurrence = &at, true
	return t
}

// occurrences returns the occurrences refs name, in their order. A ref
// whose task is gone or done, or whose series does not come that day, is
// left out.
func (r *Runner) occurrences(ctx context.Context, sc scene, refs []string) ([]occurrence, error) {
	if len(refs) == 0 {
		return nil, nil
	}
	var ids []string
	for _, ref := range refs {
		if id, _, ok := memo.ParseOccurrenceRef(ref, sc.loc); ok {
			ids = appendNew(ids, id)
		}
	}
	found, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: ids})
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	var out []occurrence
	for _, ref := range refs {
		id, day, ok := memo.ParseOccurrenceRef(ref, sc.loc)
		if !ok {
			continue
		}
		task := taskByID(found, id)
		if task.Recurrence == nil {
			continue
		}
		if at, ok := reminder.OnDay(task.Reminder(), day); ok {
			out = append(out, occurrence{task: task, at: at})
		}
	}
	return out, nil
}

// occurrenceScope asks, before a delete of rows of a view of days that
// are occurrences of repeating reminders, whether the whole series
// (option 1) or only that day (option 2) is meant, as a delete of one
// occurrence of a recurring event does; nil when no occurrence is left to
// ask about.
func (r *Runner) occurrenceScope(ctx context.Context, sc scene, a *memo.TaskArgs) (*memo.Pending, error) {
	occ, err := r.occurrences(ctx, sc, a.Occurrences)
	if err != nil || len(occ) == 0 {
		return nil, err
	}
	var titles, series []string
	for _, o := range occ {
		titles = append(titles, o.task.Text)
		series = appendNew(series, o.task.ID)
	}
	subject := strings.Join(titles, ", ")
	at := occ[0].at
	// AllowMultiple lets "all"/"כולם" (or "1 2") answer it: the series.
	return &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonEventScope, Subject: subject, AllowMultiple: true,
		Options: []memo.Option{
			{Label: subject, IDs: series},
			{Label: subject, IDs: slices.Clone(a.Occurrences), When: &at},
		}}, nil
}

// occurrencesDone carries out a done, or a delete of only that day, on
// the occurrences a names: an occurrence still to come is left out of
// its series (its reminder will not come), the rest of the series stays;
// one already come is done as it is. A delete of an occurrence already
// come is refused: there is nothing left to take out. It returns the
// occurrences, their tasks as they now are.
func (r *Runner) occurrencesDone(ctx context.Context, sc scene, step memo.Step, ch *changeLog) ([]memo.Task, error) {
	occ, err := r.occurrences(ctx, sc, step.Tasks.Occurrences)
	if err != nil {
		return nil, err
	}
	var out []memo.Task
	for _, o := range occ {
		if !o.at.After(sc.now) {
			if step.Operation == memo.OpTaskDelete {
				return out, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
			}
			done, err := r.acknowledged(ctx, sc, o.task, o.at, ch)
			if err != nil {
				return out, err
			}
			out = append(out, done)
			continue
		}
		updated, err := r.leaveOut(ctx, sc, o.task, o.at, ch)
		if err != nil {
			return out, err
		}
		out = append(out, occurrence{task: updated, at: o.at}.shown())
	}
	return out, nil
}

// leaveOut leaves the day of at, read in its location (the series'
// zone), out of task's series and keeps the rest; the change is logged
// so undo brings the day back.
func (r *Runner) leaveOut(ctx context.Context, sc scene, task memo.Task, at time.Time, ch *changeLog) (memo.Task, error) {
	rec := *task.Recurrence
	if !rec.Skips(at) {
		rec = rec.WithSkip(at.Format(time.DateOnly))
	}
	p := &rec
	updated, err := r.cfg.Tasks.UpdateTask(ctx, sc.user.ID, task.ID, memo.TaskUpdate{Recurrence: &p})
	if err != nil {
		return memo.Task{}, fmt.Errorf("skip a day: %w", err)
	}
	ch.task(&task, &updated)
	return updated, nil
}
