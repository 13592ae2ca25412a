package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// migrationFS holds the schema changes, one file per version, named
// NNN_name.sql and numbered from 001 without gaps. The numbering is this
// package's own: it does not follow store/sqlite's.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

// migrationLock is the advisory lock key two processes starting together
// take, so one migrates and the other then sees the schema up to date.
const migrationLock = 0x6d656d6f // "memo"

// afterMigration is the step written in Go that completes migration
// version, run right after its SQL in the same transaction (data the SQL
// cannot compute), or nil.
func afterMigration(version int) func(context.Context, *sqlTx) error {
	switch version {
	case 3: // 003_task_keys: the keys of the tasks stored before
		return indexAllTasks
	}
	return nil
}

// migration is one schema change.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations reads the embedded migrations in version order and checks
// that they are numbered 1, 2, 3... with no gap or duplicate.
func loadMigrations() ([]migration, error) {
	entries, err := fs.ReadDir(migrationFS, "migrations")
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var ms []migration
	for _, e := range entries { // ReadDir sorts by name
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %q: name must be NNN_name.sql", e.Name())
		}
		if v != len(ms)+1 {
			return nil, fmt.Errorf("migration %q: expected version %d", e.Name(), len(ms)+1)
		}
		b, err := fs.ReadFile(migrationFS, path.Join("migrations", e.Name()))
		if err != nil {
			return nil, fmt.Errorf("read migration %q: %w", e.Name(), err)
		}
		ms = append(ms, migration{version: v, name: e.Name(), sql: string(b)})
	}
	return ms, nil
}

// SchemaVersion is the schema version this code writes: the number of the
// last embedded migration, kept in the table memo_schema.
func SchemaVersion() int {
	ms, err := loadMigrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies the migrations the database has not seen, all in one
// transaction: PostgreSQL's DDL is transactional, so a process killed
// half-way leaves the schema as it was, and the next start applies the
// whole step again. A database whose version is newer than the code is
// refused rather than misread.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	err = db.runTx(ctx, nil, func(tx *sqlTx) error {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(?)`, int64(migrationLock)); err != nil {
			return fmt.Errorf("lock schema: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS memo_schema (
			one     BOOLEAN PRIMARY KEY DEFAULT true CHECK (one),
			version INTEGER NOT NULL)`); err != nil {
			return fmt.Errorf("schema table: %w", plainError(err))
		}
		var current int
		err := tx.QueryRowContext(ctx, `SELECT version FROM memo_schema`).Scan(&current)
		if err != nil && !errNoRows(err) {
			return fmt.Errorf("read schema version: %w", err)
		}
		if current > len(ms) {
			return fmt.Errorf("schema version %d is newer than this program's %d: upgrade Memo", current, len(ms))
		}
		for _, m := range ms[current:] {
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, plainError(err))
			}
			if after := afterMigration(m.version); after != nil {
				if err := after(ctx, tx); err != nil {
					return fmt.Errorf("migration %s: %w", m.name, plainError(err))
				}
			}
		}
		if current == len(ms) {
			return nil
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO memo_schema (version) VALUES (?)
			ON CONFLICT (one) DO UPDATE SET version = excluded.version`, len(ms))
		if err != nil {
			return fmt.Errorf("write schema version: %w", err)
		}
		return nil
	})
	return err
}
