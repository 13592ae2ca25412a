package sqldb

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

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
	claimed := make(map[memo.DeliveryKey]bool, len(keys))
	if len(keys) == 0 {
		return claimed, nil
	}
	type stored struct {
		key string
		at  int64
	}
	got := map[stored]bool{}
	for batch := range slices.Chunk(keys, keyBatch) {
		args := make([]any, 0, 3*len(batch)+1)
		for _, k := range batch {
			args = append(args, k.FireAt.Unix(), k.TaskID, until.Unix())
		}
		err := eachRow(ctx, db.db, func(rows *sql.Rows) error {
			var s stored
			if err := rows.Scan(&s.at, &s.key); err != nil {
				return fmt.Errorf("scan: %w", err)
			}
			got[s] = true
			return nil
		}, `INSERT INTO event_reminder_claims (fire_at, event_key, claimed_until)
			VALUES `+rowsOf(len(batch), "(?, ?, ?)")+`
			ON CONFLICT (fire_at, event_key) DO UPDATE SET claimed_until = excluded.claimed_until
			WHERE event_reminder_claims.claimed_until <= ?
			RETURNING fire_at, event_key`, append(args, now.Unix())...)
		if err != nil {
			return nil, fmt.Errorf("claim event reminders: %w", err)
		}
	}
	for _, k := range keys {
		if got[stored{k.TaskID, k.FireAt.Unix()}] {
			claimed[k] = true
		}
	}
	return claimed, nil
}
