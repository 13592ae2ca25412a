package graph

import (
	"context"
	"fmt"
	"slices"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// A step the planner bound to the item in focus by a name the user said
// ("תבטל פגישה עם מנחה", "delete call mom" right after making it) carries
// that name in FocusNamed. The focus decides only when the name fits no
// other item: when another item bears the focus's own title, the name fits
// both as well, and which is meant is asked, the focus among the options.

// focusNamedEvent asks which event is meant when the event in focus that
// a's one id holds shares its title with another event of the search
// window; otherwise it leaves the step on the focus. Asking, it clears the
// id, so the answer alone names the events.
func (r *Runner) focusNamedEvent(ctx context.Context, sc scene, cal memo.Calendar, op memo.Op, a *memo.CalendarArgs) (*memo.Pending, error) {
	named := a.FocusNamed
	a.FocusNamed = ""
	if named == "" || len(a.EventIDs) != 1 {
		return nil, nil
	}
	focus, err := cal.GetEvent(ctx, a.EventIDs[0])
	if err != nil {
		return nil, nil // a vanished event is the executor's not-found
	}
	from, to := searchWindow(&memo.CalendarArgs{}, sc.now)
	events, err := cal.FindEvents(ctx, from, to)
	if err != nil {
		return nil, fmt.Errorf("find events: %w", err)
	}
	title := resolution.Normalize(focus.Summary)
	same := []memo.Event{focus}
	for _, e := range seriesOnce(events, sc.now) {
		if e.ID != focus.ID && (focus.SeriesID() == "" || e.SeriesID() != focus.SeriesID()) && resolution.Normalize(e.Summary) == title {
			same = append(same, e)
		}
	}
	if len(same) == 1 {
		return nil, nil
	}
	slices.SortStableFunc(same, func(x, y memo.Event) int { return x.Start.Compare(y.Start) })
	a.EventIDs = nil
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Subject: named,
		AllowMultiple: op == memo.OpEventDelete || op == memo.OpEventDeleteBySummary}
	for _, e := range same[:min(len(same), max(r.matcher.MaxOptions, 2))] {
		start := e.Start
		q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
	}
	return q, nil
}

// focusNamedTask is focusNamedEvent for the task in focus: another open
// task of its text makes the name ask which.
func (r *Runner) focusNamedTask(ctx context.Context, sc scene, op memo.Op, a *memo.TaskArgs) (*memo.Pending, error) {
	named := a.FocusNamed
	a.FocusNamed = ""
	if named == "" || len(a.IDs) != 1 || len(a.Targets) > 0 {
		return nil, nil
	}
	found, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: a.IDs})
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	if len(found) != 1 {
		return nil, nil
	}
	focus := found[0]
	open, err := r.cfg.Tasks.FindTasksNamed(ctx, sc.user.ID, []string{focus.Text})
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	text := resolution.Normalize(focus.Text)
	same := []memo.Task{focus}
	for _, t := range open {
		if t.ID != focus.ID && !t.Completed && resolution.Normalize(t.Text) == text {
			same = append(same, t)
		}
	}
	if len(same) == 1 {
		return nil, nil
	}
	slices.SortStableFunc(same, func(x, y memo.Task) int {
		switch {
		case x.DueDate == nil || y.DueDate == nil:
			return 0
		}
		return x.DueDate.Compare(*y.DueDate)
	})
	a.IDs = nil
	return taskQuestion(named, same[:min(len(same), max(r.matcher.MaxOptions, 2))], op == memo.OpTaskDelete || op == memo.OpTaskComplete), nil
}
