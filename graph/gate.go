package graph

import (
	"context"
	"fmt"
	"strconv"

	"github.com/memo-assistant/memo"
)

// gate is the human-in-the-loop gate after resolution: a resolved step
// in, the question to ask before it runs out (fields it cannot run
// without, confirmation of a risky step); nil when the step may run.
func (r *Runner) gate(ctx context.Context, sc scene, step memo.Step) (*memo.Pending, error) {
	q, err := r.gateStep(ctx, sc, step)
	if err != nil || q != nil {
		return q, err
	}
	// A step its planner was not sure of runs only when the user's own
	// words named exactly what it changes, or after a yes (the answer sets
	// Confirmed).
	if step.Verify && !step.Confirmed {
		return r.verify(ctx, sc, step)
	}
	return nil, nil
}

// gateStep asks for missing fields and confirms the risky steps every
// planner's plans are confirmed for (bulk deletes, window moves, a series
// named by one occurrence).
func (r *Runner) gateStep(ctx context.Context, sc scene, step memo.Step) (*memo.Pending, error) {
	switch {
	case step.Email != nil:
		return r.gateEmail(sc, step)
	case step.Calendar != nil:
		return r.gateCalendar(ctx, sc, step)
	case step.Tasks != nil:
		a := step.Tasks
		switch step.Operation {
		case memo.OpTaskCreate:
			if len(a.Drafts) == 0 || a.Drafts[0].Text == "" {
				return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTaskText}, nil
			}
			if len(a.DateChoices) > 1 {
				q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichDate, Subject: a.Drafts[0].Text}
				for i, c := range a.DateChoices {
					when := c
					q.Options = append(q.Options, memo.Option{Label: a.Drafts[0].Text, IDs: []string{strconv.Itoa(i)}, When: &when})
				}
				return q, nil
			}
			if a.NeedTime {
				return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime, Subject: a.Drafts[0].Text}, nil
			}
		case memo.OpTaskDelete:
			if !step.Confirmed && len(a.Occurrences) > 0 {
				// A row of a view of days that is one day of a series.
				return r.occurrenceScope(ctx, sc, a)
			}
		case memo.OpTaskDeleteAll:
			if step.Confirmed || len(a.IDs) == 0 {
				return nil, nil
			}
			// a.IDs is not empty here: an empty id filter would list every task.
			tasks, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: a.IDs})
			if err != nil {
				return nil, fmt.Errorf("find tasks: %w", err)
			}
			q := &memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmDelete, Subject: string(a.Window)}
			for _, task := range tasks {
				q.Options = append(q.Options, memo.Option{Label: task.Text, IDs: []string{task.ID}, When: task.DueDate})
			}
			return q, nil
		}
	case step.Settings != nil && (step.Operation == memo.OpSetZone || step.Operation == memo.OpZoneHome):
		// Every reminder's hour follows the zone: a move is always shown
		// and confirmed, unless it would change nothing.
		if step.Confirmed || zoneUnchanged(sc.user, step) {
			return nil, nil
		}
		return &memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmZone, Subject: step.Settings.Place}, nil
	case step.Lists != nil:
		a := step.Lists
		switch step.Operation {
		case memo.OpListCreate:
			if a.Name == "" {
				return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingListName}, nil
			}
		case memo.OpListAdd:
			if len(a.Items) == 0 {
				return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingItems, Subject: a.Name}, nil
			}
		}
	}
	return nil, nil
}
