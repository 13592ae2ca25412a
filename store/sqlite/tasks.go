package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

// taskColumns are the columns scanTask reads, in order.
const taskColumns = `id, text, category, due_at, recurrence, completed, created_at`

// taskOrder sorts by due date, undated last, then in creation order.
const taskOrder = ` ORDER BY due_at IS NULL, due_at, seq`

// CreateTask stores a task for the user. A second call with the same
// non-empty key returns the task the first call created (as it is now)
// without inserting. Due times are stored to the second. EInvalid when the
// text is empty; ENotFound when the user does not exist.
func (db *DB) CreateTask(ctx context.Context, userID, key string, d memo.TaskDraft) (memo.Task, error) {
	text := strings.TrimSpace(d.Text)
	if text == "" {
		return memo.Task{}, memo.Errorf(memo.EInvalid, "task text is empty")
	}
	rec, err := marshalRecurrence(d.Recurrence)
	if err != nil {
		return memo.Task{}, fmt.Errorf("create task: %w", err)
	}
	var t memo.Task
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if key != "" {
			found, err := findTasks(ctx, tx, `user_id = ? AND idem_key = ?`, userID, key)
			if err != nil || len(found) > 0 {
				if err == nil {
					t = found[0]
				}
				return err
			}
		}
		if err := requireUser(ctx, tx, userID); err != nil {
			return err
		}
		id := newID("t_")
		_, err := tx.ExecContext(ctx, `
			INSERT INTO tasks (id, user_id, text, category, due_at, recurrence, created_at, idem_key)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, text, strings.TrimSpace(d.Category), unixOrNull(d.DueDate), rec,
			db.now().Unix(), nullString(key))
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		t, err = findTask(ctx, tx, userID, id)
		return err
	})
	if err != nil {
		return memo.Task{}, fmt.Errorf("create task: %w", err)
	}
	return t, nil
}

// FindTasks returns the user's tasks matching f, by due date with undated
// tasks last, ties in creation order. Completed tasks are left out unless
// f.IncludeCompleted. The category matches case-insensitively (ASCII).
func (db *DB) FindTasks(ctx context.Context, userID string, f memo.TaskFilter) ([]memo.Task, error) {
	where := []string{"user_id = ?"}
	args := []any{userID}
	if len(f.IDs) > 0 {
		where = append(where, "id IN ("+placeholders(len(f.IDs))+")")
		args = append(args, anys(f.IDs)...)
	}
	if f.DueFrom != nil {
		where = append(where, "due_at >= ?")
		args = append(args, f.DueFrom.Unix())
	}
	if f.DueTo != nil {
		where = append(where, "due_at < ?")
		args = append(args, f.DueTo.Unix())
	}
	if f.Undated {
		where = append(where, "due_at IS NULL")
	}
	if !f.IncludeCompleted {
		where = append(where, "completed = 0")
	}
	if f.Category != "" {
		where = append(where, "category = ? COLLATE NOCASE")
		args = append(args, f.Category)
	}
	var ts []memo.Task
	err := db.inReadTx(ctx, func(tx *sql.Tx) error {
		var err error
		ts, err = findTasks(ctx, tx, strings.Join(where, " AND "), args...)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	return ts, nil
}

// UpdateTask changes the user's task and returns it. Completing stamps the
// completion time; un-completing clears it. ENotFound when the user has no
// such task; EInvalid when the new text is empty.
func (db *DB) UpdateTask(ctx context.Context, userID, id string, u memo.TaskUpdate) (memo.Task, error) {
	var (
		sets []string
		args []any
	)
	if u.Text != nil {
		text := strings.TrimSpace(*u.Text)
		if text == "" {
			return memo.Task{}, memo.Errorf(memo.EInvalid, "task text is empty")
		}
		sets, args = append(sets, "text = ?"), append(args, text)
	}
	if u.Category != nil {
		sets, args = append(sets, "category = ?"), append(args, strings.TrimSpace(*u.Category))
	}
	if u.DueDate != nil {
		sets, args = append(sets, "due_at = ?"), append(args, unixOrNull(*u.DueDate))
	}
	if u.Recurrence != nil {
		rec, err := marshalRecurrence(*u.Recurrence)
		if err != nil {
			return memo.Task{}, fmt.Errorf("update task: %w", err)
		}
		sets, args = append(sets, "recurrence = ?"), append(args, rec)
	}
	if u.Completed != nil {
		var at any // NULL when un-completing
		if *u.Completed {
			at = db.now().Unix()
		}
		sets, args = append(sets, "completed = ?", "completed_at = ?"), append(args, *u.Completed, at)
	}
	var t memo.Task
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := findTask(ctx, tx, userID, id); err != nil {
			return err
		}
		if len(sets) > 0 {
			q := "UPDATE tasks SET " + strings.Join(sets, ", ") + " WHERE user_id = ? AND id = ?"
			if _, err := tx.ExecContext(ctx, q, append(args, userID, id)...); err != nil {
				return fmt.Errorf("update: %w", err)
			}
		}
		var err error
		t, err = findTask(ctx, tx, userID, id)
		return err
	})
	if err != nil {
		return memo.Task{}, fmt.Errorf("update task: %w", err)
	}
	return t, nil
}

// DeleteTasks deletes the user's tasks by id and returns those it deleted,
// in the order of ids; ids the user does not have are skipped.
func (db *DB) DeleteTasks(ctx context.Context, userID string, ids []string) ([]memo.Task, error) {
	if len(ids) == 0 {
		return []memo.Task{}, nil
	}
	deleted := []memo.Task{}
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		found, err := findTasks(ctx, tx, "user_id = ? AND id IN ("+placeholders(len(ids))+")",
			append([]any{userID}, anys(ids)...)...)
		if err != nil {
			return err
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
				return fmt.Errorf("delete: %w", err)
			}
			deleted = append(deleted, t)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("delete tasks: %w", err)
	}
	return deleted, nil
}

// findTask reads one of the user's tasks; ENotFound when there is none.
func findTask(ctx context.Context, tx *sql.Tx, userID, id string) (memo.Task, error) {
	ts, err := findTasks(ctx, tx, "user_id = ? AND id = ?", userID, id)
	if err != nil {
		return memo.Task{}, err
	}
	if len(ts) == 0 {
		return memo.Task{}, memo.Errorf(memo.ENotFound, "task not found")
	}
	return ts[0], nil
}

// findTasks reads the tasks matching where, in taskOrder. The result is
// never nil.
func findTasks(ctx context.Context, tx *sql.Tx, where string, args ...any) ([]memo.Task, error) {
	rows, err := tx.QueryContext(ctx, "SELECT "+taskColumns+" FROM tasks WHERE "+where+taskOrder, args...)
	if err != nil {
		return nil, fmt.Errorf("query tasks: %w", err)
	}
	defer rows.Close()
	ts := []memo.Task{}
	for rows.Next() {
		var (
			t       memo.Task
			due     sql.NullInt64
			rec     sql.NullString
			created int64
		)
		if err := rows.Scan(&t.ID, &t.Text, &t.Category, &due, &rec, &t.Completed, &created); err != nil {
			return nil, fmt.Errorf("scan task: %w", err)
		}
		t.DueDate, t.CreatedAt = nullUnix(due), unixTime(created)
		if rec.Valid {
			t.Recurrence = new(memo.Recurrence)
			if err := json.Unmarshal([]byte(rec.String), t.Recurrence); err != nil {
				return nil, fmt.Errorf("decode recurrence of task %s: %w", t.ID, err)
			}
		}
		ts = append(ts, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("query tasks: %w", err)
	}
	return ts, nil
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
