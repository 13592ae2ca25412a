package sqldb_test

import (
	"context"
	"database/sql"
	"strings"
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// schemaVersion reads the version the database holds.
func schemaVersion(t *testing.T, db *sqldb.DB) int {
	t.Helper()
	var v int
	inTx(t, db, func(ctx context.Context, tx *sql.Tx) (err error) {
		v, err = db.Dialect().SchemaVersion(ctx, tx)
		return err
	})
	return v
}

// inTx runs fn in a transaction of db and commits it.
func inTx(t *testing.T, db *sqldb.DB, fn func(ctx context.Context, tx *sql.Tx) error) {
	t.Helper()
	tx, err := db.SQL().BeginTx(t.Context(), nil)
	must(t, err)
	if err := fn(t.Context(), tx); err != nil {
		tx.Rollback()
		t.Fatal(err)
	}
	must(t, tx.Commit())
}

func TestOpenReopenKeepsDataAndSchema(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		place := on.place(t)
		db := on.openAt(t, place, nil)
		ensureUser(t, db, "u1", "UTC", memo.English)
		task := create(t, db, "u1", memo.TaskDraft{Text: "water plants"})
		db.Close()

		// Opening again applies nothing and finds everything.
		for range 2 {
			db := on.openAt(t, place, nil)
			if v, want := schemaVersion(t, db), sqldb.SchemaVersion(db.Dialect()); v != want || v < 2 {
				t.Fatalf("schema version = %d, want %d (>= 2)", v, want)
			}
			got, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
			if err != nil || len(got) != 1 || got[0].ID != task.ID {
				t.Fatalf("FindTasks after reopen = %+v, %v; want the one task", got, err)
			}
			db.Close()
		}
	})
}

func TestOpenNewerSchemaIsRefused(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		place := on.place(t)
		db := on.openAt(t, place, nil)
		inTx(t, db, func(ctx context.Context, tx *sql.Tx) error {
			if _, err := db.Dialect().SchemaVersion(ctx, tx); err != nil {
				return err
			}
			return db.Dialect().SetSchemaVersion(ctx, tx, 999)
		})
		db.Close()
		_, err := on.try(t.Context(), place, nil)
		if err == nil || !strings.Contains(err.Error(), "newer") || !strings.Contains(err.Error(), "999") {
			t.Fatalf("Open of a newer schema: err = %v; want one saying version 999 is newer", err)
		}
	})
}
