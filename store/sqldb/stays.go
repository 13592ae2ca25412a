package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	memo "github.com/memo-assistant/memo"
)

// SetZone moves the user to zone for a stay until until (nil: until they
// say they are back), or home when zone is their home zone, and returns
// the user as they were and as they are now. The morning digest and the
// repeating reminders set in the zone the user leaves move with them, so
// "every day at 8" stays at 8 where they are; one-time reminders keep
// their moment. EInvalid when the zone does not load or the stay ends
// before now; ENotFound when the user does not exist.
func (db *DB) SetZone(ctx context.Context, userID, zone string, until *time.Time) (before, after memo.User, err error) {
	if _, err := memo.LoadZone(zone); err != nil || zone == "" {
		return before, after, memo.Errorf(memo.EInvalid, "unknown time zone %q", zone)
	}
	if until != nil && !until.After(db.now()) {
		return before, after, memo.Errorf(memo.EInvalid, "the stay ends before it starts")
	}
	defer db.users.drop(userID)
	err = db.inTx(ctx, func(tx *txn) error {
		if before, err = findUser(ctx, tx, userID); err != nil {
			return err
		}
		after = before
		home := before.Home()
		if zone == home {
			after.TimeZone, after.HomeZone, after.StayUntil = home, "", nil
		} else {
			after.TimeZone, after.HomeZone, after.StayUntil = zone, home, until
		}
		return db.moveUser(ctx, tx, before, after)
	})
	if err != nil {
		return memo.User{}, memo.User{}, fmt.Errorf("set zone: %w", err)
	}
	return before, after, nil
}

// RestoreZone puts the user's zone, home zone and stay back as they are in
// u (an undo of SetZone), moving the repeating reminders and the digest
// back with them.
func (db *DB) RestoreZone(ctx context.Context, u memo.User) error {
	defer db.users.drop(u.ID)
	err := db.inTx(ctx, func(tx *txn) error {
		cur, err := findUser(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		after := cur
		after.TimeZone, after.HomeZone, after.StayUntil = u.TimeZone, u.HomeZone, u.StayUntil
		return db.moveUser(ctx, tx, cur, after)
	})
	return wrap("restore zone", err)
}

// EndStays sends home the users whose stay ended by now, and returns them
// as they are after (for a word to each that they are on home time
// again).
func (db *DB) EndStays(ctx context.Context, now time.Time) ([]memo.User, error) {
	out, err := update(ctx, db, "end stays", func(tx *txn) ([]memo.User, error) {
		// Two schedulers ending the same stay would tell the user twice:
		// one takes the rows, the other skips them.
		ended, err := collect(ctx, tx, func(rows *sql.Rows) (memo.User, error) { return scanUser(rows) },
			`SELECT `+userColumns+` FROM users WHERE stay_until IS NOT NULL AND stay_until <= ?`+db.d.SkipLocked(), now.Unix())
		for i, u := range ended {
			ended[i].TimeZone, ended[i].HomeZone, ended[i].StayUntil = u.Home(), "", nil
			if err := db.moveUser(ctx, tx, u, ended[i]); err != nil {
				return nil, err
			}
		}
		return ended, err
	})
	for _, u := range out { // none on an error
		db.users.drop(u.ID)
	}
	return out, err
}

// moveUser stores after's zone, home zone and stay, and moves what is
// read in the user's zone from before's zone to after's: the next
// digest, and the repeating reminders stamped with before's zone.
func (db *DB) moveUser(ctx context.Context, tx *txn, before, after memo.User) error {
	var until any
	if after.StayUntil != nil {
		until = after.StayUntil.Unix()
	}
	now := db.now()
	var digest string
	var next sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT digest_time, next_digest_at FROM users WHERE id = ?`, after.ID).Scan(&digest, &next); err != nil {
		return fmt.Errorf("find user: %w", err)
	}
	if next.Valid && before.TimeZone != after.TimeZone {
		next.Int64 = nextDigest(after.TimeZone, digest, now).Unix()
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET time_zone = ?, home_zone = ?, stay_until = ?, next_digest_at = ? WHERE id = ?`,
		after.TimeZone, after.HomeZone, until, next, after.ID); err != nil {
		return fmt.Errorf("update user: %w", err)
	}
	if before.TimeZone == after.TimeZone || before.TimeZone == "" {
		return nil
	}
	var moved []memo.Task
	err := eachRow(ctx, tx, func(rows *sql.Rows) error {
		t, err := scanTask(rows)
		if r := t.Recurrence; err == nil && r != nil && r.Type != memo.RecurNudge && r.TimeZone == before.TimeZone {
			r.TimeZone = after.TimeZone
			moved = append(moved, t)
		}
		return err
	}, `SELECT `+taskColumns+` FROM tasks WHERE user_id = ? AND recurrence IS NOT NULL AND NOT completed`, after.ID)
	if err != nil {
		return fmt.Errorf("repeating tasks: %w", err)
	}
	for _, t := range moved {
		rec, err := marshalRecurrence(t.Recurrence)
		if err != nil {
			return err
		}
		r := t.Reminder()
		if _, err := tx.ExecContext(ctx, `UPDATE tasks SET recurrence = ?, next_fire_at = ?, claimed_until = NULL WHERE id = ? AND user_id = ?`,
			rec, firstFire(r, now), t.ID, after.ID); err != nil {
			return fmt.Errorf("move task %s: %w", t.ID, err)
		}
	}
	return nil
}
