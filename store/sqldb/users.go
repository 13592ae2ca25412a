package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"
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

// userCacheSize bounds the users a database keeps in memory.
const userCacheSize = 4096

// userCache keeps the users this process read or made, so the turn of a
// user already known reads no row: every turn ensures its user, and that
// one read had been a tenth of a turn's CPU (a read transaction on the
// file for a row that only UpdateUser changes). UpdateUser drops the
// entry it changes; another process on the same file changing a user is
// seen once this one changes it or forgets it, so a database several
// processes share keeps none (a nil *userCache keeps nothing). Past
// userCacheSize users an arbitrary one is forgotten. Safe for concurrent
// use.
type userCache struct {
	mu sync.Mutex
	m  map[string]memo.User
	// drops counts drop calls: a row read before one may be older than
	// what the drop's change wrote, and is not kept.
	drops uint64
}

// get returns the user kept under id, and the drops so far, to give put
// for a user read now.
func (c *userCache) get(id string) (memo.User, bool, uint64) {
	if c == nil {
		return memo.User{}, false, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	u, ok := c.m[id]
	return u, ok, c.drops
}

// put keeps u, read when drops were as get said, unless a change was
// dropped since.
func (c *userCache) put(u memo.User, drops uint64) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if drops != c.drops {
		return
	}
	if c.m == nil {
		c.m = make(map[string]memo.User)
	}
	if _, ok := c.m[u.ID]; !ok && len(c.m) >= userCacheSize {
		for id := range c.m {
			delete(c.m, id)
			break
		}
	}
	c.m[u.ID] = u
}

// drop forgets id, whose row changed.
func (c *userCache) drop(id string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.drops++
	delete(c.m, id)
}

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
