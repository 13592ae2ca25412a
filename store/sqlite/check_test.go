package sqlite_test

import (
	"os"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// filled opens a new database and stores enough tasks of user u1 for the
// table to span many pages, all in the file itself, not only in the log.
// It returns the store, its path and the size of the file before the
// tasks: the header and the schema, which damage must spare for the file
// to open.
func filled(t *testing.T) (db *sqldb.DB, path string, schema int64) {
	t.Helper()
	ctx := t.Context()
	db = mustOpen(t, nil)
	path = db.Path()
	_, err := db.EnsureUser(ctx, "u1", "Asia/Jerusalem", memo.English)
	must(t, err)
	checkpoint(t, db)
	st, err := os.Stat(path)
	must(t, err)
	for i := range 300 {
		_, err := db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: strings.Repeat("task ", 55) + string(rune('a'+i%26))})
		must(t, err)
	}
	checkpoint(t, db)
	return db, path, st.Size()
}

// checkpoint moves what the log holds into the database file.
func checkpoint(t *testing.T, db *sqldb.DB) {
	t.Helper()
	_, err := db.SQL().ExecContext(t.Context(), `PRAGMA wal_checkpoint(TRUNCATE)`)
	must(t, err)
}

// scribble writes junk, in place, over the second half of the file past
// schema bytes, so the file still opens.
func scribble(t *testing.T, path string, schema int64) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	must(t, err)
	st, err := f.Stat()
	must(t, err)
	from := schema + (st.Size()-schema)/2
	junk := make([]byte, st.Size()-from)
	for i := range junk {
		junk[i] = byte(i * 7)
	}
	_, err = f.WriteAt(junk, from)
	must(t, err)
	must(t, f.Close())
}

// damage closes db, scribbles over its file and opens the file again.
func damage(t *testing.T, db *sqldb.DB, path string, schema int64) *sqldb.DB {
	t.Helper()
	db.Close()
	scribble(t, path, schema)
	db, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// TestProbeSeesDamageUnderARunningStore: the file is damaged while the
// store has it open (a disk fault, another program writing it). The
// pooled connections keep the pages they read in their caches, and an
// integrity check run through them checks those copies and says "ok"
// for as long as the process lives; the check must read the file.
func TestProbeSeesDamageUnderARunningStore(t *testing.T) {
	ctx := t.Context()
	db, path, schema := filled(t)
	p := db.Prober(time.Nanosecond) // the integrity check on every probe
	for range 8 {                   // every pooled connection reads every page
		if err := p.Probe(ctx); err != nil {
			t.Fatalf("Probe on a good file: %v", err)
		}
	}
	scribble(t, path, schema)
	for i := range 4 {
		if err := p.Probe(ctx); err == nil {
			t.Fatalf("probe %d after the file was damaged: ok", i+1)
		} else if !strings.Contains(err.Error(), "integrity check") {
			t.Fatalf("probe %d: %v; want the integrity check's finding", i+1, err)
		}
	}
	if memo.ErrorCodeOf(db.Damage()) != memo.EDamaged {
		t.Errorf("Damage() = %v after the check found damage", db.Damage())
	}
}

// TestDamageIsKept: what says the file is damaged (the check's finding,
// an error reading a corrupt page) is an EDamaged error, and the store
// keeps it for its life (DB.Damage): a damaged file stays damaged until
// the operator restores it; the first probe of the store reports it too.
func TestDamageIsKept(t *testing.T) {
	db, path, schema := filled(t)
	if err := db.Damage(); err != nil {
		t.Fatalf("a new store is damaged: %v", err)
	}
	db = damage(t, db, path, schema)
	_, err := db.FindTasks(t.Context(), "u1", memo.TaskFilter{})
	if memo.ErrorCodeOf(err) != memo.EDamaged {
		t.Fatalf("reading a corrupt table: %v (code %q); want EDamaged", err, memo.ErrorCodeOf(err))
	}
	if memo.ErrorCodeOf(db.Damage()) != memo.EDamaged {
		t.Fatalf("Damage() = %v after a corrupt read", db.Damage())
	}
	if err := db.Prober(time.Hour).Probe(t.Context()); err == nil {
		t.Fatal("the first probe of a damaged file: ok")
	}
}
