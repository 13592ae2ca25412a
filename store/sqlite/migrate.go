package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// migrationFS holds the schema changes, one file per version, named
// NNN_name.sql and numbered from 001 without gaps.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

// afterMigration is the step written in Go that completes migration
// version, run right after its SQL in the same transaction (data the SQL
// cannot compute), or nil.
func afterMigration(version int) func(context.Context, *sql.Tx) error {
	switch version {
	case 11: // 011_task_keys: the keys of the tasks stored before
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
// last embedded migration. It is kept in the file as PRAGMA user_version.
func SchemaVersion() int {
	ms, err := loadMigrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies, in one transaction, the migrations the file has not seen.
// Applying them to an up-to-date file changes nothing; a file whose version
// is newer than the code is refused rather than misread.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *sql.Tx) error {
		var current int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		if current > len(ms) {
			return fmt.Errorf("schema version %d is newer than this program's %d: upgrade Memo", current, len(ms))
		}
		for _, m := range ms[current:] {
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			if after := afterMigration(m.version); after != nil {
				if err := after(ctx, tx); err != nil {
					return fmt.Errorf("migration %s: %w", m.name, err)
				}
			}
		}
		if current == len(ms) {
			return nil
		}
		// PRAGMA takes no bound parameters; the value is an int we produced.
		if _, err := tx.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(len(ms))); err != nil {
			return fmt.Errorf("write schema version: %w", err)
		}
		return nil
	})
}
