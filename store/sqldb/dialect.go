package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// Dialect is what differs between the SQL databases the store runs on.
// Queries are written once, in the SQL both databases speak, with ?
// placeholders; a dialect says how its database numbers them, how it runs
// transactions, how it searches text and stores vectors, and keeps its own
// migrations. store/sqlite and store/postgres implement it.
type Dialect interface {
	// Name is the database's name in errors, logs and readiness checks:
	// "sqlite" or "postgres".
	Name() string
	// Rebind rewrites a query written with ? (and ?N) placeholders into
	// the driver's own.
	Rebind(query string) string

	// Shared reports whether several processes may use the database at
	// once. A shared database keeps no cache of rows in memory, and its
	// scheduler claims the reminders it sends; one that is not queues
	// this process's write transactions, since its database lets one
	// writer in at a time anyway.
	Shared() bool
	// TxOptions are the options of a write transaction, or of a read-only
	// one.
	TxOptions(write bool) *sql.TxOptions
	// Retryable reports whether a write transaction that failed with err
	// may simply run again (a serialization failure, a deadlock).
	Retryable(err error) bool
	// Relaxed runs, at the start of a write transaction of the
	// conversation state, what lets it commit without waiting for the
	// disk, where the database offers that per transaction; nil where it
	// does not.
	Relaxed(ctx context.Context, tx *sql.Tx) error
	// SkipLocked ends a subquery that picks rows to claim: on a database
	// several processes write at once, it locks the rows picked and
	// passes over those another transaction has locked (" FOR UPDATE SKIP
	// LOCKED"); "" on one that lets one writer in at a time.
	SkipLocked() string
	// PlainError shortens the driver's error to what an operator acts on.
	PlainError(err error) error
	// Damaged reports whether err says the database itself is damaged
	// (a corrupt page, a file that is no database): not a failure trying
	// again can mend, but one the operator must restore from a copy.
	Damaged(err error) bool

	// Migrations are the dialect's schema changes, NNN_name.sql from 001
	// without gaps.
	Migrations() fs.FS
	// SchemaVersion reads the version of the schema the database holds
	// (0 for a new one) in tx, first taking whatever lock keeps two
	// processes from migrating at once.
	SchemaVersion(ctx context.Context, tx *sql.Tx) (int, error)
	// SetSchemaVersion records version in tx.
	SetSchemaVersion(ctx context.Context, tx *sql.Tx, version int) error
	// Check looks for damage the database itself does not report on
	// reads, for the readiness probe; nil when there is no such check.
	Check(ctx context.Context, db *sql.DB) error

	// TextSearch is the dialect's full-text search of memories.
	TextSearch() TextSearch
	// VectorArg is an embedding as a query argument; nil for none.
	VectorArg(v []float32) any
	// VectorScanner scans a stored embedding into dst, reusing its room.
	VectorScanner(dst *[]float32) sql.Scanner
}

// TextSearch is how a dialect matches a memory's terms (Memo's own
// normalised words, each behind the user's prefix): a query expression
// built from quoted terms with And and Or, run by Query.
type TextSearch struct {
	// Query selects the seq of the user's memories matching an
	// expression, newest first; its arguments are ?1 the user id, ?2 the
	// expression and ?3 the most rows.
	Query string
	// Quote makes one term a literal of the expression language.
	Quote func(term string) string
	// And and Or join expressions (spaces included).
	And, Or string
}

// afterMigration are the steps written in Go that complete a migration,
// by the migration's name without its number: run right after its SQL in
// the same transaction, for data the SQL cannot compute. Each dialect
// names its migration so.
var afterMigration = map[string]func(context.Context, *txn) error{
	"task_keys.sql": indexAllTasks, // the keys of the tasks stored before
}

// migration is one schema change.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations reads a dialect's migrations in version order and checks
// that they are numbered 1, 2, 3... with no gap or duplicate.
func loadMigrations(fsys fs.FS) ([]migration, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var ms []migration
	for _, e := range entries { // ReadDir sorts by name
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			return nil, fmt.Errorf("migration %q: name must be NNN_name.sql", e.Name())
		}
		if v != len(ms)+1 {
			return nil, fmt.Errorf("migration %q: expected version %d", e.Name(), len(ms)+1)
		}
		b, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			return nil, fmt.Errorf("read migration %q: %w", e.Name(), err)
		}
		ms = append(ms, migration{version: v, name: e.Name(), sql: string(b)})
	}
	return ms, nil
}

// SchemaVersion is the schema version d's migrations write: the number of
// its last migration.
func SchemaVersion(d Dialect) int {
	ms, err := loadMigrations(d.Migrations())
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies, in one transaction, the migrations the database has not
// seen: a process killed half-way leaves the schema as it was, and the next
// start applies the whole step again. Applying them to an up-to-date
// database changes nothing; a database whose version is newer than the
// code is refused rather than misread.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := loadMigrations(db.d.Migrations())
	if err != nil {
		return err
	}
	return db.runTx(ctx, nil, false, func(tx *txn) error {
		current, err := db.d.SchemaVersion(ctx, tx.Tx)
		if err != nil {
			return fmt.Errorf("read schema version: %w", db.d.PlainError(err))
		}
		if current > len(ms) {
			return fmt.Errorf("schema version %d is newer than this program's %d: upgrade Memo", current, len(ms))
		}
		if current == len(ms) {
			return nil
		}
		for _, m := range ms[current:] {
			if _, err := tx.Tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, db.d.PlainError(err))
			}
			_, name, _ := strings.Cut(m.name, "_")
			if after := afterMigration[name]; after != nil {
				if err := after(ctx, tx); err != nil {
					return fmt.Errorf("migration %s: %w", m.name, db.d.PlainError(err))
				}
			}
		}
		if err := db.d.SetSchemaVersion(ctx, tx.Tx, len(ms)); err != nil {
			return fmt.Errorf("write schema version: %w", db.d.PlainError(err))
		}
		return nil
	})
}
