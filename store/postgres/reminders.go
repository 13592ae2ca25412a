package postgres

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// dueRemindersQuery reads due reminders through the partial index
// tasks_next_fire: the range next_fire_at <= now holds only due rows, and
// the index order (next_fire_at, then the rowid seq) is the result order,
// so no sort is needed however many reminders are stored.
const dueRemindersQuery = `SELECT due.*, u.time_zone, u.language, u.created_at FROM (
		SELECT ` + taskColumns + `, user_id, seq FROM tasks
		WHERE next_fire_at IS NOT NULL AND next_fire_at <= ? AND NOT completed
		ORDER BY next_fire_at, seq LIMIT ?
	) AS due JOIN users u ON u.id = due.user_id
	ORDER BY due.next_fire_at, due.seq`

// dueDigestsQuery reads users whose digest is due through the partial
// index users_next_digest, in its order.
const dueDigestsQuery = `SELECT id, time_zone, language, created_at, next_digest_at, digest_time FROM users
	WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?
	ORDER BY next_digest_at LIMIT ?`

// keyBatch bounds the keys of one lookup.
const keyBatch = 500

// DueReminders returns up to limit open tasks whose next fire time is at or
// before now, earliest first (ties in creation order), each with its
// owner (id, zone, language) and the due fire time. A limit of zero or less returns none.
func (db *DB) DueReminders(ctx context.Context, now time.Time, limit int) ([]memo.DueReminder, error) {
	if limit <= 0 {
		return []memo.DueReminder{}, nil
	}
	due := make([]memo.DueReminder, 0, min(limit, 256))
	err := db.eachRow(ctx, func(rows *sql.Rows) error {
		var (
			d       memo.DueReminder
			err     error
			seq     int64
			lang    string
			created int64
		)
		if d.Task, err = scanTask(rows, &d.UserID, &seq, &d.User.TimeZone, &lang, &created); err != nil {
			return err
		}
		d.User.ID, d.User.Language, d.User.CreatedAt = d.UserID, memo.Language(lang), unixTime(created)
		d.FireAt = *d.Task.NextReminder // not NULL, by the query
		due = append(due, d)
		return nil
	}, dueRemindersQuery, now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("due reminders: %w", err)
	}
	return due, nil
}

// Delivered returns which of keys were already handled, with any status:
// the map holds true for each handled key, as given; keys not handled are
// absent. Fire times are compared to the second.
func (db *DB) Delivered(ctx context.Context, keys []memo.DeliveryKey) (map[memo.DeliveryKey]bool, error) {
	done := make(map[memo.DeliveryKey]bool)
	if len(keys) == 0 {
		return done, nil
	}
	type stored struct {
		task string
		at   int64
	}
	found := make(map[stored]bool)
	// Each batch is read on its own: a key once handled stays handled, so
	// the batches need no common snapshot.
	for batch := range slices.Chunk(keys, keyBatch) {
		where, args := keyMatch(batch)
		err := db.eachRow(ctx, func(rows *sql.Rows) error {
			var s stored
			if err := rows.Scan(&s.task, &s.at); err != nil {
				return fmt.Errorf("scan: %w", err)
			}
			found[s] = true
			return nil
		}, `SELECT d.task_id, d.fire_at FROM `+where, args...)
		if err != nil {
			return nil, fmt.Errorf("delivered: %w", err)
		}
	}
	for _, k := range keys {
		if found[stored{k.TaskID, k.FireAt.Unix()}] {
			done[k] = true
		}
	}
	return done, nil
}

// RecordDeliveries stores the handling of firings, stamped with the
// clock's now, in one transaction; a key recorded before is left as it is.
// EInvalid, and nothing stored, when a delivery has no task id or an
// unknown status.
func (db *DB) RecordDeliveries(ctx context.Context, ds []memo.Delivery) error {
	for _, d := range ds {
		switch {
		case d.TaskID == "":
			return memo.Errorf(memo.EInvalid, "delivery without a task id")
		case d.Status != memo.DeliverySent && d.Status != memo.DeliveryLate && d.Status != memo.DeliverySkipped:
			return memo.Errorf(memo.EInvalid, "unknown delivery status %q", d.Status)
		}
	}
	if len(ds) == 0 {
		return nil
	}
	now := db.now().Unix()
	// One statement for the batch: the rows go in as arrays, unnested.
	n := len(ds)
	tasks, users, texts, statuses, ids := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	fires := make([]int64, n)
	for i, d := range ds {
		tasks[i], fires[i], users[i], texts[i], statuses[i], ids[i] = d.TaskID, d.FireAt.Unix(), d.UserID, d.Text, string(d.Status), d.MessageID
	}
	// One statement, atomic on its own: it needs no transaction around it
	// (and no serializable snapshot: ON CONFLICT settles a key inserted
	// meanwhile).
	err := func() error {
		_, err := db.db.ExecContext(ctx, `
			INSERT INTO reminder_deliveries (task_id, fire_at, user_id, text, status, handled_at, message_id)
			SELECT t, f, u, x, s, ?, m FROM unnest(?::text[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[]) AS d(t, f, u, x, s, m)
			ON CONFLICT DO NOTHING`, now, tasks, fires, users, texts, statuses, ids)
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		return nil
	}()
	if err != nil {
		return fmt.Errorf("record deliveries: %w", err)
	}
	return nil
}

// AdvanceReminders moves each task's next fire time from its key's FireAt
// to Next (nil: the reminder is over) and counts one more firing, in one
// transaction. Each move is a compare-and-set on the old fire time, so a
// task edited, completed or deleted since it was read as due is left alone.
func (db *DB) AdvanceReminders(ctx context.Context, advances []reminder.Advance) error {
	if len(advances) == 0 {
		return nil
	}
	n := len(advances)
	ids, was, next := make([]string, n), make([]int64, n), make([]*int64, n)
	for i, a := range advances {
		ids[i], was[i] = a.Key.TaskID, a.Key.FireAt.Unix()
		if a.Next != nil {
			v := a.Next.Unix()
			next[i] = &v
		}
	}
	// One statement for the batch. A task given twice moves once, as the
	// compare-and-set on the old fire time lets the first move win in
	// SQLite too.
	// One statement, atomic on its own; at READ COMMITTED a row changed
	// meanwhile is checked again against its old fire time, so the
	// compare-and-set holds without a serializable snapshot.
	err := func() error {
		_, err := db.db.ExecContext(ctx, `
			UPDATE tasks t SET next_fire_at = a.n, fire_count = t.fire_count + 1, claimed_until = NULL
			FROM (SELECT DISTINCT ON (id, w) id, w, n FROM unnest(?::text[], ?::bigint[], ?::bigint[]) WITH ORDINALITY AS a(id, w, n, o)
			      ORDER BY id, w, o) AS a
			WHERE t.id = a.id AND t.next_fire_at = a.w`, ids, was, next)
		if err != nil {
			return fmt.Errorf("advance: %w", err)
		}
		return nil
	}()
	if err != nil {
		return fmt.Errorf("advance reminders: %w", err)
	}
	return nil
}

// SkippedReminders returns the user's reminders recorded as skipped that no
// digest has listed yet, oldest first. The result is never nil.
func (db *DB) SkippedReminders(ctx context.Context, userID string) ([]memo.Delivery, error) {
	ds := []memo.Delivery{}
	err := db.eachRow(ctx, func(rows *sql.Rows) error {
		var (
			d      memo.Delivery
			at     int64
			status string
		)
		if err := rows.Scan(&d.TaskID, &at, &d.UserID, &d.Text, &status, &d.MessageID); err != nil {
			return fmt.Errorf("scan: %w", err)
		}
		d.FireAt, d.Status = unixTime(at), memo.DeliveryStatus(status)
		ds = append(ds, d)
		return nil
	}, `
		SELECT task_id, fire_at, user_id, text, status, message_id FROM reminder_deliveries
		WHERE user_id = ? AND status = 'skipped' AND digested_at IS NULL
		ORDER BY fire_at, task_id`, userID)
	if err != nil {
		return nil, fmt.Errorf("skipped reminders: %w", err)
	}
	return ds, nil
}

// MarkDigested records, in one transaction, that a digest listed these
// skipped reminders at at. Keys that are not skipped, or were listed
// already, are left as they are.
func (db *DB) MarkDigested(ctx context.Context, keys []memo.DeliveryKey, at time.Time) error {
	if len(keys) == 0 {
		return nil
	}
	err := db.inTx(ctx, func(tx *sqlTx) error {
		stmt, err := tx.PrepareContext(ctx, `
			UPDATE reminder_deliveries SET digested_at = ?
			WHERE fire_at = ? AND task_id = ? AND status = 'skipped' AND digested_at IS NULL`)
		if err != nil {
			return fmt.Errorf("prepare: %w", err)
		}
		defer stmt.Close()
		for _, k := range keys {
			if _, err := stmt.ExecContext(ctx, at.Unix(), k.FireAt.Unix(), k.TaskID); err != nil {
				return fmt.Errorf("mark %s: %w", k.TaskID, err)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("mark digested: %w", err)
	}
	return nil
}

// DueDigests returns up to limit users whose next digest time is at or
// before now, earliest first, with that time and their digest time. A
// limit of zero or less returns none.
func (db *DB) DueDigests(ctx context.Context, now time.Time, limit int) ([]memo.DigestDue, error) {
	due := []memo.DigestDue{}
	if limit <= 0 {
		return due, nil
	}
	err := db.eachRow(ctx, func(rows *sql.Rows) error {
		var (
			d           memo.DigestDue
			lang        string
			created, at int64
		)
		if err := rows.Scan(&d.User.ID, &d.User.TimeZone, &lang, &created, &at, &d.Time); err != nil {
			return fmt.Errorf("scan: %w", err)
		}
		d.User.Language, d.User.CreatedAt, d.At = memo.Language(lang), unixTime(created), unixTime(at)
		due = append(due, d)
		return nil
	}, dueDigestsQuery, now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("due digests: %w", err)
	}
	return due, nil
}

// SetNextDigest moves the user's next digest time from was to next; a zero
// next leaves no digest scheduled. It is a compare-and-set: when the stored
// time is no longer was (the user changed the digest time meanwhile), or
// the user does not exist, nothing changes and the error is nil.
func (db *DB) SetNextDigest(ctx context.Context, userID string, was, next time.Time) error {
	var to any // NULL for a zero next
	if !next.IsZero() {
		to = next.Unix()
	}
	_, err := db.db.ExecContext(ctx, `UPDATE users SET next_digest_at = ?, digest_claimed_until = NULL WHERE id = ? AND next_digest_at = ?`,
		to, userID, was.Unix())
	if err != nil {
		return fmt.Errorf("set next digest: %w", err)
	}
	return nil
}

// keyMatch returns a query part joining reminder_deliveries (as d) to
// keys, and its arguments: the keys go in as two arrays, unnested, so the
// plan is one primary-key lookup per key whatever their number.
func keyMatch(keys []memo.DeliveryKey) (string, []any) {
	fires, tasks := make([]int64, len(keys)), make([]string, len(keys))
	for i, k := range keys {
		fires[i], tasks[i] = k.FireAt.Unix(), k.TaskID
	}
	return "reminder_deliveries d JOIN unnest(?::bigint[], ?::text[]) AS k(f, t) ON d.fire_at = k.f AND d.task_id = k.t", []any{fires, tasks}
}

// eachRow runs one read query outside an explicit transaction (a single
// statement reads one snapshot) and calls fn for each row.
func (db *DB) eachRow(ctx context.Context, fn func(*sql.Rows) error, query string, args ...any) error {
	rows, err := db.db.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("query: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("query: %w", err)
	}
	return nil
}
