// Package postgres opens Memo's store (store/sqldb) on PostgreSQL
// (jackc/pgx through database/sql), so several Memo processes share one
// store: a standby that takes over the WhatsApp session, HTTP replicas.
// It is the store's PostgreSQL dialect: placeholders, transactions,
// full-text search, vectors, claims and the migrations.
//
// Times are stored as unix seconds (milliseconds for the conversation
// state's expiry), as in SQLite, so both dialects truncate and compare
// times alike. Write transactions run SERIALIZABLE and are retried on a
// serialization failure or deadlock: the guarantee SQLite's single writer
// gives (a read-then-write inside one method sees no interleaved write)
// holds here too, without a global lock.
package postgres

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/stdlib"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// Dialect is PostgreSQL's sqldb.Dialect.
type Dialect struct{}

var _ sqldb.Dialect = Dialect{}

// Name implements sqldb.Dialect.
func (Dialect) Name() string { return "postgres" }

// maxOpenConns bounds the pool a process keeps.
const maxOpenConns = 10

// Open connects to the database at url (postgres://user@host:port/db?...),
// checks that it answers and brings its schema up to date. clock stamps
// created rows and judges expiry; nil means the wall clock. The error
// names the server (never the password) when the URL does not parse, the
// server does not answer, or the schema was written by a newer Memo.
func Open(ctx context.Context, url string, clock memo.Clock) (*sqldb.DB, error) {
	where := Redact(url)
	cfg, err := pgxConfig(url)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", where, err)
	}
	sdb := stdlib.OpenDB(*cfg)
	sdb.SetMaxOpenConns(maxOpenConns)
	sdb.SetMaxIdleConns(maxOpenConns)
	sdb.SetConnMaxIdleTime(5 * time.Minute)
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := sdb.PingContext(pctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("open database %s: %w", where, plainError(err))
	}
	return sqldb.Open(ctx, sdb, Dialect{}, where, clock)
}

// Shared implements sqldb.Dialect: several processes may share the
// database.
func (Dialect) Shared() bool { return true }

// TxOptions implements sqldb.Dialect: SERIALIZABLE writes, and reads
// in one REPEATABLE READ snapshot.
func (Dialect) TxOptions(write bool) *sql.TxOptions {
	if write {
		return &sql.TxOptions{Isolation: sql.LevelSerializable}
	}
	return &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead}
}

// Retryable implements sqldb.Dialect: a serialization failure or a
// deadlock, after which the whole transaction may simply run again; or a
// unique violation, which here means a concurrent transaction inserted the
// key this one looked for and did not find (every method reads before it
// inserts a keyed row): run again, it finds that row.
func (Dialect) Retryable(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && (pe.Code == "40001" || pe.Code == "40P01" || pe.Code == "23505")
}

// Relaxed implements sqldb.Dialect: the transaction commits without
// waiting for the WAL to reach the disk (synchronous_commit off, for it
// only).
func (Dialect) Relaxed(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `SET LOCAL synchronous_commit TO OFF`)
	return err
}

// SkipLocked implements sqldb.Dialect.
func (Dialect) SkipLocked() string { return " FOR UPDATE SKIP LOCKED" }

// PlainError implements sqldb.Dialect.
func (Dialect) PlainError(err error) error { return plainError(err) }

// Damaged implements sqldb.Dialect: SQLSTATE XX001 (data_corrupted) and
// XX002 (index_corrupted).
func (Dialect) Damaged(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && (pe.Code == "XX001" || pe.Code == "XX002")
}

// Check implements sqldb.Dialect: the server checks its own pages.
func (Dialect) Check(context.Context, *sql.DB) error { return nil }

// migrationFS holds the schema changes, one file per version, named
// NNN_name.sql and numbered from 001 without gaps. The numbering is this
// dialect's own: it does not follow SQLite's.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

// Migrations implements sqldb.Dialect.
func (Dialect) Migrations() fs.FS {
	sub, _ := fs.Sub(migrationFS, "migrations")
	return sub
}

// migrationLock is the advisory lock key two processes starting together
// take, so one migrates and the other then sees the schema up to date.
const migrationLock = 0x6d656d6f // "memo"

// SchemaVersion implements sqldb.Dialect: the version is kept in the
// table memo_schema, read under an advisory lock held to the end of the
// migrating transaction (PostgreSQL's DDL is transactional).
func (Dialect) SchemaVersion(ctx context.Context, tx *sql.Tx) (int, error) {
	if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
		return 0, fmt.Errorf("lock schema: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS memo_schema (
			one     BOOLEAN PRIMARY KEY DEFAULT true CHECK (one),
			version INTEGER NOT NULL)`); err != nil {
		return 0, fmt.Errorf("schema table: %w", err)
	}
	var v int
	err := tx.QueryRowContext(ctx, `SELECT version FROM memo_schema`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// SetSchemaVersion implements sqldb.Dialect.
func (Dialect) SetSchemaVersion(ctx context.Context, tx *sql.Tx, version int) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memo_schema (version) VALUES ($1)
		ON CONFLICT (one) DO UPDATE SET version = excluded.version`, version)
	return err
}

// Rebind implements sqldb.Dialect: it numbers the ? placeholders of q
// as PostgreSQL's $1, $2, ... and writes ?N as $N, leaving those inside
// quoted literals and identifiers alone.
func (Dialect) Rebind(q string) string {
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
			b.WriteByte('$')
			j := i + 1
			for j < len(q) && q[j] >= '0' && q[j] <= '9' {
				j++
			}
			if j > i+1 { // ?N
				b.WriteString(q[i+1 : j])
				i = j - 1
				continue
			}
			n++
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// IsURL reports whether s names a PostgreSQL database (a postgres:// or
// postgresql:// URL) rather than a file.
func IsURL(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

// Redact returns the URL with its password replaced by "xxxxx", for logs
// and errors. A string that does not parse is reduced to its scheme.
func Redact(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		if i := strings.Index(s, "://"); i > 0 {
			return s[:i+3] + "…"
		}
		return "(not a URL)"
	}
	return u.Redacted()
}

// pgxConfig parses a postgres:// URL into a connection config. Only URLs
// are accepted, so a file path given by mistake is named as such instead
// of being read as a keyword/value string.
func pgxConfig(s string) (*pgx.ConnConfig, error) {
	if !IsURL(s) {
		return nil, errors.New("not a postgres:// URL")
	}
	cfg, err := pgx.ParseConfig(s)
	if err != nil {
		return nil, fmt.Errorf("bad URL: %w", plainError(err))
	}
	return cfg, nil
}

// plainError shortens the driver's errors to what an operator acts on:
// the server refused or did not answer, the database or role does not
// exist, the password was wrong.
func plainError(err error) error {
	var pe *pgconn.PgError
	switch {
	case errors.As(err, &pe):
		return fmt.Errorf("%s (SQLSTATE %s)", pe.Message, pe.Code)
	case errors.Is(err, syscall.ECONNREFUSED):
		return errors.New("connection refused: is PostgreSQL running there?")
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return errors.New("the server did not answer in time")
	}
	return err
}

// TextSearch implements sqldb.Dialect with a tsquery against
// terms_tsv, the terms of memories as lexemes as they are (no parser, no
// dictionary: the normalising is Memo's own), behind a GIN index.
func (Dialect) TextSearch() sqldb.TextSearch {
	return sqldb.TextSearch{
		Query: `SELECT seq FROM memories WHERE user_id = ?1 AND terms_tsv @@ CAST(?2 AS tsquery) ORDER BY seq DESC LIMIT ?3`,
		Quote: tsLexeme,
		And:   " & ",
		Or:    " | ",
	}
}

// tsLexeme quotes s as one tsquery lexeme: inside single quotes nothing is
// operator syntax; a quote is written twice and a backslash escaped. The
// text is taken as it is (a cast to tsquery neither parses words nor
// stems), matching the lexemes terms_tsv holds.
func tsLexeme(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// VectorArg implements sqldb.Dialect: a real[].
func (Dialect) VectorArg(v []float32) any { return v }

// VectorScanner implements sqldb.Dialect: it reads a real[]; NULL is
// an empty vector. A pgtype.Map is not safe for concurrent use: each
// scanner has its own.
func (Dialect) VectorScanner(dst *[]float32) sql.Scanner { return pgtype.NewMap().SQLScanner(dst) }
