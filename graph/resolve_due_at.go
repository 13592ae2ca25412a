package graph

import (
	"context"
	"fmt"
	"slices"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// resolveTasksDueAt finds the open tasks a step names by the time of day
// they are due ("cancel my 4pm reminder", "תמחק את התזכורת של 4"), by the
// day (From, To: "delete the reminder tomorrow", "התזכורת של מחר"), or
// both: the one due then is taken; several are asked about; none is said
// as not found, by the time the user said, or by the day as DayRef. A
// name said with the day ("cancel fridays job", "התזכורת של שישי לאסוף את
// הילדים") is looked for among the tasks due that day only, and not found
// is said by the name.
func (r *Runner) resolveTasksDueAt(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, error) {
	a := step.Tasks
	open, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{DueFrom: a.From, DueTo: a.To})
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	var due []memo.Task
	for _, task := range open {
		if task.DueDate == nil || len(a.DueAt) > 0 && !slices.Contains(a.DueAt, task.DueDate.In(sc.loc).Format("15:04")) {
			continue
		}
		due = append(due, task)
	}
	if len(a.Targets) == 1 {
		name := a.Targets[0]
		a.Targets = nil
		if due, err = r.dueNamed(ctx, name, due); err != nil {
			return nil, err
		}
		if len(due) == 0 {
			a.NotFound = append(a.NotFound, name)
			return nil, nil
		}
	}
	switch len(due) {
	case 0:
		if len(a.DueAt) > 0 {
			a.NotFound = append(a.NotFound, a.DueAt[0])
		} else {
			a.NotFound = append(a.NotFound, memo.DayRef(*a.From))
		}
		return nil, nil
	case 1:
		a.IDs = []string{due[0].ID}
		return nil, nil
	}
	multi := step.Operation == memo.OpTaskDelete || step.Operation == memo.OpTaskComplete
	return taskQuestion("", due[:min(len(due), r.matcher.MaxOptions)], multi), nil
}

// dueNamed is those of due that name matches: the one it resolves to, or
// the several it cannot tell apart, or none.
func (r *Runner) dueNamed(ctx context.Context, name string, due []memo.Task) ([]memo.Task, error) {
	cands := make([]resolution.Candidate, len(due))
	for i, task := range due {
		cands[i] = resolution.Candidate{ID: task.ID, Title: task.Text}
	}
	out, err := r.matcher.Resolve(ctx, name, cands)
	if err != nil || out.Kind == resolution.NotFound {
		return nil, err
	}
	var named []memo.Task
	for _, m := range out.Matches {
		named = append(named, taskByID(due, m.ID))
	}
	return named, nil
}
