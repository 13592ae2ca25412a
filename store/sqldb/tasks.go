package sqldb

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// taskColumns are the columns scanTask reads, in order.
const taskColumns = `id, text, category, due_at, recurrence, completed, created_at, lead_seconds, next_fire_at, fire_count`

// taskOrder sorts by due date, undated last, then in creation order.
const taskOrder = ` ORDER BY due_at IS NULL, due_at, seq`

// CreateTask stores a task for the user and schedules its first reminder
// (reminder.First at the clock's now; none for an undated task or a
// one-time reminder already past). A recurrence without a zone is stamped
// with the user's zone when it has a valid one, and one every several
// periods without a first day counts from its first occurrence
// (reminder.Anchored). A second call with the same
// non-empty key returns the task the first call created (as it is now)
// without inserting. Due times and the lead are stored to the second.
// EInvalid when the text is empty, the lead is negative or the recurrence is
// invalid; ETooLong when the text or category is over memo.MaxTextRunes;
// ENotFound when the user does not exist.
func (db *DB) CreateTask(ctx context.Context, userID, key string, d memo.TaskDraft) (memo.Task, error) {
	text := strings.TrimSpace(d.Text)
	if text == "" {
		return memo.Task{}, memo.Errorf(memo.EInvalid, "task text is empty")
	}
	if err := checkTaskText(text, strings.TrimSpace(d.Category)); err != nil {
		return memo.Task{}, err
	}
	if d.Lead < 0 {
		return memo.Task{}, memo.Errorf(memo.EInvalid, "the reminder lead is negative")
	}
	if d.Recurrence != nil {
		if err := d.Recurrence.Validate(); err != nil {
			return memo.Task{}, err
		}
	}
	return update(ctx, db, "create task", func(tx *txn) (memo.Task, error) {
		if key != "" {
			if found, err := findTasks(ctx, tx, `user_id = ? AND idem_key = ?`, userID, key); err != nil || len(found) > 0 {
				return single(found, err, "")
			}
		}
		zone, err := userZone(ctx, tx, userID)
		if err != nil {
			return memo.Task{}, err
		}
		rec := reminder.Anchored(stampZone(d.Recurrence, zone), db.now())
		recJSON, err := marshalRecurrence(rec)
		if err != nil {
			return memo.Task{}, err
		}
		now := db.now()
		due, lead := truncSecond(d.DueDate), d.Lead.Truncate(time.Second)
		next := firstFire(memo.Reminder{Due: due, Lead: lead, Recurrence: rec, Created: now}, now)
		id := newID("t_")
		_, err = tx.ExecContext(ctx, `
			INSERT INTO tasks (id, user_id, text, category, due_at, recurrence, created_at, idem_key,
			                   lead_seconds, next_fire_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, text, strings.TrimSpace(d.Category), unixOrNull(due), recJSON,
			now.Unix(), nullString(key), int64(lead/time.Second), next)
		if err != nil {
			return memo.Task{}, fmt.Errorf("insert: %w", err)
		}
		if err := indexTask(ctx, tx, userID, id, text); err != nil {
			return memo.Task{}, err
		}
		return findTask(ctx, tx, userID, id)
	})
}

// FindTasks returns the user's tasks matching f, by due date with undated
// tasks last, ties in creation order; only the first f.Limit when it is
// positive. Completed tasks are left out unless f.IncludeCompleted. The
// category matches case-insensitively (ASCII).
func (db *DB) FindTasks(ctx context.Context, userID string, f memo.TaskFilter) ([]memo.Task, error) {
	where, args := taskWhere(userID, f)
	return view(ctx, db, "find tasks", func(tx *txn) ([]memo.Task, error) {
		if f.Limit > 0 {
			return findTasksLimited(ctx, tx, where, f.Limit, args...)
		}
		return findTasks(ctx, tx, where, args...)
	})
}

// UpdateTask changes the user's task and returns it. Completing stamps the
// completion time and cancels the reminder; un-completing clears the time.
// Giving a due date, a recurrence or a lead, or un-completing, schedules the
// reminder afresh (reminder.First at the clock's now, anchored at the
// task's creation) and resets its firing count; a recurrence without a zone
// is stamped with the user's zone. ENotFound when the user has no such
// task; EInvalid when the new text is empty, the lead is negative or the
// recurrence is invalid;
// ETooLong when the new text or category is over memo.MaxTextRunes.
func (db *DB) UpdateTask(ctx context.Context, userID, id string, u memo.TaskUpdate) (memo.Task, error) {
	if u.Text != nil && strings.TrimSpace(*u.Text) == "" {
		return memo.Task{}, memo.Errorf(memo.EInvalid, "task text is empty")
	}
	var text, category string
	if u.Text != nil {
		text = strings.TrimSpace(*u.Text)
	}
	if u.Category != nil {
		category = strings.TrimSpace(*u.Category)
	}
	if err := checkTaskText(text, category); err != nil {
		return memo.Task{}, err
	}
	if u.Lead != nil && *u.Lead < 0 {
		return memo.Task{}, memo.Errorf(memo.EInvalid, "the reminder lead is negative")
	}
	if u.Recurrence != nil && *u.Recurrence != nil {
		if err := (*u.Recurrence).Validate(); err != nil {
			return memo.Task{}, err
		}
	}
	return update(ctx, db, "update task", func(tx *txn) (memo.Task, error) {
		cur, err := findTask(ctx, tx, userID, id)
		if err != nil {
			return memo.Task{}, err
		}
		sets, args, err := db.taskChanges(ctx, tx, userID, cur, u)
		if err != nil {
			return memo.Task{}, err
		}
		if len(sets) > 0 {
			q := "UPDATE tasks SET " + strings.Join(sets, ", ") + " WHERE user_id = ? AND id = ?"
			if _, err := tx.ExecContext(ctx, q, append(args, userID, id)...); err != nil {
				return memo.Task{}, fmt.Errorf("update: %w", err)
			}
		}
		if u.Text != nil && text != cur.Text {
			if err := indexTask(ctx, tx, userID, id, text); err != nil {
				return memo.Task{}, err
			}
		}
		return findTask(ctx, tx, userID, id)
	})
}

// taskChanges returns the SET clauses and their arguments that apply u to
// cur, including the rescheduled reminder.
func (db *DB) taskChanges(ctx context.Context, tx *txn, userID string, cur memo.Task, u memo.TaskUpdate) (sets []string, args []any, err error) {
	set := func(clause string, arg any) {
		sets, args = append(sets, clause), append(args, arg)
	}
	if u.Text != nil {
		set("text = ?", strings.TrimSpace(*u.Text))
	}
	if u.Category != nil {
		set("category = ?", strings.TrimSpace(*u.Category))
	}
	due, rec, completed, lead := cur.DueDate, cur.Recurrence, cur.Completed, cur.Lead
	if u.Lead != nil && u.Lead.Truncate(time.Second) != cur.Lead {
		lead = u.Lead.Truncate(time.Second)
		set("lead_seconds = ?", int64(lead/time.Second))
	}
	if u.DueDate != nil {
		due = truncSecond(*u.DueDate)
		set("due_at = ?", unixOrNull(due))
	}
	if u.Recurrence != nil {
		zone, err := userZone(ctx, tx, userID)
		if err != nil {
			return nil, nil, err
		}
		rec = reminder.Anchored(stampZone(*u.Recurrence, zone), db.now())
		recJSON, err := marshalRecurrence(rec)
		if err != nil {
			return nil, nil, err
		}
		set("recurrence = ?", recJSON)
	}
	now := db.now()
	if u.Completed != nil {
		completed = *u.Completed
		var at any // NULL when un-completing
		if completed {
			at = now.Unix()
		}
		set("completed = ?", completed)
		set("completed_at = ?", at)
	}
	reopened := cur.Completed && !completed
	rearm := u.DueDate != nil || u.Recurrence != nil || reopened || lead != cur.Lead
	switch {
	case rearm && completed:
		set("next_fire_at = ?", nil)
		set("fire_count = ?", 0)
	case rearm:
		r := memo.Reminder{Due: due, Lead: lead, Recurrence: rec, Created: cur.CreatedAt}
		set("next_fire_at = ?", firstFire(r, now))
		set("fire_count = ?", 0)
		// A claim on the old fire time must not hold the new one back.
		set("claimed_until = ?", nil)
	case completed && u.Completed != nil:
		set("next_fire_at = ?", nil)
	}
	return sets, args, nil
}

// DeleteTasks deletes the user's tasks by id and returns those it deleted,
// in the order of ids; ids the user does not have are skipped.
func (db *DB) DeleteTasks(ctx context.Context, userID string, ids []string) ([]memo.Task, error) {
	if len(ids) == 0 {
		return []memo.Task{}, nil
	}
	return update(ctx, db, "delete tasks", func(tx *txn) ([]memo.Task, error) {
		deleted := []memo.Task{}
		found, err := findTasks(ctx, tx, "user_id = ? AND id IN ("+rowsOf(len(ids), "?")+")",
			append([]any{userID}, anys(ids)...)...)
		if err != nil {
			return nil, err
		}
		byID := make(map[string]memo.Task, len(found))
		for _, t := range found {
			byID[t.ID] = t
		}
		for _, id := range ids {
			t, ok := byID[id]
			if !ok {
				continue
			}
			delete(byID, id) // an id given twice is deleted once
			if _, err := tx.ExecContext(ctx, `DELETE FROM tasks WHERE user_id = ? AND id = ?`, userID, id); err != nil {
				return nil, fmt.Errorf("delete: %w", err)
			}
			deleted = append(deleted, t)
		}
		return deleted, nil
	})
}

// findTask reads one of the user's tasks; ENotFound when there is none.
func findTask(ctx context.Context, tx *txn, userID, id string) (memo.Task, error) {
	ts, err := findTasks(ctx, tx, "user_id = ? AND id = ?", userID, id)
	return single(ts, err, "task not found")
}

// findTasks reads the tasks matching where, in taskOrder. The result is
// never nil.
func findTasks(ctx context.Context, tx *txn, where string, args ...any) ([]memo.Task, error) {
	return queryTasks(ctx, tx, "SELECT "+taskColumns+" FROM tasks WHERE "+where+taskOrder, args...)
}

// queryTasks reads the tasks a query of taskColumns returns, in its order.
// The result is never nil.
func queryTasks(ctx context.Context, tx *txn, query string, args ...any) ([]memo.Task, error) {
	ts, err := collect(ctx, tx, func(rows *sql.Rows) (memo.Task, error) { return scanTask(rows) }, query, args...)
	return ts, wrap("tasks", err)
}

// scanTask reads a row that starts with taskColumns; extra receives the
// columns after them.
func scanTask(rows *sql.Rows, extra ...any) (memo.Task, error) {
	var (
		t       memo.Task
		due     sql.NullInt64
		rec     sql.NullString
		created int64
		lead    int64
		next    sql.NullInt64
	)
	dest := append([]any{&t.ID, &t.Text, &t.Category, &due, &rec, &t.Completed, &created,
		&lead, &next, &t.FireCount}, extra...)
	if err := rows.Scan(dest...); err != nil {
		return memo.Task{}, fmt.Errorf("scan task: %w", err)
	}
	t.DueDate, t.CreatedAt = nullUnix(due), unixTime(created)
	t.Lead, t.NextReminder = time.Duration(lead)*time.Second, nullUnix(next)
	if rec.Valid {
		t.Recurrence = new(memo.Recurrence)
		if err := json.Unmarshal([]byte(rec.String), t.Recurrence); err != nil {
			return memo.Task{}, fmt.Errorf("decode recurrence of task %s: %w", t.ID, err)
		}
	}
	return t, nil
}

// firstFire is r's first fire time at now in unix seconds, or NULL when it
// will not fire.
func firstFire(r memo.Reminder, now time.Time) any {
	at, ok := reminder.First(r, now)
	if !ok {
		return nil
	}
	return at.Unix()
}

// stampZone returns r with zone as its time zone when r has none and zone
// loads; otherwise r itself. The caller's value is not changed.
func stampZone(r *memo.Recurrence, zone string) *memo.Recurrence {
	if r == nil || r.TimeZone != "" || zone == "" {
		return r
	}
	if _, err := memo.LoadZone(zone); err != nil {
		return r
	}
	c := *r
	c.TimeZone = zone
	return &c
}

// truncSecond returns *t to the second, as it is stored; nil stays nil.
func truncSecond(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	s := unixTime(t.Unix())
	return &s
}

// marshalRecurrence encodes r for the recurrence column; nil stays NULL.
func marshalRecurrence(r *memo.Recurrence) (any, error) {
	if r == nil {
		return nil, nil
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("encode recurrence: %w", err)
	}
	return string(b), nil
}

// unixOrNull is t in unix seconds, or NULL for nil.
func unixOrNull(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.Unix()
}

// nullString is s, or NULL when it is empty.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// checkTaskText checks a task's text and category against memo's limits.
// The planners check a step before it gets here, so an error (ETooLong)
// means a caller skipped that check, and the row is not written; so with
// checkItemTexts and checkEventText.
func checkTaskText(text, category string) error {
	return cmp.Or(memo.CheckText("task text", text, memo.MaxTextRunes), memo.CheckText("task category", category, memo.MaxTextRunes))
}
