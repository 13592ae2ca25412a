package graph

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// execute runs one resolved, approved step against its service and
// returns its result and the change it made (also when it failed part of
// the way). Side effects carry
// idempotency keys derived from the turn and step. A step over the limits
// on stored text and items is refused before any write.
func (r *Runner) execute(ctx context.Context, sc scene, turnID string, step memo.Step) (executed, error) {
	var ex executed
	if err := checkLimits(step); err != nil {
		return ex, err
	}
	key := step.IdempotencyKey(turnID)
	ch := newChangeLog(turnID, step, sc.now)
	var err error
	switch {
	case step.Tasks != nil:
		ex.result, err = r.executeTasks(ctx, sc, key, step, &ch)
	case step.Lists != nil:
		ex.result, err = r.executeLists(ctx, sc, key, step, &ch)
	case step.Settings != nil:
		ex.result, err = r.executeSettings(ctx, sc, step, &ch)
	case step.Calendar != nil:
		ex.result, err = r.executeCalendar(ctx, sc, key, step, &ch)
	case step.Memory != nil:
		ex.result, err = r.executeMemory(ctx, sc, key, step, &ex.usage)
	case step.Email != nil:
		ex.result, err = r.executeEmail(ctx, sc, key, step)
	default:
		err = memo.Errorf(memo.EInvalid, "step %s has no arguments", step.ID)
	}
	// What a step changed before it failed stays changed: it is kept
	// for undo all the same.
	ex.change = ch.a
	if err != nil {
		return executed{change: ex.change, usage: ex.usage}, err
	}
	return ex, nil
}

func (r *Runner) executeTasks(ctx context.Context, sc scene, key string, step memo.Step, ch *changeLog) (memo.Result, error) {
	a := step.Tasks
	uid := sc.user.ID
	var items []memo.Item
	res := func() memo.Result {
		out := memo.NewResult(memo.CapTasks, step.Operation, items)
		out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
		return out
	}
	switch step.Operation {
	case memo.OpTaskCreate:
		var existing []string
		for i, d := range a.Drafts {
			if rec := d.Recurrence; rec != nil && rec.Type != memo.RecurNudge && rec.Time == "" && d.DueDate != nil {
				// The time was asked for after the fact: it is the series' time.
				r := *rec
				r.Time = d.DueDate.In(sc.loc).Format("15:04")
				d.Recurrence, d.DueDate = &r, nil
			}
			if same, ok, err := r.sameReminder(ctx, uid, d); err != nil {
				return memo.Result{}, err
			} else if ok {
				// "remind me sunday at 10 to call grandma" said twice is
				// one reminder: the one there is answers for both, and
				// nothing is made.
				items = append(items, same)
				existing = append(existing, same.ID)
				continue
			}
			task, err := r.cfg.Tasks.CreateTask(ctx, uid, fmt.Sprintf("%s:%d", key, i), d)
			if err != nil {
				return memo.Result{}, fmt.Errorf("create task: %w", err)
			}
			items = append(items, task)
			ch.task(nil, &task)
		}
		out := res()
		out.Meta.Created, out.Meta.Existing = len(items)-len(existing), existing
		return out, nil
	case memo.OpTaskGetAll:
		f, q := taskFilter(a, sc.now, sc.loc), listingQuery(a, sc.now, sc.loc)
		page, err := r.cfg.Tasks.FindTaskPage(ctx, uid, f, q)
		if err != nil {
			return memo.Result{}, fmt.Errorf("find tasks: %w", err)
		}
		// A view of days lists the repeating reminders' occurrences in it too.
		if page, err = r.withOccurrences(ctx, sc, f, q, page); err != nil {
			return memo.Result{}, err
		}
		for _, task := range page.Tasks {
			items = append(items, task)
		}
		out := res()
		out.Meta.Sections = &page.Sections
		return out, nil
	case memo.OpTaskUpdate:
		if a.SkipDay != nil {
			return r.skipDay(ctx, sc, step, ch) // "skip this friday": one day, the rest stay
		}
		if len(a.IDs) == 0 {
			// Nothing was resolved: an empty id filter would mean every task.
			out := res()
			return out, nil
		}
		open, err := r.cfg.Tasks.FindTasks(ctx, uid, memo.TaskFilter{IDs: a.IDs})
		if err != nil {
			return memo.Result{}, fmt.Errorf("find tasks: %w", err)
		}
		for _, task := range open {
			var u memo.TaskUpdate
			if a.NewText != "" {
				u.Text = &a.NewText
			}
			if a.NewRecurrence != nil {
				if task.Recurrence != nil && !a.ReplaceRecurrence {
					return memo.Result{}, memo.Errorf(memo.EInvalid, "the task already repeats")
				}
				// A repeating task has no one due time: the repetition
				// holds its time and its first day.
				rec := *a.NewRecurrence
				p, none := &rec, (*time.Time)(nil)
				u.Recurrence, u.DueDate = &p, &none
			}
			if a.NewUntil != nil || len(a.AddDays) > 0 {
				// "stop it after friday", "also wednesday": the series keeps
				// its rule, with an end or one more day.
				rec, err := seriesChanged(task, *a, sc)
				if err != nil {
					return memo.Result{}, err
				}
				p := &rec
				u.Recurrence = &p
			}
			if a.NewLead != nil {
				// A new lead is counted from the same due time.
				if task.DueDate == nil || task.Recurrence != nil || !task.DueDate.Add(-*a.NewLead).After(sc.now) {
					return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
				}
				u.Lead = a.NewLead
			}
			if rec := task.Recurrence; a.NewDue != nil && rec != nil && rec.Type != memo.RecurNudge {
				// A repeating task moves where it repeats: its hour, its
				// day of the month or its weekday.
				next, err := repeatMoved(*rec, *a.NewDue, *a, sc)
				if err != nil {
					return memo.Result{}, err
				}
				p := &next
				u.Recurrence = &p
			} else if a.NewDue != nil {
				due := *a.NewDue
				if old := task.DueDate; old != nil && (a.Move == memo.MoveDay || a.Move.Time() && old.After(sc.now)) {
					// "move the dentist call to 5": on its own day.
					due = offline.Moved(*old, due, a.Move, sc.loc)
				}
				if due.Before(sc.now.Add(-time.Minute)) {
					return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
				}
				p := &due
				u.DueDate = &p
			}
			updated, err := r.cfg.Tasks.UpdateTask(ctx, uid, task.ID, u)
			if err != nil {
				return memo.Result{}, fmt.Errorf("update task: %w", err)
			}
			items = append(items, updated)
			ch.task(&task, &updated)
		}
		out := res()
		out.Meta.Updated = len(items)
		return out, nil
	case memo.OpTaskComplete:
		done := true
		var before []memo.Task
		if len(a.IDs) > 0 {
			var err error
			if before, err = r.cfg.Tasks.FindTasks(ctx, uid, memo.TaskFilter{IDs: a.IDs, IncludeCompleted: true}); err != nil {
				return memo.Result{}, fmt.Errorf("find tasks: %w", err)
			}
		}
		for _, id := range a.IDs {
			if b := taskByID(before, id); b.ID != "" && !endsWithDone(b, a) {
				// A repeating reminder: this time done, the series goes on.
				o, err := r.seriesDone(ctx, sc, b, ch)
				if err != nil {
					return memo.Result{}, err
				}
				items = append(items, o)
				continue
			}
			task, err := r.cfg.Tasks.UpdateTask(ctx, uid, id, memo.TaskUpdate{Completed: &done})
			if memo.ErrorCodeOf(err) == memo.ENotFound {
				continue
			} else if err != nil {
				return memo.Result{}, fmt.Errorf("complete task: %w", err)
			}
			items = append(items, task)
			for _, b := range before {
				if b.ID == id {
					ch.task(&b, &task)
				}
			}
		}
		// A day's occurrence done: that day, the series goes on.
		occ, err := r.occurrencesDone(ctx, sc, step, ch)
		for _, o := range occ {
			items = append(items, o)
		}
		if err != nil {
			return memo.Result{}, err
		}
		out := res()
		out.Meta.Updated = len(items)
		return out, nil
	case memo.OpTaskDelete, memo.OpTaskDeleteAll:
		if len(a.IDs) > 0 {
			deleted, err := r.cfg.Tasks.DeleteTasks(ctx, uid, a.IDs)
			if err != nil {
				return memo.Result{}, fmt.Errorf("delete tasks: %w", err)
			}
			for _, task := range deleted {
				items = append(items, task)
				ch.task(&task, nil)
			}
		}
		// Only that day of a series, as the user chose: the rest stays.
		occ, err := r.occurrencesDone(ctx, sc, step, ch)
		if err != nil {
			return memo.Result{}, err
		}
		out := res()
		out.Meta.Deleted = len(items)
		for _, o := range occ {
			out.Items = append(out.Items, o)
		}
		out.Meta.Updated = len(occ)
		for _, it := range items {
			out.Meta.Summaries = append(out.Meta.Summaries, it.Title())
		}
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown task operation %q", step.Operation.Name())
}

func (r *Runner) executeLists(ctx context.Context, sc scene, key string, step memo.Step, ch *changeLog) (memo.Result, error) {
	a := step.Lists
	uid := sc.user.ID
	one := func(l memo.List) memo.Result {
		out := memo.NewResult(memo.CapLists, step.Operation, []memo.Item{l})
		out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
		return out
	}
	switch step.Operation {
	case memo.OpListCreate:
		l, err := r.cfg.Lists.CreateList(ctx, uid, key, a.Name, a.Items, a.Checklist)
		if err != nil {
			return memo.Result{}, fmt.Errorf("create list: %w", err)
		}
		ch.list(nil, &l)
		out := one(l)
		out.Meta.Created = 1
		return out, nil
	case memo.OpListGetAll:
		lists, err := r.cfg.Lists.FindLists(ctx, uid)
		if err != nil {
			return memo.Result{}, fmt.Errorf("find lists: %w", err)
		}
		items := make([]memo.Item, len(lists))
		for i, l := range lists {
			items[i] = l
		}
		return memo.NewResult(memo.CapLists, step.Operation, items), nil
	case memo.OpListDelete:
		l, err := r.cfg.Lists.DeleteList(ctx, uid, a.ListID)
		if err != nil {
			return memo.Result{}, fmt.Errorf("delete list: %w", err)
		}
		ch.list(&l, nil)
		out := one(l)
		out.Meta.Deleted = 1
		return out, nil
	}
	before, err := r.findList(ctx, uid, a.ListID)
	if err != nil {
		return memo.Result{}, err
	}
	switch step.Operation {
	case memo.OpListGet:
		return one(before), nil
	case memo.OpListRename:
		after, err := r.cfg.Lists.RenameList(ctx, uid, a.ListID, a.NewName)
		if err != nil {
			return memo.Result{}, fmt.Errorf("rename list: %w", err)
		}
		ch.list(&before, &after)
		out := one(after)
		out.Meta.Summaries = []string{before.Name}
		out.Meta.Updated = 1
		return out, nil
	case memo.OpListAdd:
		after, err := r.cfg.Lists.AddListItems(ctx, uid, a.ListID, a.Items)
		if err != nil {
			return memo.Result{}, fmt.Errorf("add list items: %w", err)
		}
		ch.list(&before, &after)
		out := one(after)
		had := map[string]bool{}
		for _, it := range before.Items {
			had[strings.ToLower(it.Text)] = true
		}
		for _, text := range a.Items {
			if had[strings.ToLower(text)] {
				out.Meta.NotFound = append(out.Meta.NotFound, text)
			} else {
				out.Meta.Summaries = append(out.Meta.Summaries, text)
			}
			had[strings.ToLower(text)] = true
		}
		out.Meta.Updated = len(out.Meta.Summaries)
		return out, nil
	case memo.OpListRemove, memo.OpListCheck, memo.OpListUncheck:
		var after memo.List
		if len(a.ItemIDs) == 0 {
			after = before
		} else if step.Operation == memo.OpListRemove {
			after, err = r.cfg.Lists.RemoveListItems(ctx, uid, a.ListID, a.ItemIDs)
		} else {
			after, err = r.cfg.Lists.SetListItemsChecked(ctx, uid, a.ListID, a.ItemIDs, step.Operation == memo.OpListCheck)
		}
		if err != nil {
			return memo.Result{}, fmt.Errorf("%s: %w", step.Operation, err)
		}
		if len(a.ItemIDs) > 0 {
			ch.list(&before, &after)
		}
		out := one(after)
		for _, it := range before.Items {
			for _, id := range a.ItemIDs {
				if it.ID == id {
					out.Meta.Summaries = append(out.Meta.Summaries, it.Text)
				}
			}
		}
		if step.Operation == memo.OpListRemove {
			out.Meta.Deleted = len(out.Meta.Summaries)
		} else {
			out.Meta.Updated = len(out.Meta.Summaries)
		}
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown list operation %q", step.Operation.Name())
}

func (r *Runner) findList(ctx context.Context, uid, id string) (memo.List, error) {
	lists, err := r.cfg.Lists.FindLists(ctx, uid)
	if err != nil {
		return memo.List{}, fmt.Errorf("find lists: %w", err)
	}
	for _, l := range lists {
		if l.ID == id {
			return l, nil
		}
	}
	return memo.List{}, memo.Errorf(memo.ENotFound, "")
}

func (r *Runner) executeSettings(ctx context.Context, sc scene, step memo.Step, ch *changeLog) (memo.Result, error) {
	switch step.Operation {
	case memo.OpGoogleConnect, memo.OpGoogleDisconnect, memo.OpGoogleCopyLocal:
		return r.executeGoogle(ctx, sc, step)
	}
	switch {
	case r.cfg.Settings == nil:
		return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown settings operation %q", step.Operation.Name())
	case step.Operation == memo.OpSetZone || step.Operation == memo.OpZoneHome:
		return r.executeZone(ctx, sc, step, ch)
	case step.Operation == memo.OpSetDigestTime && step.Settings != nil:
		if _, err := r.cfg.Settings.SetDigestTime(ctx, sc.user.ID, step.Settings.DigestTime); err != nil {
			return memo.Result{}, fmt.Errorf("set digest time: %w", err)
		}
	case step.Operation == memo.OpStopDigest:
		if err := r.cfg.Settings.StopDigest(ctx, sc.user.ID); err != nil {
			return memo.Result{}, fmt.Errorf("stop digest: %w", err)
		}
	default:
		return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown settings operation %q", step.Operation.Name())
	}
	out := memo.NewResult(memo.CapSettings, step.Operation, nil)
	out.Meta.Updated = 1
	return out, nil
}

// sameReminder finds an open reminder with d's text, due when d is, or
// repeating as d does: creating d would only make it twice. Nudges are
// never one.
func (r *Runner) sameReminder(ctx context.Context, uid string, d memo.TaskDraft) (memo.Task, bool, error) {
	var tasks []memo.Task
	var err error
	switch {
	case d.Recurrence != nil && d.Recurrence.Type != memo.RecurNudge:
		// "every morning at 8 take my meds" said twice is one series.
		tasks, err = r.cfg.Tasks.FindTasksNamed(ctx, uid, []string{d.Text})
	case d.Recurrence == nil && d.DueDate != nil:
		from, to := d.DueDate.Add(-30*time.Second), d.DueDate.Add(30*time.Second)
		tasks, err = r.cfg.Tasks.FindTasks(ctx, uid, memo.TaskFilter{DueFrom: &from, DueTo: &to})
	default:
		return memo.Task{}, false, nil
	}
	if err != nil {
		return memo.Task{}, false, fmt.Errorf("find tasks: %w", err)
	}
	want := resolution.Normalize(d.Text)
	for _, task := range tasks {
		alike := task.Recurrence == nil && d.Recurrence == nil && task.Lead == d.Lead ||
			task.Recurrence != nil && d.Recurrence != nil && sameRepeat(*task.Recurrence, *d.Recurrence)
		if alike && resolution.Normalize(task.Text) == want {
			return task, true, nil
		}
	}
	return memo.Task{}, false, nil
}

// sameRepeat reports whether a and b repeat alike: the same kind, at the
// same time, on the same days, to the same end.
func sameRepeat(a, b memo.Recurrence) bool {
	sameUntil := a.Until == nil && b.Until == nil || a.Until != nil && b.Until != nil && a.Until.Equal(*b.Until)
	return a.Type == b.Type && a.Time == b.Time && slices.Equal(a.Days, b.Days) && a.DayOfMonth == b.DayOfMonth &&
		a.Interval == b.Interval && sameUntil
}
