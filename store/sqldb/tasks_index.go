package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// indexTask writes the words of the user's task id, whose title is text,
// in place of those it had, and the keys of the words no other task of the
// user has.
func indexTask(ctx context.Context, tx *txn, userID, id, text string) error {
	if _, err := tx.ExecContext(ctx, `
		DELETE FROM task_words WHERE task_seq = (SELECT seq FROM tasks WHERE user_id = ? AND id = ?)`,
		userID, id); err != nil {
		return fmt.Errorf("unindex task: %w", err)
	}
	words := resolution.TitleWords(text)
	if len(words) == 0 {
		return nil
	}
	// The words go in as a VALUES list: w.column1 is a word.
	ws := rowsOf(len(words), "(CAST(? AS TEXT))")
	// The keys of words another task has are there already.
	known, err := collect(ctx, tx, scanValue[string], `SELECT w.column1 FROM (VALUES `+ws+`) AS w
		WHERE EXISTS (SELECT 1 FROM task_words tw WHERE tw.user_id = ? AND tw.word = w.column1)`,
		append(anys(words), userID)...)
	if err != nil {
		return fmt.Errorf("index task: %w", err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO task_words (user_id, word, task_seq)
		SELECT t.user_id, w.column1, t.seq FROM tasks t, (VALUES `+ws+`) AS w
		WHERE t.user_id = ? AND t.id = ?`, append(anys(words), userID, id)...)
	if err != nil {
		return fmt.Errorf("index task: %w", err)
	}
	var rows []any // user, key, word
	for _, w := range words {
		if !slices.Contains(known, w) {
			for _, k := range resolution.WordKeys(w) {
				rows = append(rows, userID, k, w)
			}
		}
	}
	// A word whose tasks were all deleted still has its keys: kept.
	for batch := range slices.Chunk(rows, 3*keyBatch) {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO word_keys (user_id, key, word) VALUES `+rowsOf(len(batch)/3, "(?, ?, ?)")+`
			ON CONFLICT DO NOTHING`, batch...); err != nil {
			return fmt.Errorf("index task: %w", err)
		}
	}
	return nil
}

// indexAllTasks writes the words and keys of every stored task: the migration
// that adds the index runs it for the tasks stored before.
func indexAllTasks(ctx context.Context, tx *txn) error {
	type row struct{ user, id, text string }
	all, err := collect(ctx, tx, func(rows *sql.Rows) (r row, err error) {
		err = rows.Scan(&r.user, &r.id, &r.text)
		return r, err
	}, `SELECT user_id, id, text FROM tasks ORDER BY seq`)
	if err != nil {
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
// key with any of names (resolution.QueryKeys), in FindTasks' order: those
// having a word that shares one. When more than memo.MaxNameCandidates do,
// the memo.MaxNameCandidates sharing the most (ties: the older first).
func (db *DB) FindTasksNamed(ctx context.Context, userID string, names []string) ([]memo.Task, error) {
	var keys []string
	for _, n := range names {
		keys = append(keys, resolution.QueryKeys(n)...)
	}
	if len(keys) == 0 {
		return []memo.Task{}, nil
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	return view(ctx, db, "find tasks named", func(tx *txn) ([]memo.Task, error) {
		// The words sharing keys with the names, then their tasks (CROSS
		// JOIN keeps SQLite to that order), ranked by the keys shared.
		args := append(append([]any{userID}, anys(keys)...), userID, memo.MaxNameCandidates)
		return findTasks(ctx, tx, `seq IN (
			SELECT tw.task_seq FROM (
				SELECT word, count(*) AS hits FROM word_keys
				WHERE user_id = ? AND key IN (`+rowsOf(len(keys), "?")+`)
				GROUP BY word) m
			CROSS JOIN task_words tw CROSS JOIN tasks t
			WHERE tw.user_id = ? AND tw.word = m.word AND t.seq = tw.task_seq AND NOT t.completed
			GROUP BY tw.task_seq ORDER BY sum(m.hits) DESC, tw.task_seq LIMIT ?)`, args...)
	})
}

// FindTaskPage returns the first q.Limit open tasks matching f in listing
// order, reading only them, and counts all of them by section through the
// index of open tasks. f.IncludeCompleted and f.Limit are not used.
func (db *DB) FindTaskPage(ctx context.Context, userID string, f memo.TaskFilter, q memo.TaskPageQuery) (memo.TaskPage, error) {
	f.IncludeCompleted = false
	where, args := taskWhere(userID, f)
	return view(ctx, db, "find task page", func(tx *txn) (memo.TaskPage, error) {
		page := memo.TaskPage{Tasks: []memo.Task{}}
		s := &page.Sections
		if !f.Undated {
			err := tx.QueryRowContext(ctx, `SELECT
				count(CASE WHEN due_at < ? THEN 1 END),
				count(CASE WHEN due_at >= ? AND due_at < ? THEN 1 END),
				count(CASE WHEN due_at >= ? THEN 1 END),
				count(CASE WHEN due_at >= ? THEN 1 END)
				FROM tasks WHERE `+where+` AND due_at IS NOT NULL`,
				append([]any{ceilUnix(q.Now), ceilUnix(q.Now), q.Tomorrow.Unix(), q.Tomorrow.Unix(), q.DayAfter.Unix()}, args...)...,
			).Scan(&s.Overdue, &s.Today, &s.Upcoming, &s.Later)
			if err != nil {
				return page, fmt.Errorf("count tasks: %w", err)
			}
		}
		if err := countUndated(ctx, tx, userID, f, where, args, s); err != nil {
			return page, err
		}
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
				return page, err
			}
			page.Tasks = append(page.Tasks, ts...)
		}
		return page, nil
	})
}

// countUndated sets s.Repeating and s.Undated: the open tasks matching f
// with no due date that repeat and that do not. For every such task of the
// user they are the counts the triggers keep in task_counts; for some of
// them (by id or category) they are counted from the rows.
func countUndated(ctx context.Context, tx *txn, userID string, f memo.TaskFilter, where string, args []any, s *memo.TaskSections) error {
	var undated int
	var err error
	switch {
	case f.DueFrom != nil || f.DueTo != nil:
		return nil // a due window holds no undated task
	case len(f.IDs) == 0 && f.Category == "":
		_, err = found(tx.QueryRowContext(ctx, `SELECT undated, repeating FROM task_counts WHERE user_id = ?`, userID).
			Scan(&undated, &s.Repeating))
	default:
		err = tx.QueryRowContext(ctx, `SELECT count(*), count(recurrence) FROM tasks WHERE `+where+
			` AND due_at IS NULL`, args...).Scan(&undated, &s.Repeating)
	}
	s.Undated = undated - s.Repeating
	return wrap("count undated tasks", err)
}

// findTasksLimited reads the first limit tasks matching where in
// taskOrder: the dated ones through the due-date index, then the undated
// ones, without sorting every row.
func findTasksLimited(ctx context.Context, tx *txn, where string, limit int, args ...any) ([]memo.Task, error) {
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
		where = append(where, "id IN ("+rowsOf(len(f.IDs), "?")+")")
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
	if f.Repeating {
		where = append(where, "recurrence IS NOT NULL")
	}
	if !f.IncludeCompleted {
		where = append(where, "NOT completed")
	}
	if f.Category != "" {
		where = append(where, "lower(category) = lower(?)")
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
