package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// defaultDigestTime is a new user's digest time, local "HH:MM"; the same
// as the column's default.
const defaultDigestTime = "08:00"

// EnsureUser returns the user with id, creating it with timeZone and lang
// when it does not exist yet; an existing user keeps its stored settings.
// A new user's first morning digest is scheduled at the next 08:00 in
// timeZone after the clock's now (in UTC when the zone is empty or does not
// load). EInvalid for an empty id or a language Memo does not speak.
func (db *DB) EnsureUser(ctx context.Context, id, timeZone string, lang memo.Language) (memo.User, error) {
	if err := checkUser(id, lang); err != nil {
		return memo.User{}, err
	}
	// Every turn ensures its user: a user known is not read again, and a
	// user already there is read without taking the write lock.
	u, ok, drops := db.users.get(id)
	if ok {
		return u, nil
	}
	if u, err := findUser(ctx, db.db, id); err == nil {
		db.users.put(u, drops)
		return u, nil
	} else if memo.ErrorCodeOf(err) != memo.ENotFound {
		return memo.User{}, fmt.Errorf("ensure user: %w", err)
	}
	now := db.now()
	u, err := update(ctx, db, "ensure user", func(tx *txn) (memo.User, error) {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO users (id, time_zone, language, created_at, digest_time, next_digest_at)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO NOTHING`, id, timeZone, string(lang), now.Unix(),
			defaultDigestTime, nextDigest(timeZone, defaultDigestTime, now).Unix())
		if err != nil {
			return memo.User{}, fmt.Errorf("insert: %w", err)
		}
		return findUser(ctx, tx, id)
	})
	if err == nil {
		db.users.put(u, drops)
	}
	return u, err
}

// UpdateUser stores the user's zone and language. A new zone moves a
// scheduled digest to the next digest time in that zone. ENotFound when the
// user does not exist; EInvalid for an empty id or an unknown language.
func (db *DB) UpdateUser(ctx context.Context, u memo.User) error {
	if err := checkUser(u.ID, u.Language); err != nil {
		return err
	}
	defer db.users.drop(u.ID) // read again, as stored, on its next turn
	err := db.inTx(ctx, func(tx *txn) error {
		var (
			zone, digest string
			next         sql.NullInt64
		)
		ok, err := found(tx.QueryRowContext(ctx, `SELECT time_zone, digest_time, next_digest_at FROM users WHERE id = ?`, u.ID).
			Scan(&zone, &digest, &next))
		if err != nil {
			return fmt.Errorf("find user: %w", err)
		} else if !ok {
			return memo.Errorf(memo.ENotFound, "user not found")
		}
		if zone != u.TimeZone && next.Valid {
			next.Int64 = nextDigest(u.TimeZone, digest, db.now()).Unix()
		}
		_, err = tx.ExecContext(ctx, `UPDATE users SET time_zone = ?, language = ?, next_digest_at = ? WHERE id = ?`,
			u.TimeZone, string(u.Language), next, u.ID)
		return wrap("update", err)
	})
	return wrap("update user", err)
}

// SetDigestTime stores the user's morning digest time, local "HH:MM" (a
// one-digit hour is accepted and stored as two digits), and schedules the
// next digest at that time in the user's zone (UTC when it is empty or does
// not load) after the clock's now, which it returns in UTC. EInvalid when
// hhmm is not a time of day; ENotFound when the user does not exist.
func (db *DB) SetDigestTime(ctx context.Context, userID, hhmm string) (time.Time, error) {
	parsed, err := time.Parse("15:04", strings.TrimSpace(hhmm))
	if err != nil {
		return time.Time{}, memo.Errorf(memo.EInvalid, "the digest time %q is not a time of day (HH:MM)", hhmm)
	}
	hhmm = parsed.Format("15:04")
	return update(ctx, db, "set digest time", func(tx *txn) (time.Time, error) {
		zone, err := userZone(ctx, tx, userID)
		if err != nil {
			return time.Time{}, err
		}
		next := nextDigest(zone, hhmm, db.now())
		_, err = tx.ExecContext(ctx, `UPDATE users SET digest_time = ?, next_digest_at = ?, digest_claimed_until = NULL WHERE id = ?`,
			hhmm, next.Unix(), userID)
		return next, wrap("update", err)
	})
}

// StopDigest stops the user's morning digest: none is scheduled until
// SetDigestTime sets a time again. ENotFound when the user does not exist.
func (db *DB) StopDigest(ctx context.Context, userID string) error {
	n, err := db.exec(ctx, `UPDATE users SET next_digest_at = NULL, digest_claimed_until = NULL WHERE id = ?`, userID)
	if err == nil && n == 0 {
		return memo.Errorf(memo.ENotFound, "no user %q", userID)
	}
	return wrap("stop digest", err)
}

// nextDigest returns the first hhmm in zone strictly after now, in UTC. An
// empty zone, or one that does not load, is read as UTC. hhmm must be valid.
func nextDigest(zone, hhmm string, now time.Time) time.Time {
	if _, err := memo.LoadZone(zone); err != nil {
		zone = ""
	}
	r := memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: hhmm, TimeZone: zone}}
	at, _ := reminder.Next(r, now.UTC()) // a daily time without an end always has a next
	return at.UTC()
}

// checkUser validates the fields EnsureUser and UpdateUser store. The zone
// is not checked: memo.User.Location falls back when it does not load.
func checkUser(id string, lang memo.Language) error {
	if id == "" {
		return memo.Errorf(memo.EInvalid, "user id is empty")
	}
	if lang != "" && !lang.Valid() {
		return memo.Errorf(memo.EInvalid, "unknown language %q", lang)
	}
	return nil
}

// userColumns are the columns scanUser reads, in order.
const userColumns = `id, time_zone, language, created_at, home_zone, stay_until`

// scanUser reads one row that starts with userColumns; extra receives the
// columns after them.
func scanUser(row interface{ Scan(...any) error }, extra ...any) (memo.User, error) {
	var (
		u       memo.User
		lang    string
		created int64
		until   sql.NullInt64
	)
	if err := row.Scan(append([]any{&u.ID, &u.TimeZone, &lang, &created, &u.HomeZone, &until}, extra...)...); err != nil {
		return memo.User{}, err
	}
	u.Language, u.CreatedAt, u.StayUntil = memo.Language(lang), unixTime(created), nullUnix(until)
	return u, nil
}

// findUser reads one user; ENotFound when there is none.
func findUser(ctx context.Context, tx querier, id string) (memo.User, error) {
	u, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = ?`, id))
	return notFound(u, err, "find user", "user not found")
}

// userZone returns the user's stored time zone ("" for none); ENotFound
// when the user does not exist.
func userZone(ctx context.Context, tx *txn, id string) (string, error) {
	var zone string
	err := tx.QueryRowContext(ctx, `SELECT time_zone FROM users WHERE id = ?`, id).Scan(&zone)
	return notFound(zone, err, "find user", "user not found")
}

// requireUser returns ENotFound unless the user exists, so a task or list is
// never written for an unknown user (the foreign key would refuse it with a
// vendor error).
func requireUser(ctx context.Context, tx *txn, id string) error {
	_, err := userZone(ctx, tx, id)
	return err
}

// FindUser returns the user with id; ok is false when there is none.
func (db *DB) FindUser(ctx context.Context, id string) (memo.User, bool, error) {
	u, err := findUser(ctx, db.db, id)
	if memo.ErrorCodeOf(err) == memo.ENotFound {
		return memo.User{}, false, nil
	}
	return u, err == nil, err
}
