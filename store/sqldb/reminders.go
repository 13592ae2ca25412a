package sqldb

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sort"
	"strings"
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
	// Each batch is read on its own: a key once handled stays handled, so
	// the batches need no common snapshot.
	done, err := db.keysRead(ctx, keys, func(batch []memo.DeliveryKey) (string, []any) {
		where, args := keyMatch(batch)
		return `SELECT fire_at, task_id FROM reminder_deliveries WHERE ` + where, args
	})
	return done, wrap("delivered", err)
}

// keysRead runs, for each batch of up to keyBatch keys, the statement
// batch makes of it, which reads rows of (fire time, task id or event
// key), and returns which of keys the rows named, as given.
func (db *DB) keysRead(ctx context.Context, keys []memo.DeliveryKey, batch func([]memo.DeliveryKey) (string, []any)) (map[memo.DeliveryKey]bool, error) {
	type stored struct {
		id string
		at int64
	}
	read := make(map[stored]bool)
	for b := range slices.Chunk(keys, keyBatch) {
		q, args := batch(b)
		err := eachRow(ctx, db.db, func(rows *sql.Rows) error {
			var s stored
			err := rows.Scan(&s.at, &s.id)
			read[s] = true
			return err
		}, q, args...)
		if err != nil {
			return nil, err
		}
	}
	out := make(map[memo.DeliveryKey]bool, len(keys))
	for _, k := range keys {
		if read[stored{k.TaskID, k.FireAt.Unix()}] {
			out[k] = true
		}
	}
	return out, nil
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

// notLinked keeps out the events of users who linked Google Calendar: their
// calendar, and the reminders its app shows, are Google's.
const notLinked = `NOT EXISTS (SELECT 1 FROM google_links g WHERE g.user_id = events.user_id)`

// DueEventReminders returns the reminders of local calendar events that
// fall due in (from, to] — an event's start less its ReminderMinutes —
// earliest first, at most limit. Single events are read through the
// events_remind_at index; series with a reminder are expanded over the
// window, an occurrence changed alone with its own start and reminder, one
// deleted alone left out.
func (db *DB) DueEventReminders(ctx context.Context, from, to time.Time, limit int) ([]memo.DueEventReminder, error) {
	out, err := view(ctx, db, "due event reminders", func(tx *txn) (out []memo.DueEventReminder, err error) {
		singles, err := userRows(ctx, tx, `
			WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND NOT cancelled
			  AND start_at - reminder_minutes * 60 > ? AND start_at - reminder_minutes * 60 <= ? AND `+notLinked+`
			ORDER BY start_at - reminder_minutes * 60 LIMIT ?`, from.Unix(), to.Unix(), limit)
		if err != nil {
			return nil, err
		}
		for _, s := range singles {
			out = appendDue(out, s.userID, s.ev, from, to)
		}
		masters, err := userRows(ctx, tx, `
			WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND NOT cancelled
			  AND start_at - reminder_minutes * 60 <= ? AND (until_at IS NULL OR until_at >= ?) AND `+notLinked,
			to.Unix(), from.Unix())
		if err != nil {
			return nil, fmt.Errorf("series: %w", err)
		}
		for _, m := range masters {
			lead := time.Duration(*m.ev.ReminderMinutes) * time.Minute
			// A day more than the series' own reminder reaches: an
			// occurrence changed alone may carry another.
			es, err := db.Calendar(m.userID, time.UTC).instances(ctx, tx, m.row, from, to.Add(lead+24*time.Hour))
			if err != nil {
				return nil, fmt.Errorf("series %s: %w", m.ev.ID, err)
			}
			for _, e := range es {
				out = appendDue(out, m.userID, e, from, to)
			}
		}
		return out, nil
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].FireAt.Before(out[j].FireAt) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, err
}

// userRow is a stored event with the user it belongs to.
type userRow struct {
	userID string
	row
}

// userRows reads the events of every user that where (a WHERE clause and
// what follows it) selects.
func userRows(ctx context.Context, tx *txn, where string, args ...any) ([]userRow, error) {
	return collect(ctx, tx, func(rows *sql.Rows) (u userRow, err error) {
		u.row, err = scanEvent(rows, &u.userID)
		return u, err
	}, `SELECT user_id, `+eventColumns+` FROM events `+where, args...)
}

// appendDue appends e's reminder when it falls due in (from, to].
func appendDue(out []memo.DueEventReminder, userID string, e memo.Event, from, to time.Time) []memo.DueEventReminder {
	if e.ReminderMinutes == nil {
		return out
	}
	fire := e.Start.Add(-time.Duration(*e.ReminderMinutes) * time.Minute)
	if !fire.After(from) || fire.After(to) {
		return out
	}
	return append(out, memo.DueEventReminder{UserID: userID, Event: e, FireAt: fire.UTC()})
}

var _ reminder.Claimer = (*DB)(nil)

// Claims let several processes that share a database tick together
// without sending anything twice (see reminder.Claimer). Each claim is one
// statement run on its own, outside a transaction: on PostgreSQL its
// subquery locks the rows it picks and skips rows another claim is
// locking at that moment (Dialect.SkipLocked), and a row claimed a moment
// earlier is left out by its claim's time, read again once its lock is
// free; SQLite lets one writer in at a time.

// ClaimDueReminders returns up to limit open tasks whose next fire time is
// at or before now and that no unexpired claim holds, earliest first, and
// claims them until until. AdvanceReminders ends a claim.
func (db *DB) ClaimDueReminders(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DueReminder, error) {
	due := []memo.DueReminder{}
	if limit <= 0 {
		return due, nil
	}
	seqs := map[string]int64{}
	err := eachRow(ctx, db.db, func(rows *sql.Rows) error {
		d, seq, err := scanDue(rows)
		seqs[d.Task.ID] = seq
		due = append(due, d)
		return err
	}, `UPDATE tasks SET claimed_until = ? WHERE seq IN (
			SELECT seq FROM tasks
			WHERE next_fire_at IS NOT NULL AND next_fire_at <= ? AND NOT completed
				AND (claimed_until IS NULL OR claimed_until <= ?)
			ORDER BY next_fire_at, seq LIMIT ?`+db.d.SkipLocked()+`)
		RETURNING `+taskColumns+`, user_id, seq, `+ownerColumns, until.Unix(), now.Unix(), now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("claim due reminders: %w", err)
	}
	// RETURNING keeps no order: earliest first, then in creation order.
	slices.SortFunc(due, func(a, b memo.DueReminder) int {
		return cmp.Or(a.FireAt.Compare(b.FireAt), cmp.Compare(seqs[a.Task.ID], seqs[b.Task.ID]))
	})
	return due, nil
}

// ownerColumns are a claimed task's owner's zone, language and creation
// time, as scanDue reads them: subqueries, as RETURNING may name no other
// table on SQLite, and no second round trip for the users.
const ownerColumns = `(SELECT time_zone FROM users WHERE users.id = tasks.user_id),
	(SELECT language FROM users WHERE users.id = tasks.user_id),
	(SELECT created_at FROM users WHERE users.id = tasks.user_id)`

// ClaimDueDigests returns up to limit users whose digest is due at or
// before now and that no unexpired claim holds, earliest first, and claims
// them until until. SetNextDigest ends a claim.
func (db *DB) ClaimDueDigests(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DigestDue, error) {
	if limit <= 0 {
		return []memo.DigestDue{}, nil
	}
	due, err := collect(ctx, db.db, scanDigestDue, `UPDATE users SET digest_claimed_until = ? WHERE id IN (
			SELECT id FROM users
			WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?
				AND (digest_claimed_until IS NULL OR digest_claimed_until <= ?)
			ORDER BY next_digest_at LIMIT ?`+db.d.SkipLocked()+`)
		RETURNING `+digestColumns, until.Unix(), now.Unix(), now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("claim due digests: %w", err)
	}
	// RETURNING keeps no order: earliest first, ties by user id.
	slices.SortFunc(due, func(a, b memo.DigestDue) int {
		return cmp.Or(a.At.Compare(b.At), strings.Compare(a.User.ID, b.User.ID))
	})
	return due, nil
}

// ClaimEventReminders claims, until until, those of keys (event
// reminders falling due) that no unexpired claim holds, and returns them.
// A claim is not ended: the delivery recorded after the send keeps the
// reminder from going again, and a send that failed is tried again once
// the claim has lapsed.
func (db *DB) ClaimEventReminders(ctx context.Context, keys []memo.DeliveryKey, now, until time.Time) (map[memo.DeliveryKey]bool, error) {
	claimed, err := db.keysRead(ctx, keys, func(batch []memo.DeliveryKey) (string, []any) {
		args := make([]any, 0, 3*len(batch)+1)
		for _, k := range batch {
			args = append(args, k.FireAt.Unix(), k.TaskID, until.Unix())
		}
		return `INSERT INTO event_reminder_claims (fire_at, event_key, claimed_until)
			VALUES ` + rowsOf(len(batch), "(?, ?, ?)") + `
			ON CONFLICT (fire_at, event_key) DO UPDATE SET claimed_until = excluded.claimed_until
			WHERE event_reminder_claims.claimed_until <= ?
			RETURNING fire_at, event_key`, append(args, now.Unix())
	})
	return claimed, wrap("claim event reminders", err)
}
