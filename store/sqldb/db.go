// Package sqldb keeps Memo's users, tasks, lists, reminders, second
// brain, local calendar, channels' records and an embedded conversation
// state in a SQL database: one implementation of the store interfaces
// over database/sql, for SQLite (store/sqlite, one machine) and
// PostgreSQL (store/postgres, shared by several processes). What differs
// between the two is behind Dialect.
//
// Every method owns its transaction, and a write transaction's function
// may run more than once (a shared database retries one that collided
// with another), so it sets what it returns afresh on every run. Times
// are stored as unix seconds (the conversation state's expiry as unix
// milliseconds) and returned in UTC; callers localise them.
package sqldb

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	memo "github.com/memo-assistant/memo"
)

// DB is an open Memo database. It implements memo.UserService,
// memo.TaskService and memo.ListService among others; State returns the
// conversation state kept in the same database and Calendar a user's
// local calendar.
type DB struct {
	db    pool
	raw   *sql.DB
	d     Dialect
	name  string
	clock memo.Clock
	// writes admits the process's write transactions one at a time when
	// the database is not shared (see inTx); nil when it is.
	writes chan struct{}
	// users are the users read or made (see userCache); nil when the
	// database is shared.
	users *userCache
	// damage is the first sign the database is damaged (see Damage).
	damage atomic.Pointer[memo.Error]
}

var (
	_ memo.UserService = (*DB)(nil)
	_ memo.TaskService = (*DB)(nil)
	_ memo.ListService = (*DB)(nil)
)

// Open wraps the pool sdb of a database of dialect d, brings its schema up
// to date and returns it; name names the database in errors and logs (a
// file path, a URL without its password). clock stamps created rows and
// judges expiry; nil means the wall clock. Close closes sdb; so does a
// failed Open.
func Open(ctx context.Context, sdb *sql.DB, d Dialect, name string, clock memo.Clock) (*DB, error) {
	if clock == nil {
		clock = memo.SystemClock{}
	}
	db := &DB{raw: sdb, d: d, name: name, clock: clock}
	db.db = pool{sdb, d, db.damaged}
	if !d.Shared() {
		db.writes = make(chan struct{}, 1)
		db.users = &userCache{}
	}
	if err := db.migrate(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("open database %s: %w", name, err)
	}
	return db, nil
}

// Close closes the database.
func (db *DB) Close() error {
	if err := db.raw.Close(); err != nil {
		return fmt.Errorf("close database %s: %w", db.name, err)
	}
	return nil
}

// SQL returns the underlying pool, so other stores (the WhatsApp session
// store) can keep their tables in the same database.
func (db *DB) SQL() *sql.DB { return db.raw }

// Path names the database: the file, or the URL without its password.
func (db *DB) Path() string { return db.name }

// Dialect returns the database's dialect.
func (db *DB) Dialect() Dialect { return db.d }

// Shared reports whether several processes may use the database at once
// (Dialect.Shared): their schedulers then claim what they send.
func (db *DB) Shared() bool { return db.d.Shared() }

// inTx runs fn in a write transaction, committing when it returns nil.
//
// A database that is not shared lets one writer in at a time: the
// process's write transactions wait for their turn here rather than in
// the database, where a writer that finds the lock taken sleeps in its
// busy handler (1, 2, 5, 10 ms and on) however soon the lock is free.
// Under memo loadtest at 700 turns/s, one write transaction in eight had
// slept so. fn must then not begin another write transaction.
//
// A shared database runs fn again when the server aborts the transaction
// for a serialization failure or a deadlock (for up to retryFor, waiting
// a little longer each time), so fn must set what it returns afresh on
// every run.
func (db *DB) inTx(ctx context.Context, fn func(tx *txn) error) error {
	return db.writeTx(ctx, false, fn)
}

// writeTx is inTx; relaxed transactions may commit without waiting for
// the disk (Dialect.Relaxed).
func (db *DB) writeTx(ctx context.Context, relaxed bool, fn func(tx *txn) error) error {
	if db.writes != nil {
		select {
		case db.writes <- struct{}{}:
		case <-ctx.Done():
			return fmt.Errorf("begin: %w", ctx.Err())
		}
		defer func() { <-db.writes }()
	}
	opts := db.d.TxOptions(true)
	deadline := time.Now().Add(retryFor)
	for attempt := 0; ; attempt++ {
		err := db.runTx(ctx, opts, relaxed, fn)
		if err == nil || !db.d.Retryable(err) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(backoff(attempt)):
		}
	}
}

// execBatches runs stmt once for each batch of n rows (keyBatch rows a
// batch; stmt gets the half-open range lo, hi). Several batches run in one
// write transaction. One batch on a shared database runs on its own: a
// single statement is atomic by itself, and at PostgreSQL's READ COMMITTED
// an UPDATE checks a row changed meanwhile against its WHERE again, so a
// compare-and-set holds without a SERIALIZABLE transaction and its two
// round trips. SQLite's single writer keeps the transaction, which waits
// for its turn in this process (see inTx).
func (db *DB) execBatches(ctx context.Context, n int, stmt func(lo, hi int) (string, []any)) error {
	if n <= keyBatch && db.d.Shared() {
		q, args := stmt(0, n)
		_, err := db.db.ExecContext(ctx, q, args...)
		return err
	}
	return db.inTx(ctx, func(tx *txn) error {
		for lo := 0; lo < n; lo += keyBatch {
			q, args := stmt(lo, min(n, lo+keyBatch))
			if _, err := tx.ExecContext(ctx, q, args...); err != nil {
				return err
			}
		}
		return nil
	})
}

// retryFor bounds the reruns of one write transaction: many writers on
// one user's rows at once (a burst of turns, a busy machine) may collide
// for a while, but not for this long.
const retryFor = 10 * time.Second

// backoff is the wait before the next run: from a millisecond, doubling
// to at most 64, with as much again of jitter so transactions that
// collided do not collide again.
func backoff(attempt int) time.Duration {
	base := time.Millisecond << min(attempt, 6)
	var b [2]byte
	rand.Read(b[:])
	return base + time.Duration(int64(b[0])<<8|int64(b[1]))*base/65536
}

// inReadTx runs fn in a read-only transaction, so several reads see one
// snapshot.
func (db *DB) inReadTx(ctx context.Context, fn func(tx *txn) error) error {
	return db.runTx(ctx, db.d.TxOptions(false), false, fn)
}

// update runs fn in a write transaction (see inTx) and returns what its
// last run returned; on failure the zero T and the error, after what.
func update[T any](ctx context.Context, db *DB, what string, fn func(tx *txn) (T, error)) (T, error) {
	return valueTx(ctx, db.inTx, what, fn)
}

// view is update in a read-only transaction (see inReadTx).
func view[T any](ctx context.Context, db *DB, what string, fn func(tx *txn) (T, error)) (T, error) {
	return valueTx(ctx, db.inReadTx, what, fn)
}

func valueTx[T any](ctx context.Context, run func(context.Context, func(*txn) error) error, what string, fn func(tx *txn) (T, error)) (T, error) {
	var v T
	err := run(ctx, func(tx *txn) (err error) {
		v, err = fn(tx)
		return err
	})
	if err != nil {
		var zero T
		return zero, fmt.Errorf("%s: %w", what, err)
	}
	return v, nil
}

// wrap returns err after what; nil stays nil.
func wrap(what string, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// found reads the error of a query for one row: ok when it found the row,
// no error when there was none.
func found(err error) (ok bool, _ error) {
	if errNoRows(err) {
		return false, nil
	}
	return err == nil, err
}

// single returns the first of vs, which a query for one row read;
// ENotFound with msg when there is none.
func single[T any](vs []T, err error, msg string) (T, error) {
	if err == nil && len(vs) == 0 {
		err = &memo.Error{Code: memo.ENotFound, Message: msg}
	}
	if err != nil {
		var zero T
		return zero, err
	}
	return vs[0], nil
}

// notFound returns v, which a query for one row read; ENotFound with msg
// when there was no row, another error after what.
func notFound[T any](v T, err error, what, msg string) (T, error) {
	if errNoRows(err) {
		err = &memo.Error{Code: memo.ENotFound, Message: msg}
	} else if err != nil {
		err = fmt.Errorf("%s: %w", what, err)
	}
	if err != nil {
		var zero T
		return zero, err
	}
	return v, nil
}

// keyed finds the id of the user's row of table stored under the
// idempotency key; ok is false when the key is empty or no row has it.
// table is one of this package's, never input.
func keyed(ctx context.Context, tx *txn, table, userID, key string) (id string, ok bool, err error) {
	if key == "" {
		return "", false, nil
	}
	ok, err = found(tx.QueryRowContext(ctx, `SELECT id FROM `+table+` WHERE user_id = ? AND idem_key = ?`, userID, key).Scan(&id))
	return id, ok, wrap("find by key", err)
}

// exec runs one statement on the pool and returns how many rows it
// changed.
func (db *DB) exec(ctx context.Context, q string, args ...any) (int64, error) {
	res, err := db.db.ExecContext(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// runTx runs fn in a transaction begun with opts. An error that says the
// database is damaged comes back as an EDamaged error (see Damage).
func (db *DB) runTx(ctx context.Context, opts *sql.TxOptions, relaxed bool, fn func(tx *txn) error) error {
	return db.damaged(db.runTxOnce(ctx, opts, relaxed, fn))
}

// runTxOnce is runTx without the classification of its error.
func (db *DB) runTxOnce(ctx context.Context, opts *sql.TxOptions, relaxed bool, fn func(tx *txn) error) error {
	stx, err := db.raw.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if relaxed {
		if err := db.d.Relaxed(ctx, stx); err != nil {
			stx.Rollback()
			return fmt.Errorf("begin: %w", err)
		}
	}
	if err := fn(&txn{stx, db.d}); err != nil {
		stx.Rollback()
		return err
	}
	return wrap("commit", stx.Commit())
}

// now returns the clock's time to the second, in UTC, as rows store it.
func (db *DB) now() time.Time { return db.clock.Now().UTC().Truncate(time.Second) }

// newID returns a random id with a type prefix ("t_", "l_", "i_"): ten
// base32 characters, 50 random bits.
func newID(prefix string) string {
	return prefix + strings.ToLower(rand.Text()[:10])
}

// unixTime reads a stored unix-seconds column.
func unixTime(s int64) time.Time { return time.Unix(s, 0).UTC() }

// nullUnix reads a nullable unix-seconds column.
func nullUnix(n sql.NullInt64) *time.Time {
	if !n.Valid {
		return nil
	}
	t := unixTime(n.Int64)
	return &t
}

// errNoRows reports whether err is sql.ErrNoRows, which never leaves the
// package: callers get ENotFound or a "not found" value instead.
func errNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// rowsOf returns n copies of row, comma-separated: the rows of a VALUES
// list, or with row "?" the placeholders of an IN list.
func rowsOf(n int, row string) string {
	return strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
}

// anys converts strings to query arguments.
func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// eachRow runs query in q and calls fn for each row. Run on the pool, it
// is one statement outside an explicit transaction, which reads one
// snapshot.
func eachRow(ctx context.Context, q querier, fn func(*sql.Rows) error, query string, args ...any) error {
	rows, err := q.QueryContext(ctx, query, args...)
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

// collect runs query in q and returns what scan reads of each row, in
// order: never nil, unless with an error.
func collect[T any](ctx context.Context, q querier, scan func(*sql.Rows) (T, error), query string, args ...any) ([]T, error) {
	out := []T{}
	err := eachRow(ctx, q, func(rows *sql.Rows) error {
		v, err := scan(rows)
		out = append(out, v)
		return err
	}, query, args...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// scanValue reads a row of one column.
func scanValue[T any](rows *sql.Rows) (v T, err error) {
	err = rows.Scan(&v)
	return v, err
}

// querier runs queries: the pool or a transaction.
type querier interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// pool is the connection pool, taking queries written with ?. An error
// the database gives at once passes through classify (DB.damaged).
type pool struct {
	*sql.DB
	d        Dialect
	classify func(error) error
}

func (p pool) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	res, err := p.DB.ExecContext(ctx, p.d.Rebind(q), args...)
	return res, p.classify(err)
}

func (p pool) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	rows, err := p.DB.QueryContext(ctx, p.d.Rebind(q), args...)
	return rows, p.classify(err)
}

func (p pool) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return p.DB.QueryRowContext(ctx, p.d.Rebind(q), args...)
}

// txn is a transaction taking queries written with ?, rebound for the
// dialect.
type txn struct {
	*sql.Tx
	d Dialect
}

func (t *txn) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.Tx.ExecContext(ctx, t.d.Rebind(q), args...)
}

func (t *txn) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.Tx.QueryContext(ctx, t.d.Rebind(q), args...)
}

func (t *txn) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return t.Tx.QueryRowContext(ctx, t.d.Rebind(q), args...)
}
