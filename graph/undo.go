package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// undid is what an undo or a redo did besides its reply: the action an
// undo undid ("turn:step", "" when none) and the change the undo made,
// kept for "bring it back"; the change a redo made, logged like any
// other change so that "undo" takes it back again.
type undid struct {
	key    string
	change *memo.Action
	redone *memo.Action
}

// undo reverses the chat's newest change that was not undone yet: a
// created item is deleted, a deleted one created again, a changed one set
// back. It returns the outcome of the reversal, worded as an undo, the
// action it undid and the change it made. Changes to a repeating event
// are not undone: putting back one occurrence of a series is not
// something a calendar can be relied on to do.
func (r *Runner) undo(ctx context.Context, sc scene, turnID string, step memo.Step) (formatter.StepOutcome, undid) {
	actions, err := sc.recall.Actions.List()
	if err != nil {
		r.log.ErrorContext(ctx, "undo", "chat", sc.chat, "err", err)
		return formatter.StepOutcome{Step: step, Err: fmt.Errorf("undo: %w", err)}, undid{}
	}
	var a *memo.Action
	for i := len(actions) - 1; i >= 0; i-- {
		if !actions[i].Undone {
			a = &actions[i]
			break
		}
	}
	if a == nil {
		return formatter.StepOutcome{Step: step, Err: memo.Refuse(memo.ENotFound, memo.WhyNothingToUndo, memo.Detail{})}, undid{}
	}
	res, inv, change, err := r.reverse(ctx, sc, turnID, step, a)
	if err != nil {
		return formatter.StepOutcome{Step: step, Err: err}, undid{}
	}
	return formatter.StepOutcome{Step: inv, Result: &res, Undo: true}, undid{key: a.TurnID + ":" + a.StepID, change: &change}
}

// reverse undoes the change a as step of turn turnID: the items a
// created are deleted, the ones it deleted created again, the ones it
// changed set back. It returns the result, the step the reversal amounts
// to, and the change the reversal itself made (the items before and
// after it), which reversed in turn brings a back.
func (r *Runner) reverse(ctx context.Context, sc scene, turnID string, step memo.Step, a *memo.Action) (memo.Result, memo.Step, memo.Action, error) {
	key := a.TurnID + ":" + a.StepID
	inv := memo.Step{ID: step.ID, Capability: a.Capability}
	ch := newChangeLog(turnID, inv, sc.now)
	var res memo.Result
	var err error
	switch a.Capability {
	case memo.CapTasks:
		inv.Tasks = &memo.TaskArgs{}
		res, err = r.undoTasks(ctx, sc, key, a, &inv, &ch)
	case memo.CapLists:
		inv.Lists = &memo.ListArgs{}
		res, err = r.undoLists(ctx, sc, key, a, &inv, &ch)
	case memo.CapCalendar:
		inv.Calendar = &memo.CalendarArgs{}
		res, err = r.undoEvents(ctx, sc, key, a, &inv, &ch)
	case memo.CapSettings:
		if a.User == nil {
			err = memo.Refuse(memo.EInvalid, memo.WhyCannotUndo, memo.Detail{})
			break
		}
		if res, err = r.undoZone(ctx, sc, a, &inv); err == nil {
			before := sc.user
			ch.a.User = &before
		}
	default:
		err = memo.Refuse(memo.EInvalid, memo.WhyCannotUndo, memo.Detail{})
	}
	if err != nil {
		if memo.ErrorCodeOf(err) == memo.EInternal {
			r.log.ErrorContext(ctx, "undo", "chat", sc.chat, "action", key, "err", err)
		}
		return memo.Result{}, inv, memo.Action{}, err
	}
	ch.a.Operation = inv.Operation
	return res.InZone(sc.loc), inv, ch.a, nil
}

func (r *Runner) undoTasks(ctx context.Context, sc scene, key string, a *memo.Action, inv *memo.Step, ch *changeLog) (memo.Result, error) {
	uid := sc.user.ID
	var items []memo.Item
	for i, c := range a.Tasks {
		switch {
		case c.Before == nil && c.After != nil: // created: delete it
			inv.Operation = memo.OpTaskDelete
			deleted, err := r.cfg.Tasks.DeleteTasks(ctx, uid, []string{c.After.ID})
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo create: %w", err)
			}
			for _, d := range deleted {
				ch.task(&d, nil)
				items = append(items, d)
			}
		case c.Before != nil && c.After == nil: // deleted: create it again
			inv.Operation = memo.OpTaskCreate
			b := c.Before
			task, err := r.cfg.Tasks.CreateTask(ctx, uid, fmt.Sprintf("undo:%s:%d", key, i), memo.TaskDraft{
				Text: b.Text, Category: b.Category, DueDate: b.DueDate, Recurrence: b.Recurrence, Lead: c.Lead,
			})
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo delete: %w", err)
			}
			ch.task(nil, &task)
			items = append(items, task)
		case c.Before != nil && c.After != nil: // changed: set it back
			inv.Operation = memo.OpTaskUpdate
			b := c.Before
			due, rec := b.DueDate, b.Recurrence
			lead := c.Lead
			u := memo.TaskUpdate{Text: &b.Text, Category: &b.Category, DueDate: &due, Recurrence: &rec, Completed: &b.Completed, Lead: &lead}
			// The task as the undo finds it, with its lead, which the
			// change kept does not carry, for "bring it back".
			was, err := r.cfg.Tasks.FindTasks(ctx, uid, memo.TaskFilter{IDs: []string{c.After.ID}, IncludeCompleted: true})
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo change: %w", err)
			}
			task, err := r.cfg.Tasks.UpdateTask(ctx, uid, c.After.ID, u)
			if memo.ErrorCodeOf(err) == memo.ENotFound {
				continue
			} else if err != nil {
				return memo.Result{}, fmt.Errorf("undo change: %w", err)
			}
			if len(was) == 1 {
				ch.task(&was[0], &task)
			}
			items = append(items, task)
		}
	}
	return undoResult(memo.CapTasks, inv.Operation, items)
}

func (r *Runner) undoLists(ctx context.Context, sc scene, key string, a *memo.Action, inv *memo.Step, ch *changeLog) (memo.Result, error) {
	uid := sc.user.ID
	var items []memo.Item
	for _, c := range a.Lists {
		switch {
		case c.Before == nil && c.After != nil:
			inv.Operation = memo.OpListDelete
			l, err := r.cfg.Lists.DeleteList(ctx, uid, c.After.ID)
			if err != nil && memo.ErrorCodeOf(err) != memo.ENotFound {
				return memo.Result{}, fmt.Errorf("undo list create: %w", err)
			}
			if err == nil {
				ch.list(&l, nil)
				items = append(items, l)
			}
		case c.Before != nil && c.After == nil:
			inv.Operation = memo.OpListCreate
			texts := make([]string, len(c.Before.Items))
			var checked []string
			for i, it := range c.Before.Items {
				texts[i] = it.Text
				if it.Checked {
					checked = append(checked, strings.ToLower(it.Text))
				}
			}
			l, err := r.cfg.Lists.CreateList(ctx, uid, "undo:"+key, c.Before.Name, texts, c.Before.IsChecklist)
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo list delete: %w", err)
			}
			if ids := itemIDsByText(l, checked); len(ids) > 0 {
				if l, err = r.cfg.Lists.SetListItemsChecked(ctx, uid, l.ID, ids, true); err != nil {
					return memo.Result{}, fmt.Errorf("undo list delete: %w", err)
				}
			}
			ch.list(nil, &l)
			items = append(items, l)
		case c.Before != nil && c.After != nil && c.Before.Name != c.After.Name:
			inv.Operation = memo.OpListRename
			l, err := r.cfg.Lists.RenameList(ctx, uid, c.After.ID, c.Before.Name)
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo list rename: %w", err)
			}
			ch.list(c.After, &l)
			items = append(items, l)
		case c.Before != nil && c.After != nil:
			inv.Operation = memo.OpListGet
			l, err := r.restoreItems(ctx, uid, *c.Before, *c.After)
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo list change: %w", err)
			}
			ch.list(c.After, &l)
			items = append(items, l)
		}
	}
	return undoResult(memo.CapLists, inv.Operation, items)
}

// restoreItems puts a list's items back as they were in before: items
// added since are removed, items removed are added again, check marks are
// set back.
func (r *Runner) restoreItems(ctx context.Context, uid string, before, after memo.List) (memo.List, error) {
	had := map[string]memo.ListItem{}
	for _, it := range before.Items {
		had[strings.ToLower(it.Text)] = it
	}
	var added []string
	var readd []string
	now := map[string]bool{}
	for _, it := range after.Items {
		now[strings.ToLower(it.Text)] = true
		if _, ok := had[strings.ToLower(it.Text)]; !ok {
			added = append(added, it.ID)
		}
	}
	for _, it := range before.Items {
		if !now[strings.ToLower(it.Text)] {
			readd = append(readd, it.Text)
		}
	}
	l := after
	var err error
	if len(added) > 0 {
		if l, err = r.cfg.Lists.RemoveListItems(ctx, uid, after.ID, added); err != nil {
			return memo.List{}, err
		}
	}
	if len(readd) > 0 {
		if l, err = r.cfg.Lists.AddListItems(ctx, uid, after.ID, readd); err != nil {
			return memo.List{}, err
		}
	}
	var check, uncheck []string
	for _, it := range l.Items {
		if b, ok := had[strings.ToLower(it.Text)]; ok && b.Checked != it.Checked {
			if b.Checked {
				check = append(check, it.ID)
			} else {
				uncheck = append(uncheck, it.ID)
			}
		}
	}
	if len(check) > 0 {
		if l, err = r.cfg.Lists.SetListItemsChecked(ctx, uid, l.ID, check, true); err != nil {
			return memo.List{}, err
		}
	}
	if len(uncheck) > 0 {
		if l, err = r.cfg.Lists.SetListItemsChecked(ctx, uid, l.ID, uncheck, false); err != nil {
			return memo.List{}, err
		}
	}
	return l, nil
}

func itemIDsByText(l memo.List, lowTexts []string) []string {
	var ids []string
	for _, it := range l.Items {
		for _, low := range lowTexts {
			if strings.ToLower(it.Text) == low {
				ids = append(ids, it.ID)
			}
		}
	}
	return ids
}

func (r *Runner) undoEvents(ctx context.Context, sc scene, key string, a *memo.Action, inv *memo.Step, ch *changeLog) (memo.Result, error) {
	cal, err := r.calendar(ctx, sc)
	if err != nil {
		return memo.Result{}, err
	}
	for _, c := range a.Events {
		for _, e := range []*memo.Event{c.Before, c.After} {
			if e != nil && e.SeriesID() != "" && !(c.Before == nil && e.IsSeries()) {
				return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyUndoSeries, memo.Detail{})
			}
		}
	}
	var items []memo.Item
	for i, c := range a.Events {
		switch {
		case c.Before == nil && c.After != nil:
			inv.Operation = memo.OpEventDelete
			e, err := cal.DeleteEvent(ctx, c.After.ID)
			if err != nil && memo.ErrorCodeOf(err) != memo.ENotFound {
				return memo.Result{}, fmt.Errorf("undo event create: %w", err)
			}
			if err == nil {
				ch.event(&e, nil)
				items = append(items, e)
			}
		case c.Before != nil && c.After == nil:
			inv.Operation = memo.OpEventCreate
			b := c.Before
			e, err := cal.CreateEvent(ctx, memo.EventDraft{
				ID: memo.EventIDFor(fmt.Sprintf("undo:%s:%d", key, i)), Summary: b.Summary, Start: b.Start, End: b.End,
				Description: b.Description, Location: b.Location, Attendees: b.Attendees, AllDay: b.AllDay,
				ReminderMinutes: b.ReminderMinutes,
			})
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo event delete: %w", err)
			}
			ch.event(nil, &e)
			items = append(items, e)
		case c.Before != nil && c.After != nil:
			inv.Operation = memo.OpEventUpdate
			b := c.Before
			e, err := cal.UpdateEvent(ctx, c.After.ID, memo.EventPatch{Summary: &b.Summary, Start: &b.Start, End: &b.End,
				Description: &b.Description, Location: &b.Location, AllDay: &b.AllDay})
			if err != nil {
				return memo.Result{}, fmt.Errorf("undo event change: %w", err)
			}
			ch.event(c.After, &e)
			items = append(items, e)
		}
	}
	return undoResult(memo.CapCalendar, inv.Operation, items)
}

// undoResult is the result of an undo that touched items with operation op.
func undoResult(c memo.Capability, op memo.Op, items []memo.Item) (memo.Result, error) {
	if len(items) == 0 {
		return memo.Result{}, memo.Refuse(memo.ENotFound, memo.WhyChangedSince, memo.Detail{})
	}
	res := memo.NewResult(c, op, items)
	switch op {
	case memo.OpTaskDelete, memo.OpListDelete, memo.OpEventDelete:
		res.Meta.Deleted = len(items)
		for _, it := range items {
			res.Meta.Summaries = append(res.Meta.Summaries, it.Title())
		}
	case memo.OpTaskCreate, memo.OpListCreate, memo.OpEventCreate:
		res.Meta.Created = len(items)
	default:
		res.Meta.Updated = len(items)
	}
	return res, nil
}
