package sqldb

import (
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

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
