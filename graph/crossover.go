package graph

import (
	"context"

	"github.com/memo-assistant/memo"
)

// A user does not say whether the thing they name is a task or an event:
// "move the vet to friday", "delete the dentist", "תזיז את ישיבת הצוות
// ליום ראשון". When a step names one thing of its kind and nothing of that
// kind matches, the same change is tried on the other kind, and taken only
// when the name resolves there (to one item, or to a question among
// several). Otherwise the step stays as planned and reports its miss.

// crossTasks retries a task update or delete whose one name matched no
// task as the same change to an event.
func (r *Runner) crossTasks(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, bool) {
	a := step.Tasks
	if r.cfg.Calendars == nil || len(a.IDs) > 0 || len(a.NotFound) != 1 || len(a.Targets) > 0 {
		return nil, false
	}
	alt := memo.Step{ID: step.ID, Capability: memo.CapCalendar, DependsOn: step.DependsOn, Confirmed: step.Confirmed, Verify: step.Verify}
	ca := &memo.CalendarArgs{Summary: a.NotFound[0]}
	switch step.Operation {
	case memo.OpTaskUpdate:
		f := &memo.EventFields{Summary: a.NewText}
		if a.NewDue != nil {
			start := *a.NewDue
			f.Start, f.Move = &start, a.Move
		}
		ca.Fields = f
		alt.Operation = memo.OpEventUpdate
	case memo.OpTaskDelete:
		alt.Operation = memo.OpEventDelete
	default:
		return nil, false
	}
	alt.Calendar = ca
	q, err := r.resolveCalendar(ctx, sc, &alt)
	if err != nil || (q == nil && len(ca.EventIDs) == 0) {
		return nil, false
	}
	*step = alt
	return q, true
}

// crossEvents retries an event update or delete whose name matched no
// event as the same change to a task, and a question of when a named
// event is as the same question of a reminder.
func (r *Runner) crossEvents(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, bool) {
	a := step.Calendar
	if step.Operation == memo.OpEventGet {
		return r.whenTask(ctx, sc, step)
	}
	if a.Summary == "" || len(a.EventIDs) > 0 || a.From != nil || a.To != nil || a.AtTime != "" || a.All {
		return nil, false
	}
	alt := memo.Step{ID: step.ID, Capability: memo.CapTasks, DependsOn: step.DependsOn, Confirmed: step.Confirmed, Verify: step.Verify}
	ta := &memo.TaskArgs{Targets: []string{a.Summary}}
	switch step.Operation {
	case memo.OpEventUpdate:
		f := a.Fields
		if f == nil || f.End != nil || f.Location != "" || f.Note != "" || f.AllDay != nil || (f.Start == nil && f.Summary == "") {
			return nil, false // an end, a place: only an event has them
		}
		ta.NewText = f.Summary
		if f.Start != nil {
			due := *f.Start
			ta.NewDue, ta.Move = &due, f.Move
		}
		alt.Operation = memo.OpTaskUpdate
	case memo.OpEventDelete, memo.OpEventDeleteBySummary:
		alt.Operation = memo.OpTaskDelete
	default:
		return nil, false
	}
	alt.Tasks = ta
	q, err := r.resolveTasks(ctx, sc, &alt)
	if err != nil || (q == nil && len(ta.IDs) == 0) {
		return nil, false
	}
	*step = alt
	return q, true
}

// whenTask answers "when's my dentist?", "מתי אני צריך ללכת לרופא?" with
// the open reminder of that name when no event has it: the user does not
// say which of the two they kept it as. A window of days the question
// named is an event's only; "the next one" (a window from now on) is not.
func (r *Runner) whenTask(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, bool) {
	a := step.Calendar
	if a.Summary == "" || len(a.EventIDs) > 0 || a.To != nil || a.AtTime != "" || a.All {
		return nil, false
	}
	// Resolved as a change of one task is: one name, one task or a
	// question among several.
	ta := &memo.TaskArgs{Targets: []string{a.Summary}}
	alt := memo.Step{ID: step.ID, Capability: memo.CapTasks, Operation: memo.OpTaskUpdate, DependsOn: step.DependsOn, Tasks: ta}
	q, err := r.resolveTasks(ctx, sc, &alt)
	if err != nil || (q == nil && len(ta.IDs) == 0) {
		return nil, false
	}
	if q != nil && q.Reason == memo.ReasonWhichTask {
		// Several of that name: a question is answered with them all.
		for _, o := range q.Options {
			ta.IDs = append(ta.IDs, o.IDs...)
		}
		q = nil
	}
	alt.Operation, ta.Window = memo.OpTaskGetAll, memo.WindowAll
	*step = alt
	return q, true
}
