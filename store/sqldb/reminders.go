package sqldb

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
// the index order (next_fire_at, then seq) is the result order,
// so no sort is needed however many reminders are stored.
const dueRemindersQuery = `SELECT due.*, u.time_zone, u.language, u.created_at FROM (
		SELECT ` + taskColumns + `, user_id, seq FROM tasks
		WHERE next_fire_at IS NOT NULL AND next_fire_at <= ? AND NOT completed
		ORDER BY next_fire_at, seq LIMIT ?
	) AS due JOIN users u ON u.id = due.user_id
	ORDER BY due.next_fire_at, due.seq`

// digestColumns are the columns scanDigestDue reads, in order.
const digestColumns = userColumns + `, next_digest_at, digest_time`

// dueDigestsQuery reads users whose digest is due through the partial
// index users_next_digest, in its order.
const dueDigestsQuery = `SELECT ` + digestColumns + ` FROM users
	WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?
	ORDER BY next_digest_at LIMIT ?`

// keyBatch bounds the keys or rows of one statement (a few bound values
// each), well under the databases' limits on bound values (SQLite's
// 32,766, PostgreSQL's 65,535).
const keyBatch = 500

// DueReminders returns up to limit open tasks whose next fire time is at or
// before now, earliest first (ties in creation order), each with its
// owner (id, zone, language) and the due fire time. A limit of zero or less returns none.
func (db *DB) DueReminders(ctx context.Context, now time.Time, limit int) ([]memo.DueReminder, error) {
	if limit <= 0 {
		return []memo.DueReminder{}, nil
	}
	due := make([]memo.DueReminder, 0, min(limit, 256))
	err := eachRow(ctx, db.db, func(rows *sql.Rows) error {
		d, _, err := scanDue(rows)
		due = append(due, d)
		return err
	}, dueRemindersQuery, now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("due reminders: %w", err)
	}
	return due, nil
}

// scanDue reads one due reminder and its seq: taskColumns, then the
// owner's id, the seq, and the owner's zone, language and creation time.
func scanDue(rows *sql.Rows) (memo.DueReminder, int64, error) {
	var (
		d       memo.DueReminder
		err     error
		seq     int64
		lang    string
		created int64
	)
	if d.Task, err = scanTask(rows, &d.UserID, &seq, &d.User.TimeZone, &lang, &created); err != nil {
		return d, 0, err
	}
	d.User.ID, d.User.Language, d.User.CreatedAt = d.UserID, memo.Language(lang), unixTime(created)
	d.FireAt = *d.Task.NextReminder // not NULL, by the queries
	return d, seq, nil
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
		err := eachRow(ctx, db.db, func(rows *sql.Rows) error {
			var s stored
			if err := rows.Scan(&s.task, &s.at); err != nil {
				return fmt.Errorf("scan: %w", err)
			}
			found[s] = true
			return nil
		}, `SELECT task_id, fire_at FROM reminder_deliveries WHERE `+where, args...)
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
	// A statement a batch: its rows go in as one VALUES list.
	err := db.execBatches(ctx, len(ds), func(lo, hi int) (string, []any) {
		args := make([]any, 0, 7*(hi-lo))
		for _, d := range ds[lo:hi] {
			args = append(args, d.TaskID, d.FireAt.Unix(), d.UserID, d.Text, string(d.Status), now, d.MessageID)
		}
		return `INSERT INTO reminder_deliveries (task_id, fire_at, user_id, text, status, handled_at, message_id)
			VALUES ` + rowsOf(hi-lo, "(?, ?, ?, ?, ?, ?, ?)") + `
			ON CONFLICT DO NOTHING`, args
	})
	return wrap("record deliveries", err)
}

// AdvanceReminders moves each task's next fire time from its key's FireAt
// to Next (nil: the reminder is over) and counts one more firing, in one
// transaction. Each move is a compare-and-set on the old fire time, so a
// task edited, completed or deleted since it was read as due is left alone.
func (db *DB) AdvanceReminders(ctx context.Context, advances []reminder.Advance) error {
	if len(advances) == 0 {
		return nil
	}
	// A task given twice moves once, on its first advance: the
	// compare-and-set on the old fire time would let only the first win
	// if they ran one by one.
	seen := make(map[memo.DeliveryKey]bool, len(advances))
	args := make([]any, 0, 3*len(advances))
	n := 0
	for _, a := range advances {
		k := memo.DeliveryKey{TaskID: a.Key.TaskID, FireAt: time.Unix(a.Key.FireAt.Unix(), 0)}
		if seen[k] {
			continue
		}
		seen[k] = true
		args = append(args, a.Key.TaskID, a.Key.FireAt.Unix(), unixOrNull(a.Next))
		n++
	}
	// A statement a batch, joining the tasks to a VALUES list of (id, old
	// fire time, new fire time); moving a task ends its claim.
	err := db.execBatches(ctx, n, func(lo, hi int) (string, []any) {
		return `UPDATE tasks SET next_fire_at = a.column3, fire_count = fire_count + 1, claimed_until = NULL
			FROM (VALUES ` + rowsOf(hi-lo, "(?, CAST(? AS BIGINT), CAST(? AS BIGINT))") + `) AS a
			WHERE tasks.id = a.column1 AND tasks.next_fire_at = a.column2`, args[3*lo : 3*hi]
	})
	return wrap("advance reminders", err)
}

// SkippedReminders returns the user's reminders recorded as skipped that no
// digest has listed yet, oldest first. The result is never nil.
func (db *DB) SkippedReminders(ctx context.Context, userID string) ([]memo.Delivery, error) {
	ds, err := collect(ctx, db.db, func(rows *sql.Rows) (memo.Delivery, error) {
		var (
			d      memo.Delivery
			at     int64
			status string
		)
		err := rows.Scan(&d.TaskID, &at, &d.UserID, &d.Text, &status, &d.MessageID)
		d.FireAt, d.Status = unixTime(at), memo.DeliveryStatus(status)
		return d, err
	}, `
		SELECT task_id, fire_at, user_id, text, status, message_id FROM reminder_deliveries
		WHERE user_id = ? AND status = 'skipped' AND digested_at IS NULL
		ORDER BY fire_at, task_id`, userID)
	return ds, wrap("skipped reminders", err)
}

// MarkDigested records, in one transaction, that a digest listed these
// skipped reminders at at. Keys that are not skipped, or were listed
// already, are left as they are.
func (db *DB) MarkDigested(ctx context.Context, keys []memo.DeliveryKey, at time.Time) error {
	if len(keys) == 0 {
		return nil
	}
	err := db.execBatches(ctx, len(keys), func(lo, hi int) (string, []any) {
		where, args := keyMatch(keys[lo:hi])
		return `UPDATE reminder_deliveries SET digested_at = ?
			WHERE ` + where + ` AND status = 'skipped' AND digested_at IS NULL`, append([]any{at.Unix()}, args...)
	})
	return wrap("mark digested", err)
}

// DueDigests returns up to limit users whose next digest time is at or
// before now, earliest first, with that time and their digest time. A
// limit of zero or less returns none.
func (db *DB) DueDigests(ctx context.Context, now time.Time, limit int) ([]memo.DigestDue, error) {
	if limit <= 0 {
		return []memo.DigestDue{}, nil
	}
	due, err := collect(ctx, db.db, scanDigestDue, dueDigestsQuery, now.Unix(), limit)
	return due, wrap("due digests", err)
}

// scanDigestDue reads one row of digestColumns.
func scanDigestDue(rows *sql.Rows) (memo.DigestDue, error) {
	var (
		d  memo.DigestDue
		at int64
	)
	u, err := scanUser(rows, &at, &d.Time)
	if err != nil {
		return d, fmt.Errorf("scan: %w", err)
	}
	d.User, d.At = u, unixTime(at)
	return d, nil
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
	return wrap("set next digest", err)
}

// keyMatch returns a WHERE clause matching any of keys on
// reminder_deliveries, and its arguments: a row-value IN list, which both
// databases answer with one primary-key lookup per key.
func keyMatch(keys []memo.DeliveryKey) (string, []any) {
	args := make([]any, 0, 2*len(keys))
	for _, k := range keys {
		args = append(args, k.FireAt.Unix(), k.TaskID)
	}
	return "(fire_at, task_id) IN (VALUES " + rowsOf(len(keys), "(CAST(? AS BIGINT), ?)") + ")", args
}
