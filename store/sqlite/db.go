// Package sqlite keeps Memo's users, tasks and lists, and an embedded
// conversation state, in one SQLite file (modernc.org/sqlite, pure Go).
//
// Every method owns its transaction. Writes begin with BEGIN IMMEDIATE, so
// two writers never deadlock upgrading a read lock: the second waits (up to
// the busy timeout) for the first to commit.
package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// maxOpenConns bounds the pool. WAL lets readers run beside the one writer;
// more connections than this only queue on the write lock.
const maxOpenConns = 4

// DB is an open Memo database. It implements memo.UserService,
// memo.TaskService and memo.ListService; State returns the embedded
// conversation state kept in the same file. Times are stored to the second
// and returned in UTC; callers localise them.
type DB struct {
	db    *sql.DB
	path  string
	clock memo.Clock
	// writes admits the process's write transactions one at a time
	// (see inTx).
	writes chan struct{}
	// users are the users read or made (see userCache).
	users userCache
}

// Compile-time checks.
var (
	_ memo.UserService = (*DB)(nil)
	_ memo.TaskService = (*DB)(nil)
	_ memo.ListService = (*DB)(nil)
)

// Open opens (creating if needed) the database file at path and brings its
// schema up to date. The file and SQLite's -wal and -shm files beside it
// are made private to the owner (see PrepareFile). The parent directory
// must exist: Open does not create it. clock stamps created rows and judges expiry; nil means the wall clock.
// The error names path when the file cannot be opened, is not a database,
// or was written by a newer version of Memo.
func Open(ctx context.Context, path string, clock memo.Clock) (*DB, error) {
	if path == "" || path == ":memory:" {
		// Each pooled connection to :memory: is a different empty database.
		return nil, fmt.Errorf("open database %q: a file path is required", path)
	}
	if clock == nil {
		clock = memo.SystemClock{}
	}
	if err := PrepareFile(path); err != nil {
		return nil, fmt.Errorf("open database %q: %w", path, err)
	}
	conn, err := newStmtConnector(dsn(path))
	if err != nil {
		return nil, fmt.Errorf("open database %q: %w", path, err)
	}
	sdb := sql.OpenDB(conn)
	sdb.SetMaxOpenConns(maxOpenConns)
	// Keep every connection open: database/sql keeps two idle by default
	// and closes the rest, and a connection opened again reads the schema
	// anew and starts with an empty page cache and statement cache.
	sdb.SetMaxIdleConns(maxOpenConns)
	db := &DB{db: sdb, path: path, clock: clock, writes: make(chan struct{}, 1)}
	// sql.Open is lazy: migrating is the first real use of the file, so a
	// bad path or a file that is not a database fails here.
	if err := db.migrate(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("open database %q: %w", path, err)
	}
	return db, nil
}

// dsn builds the driver's connection string: a file: URI (so any character
// of path is taken literally) with WAL, foreign keys, a busy timeout and
// immediate write transactions. synchronous=NORMAL is SQLite's recommended
// setting under WAL: the database cannot be corrupted and every commit is
// atomic; only the last commits before a power cut (not a crash of the
// process) may be lost. FULL costs an fsync per commit — several per turn,
// which dominated a turn's latency. cache_size is 16 MB a connection
// (SQLite's default is 2 MB): a scheduler tick touches rows spread over a
// table of many reminders, and with the larger cache BenchmarkTick (100,000
// stored, 100 due) went from about 4.2 to 3.6 ms. The cache only grows as
// pages are read, so a small database stays small in memory.
//
// wal_autocheckpoint is 250 pages (SQLite's default is 1,000): the commit
// that grows the log past it copies the log back into the file while the
// writes queued behind it wait, so smaller, more frequent checkpoints keep
// that wait short. Under memo loadtest with embedded state at 1,000
// turns/s the slowest turn in a hundred went from 6.4–8.2 to 4.9–5.6 ms, for
// some 7% fewer turns a second at saturation; 10,000 pages went the other
// way (p99 30 ms), as did checkpointing from a goroutine of its own.
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + esc +
		"?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_pragma=synchronous(NORMAL)&_pragma=cache_size(-16000)&_pragma=wal_autocheckpoint(250)&_txlock=immediate"
}

// Close closes the database.
func (db *DB) Close() error {
	if err := db.db.Close(); err != nil {
		return fmt.Errorf("close database %q: %w", db.path, err)
	}
	return nil
}

// SQL returns the underlying pool, so other stores (the WhatsApp session
// store) can keep their tables in the same file. Its transactions are
// BEGIN IMMEDIATE too.
func (db *DB) SQL() *sql.DB { return db.db }

// Path returns the file the database was opened from.
func (db *DB) Path() string { return db.path }

// inTx runs fn in a write transaction (BEGIN IMMEDIATE), committing when
// it returns nil. The process's write transactions wait for their turn
// here rather than in SQLite, which lets one writer in at a time anyway:
// a writer that finds SQLite's lock taken sleeps in its busy handler (1,
// 2, 5, 10 ms and on) however soon the lock is free, where one waiting
// here begins as soon as the last one ended. Under memo loadtest at 700
// turns/s, one write transaction in eight had slept so. fn must not
// begin another write transaction.
func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	select {
	case db.writes <- struct{}{}:
	case <-ctx.Done():
		return fmt.Errorf("begin: %w", ctx.Err())
	}
	defer func() { <-db.writes }()
	return db.runTx(ctx, nil, fn)
}

// inReadTx runs fn in a read transaction (a plain BEGIN, which does not take
// the write lock), so several reads see one snapshot.
func (db *DB) inReadTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return db.runTx(ctx, &sql.TxOptions{ReadOnly: true}, fn)
}

// runTx runs fn in a transaction begun with opts.
func (db *DB) runTx(ctx context.Context, opts *sql.TxOptions, fn func(tx *sql.Tx) error) error {
	tx, err := db.db.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
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

// placeholders returns "?, ?, ?" for n arguments.
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
