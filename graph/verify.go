package graph

import (
	"context"
	"fmt"
	"slices"

	"github.com/memo-assistant/memo"
)

// verify is the gate for a step its planner was not sure of
// (Step.Verify). It lists what the step will change; when the user's own
// words named exactly that (see namedExactly) the step runs, otherwise the
// turn asks a ReasonConfirmPlanned question whose options are those items.
// A step that will change nothing runs, and the executor reports what was
// not found.
func (r *Runner) verify(ctx context.Context, sc scene, step memo.Step) (*memo.Pending, error) {
	c, err := r.change(ctx, sc, step)
	if err != nil || len(c.options) == 0 {
		return nil, err
	}
	titles := make([]string, len(c.options))
	for i, o := range c.options {
		titles[i] = o.Label
	}
	// The words are the message being planned. On a resumed turn they are
	// the answer to the question ("2"), which names no title: the step is
	// confirmed, which is the safe side.
	if !c.ask && namedExactly(sc.request, titles, c.whole) {
		return nil, nil
	}
	return &memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmPlanned, Subject: c.subject, Options: c.options}, nil
}

// planned is what a step will change: one option per item.
type planned struct {
	options []memo.Option
	// whole is set when the step changes a whole series, or everything in
	// a window: the user's words must say so.
	whole bool
	// subject is the list the changed items are in, for item changes.
	subject string
	// ask is set when the user's words are no answer: the change is
	// shown and waits for yes even when they named it (a memory, a mail
	// marked, the Google account).
	ask bool
}

// change lists the items a resolved step will change.
func (r *Runner) change(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	switch {
	case step.Tasks != nil:
		return r.taskChange(ctx, sc, step)
	case step.Lists != nil:
		return r.listChange(ctx, sc, step)
	case step.Calendar != nil:
		return r.eventChange(ctx, sc, step)
	case step.Memory != nil:
		return r.memoryChange(ctx, sc, step)
	case step.Email != nil:
		return r.mailChange(ctx, sc, step)
	case step.Operation == memo.OpGoogleDisconnect:
		// The option only stands for the account: the question words it.
		return planned{options: []memo.Option{{Label: "Google", IDs: []string{sc.user.ID}}}, ask: true}, nil
	}
	return planned{}, nil
}

// memoryChange lists the memories a delete or an update will change. The
// second brain holds what the user chose to keep: a model-planned change
// to it is always shown first.
func (r *Runner) memoryChange(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	a := step.Memory
	if (step.Operation != memo.OpMemoryDelete && step.Operation != memo.OpMemoryUpdate) || len(a.IDs) == 0 {
		return planned{}, nil
	}
	mem, err := r.memory()
	if err != nil {
		return planned{}, err
	}
	found, err := r.memoriesByID(ctx, mem, sc.user.ID, a.IDs)
	if err != nil {
		return planned{}, err
	}
	c := planned{ask: true}
	for _, m := range found {
		c.options = append(c.options, memo.Option{Label: memoryLabel(m.MemoryDraft), IDs: []string{m.ID}})
	}
	return c, nil
}

// mailChange names the mail a step marks read or unread.
func (r *Runner) mailChange(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	a := step.Email
	if (step.Operation != memo.OpEmailMarkRead && step.Operation != memo.OpEmailMarkUnread) || a.MessageID == "" {
		return planned{}, nil
	}
	box, _, err := r.mailbox(ctx, sc)
	if err != nil {
		return planned{}, err
	}
	e, err := box.GetEmail(ctx, a.MessageID)
	if memo.ErrorCodeOf(err) == memo.ENotFound {
		return planned{}, nil
	} else if err != nil {
		return planned{}, mailErr(err)
	}
	label := e.Subject
	if e.From != "" {
		label = e.From + ": " + e.Subject
	}
	return planned{options: []memo.Option{{Label: label, IDs: []string{e.ID}}}, ask: true}, nil
}

func (r *Runner) taskChange(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	a := step.Tasks
	if step.Operation == memo.OpTaskCreate || step.Operation == memo.OpTaskGetAll || len(a.IDs) == 0 && len(a.Occurrences) == 0 {
		return planned{}, nil
	}
	c := planned{whole: step.Operation == memo.OpTaskDeleteAll}
	if len(a.IDs) > 0 {
		tasks, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: a.IDs})
		if err != nil {
			return planned{}, fmt.Errorf("find tasks: %w", err)
		}
		for _, task := range tasks {
			c.options = append(c.options, memo.Option{Label: task.Text, IDs: []string{task.ID}, When: task.DueDate})
		}
	}
	// Days of repeating reminders, each with when it comes.
	occ, err := r.occurrences(ctx, sc, a.Occurrences)
	if err != nil {
		return planned{}, err
	}
	for _, o := range occ {
		at := o.at
		c.options = append(c.options, memo.Option{Label: o.task.Text, IDs: []string{memo.OccurrenceRef(o.task.ID, at.In(sc.loc))}, When: &at})
	}
	return c, nil
}

func (r *Runner) listChange(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	a := step.Lists
	if a.ListID == "" {
		return planned{}, nil
	}
	lists, err := r.cfg.Lists.FindLists(ctx, sc.user.ID)
	if err != nil {
		return planned{}, fmt.Errorf("find lists: %w", err)
	}
	i := slices.IndexFunc(lists, func(l memo.List) bool { return l.ID == a.ListID })
	if i < 0 {
		return planned{}, nil
	}
	list := lists[i]
	switch step.Operation {
	case memo.OpListDelete:
		// Deleting a list deletes its items: "delete the shopping list"
		// names the list, not that all of it goes.
		return planned{options: []memo.Option{{Label: list.Name, IDs: []string{list.ID}}}, whole: len(list.Items) > 0}, nil
	case memo.OpListRemove, memo.OpListCheck, memo.OpListUncheck:
		// Items named by kind ("everything") are a whole the words must say.
		c := planned{subject: list.Name, whole: a.Which != ""}
		for _, it := range list.Items {
			if slices.Contains(a.ItemIDs, it.ID) {
				c.options = append(c.options, memo.Option{Label: it.Text, IDs: []string{it.ID}})
			}
		}
		return c, nil
	}
	return planned{}, nil
}

func (r *Runner) eventChange(ctx context.Context, sc scene, step memo.Step) (planned, error) {
	a := step.Calendar
	if len(a.EventIDs) == 0 || isEventCreate(step.Operation) {
		return planned{}, nil
	}
	cal, err := r.calendar(ctx, sc)
	if err != nil {
		return planned{}, err
	}
	c := planned{whole: a.Scope == memo.ScopeSeries || step.Operation == memo.OpEventTruncateRecurring ||
		step.Operation == memo.OpEventDeleteByWindow || step.Operation == memo.OpEventUpdateByWindow}
	for _, id := range a.EventIDs {
		e, err := cal.GetEvent(ctx, id)
		if memo.ErrorCodeOf(err) == memo.ENotFound {
			continue
		} else if err != nil {
			return planned{}, fmt.Errorf("get event: %w", err)
		}
		o := memo.Option{Label: e.Summary, IDs: []string{e.ID}}
		if !e.IsSeries() {
			// A series is shown by its name; the start of its first
			// occurrence would read as "only this one".
			start := e.Start.In(sc.loc)
			o.When = &start
		}
		c.whole = c.whole || e.IsSeries()
		c.options = append(c.options, o)
	}
	return c, nil
}

func isEventCreate(op memo.Op) bool {
	switch op {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		return true
	}
	return false
}
