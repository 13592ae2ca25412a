// Package postgres keeps Memo's users, tasks, lists, reminders, second
// brain, local calendar and an embedded conversation state in PostgreSQL
// (jackc/pgx through database/sql), so several Memo processes share one
// store: a standby that takes over the WhatsApp session, HTTP replicas.
//
// It mirrors store/sqlite method for method, and the same contract tests
// run on both. Times are stored as unix seconds (milliseconds for the
// conversation state's expiry), as in SQLite, so both stores truncate and
// compare times alike. Write transactions run SERIALIZABLE and are retried
// on a serialization failure or deadlock: the guarantee SQLite's single
// writer gives (a read-then-write inside one method sees no interleaved
// write) holds here too, without a global lock.
package postgres

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	memo "github.com/memo-assistant/memo"
)

// maxOpenConns bounds the pool a process keeps.
const maxOpenConns = 10

// DB is an open Memo database on a PostgreSQL server. It implements the
// same services as sqlite.DB; State returns the embedded conversation
// state kept in the same database.
type DB struct {
	db    pool
	raw   *sql.DB
	url   string
	clock memo.Clock
}

// Compile-time checks.
var (
	_ memo.UserService = (*DB)(nil)
	_ memo.TaskService = (*DB)(nil)
	_ memo.ListService = (*DB)(nil)
)

// Open connects to the database at url (postgres://user@host:port/db?...),
// checks that it answers and brings its schema up to date. clock stamps
// created rows and judges expiry; nil means the wall clock. The error
// names the server (never the password) when the URL does not parse, the
// server does not answer, or the schema was written by a newer Memo.
func Open(ctx context.Context, url string, clock memo.Clock) (*DB, error) {
	if clock == nil {
		clock = memo.SystemClock{}
	}
	where := Redact(url)
	cfg, err := pgxConfig(url)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", where, err)
	}
	sdb := stdlib.OpenDB(*cfg)
	sdb.SetMaxOpenConns(maxOpenConns)
	sdb.SetMaxIdleConns(maxOpenConns)
	sdb.SetConnMaxIdleTime(5 * time.Minute)
	db := &DB{db: pool{sdb}, raw: sdb, url: url, clock: clock}
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := sdb.PingContext(pctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("open database %s: %w", where, plainError(err))
	}
	if err := db.migrate(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("open database %s: %w", where, err)
	}
	return db, nil
}

// Close closes the pool.
func (db *DB) Close() error {
	if err := db.raw.Close(); err != nil {
		return fmt.Errorf("close database %s: %w", Redact(db.url), err)
	}
	return nil
}

// SQL returns the underlying pool (driver "pgx"), so other stores (the
// WhatsApp session store) can keep their tables in the same database.
func (db *DB) SQL() *sql.DB { return db.raw }

// Path returns the database's URL without its password, for logs.
func (db *DB) Path() string { return Redact(db.url) }

// inTx runs fn in a SERIALIZABLE write transaction, committing when it
// returns nil. fn runs again when the server aborts the transaction for a
// serialization failure or a deadlock (for up to retryFor, waiting a
// little longer each time), so it must set what it returns afresh on
// every run.
func (db *DB) inTx(ctx context.Context, fn func(tx *sqlTx) error) error {
	deadline := time.Now().Add(retryFor)
	for attempt := 0; ; attempt++ {
		err := db.runTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}, fn)
		if !retryable(err) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(backoff(attempt)):
		}
	}
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

// retryable reports whether err is a serialization failure or a deadlock,
// after which the whole transaction may simply run again; or a unique
// violation, which here means a concurrent transaction inserted the key
// this one looked for and did not find (every method reads before it
// inserts a keyed row): run again, it finds that row.
func retryable(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && (pe.Code == "40001" || pe.Code == "40P01" || pe.Code == "23505")
}

// inReadTx runs fn in a read-only REPEATABLE READ transaction, so several
// reads see one snapshot.
func (db *DB) inReadTx(ctx context.Context, fn func(tx *sqlTx) error) error {
	return db.runTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead}, fn)
}

// runTx runs fn in a transaction begun with opts.
func (db *DB) runTx(ctx context.Context, opts *sql.TxOptions, fn func(tx *sqlTx) error) error {
	tx, err := db.raw.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(&sqlTx{tx}); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
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

// placeholders returns "?, ?, ?" for n arguments (rebind numbers them).
func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// anys converts strings to query arguments.
func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// rebind numbers the ? placeholders of q as PostgreSQL's $1, $2, ...,
// leaving those inside quoted literals and identifiers alone. The queries
// of this package are written with ? as SQLite's are, so the two stores'
// statements read alike.
func rebind(q string) string {
	if !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 16)
	n := 0
	var quote byte
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '?':
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// pool is the connection pool with rebinding query methods.
type pool struct{ *sql.DB }

func (p pool) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return p.DB.ExecContext(ctx, rebind(q), args...)
}

func (p pool) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return p.DB.QueryContext(ctx, rebind(q), args...)
}

func (p pool) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return p.DB.QueryRowContext(ctx, rebind(q), args...)
}

// sqlTx is a transaction with rebinding query methods.
type sqlTx struct{ *sql.Tx }

func (t *sqlTx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.Tx.ExecContext(ctx, rebind(q), args...)
}

func (t *sqlTx) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.Tx.QueryContext(ctx, rebind(q), args...)
}

func (t *sqlTx) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return t.Tx.QueryRowContext(ctx, rebind(q), args...)
}

func (t *sqlTx) PrepareContext(ctx context.Context, q string) (*sql.Stmt, error) {
	return t.Tx.PrepareContext(ctx, rebind(q))
}
