// Package sqlite opens Memo's store (store/sqldb) on one SQLite file
// (modernc.org/sqlite, pure Go), the embedded default for one machine,
// and is its SQLite dialect: the connection's settings, the statement
// cache, the file's modes, the integrity check and the migrations.
//
// Write transactions begin with BEGIN IMMEDIATE, so two writers never
// deadlock upgrading a read lock: the second waits (up to the busy
// timeout) for the first to commit.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"

	msqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// maxOpenConns bounds the pool. WAL lets readers run beside the one writer;
// more connections than this only queue on the write lock.
const maxOpenConns = 4

// Open opens (creating if needed) the database file at path and brings its
// schema up to date. The file and SQLite's -wal and -shm files beside it
// are made private to the owner (see PrepareFile). The parent directory
// must exist: Open does not create it. clock stamps created rows and
// judges expiry; nil means the wall clock. The error names path when the
// file cannot be opened, is not a database, or was written by a newer
// version of Memo.
func Open(ctx context.Context, path string, clock memo.Clock) (*sqldb.DB, error) {
	if path == "" || path == ":memory:" {
		// Each pooled connection to :memory: is a different empty database.
		return nil, fmt.Errorf("open database %s: a file path is required (not %q)", path, path)
	}
	if err := PrepareFile(path); err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	conn, err := newStmtConnector(dsn(path))
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	sdb := sql.OpenDB(conn)
	sdb.SetMaxOpenConns(maxOpenConns)
	// Keep every connection open: database/sql keeps two idle by default
	// and closes the rest, and a connection opened again reads the schema
	// anew and starts with an empty page cache and statement cache.
	sdb.SetMaxIdleConns(maxOpenConns)
	// sql.OpenDB is lazy: migrating is the first real use of the file, so
	// a bad path or a file that is not a database fails there.
	return sqldb.Open(ctx, sdb, Dialect{}, path, clock)
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
	return fileURI(path) +
		"?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_pragma=synchronous(NORMAL)&_pragma=cache_size(-16000)&_pragma=wal_autocheckpoint(250)&_txlock=immediate"
}

// fileURI is path as a file: URI, every character of it taken
// literally.
func fileURI(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
}

// Dialect is SQLite's sqldb.Dialect.
type Dialect struct{}

var _ sqldb.Dialect = Dialect{}

// Name implements sqldb.Dialect.
func (Dialect) Name() string { return "sqlite" }

// Rebind implements sqldb.Dialect: SQLite takes ? and ?N as they are.
func (Dialect) Rebind(q string) string { return q }

// Shared implements sqldb.Dialect: a file is one machine's, and SQLite
// lets one writer in at a time.
func (Dialect) Shared() bool { return false }

// TxOptions implements sqldb.Dialect. A write transaction is BEGIN
// IMMEDIATE (the connection string's _txlock); a read-only one is a plain
// BEGIN, which takes no write lock.
func (Dialect) TxOptions(write bool) *sql.TxOptions {
	if write {
		return nil
	}
	return &sql.TxOptions{ReadOnly: true}
}

// Retryable implements sqldb.Dialect: the busy timeout already waits
// out another writer.
func (Dialect) Retryable(error) bool { return false }

// Relaxed implements sqldb.Dialect: every commit of the file is
// already synchronous=NORMAL.
func (Dialect) Relaxed(context.Context, *sql.Tx) error { return nil }

// SkipLocked implements sqldb.Dialect: one writer at a time needs no
// row locks.
func (Dialect) SkipLocked() string { return "" }

// PlainError implements sqldb.Dialect: SQLite's errors are plain.
func (Dialect) PlainError(err error) error { return err }

// Damaged implements sqldb.Dialect: SQLITE_CORRUPT ("database disk image
// is malformed") and SQLITE_NOTADB, with any extended code.
func (Dialect) Damaged(err error) bool {
	var e *msqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.Code() & 0xff {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return true
	}
	return false
}

// migrationFS holds the schema changes, one file per version, named
// NNN_name.sql and numbered from 001 without gaps.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

// Migrations implements sqldb.Dialect.
func (Dialect) Migrations() fs.FS {
	sub, _ := fs.Sub(migrationFS, "migrations")
	return sub
}

// SchemaVersion implements sqldb.Dialect: the version is the file's
// PRAGMA user_version, and the migrating transaction holds the write lock.
func (Dialect) SchemaVersion(ctx context.Context, tx *sql.Tx) (int, error) {
	var v int
	err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v)
	return v, err
}

// SetSchemaVersion implements sqldb.Dialect.
func (Dialect) SetSchemaVersion(ctx context.Context, tx *sql.Tx, version int) error {
	// PRAGMA takes no bound parameters; the value is an int we produced.
	_, err := tx.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(version))
	return err
}

// SchemaVersion is the schema version this code writes: the number of the
// last migration.
func SchemaVersion() int { return sqldb.SchemaVersion(Dialect{}) }

// FileMode is the mode of the database file and of SQLite's -wal and -shm
// files beside it: they hold every user's data and the WhatsApp session
// keys, so only the owner may read them.
const FileMode fs.FileMode = 0o600

// PrepareFile makes path safe to open as a database: it creates the file
// with FileMode when it does not exist (SQLite would create it 0644, less
// the umask), and narrows an existing file, and its -wal and -shm files,
// to FileMode when anyone but the owner may read or write them. SQLite
// creates the -wal and -shm files with the database file's mode, so they
// follow. The directory is left alone: it may be shared (/tmp).
func PrepareFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, FileMode)
	if err != nil {
		return fmt.Errorf("create database file %q: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("create database file %q: %w", path, err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return fmt.Errorf("database file %q: %w", p, err)
		}
		if st.Mode().Perm()&^FileMode != 0 {
			if err := os.Chmod(p, FileMode); err != nil {
				return fmt.Errorf("database file %q: make it private: %w", p, err)
			}
		}
	}
	return nil
}

// Check implements sqldb.Dialect: PRAGMA quick_check, which reads every
// page of the file, so a corrupt file is reported even where the rows
// read on a turn still read fine. It lists at most five problems.
//
// The check runs on a connection of its own, opened for it and closed
// after, not on one of db's: a pooled connection keeps the pages it read
// in its cache, and SQLite trusts them for as long as the log says no
// other connection wrote, so a file damaged under a running store (a
// disk fault, another program) was checked from the copies the process
// read before and found "ok". A new connection reads the file itself
// (and its log).
func (Dialect) Check(ctx context.Context, db *sql.DB) error {
	var path string
	if err := db.QueryRowContext(ctx, `SELECT file FROM pragma_database_list WHERE name = 'main'`).Scan(&path); err != nil {
		// A file too damaged to answer is corrupt.
		return err
	}
	if path == "" {
		// A temporary or in-memory database has no file to read.
		return quickCheck(ctx, db)
	}
	conn, err := msqlite.NewConnector(checkDSN(path))
	if err != nil {
		return fmt.Errorf("open a connection for the check: %w", err)
	}
	fresh := sql.OpenDB(conn)
	defer fresh.Close()
	fresh.SetMaxOpenConns(1)
	return quickCheck(ctx, fresh)
}

// checkDSN opens path read-only for the check, waiting out a writer as
// the store's own connections do.
func checkDSN(path string) string {
	return fileURI(path) + "?mode=ro&_pragma=busy_timeout(5000)"
}

// quickCheck runs PRAGMA quick_check(5) on db.
func quickCheck(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `PRAGMA quick_check(5)`)
	if err != nil {
		// A file too damaged to start the check is corrupt.
		return err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			problems = append(problems, err.Error())
			break
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		problems = append(problems, err.Error())
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// TextSearch implements sqldb.Dialect with FTS5: memories_fts indexes
// the terms of memories (external content, rowid = seq). Every term is
// written behind a prefix of its user's, so a match reads only the user's
// postings and the query needs no user id (?1 goes unused).
func (Dialect) TextSearch() sqldb.TextSearch {
	return sqldb.TextSearch{
		Query: `SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?2 ORDER BY rowid DESC LIMIT ?3`,
		Quote: ftsString,
		And:   " AND ",
		Or:    " OR ",
	}
}

// ftsString quotes s as an FTS5 string: inside double quotes nothing is
// syntax, and a double quote is written twice.
func ftsString(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// VectorArg implements sqldb.Dialect: a BLOB of little-endian float32s.
func (Dialect) VectorArg(v []float32) any {
	b := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
	}
	return b
}

// VectorScanner implements sqldb.Dialect: it reads VectorArg's BLOB; a
// NULL, or a BLOB whose length is not a whole number of float32s, is an
// empty vector.
func (Dialect) VectorScanner(dst *[]float32) sql.Scanner { return vectorScanner{dst} }

type vectorScanner struct{ dst *[]float32 }

func (s vectorScanner) Scan(src any) error {
	*s.dst = (*s.dst)[:0]
	switch b := src.(type) {
	case nil:
		return nil
	case []byte:
		if len(b)%4 != 0 {
			return nil
		}
		for i := 0; i < len(b); i += 4 {
			*s.dst = append(*s.dst, math.Float32frombits(binary.LittleEndian.Uint32(b[i:])))
		}
		return nil
	default:
		return fmt.Errorf("embedding: a %T, not a BLOB", src)
	}
}
