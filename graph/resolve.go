package graph

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// resolve turns the names and positions in a step into ids (entity
// resolution): it returns the step as resolution left it, and a question
// when a name matches several things closely; names that match nothing
// are recorded in the step's NotFound. The step given is not changed.
func (r *Runner) resolve(ctx context.Context, sc scene, step memo.Step) (resolved, error) {
	if step.Resolved {
		return resolved{step: step}, nil
	}
	if err := checkLimits(step); err != nil {
		return resolved{step: step}, err
	}
	rs := resolved{step: step.Clone()}
	q, err := r.resolveStep(ctx, sc, &rs.step, &rs.usage)
	if err == nil && q == nil {
		rs.step.Resolved = true
	}
	rs.ask = q
	return rs, err
}

// resolveStep is resolve on a step of the caller's own, which it changes;
// the model calls it makes are added to spent.
func (r *Runner) resolveStep(ctx context.Context, sc scene, step *memo.Step, spent *memo.Usage) (*memo.Pending, error) {
	var q *memo.Pending
	var err error
	switch {
	case step.Tasks != nil:
		said := namedOnce(step)
		q, err = r.resolveTasks(ctx, sc, step)
		if said != "" {
			if q2, ok, err2 := r.taskOrItem(ctx, sc, step, said, q, err); ok || err2 != nil {
				return q2, err2
			}
		}
		switch {
		case err != nil:
		case q == nil:
			if q2, ok := r.crossTasks(ctx, sc, step); ok {
				q = q2
			}
		case q.Reason == memo.ReasonNearTask:
			// Only a task close to the name: an event that is the name
			// itself is what was meant.
			alt := *step
			ta := *step.Tasks
			ta.NotFound, ta.IDs = []string{q.Subject}, nil
			alt.Tasks = &ta
			if q2, ok := r.crossTasks(ctx, sc, &alt); ok && q2 == nil {
				*step, q = alt, nil
			}
		}
	case step.Lists != nil:
		q, err = r.resolveList(ctx, sc, step)
	case step.Calendar != nil:
		q, err = r.resolveCalendar(ctx, sc, step)
		if memo.ErrorCodeOf(err) == memo.ENotFound {
			if q2, ok := r.crossEvents(ctx, sc, step); ok {
				q, err = q2, nil
			}
		}
	case step.Memory != nil:
		q, err = r.resolveMemory(ctx, sc, step, spent)
	case step.Email != nil:
		q, err = r.resolveEmail(ctx, sc, step, spent)
	case step.Settings != nil:
	default:
		return nil, memo.Errorf(memo.EInvalid, "step %s has no arguments", step.ID)
	}
	return q, err
}

func (r *Runner) resolveTasks(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, error) {
	a := step.Tasks
	switch step.Operation {
	case memo.OpTaskCreate, memo.OpTaskGetAll:
		return nil, nil
	case memo.OpTaskDeleteAll:
		tasks, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, taskFilter(a, sc.now, sc.loc))
		if err != nil {
			return nil, fmt.Errorf("find tasks: %w", err)
		}
		a.IDs = a.IDs[:0]
		for _, task := range tasks {
			a.IDs = append(a.IDs, task.ID)
		}
		return nil, nil
	}
	if a.FromQuote {
		for _, id := range a.Quoted {
			a.IDs = appendNew(a.IDs, id)
		}
		a.FromQuote, a.Quoted = false, nil
	}
	// Positions in the last numbered list of tasks.
	for _, i := range a.Indexes {
		if n := sc.numbered; n != nil && n.Kind == memo.NumberedTasks && i >= 1 && i <= len(n.IDs) {
			takeListed(a, n.IDs[i-1], step.Operation, sc.loc)
		} else {
			a.NotFound = append(a.NotFound, "#"+strconv.Itoa(i))
		}
	}
	a.Indexes = nil
	if (len(a.DueAt) > 0 || step.Operation == memo.OpTaskDelete && a.From != nil && a.To != nil) && len(a.Targets) <= 1 && len(a.IDs) == 0 && len(a.Occurrences) == 0 {
		return r.resolveTasksDueAt(ctx, sc, step)
	}
	if q, err := r.focusNamedTask(ctx, sc, step.Operation, a); q != nil || err != nil {
		return q, err // "delete call mom" of one of two of that name: which?
	}
	if len(a.Targets) == 0 && (len(a.IDs) > 0 || len(a.Occurrences) > 0) {
		return nil, nil
	}
	multi := step.Operation == memo.OpTaskDelete || step.Operation == memo.OpTaskComplete
	if len(a.Targets) == 0 && len(a.NotFound) == 0 {
		// "done" with no name: the only open task, or ask which.
		limit := r.matcher.MaxOptions
		if limit > 0 {
			limit = max(limit, 2)
		}
		open, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{Limit: limit})
		if err != nil {
			return nil, fmt.Errorf("find tasks: %w", err)
		}
		switch len(open) {
		case 0:
			return nil, memo.Errorf(memo.ENotFound, "")
		case 1:
			a.IDs = []string{open[0].ID}
			return nil, nil
		}
		return taskQuestion("", open[:min(len(open), r.matcher.MaxOptions)], multi), nil
	}
	// The open tasks the names can match: those sharing an index key with
	// one of them, every one that could score well (resolution.QueryKeys).
	open, err := r.cfg.Tasks.FindTasksNamed(ctx, sc.user.ID, slices.Concat(a.Targets, a.NotFound))
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	cands := make([]resolution.Candidate, len(open))
	for i, task := range open {
		cands[i] = resolution.Candidate{ID: task.ID, Title: task.Text}
	}
	// Tasks of one name due at different times are different tasks: ask.
	apart := func(ms []resolution.Match) bool {
		first := taskByID(open, ms[0].ID)
		for _, m := range ms[1:] {
			other := taskByID(open, m.ID)
			if !sameDue(first.DueDate, other.DueDate) || (first.Recurrence == nil) != (other.Recurrence == nil) {
				return true
			}
		}
		return false
	}
	names := slices.Clone(a.Targets)
	name, matches, err := r.resolveNames(ctx, &a.Targets, &a.IDs, &a.NotFound, cands, apart)
	if err != nil {
		return nil, err
	}
	if step.Operation == memo.OpTaskDelete && partlyNamed(names, a.IDs, open) {
		step.Verify = true // "תוריד ביסלי" of a task of many things: asked first
	}
	if matches != nil {
		var opts []memo.Task
		for _, m := range matches {
			opts = append(opts, taskByID(open, m.ID))
		}
		return taskQuestion(name, opts, multi), nil
	}
	if len(a.DoneVerbs) > 0 && len(a.IDs) > 0 {
		// Tasks chosen by position or quote are checked against the verb too.
		var others []string
		for _, id := range a.IDs {
			if taskByID(open, id).ID == "" {
				others = append(others, id)
			}
		}
		if len(others) > 0 {
			more, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: others})
			if err != nil {
				return nil, fmt.Errorf("find tasks: %w", err)
			}
			open = append(open, more...)
		}
	}
	if q := misfits(a, open); q != nil {
		return q, nil
	}
	if len(a.IDs) == 0 && len(a.NotFound) == 1 {
		// The one name the user gave matched nothing: never act on a wider
		// set; offer what comes close, as a question.
		near, err := r.matcher.Near(ctx, a.NotFound[0], cands, resolution.DefaultNearScore)
		if err != nil {
			return nil, err
		}
		if len(near) > 0 {
			q := taskQuestion(a.NotFound[0], nil, false)
			q.Reason = memo.ReasonNearTask
			for _, m := range near {
				task := taskByID(open, m.ID)
				q.Options = append(q.Options, memo.Option{Label: task.Text, IDs: []string{task.ID}, When: task.DueDate})
			}
			a.NotFound = nil
			return q, nil
		}
	}
	return nil, nil
}

// misfits asks about the tasks a completion matched by name but not by
// verb ("paid the gardener" matched "call the gardener"): they are taken
// out of the step and offered as a question; the fitting ones stay.
func misfits(a *memo.TaskArgs, open []memo.Task) *memo.Pending {
	if len(a.DoneVerbs) == 0 || len(a.IDs) == 0 {
		return nil
	}
	var keep []string
	var q *memo.Pending
	for _, id := range a.IDs {
		task := taskByID(open, id)
		fits := task.ID == "" // not an open task: the executor reports it
		for _, v := range a.DoneVerbs {
			fits = fits || offline.DoneVerbFits(v, task.Text)
		}
		if fits {
			keep = append(keep, id)
			continue
		}
		if q == nil {
			q = taskQuestion("", nil, true)
			q.Reason = memo.ReasonNearTask
		}
		q.Options = append(q.Options, memo.Option{Label: task.Text, IDs: []string{task.ID}, When: task.DueDate})
	}
	if q != nil {
		a.IDs = keep
	}
	return q
}

// resolveNames resolves names one at a time against cands, leaving out
// ids already chosen: a match appends to ids, a miss to notFound. At the
// first name that matches several candidates closely it stops and returns
// the name and its matches; the names after it stay in *names for when the
// user has answered. It stops with ctx's error when the turn's deadline
// passes.
//
// apart, when not nil, tells matches of one name that look alike but are
// different things (two "call mom" tasks on different days): those are
// asked about rather than all taken.
func (r *Runner) resolveNames(ctx context.Context, names, ids, notFound *[]string, cands []resolution.Candidate, apart func([]resolution.Match) bool) (string, []resolution.Match, error) {
	for len(*names) > 0 {
		name := (*names)[0]
		*names = (*names)[1:]
		left := make([]resolution.Candidate, 0, len(cands))
		for _, c := range cands {
			if !slices.Contains(*ids, c.ID) {
				left = append(left, c)
			}
		}
		out, err := r.matcher.Resolve(ctx, name, left)
		if err != nil {
			return "", nil, err
		}
		if out.Kind == resolution.Resolved && len(out.Matches) > 1 && apart != nil && apart(out.Matches) {
			out.Kind = resolution.Ambiguous
		}
		switch out.Kind {
		case resolution.Resolved:
			for _, m := range out.Matches {
				*ids = appendNew(*ids, m.ID)
			}
		case resolution.NotFound:
			*notFound = append(*notFound, name)
		case resolution.Ambiguous:
			return name, out.Matches, nil
		}
	}
	return "", nil, nil
}

func sameDue(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

func taskQuestion(subject string, tasks []memo.Task, multi bool) *memo.Pending {
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichTask, Subject: subject, AllowMultiple: multi}
	for _, task := range tasks {
		q.Options = append(q.Options, memo.Option{Label: task.Text, IDs: []string{task.ID}, When: task.DueDate})
	}
	return q
}

func taskByID(tasks []memo.Task, id string) memo.Task {
	for _, task := range tasks {
		if task.ID == id {
			return task
		}
	}
	return memo.Task{ID: id}
}

func appendNew(ids []string, id string) []string {
	if slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}

// taskFilter is the filter of a getAll or deleteAll step.
func taskFilter(a *memo.TaskArgs, now time.Time, loc *time.Location) memo.TaskFilter {
	if len(a.IDs) > 0 && a.Window == memo.WindowAll {
		// "when is it?" about the task in focus: that task, not the list.
		return memo.TaskFilter{IDs: a.IDs}
	}
	if a.Window == memo.WindowDays && a.From != nil && a.To != nil {
		return memo.TaskFilter{DueFrom: a.From, DueTo: a.To}
	}
	return windowFilter(a.Window, now, loc)
}

// windowFilter reads a task window in the user's zone at now.
func windowFilter(w memo.TaskWindow, now time.Time, loc *time.Location) memo.TaskFilter {
	now = now.In(loc)
	y, m, d := now.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	span := func(from, to time.Time) memo.TaskFilter { return memo.TaskFilter{DueFrom: &from, DueTo: &to} }
	switch w {
	case memo.WindowToday:
		return span(today, today.AddDate(0, 0, 1))
	case memo.WindowTomorrow:
		return span(today.AddDate(0, 0, 1), today.AddDate(0, 0, 2))
	case memo.WindowWeek:
		// Weeks run Sunday to Saturday; "this week" is today to Saturday's end.
		return span(today, today.AddDate(0, 0, 7-int(today.Weekday())))
	case memo.WindowOverdue:
		return memo.TaskFilter{DueTo: &now}
	case memo.WindowUpcoming:
		return memo.TaskFilter{DueFrom: &now}
	case memo.WindowUndated:
		return memo.TaskFilter{Undated: true}
	}
	return memo.TaskFilter{}
}
