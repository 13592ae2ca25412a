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

// execute runs one resolved, approved step against its service. Side
// effects carry idempotency keys derived from the turn and step. A step
// over the limits on stored text and items is refused before any write.
func (r *Runner) execute(ctx context.Context, t *turn, turnID string, step memo.Step) (memo.Result, error) {
	if err := checkLimits(step, t.lang); err != nil {
		return memo.Result{}, err
	}
	key := step.IdempotencyKey(turnID)
	switch {
	case step.Tasks != nil:
		return r.executeTasks(ctx, t, key, step)
	case step.Lists != nil:
		return r.executeLists(ctx, t, key, step)
	case step.Settings != nil:
		return r.executeSettings(ctx, t, step)
	case step.Calendar != nil:
		return r.executeCalendar(ctx, t, key, step)
	case step.Memory != nil:
		return r.executeMemory(ctx, t, key, step)
	case step.Email != nil:
		return r.executeEmail(ctx, t, key, step)
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "step %s has no arguments", step.ID)
}

func (r *Runner) executeTasks(ctx context.Context, t *turn, key string, step memo.Step) (memo.Result, error) {
	a := step.Tasks
	uid := t.user.ID
	var items []memo.Item
	res := func() memo.Result {
		out := memo.NewResult(memo.CapTasks, step.Operation, items)
		out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
		return out
	}
	switch step.Operation {
	case memo.OpTaskCreate:
		for i, d := range a.Drafts {
			if rec := d.Recurrence; rec != nil && rec.Type != memo.RecurNudge && rec.Time == "" && d.DueDate != nil {
				// The time was asked for after the fact: it is the series' time.
				r := *rec
				r.Time = d.DueDate.In(t.loc).Format("15:04")
				d.Recurrence, d.DueDate = &r, nil
			}
			if same, ok, err := r.sameReminder(ctx, uid, d); err != nil {
				return memo.Result{}, err
			} else if ok {
				// "remind me sunday at 10 to call grandma" said twice is
				// one reminder: the one there is answers for both.
				items = append(items, same)
				continue
			}
			task, err := r.cfg.Tasks.CreateTask(ctx, uid, fmt.Sprintf("%s:%d", key, i), d)
			if err != nil {
				return memo.Result{}, fmt.Errorf("create task: %w", err)
			}
			items = append(items, task)
			t.changedTask(step, nil, &task)
		}
		out := res()
		out.Meta.Created = len(items)
		return out, nil
	case memo.OpTaskGetAll:
		page, err := r.cfg.Tasks.FindTaskPage(ctx, uid, taskFilter(a, t.now, t.loc), listingQuery(a, t.now, t.loc))
		if err != nil {
			return memo.Result{}, fmt.Errorf("find tasks: %w", err)
		}
		for _, task := range page.Tasks {
			items = append(items, task)
		}
		out := res()
		out.Meta.Sections = &page.Sections
		return out, nil
	case memo.OpTaskUpdate:
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
			if rec := task.Recurrence; a.NewDue != nil && rec != nil && rec.Type != memo.RecurNudge {
				// A repeating task moves where it repeats: its hour, its
				// day of the month or its weekday.
				next, err := repeatMoved(*rec, *a.NewDue, *a, t)
				if err != nil {
					return memo.Result{}, err
				}
				p := &next
				u.Recurrence = &p
			} else if a.NewDue != nil {
				due := *a.NewDue
				switch {
				case a.KeepTime && task.DueDate != nil:
					old := task.DueDate.In(t.loc)
					y, m, d := due.In(t.loc).Date()
					due = time.Date(y, m, d, old.Hour(), old.Minute(), 0, 0, t.loc)
				case a.TimeOnly && task.DueDate != nil && task.DueDate.After(t.now):
					// "move the dentist call to 5": on its own day.
					old := task.DueDate.In(t.loc)
					y, m, d := old.Date()
					nd := due.In(t.loc)
					h := nd.Hour()
					if a.NearHour {
						h = offline.NearerHalf(h, old.Hour(), old.Minute(), nd.Minute())
					}
					due = time.Date(y, m, d, h, nd.Minute(), 0, 0, t.loc)
				}
				if due.Before(t.now.Add(-time.Minute)) {
					return memo.Result{}, offline.PastTime(t.lang)
				}
				p := &due
				u.DueDate = &p
			}
			updated, err := r.cfg.Tasks.UpdateTask(ctx, uid, task.ID, u)
			if err != nil {
				return memo.Result{}, fmt.Errorf("update task: %w", err)
			}
			items = append(items, updated)
			t.changedTask(step, &task, &updated)
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
			task, err := r.cfg.Tasks.UpdateTask(ctx, uid, id, memo.TaskUpdate{Completed: &done})
			if memo.ErrorCodeOf(err) == memo.ENotFound {
				continue
			} else if err != nil {
				return memo.Result{}, fmt.Errorf("complete task: %w", err)
			}
			items = append(items, task)
			for _, b := range before {
				if b.ID == id {
					t.changedTask(step, &b, &task)
				}
			}
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
				t.changedTask(step, &task, nil)
			}
		}
		out := res()
		out.Meta.Deleted = len(items)
		for _, it := range items {
			out.Meta.Summaries = append(out.Meta.Summaries, it.Title())
		}
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown task operation %q", step.Operation)
}

func (r *Runner) executeLists(ctx context.Context, t *turn, key string, step memo.Step) (memo.Result, error) {
	a := step.Lists
	uid := t.user.ID
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
		t.changedList(step, nil, &l)
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
		t.changedList(step, &l, nil)
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
		t.changedList(step, &before, &after)
		out := one(after)
		out.Meta.Summaries = []string{before.Name}
		out.Meta.Updated = 1
		return out, nil
	case memo.OpListAdd:
		after, err := r.cfg.Lists.AddListItems(ctx, uid, a.ListID, a.Items)
		if err != nil {
			return memo.Result{}, fmt.Errorf("add list items: %w", err)
		}
		t.changedList(step, &before, &after)
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
			t.changedList(step, &before, &after)
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
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown list operation %q", step.Operation)
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

func (r *Runner) executeSettings(ctx context.Context, t *turn, step memo.Step) (memo.Result, error) {
	switch step.Operation {
	case memo.OpGoogleConnect, memo.OpGoogleDisconnect, memo.OpGoogleCopyLocal:
		return r.executeGoogle(ctx, t, step)
	}
	switch {
	case r.cfg.Settings == nil:
		return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown settings operation %q", step.Operation)
	case step.Operation == memo.OpSetDigestTime && step.Settings != nil:
		if _, err := r.cfg.Settings.SetDigestTime(ctx, t.user.ID, step.Settings.DigestTime); err != nil {
			return memo.Result{}, fmt.Errorf("set digest time: %w", err)
		}
	case step.Operation == memo.OpStopDigest:
		if err := r.cfg.Settings.StopDigest(ctx, t.user.ID); err != nil {
			return memo.Result{}, fmt.Errorf("stop digest: %w", err)
		}
	default:
		return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown settings operation %q", step.Operation)
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
