package postgres

import (
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

// claimRemindersQuery claims due reminders no other claim holds: the
// inner SELECT locks the rows it picks, skipping rows another transaction
// is claiming at this moment, and the UPDATE stamps them claimed until its
// third argument; rows claimed earlier are left out by the claim's time.
var claimRemindersQuery = `WITH due AS (
		SELECT seq FROM tasks
		WHERE next_fire_at IS NOT NULL AND next_fire_at <= ? AND NOT completed
			AND (claimed_until IS NULL OR claimed_until <= ?)
		ORDER BY next_fire_at, seq LIMIT ?
		FOR UPDATE SKIP LOCKED
	), claimed AS (
		UPDATE tasks t SET claimed_until = ? FROM due WHERE t.seq = due.seq
		RETURNING ` + qualified("t", taskColumns) + `, t.user_id, t.seq
	)
	SELECT c.*, u.time_zone, u.language, u.created_at FROM claimed c JOIN users u ON u.id = c.user_id
	ORDER BY c.next_fire_at, c.seq`

// claimDigestsQuery claims due digests as claimRemindersQuery claims
// reminders.
const claimDigestsQuery = `WITH due AS (
		SELECT id FROM users
		WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?
			AND (digest_claimed_until IS NULL OR digest_claimed_until <= ?)
		ORDER BY next_digest_at LIMIT ?
		FOR UPDATE SKIP LOCKED
	)
	UPDATE users u SET digest_claimed_until = ? FROM due WHERE u.id = due.id
	RETURNING u.id, u.time_zone, u.language, u.created_at, u.next_digest_at, u.digest_time`

// ClaimDueReminders returns up to limit open tasks whose next fire time is
// at or before now and that no unexpired claim holds, earliest first, and
// claims them until until (see reminder.Claimer). One statement, run at
// READ COMMITTED: SKIP LOCKED needs no serializable snapshot.
func (db *DB) ClaimDueReminders(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DueReminder, error) {
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
		d.FireAt = *d.Task.NextReminder
		due = append(due, d)
		return nil
	}, claimRemindersQuery, now.Unix(), now.Unix(), limit, until.Unix())
	if err != nil {
		return nil, fmt.Errorf("claim due reminders: %w", err)
	}
	return due, nil
}

// ClaimDueDigests returns up to limit users whose digest is due at or
// before now and that no unexpired claim holds, earliest first, and claims
// them until until. SetNextDigest ends the claim.
func (db *DB) ClaimDueDigests(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DigestDue, error) {
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
	}, claimDigestsQuery, now.Unix(), now.Unix(), limit, until.Unix())
	if err != nil {
		return nil, fmt.Errorf("claim due digests: %w", err)
	}
	// RETURNING keeps no order: earliest first, ties by user id.
	slices.SortFunc(due, func(a, b memo.DigestDue) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.User.ID, b.User.ID)
	})
	return due, nil
}

// qualified prefixes each of the comma-separated columns with table.
func qualified(table, columns string) string {
	cols := strings.Split(columns, ",")
	for i, c := range cols {
		cols[i] = table + "." + strings.TrimSpace(c)
	}
	return strings.Join(cols, ", ")
}
