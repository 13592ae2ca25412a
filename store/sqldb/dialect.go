package sqldb

import (
	"context"
	"database/sql"
	"io/fs"
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
