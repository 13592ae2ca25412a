package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// indexTask writes the index keys of the user's task id, whose title is
// text, in place of those it had.
func indexTask(ctx context.Context, tx *sql.Tx, userID, id, text string) error {
	if _, err := tx.ExecContext(ctx, `
		DELETE FROM task_keys WHERE task_seq = (SELECT seq FROM tasks WHERE user_id = ? AND id = ?)`,
		userID, id); err != nil {
		return fmt.Errorf("unindex task: %w", err)
	}
	keys, err := json.Marshal(resolution.IndexKeys(text))
	if err != nil {
		return fmt.Errorf("index task: %w", err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO task_keys (user_id, key, task_seq)
		SELECT t.user_id, k.value, t.seq FROM tasks t, json_each(?) k
		WHERE t.user_id = ? AND t.id = ?`, string(keys), userID, id)
	if err != nil {
		return fmt.Errorf("index task: %w", err)
	}
	return nil
}

// indexAllTasks writes the index keys of every stored task: the migration
// that adds the index runs it for the tasks stored before.
func indexAllTasks(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT user_id, id, text FROM tasks ORDER BY seq`)
	if err != nil {
		return fmt.Errorf("read tasks: %w", err)
	}
	type row struct{ user, id, text string }
	var all []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.user, &r.id, &r.text); err != nil {
			rows.Close()
			return fmt.Errorf("read tasks: %w", err)
		}
		all = append(all, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read tasks: %w", err)
	}
	for _, r := range all {
		if err := indexTask(ctx, tx, r.user, r.id, r.text); err != nil {
			return err
		}
	}
	return nil
}

// FindTasksNamed returns the user's open tasks whose titles share an index
// key with any of names (resolution.QueryKeys), in FindTasks' order; when
// more than memo.MaxNameCandidates do, the memo.MaxNameCandidates sharing
// the most keys (ties: the older first).
func (db *DB) FindTasksNamed(ctx context.Context, userID string, names []string) ([]memo.Task, error) {
	var keys []string
	for _, n := range names {
		keys = append(keys, resolution.QueryKeys(n)...)
	}
	if len(keys) == 0 {
		return []memo.Task{}, nil
	}
	b, err := json.Marshal(keys)
	if err != nil {
		return nil, fmt.Errorf("find tasks named: %w", err)
	}
	var ts []memo.Task
	err = db.inReadTx(ctx, func(tx *sql.Tx) error {
		var err error
		ts, err = findTasks(ctx, tx, `user_id = ? AND seq IN (
			SELECT k.task_seq FROM task_keys k JOIN tasks t ON t.seq = k.task_seq
			WHERE k.user_id = ? AND k.key IN (SELECT DISTINCT value FROM json_each(?)) AND t.completed = 0
			GROUP BY k.task_seq ORDER BY count(*) DESC, k.task_seq LIMIT ?)`,
			userID, userID, string(b), memo.MaxNameCandidates)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("find tasks named: %w", err)
	}
	return ts, nil
}

// FindTaskPage returns the first q.Limit open tasks matching f in listing
// order, reading only them, and counts all of them by section through the
// index of open tasks. f.IncludeCompleted and f.Limit are not used.
func (db *DB) FindTaskPage(ctx context.Context, userID string, f memo.TaskFilter, q memo.TaskPageQuery) (memo.TaskPage, error) {
	f.IncludeCompleted = false
	where, args := taskWhere(userID, f)
	page := memo.TaskPage{Tasks: []memo.Task{}}
	err := db.inReadTx(ctx, func(tx *sql.Tx) error {
		page.Tasks = page.Tasks[:0]
		s := &page.Sections
		var undated int
		err := tx.QueryRowContext(ctx, `SELECT
			count(CASE WHEN due_at < ? THEN 1 END),
			count(CASE WHEN due_at >= ? AND due_at < ? THEN 1 END),
			count(CASE WHEN due_at >= ? THEN 1 END),
			count(CASE WHEN due_at >= ? THEN 1 END),
			count(CASE WHEN due_at IS NULL THEN 1 END)
			FROM tasks WHERE `+where,
			append([]any{ceilUnix(q.Now), ceilUnix(q.Now), q.Tomorrow.Unix(), q.Tomorrow.Unix(), q.DayAfter.Unix()}, args...)...,
		).Scan(&s.Overdue, &s.Today, &s.Upcoming, &s.Later, &undated)
		if err != nil {
			return fmt.Errorf("count tasks: %w", err)
		}
		if undated > 0 {
			err := tx.QueryRowContext(ctx, `SELECT count(*) FROM tasks WHERE `+where+
				` AND due_at IS NULL AND recurrence IS NOT NULL`, args...).Scan(&s.Repeating)
			if err != nil {
				return fmt.Errorf("count tasks: %w", err)
			}
		}
		s.Undated = undated - s.Repeating
		parts := []struct {
			n           int
			cond, order string
		}{
			{s.Overdue + s.Today + s.Upcoming, "due_at IS NOT NULL", "due_at, seq"},
			{s.Repeating, "due_at IS NULL AND recurrence IS NOT NULL", "seq"},
			{s.Undated, "due_at IS NULL AND recurrence IS NULL", "seq"},
		}
		for _, p := range parts {
			left := q.Limit - len(page.Tasks)
			if left <= 0 {
				break
			}
			if p.n == 0 {
				continue
			}
			ts, err := queryTasks(ctx, tx, "SELECT "+taskColumns+" FROM tasks WHERE "+where+" AND "+p.cond+
				" ORDER BY "+p.order+" LIMIT ?", append(slices.Clip(args), left)...)
			if err != nil {
				return err
			}
			page.Tasks = append(page.Tasks, ts...)
		}
		return nil
	})
	if err != nil {
		return memo.TaskPage{}, fmt.Errorf("find task page: %w", err)
	}
	return page, nil
}

// findTasksLimited reads the first limit tasks matching where in
// taskOrder: the dated ones through the due-date index, then the undated
// ones, without sorting every row.
func findTasksLimited(ctx context.Context, tx *sql.Tx, where string, limit int, args ...any) ([]memo.Task, error) {
	ts, err := queryTasks(ctx, tx, "SELECT "+taskColumns+" FROM tasks WHERE "+where+
		" AND due_at IS NOT NULL ORDER BY due_at, seq LIMIT ?", append(slices.Clip(args), limit)...)
	if err != nil || len(ts) >= limit {
		return ts, err
	}
	rest, err := queryTasks(ctx, tx, "SELECT "+taskColumns+" FROM tasks WHERE "+where+
		" AND due_at IS NULL ORDER BY seq LIMIT ?", append(slices.Clip(args), limit-len(ts))...)
	return append(ts, rest...), err
}

// taskWhere is the WHERE clause of f for the user's tasks, and its
// arguments.
func taskWhere(userID string, f memo.TaskFilter) (string, []any) {
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
	return strings.Join(where, " AND "), args
}

// ceilUnix is t in unix seconds rounded up: a due time (whole seconds) is
// before t exactly when it is before ceilUnix(t).
func ceilUnix(t time.Time) int64 {
	if t.Nanosecond() > 0 {
		return t.Unix() + 1
	}
	return t.Unix()
}
