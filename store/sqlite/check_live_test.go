package sqlite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

// TestProbeSeesDamageUnderARunningStore: the file is damaged while the
// store has it open (a disk fault, another program writing it). The
// pooled connections keep the pages they read in their caches, and an
// integrity check run through them checks those copies and says "ok"
// for as long as the process lives; the check must read the file.
func TestProbeSeesDamageUnderARunningStore(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memo.db")
	db, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.SQL().ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	schema := st.Size()
	for i := range 300 {
		if err := db.SaveTrace(ctx, memo.TurnTrace{ChatID: "c", At: start(), Source: "offline", Tool: "general.help", Text: strings.Repeat("x", 400) + string(rune('a'+i%26))}); err != nil {
			t.Fatal(err)
		}
	}
	// The rows in the file itself, not only in the log.
	if _, err := db.SQL().ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	p := db.Prober(time.Nanosecond) // the integrity check on every probe
	for range 8 {                   // every pooled connection reads every page
		if err := p.Probe(ctx); err != nil {
			t.Fatalf("Probe on a good file: %v", err)
		}
	}

	// Scribble over the second half of the rows' pages, in place.
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	st, err = f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	from := schema + (st.Size()-schema)/2
	junk := make([]byte, st.Size()-from)
	for i := range junk {
		junk[i] = byte(i * 7)
	}
	if _, err := f.WriteAt(junk, from); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}

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
// the operator restores it.
func TestDamageIsKept(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memo.db")
	db, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Damage(); err != nil {
		t.Fatalf("a new store is damaged: %v", err)
	}
	user, err := db.EnsureUser(ctx, "u1", "Asia/Jerusalem", memo.English)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 300 {
		if _, err := db.CreateTask(ctx, user.ID, "", memo.TaskDraft{Text: strings.Repeat("task ", 55) + string(rune('a'+i%26))}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.SQL().ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	scribble(t, path)

	db, err = sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer db.Close()
	_, err = db.FindTasks(ctx, user.ID, memo.TaskFilter{})
	if memo.ErrorCodeOf(err) != memo.EDamaged {
		t.Fatalf("reading a corrupt table: %v (code %q); want EDamaged", err, memo.ErrorCodeOf(err))
	}
	if memo.ErrorCodeOf(db.Damage()) != memo.EDamaged {
		t.Fatalf("Damage() = %v after a corrupt read", db.Damage())
	}
}

// scribble writes junk over the last quarter of the file, past its first
// pages (the header and the schema), so it still opens.
func scribble(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(b) * 3 / 4; i < len(b); i++ {
		b[i] = byte(i * 7)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}
