package sqlite_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// start is when every test clock starts: 2030-03-14 09:30:15.5 UTC.
func start() time.Time { return time.Date(2030, time.March, 14, 9, 30, 15, 5e8, time.UTC) }

// must fails the test now if err is not nil.
var must = storetest.Must

// mustOpen opens a fresh database file in a temporary directory with clock,
// closed when the test ends.
func mustOpen(tb testing.TB, clock memo.Clock) *sqldb.DB {
	tb.Helper()
	db, err := sqlite.Open(tb.Context(), filepath.Join(tb.TempDir(), "memo.db"), clock)
	if err != nil {
		tb.Fatalf("Open: %v", err)
	}
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

func TestOpenPragmas(t *testing.T) {
	db := mustOpen(t, nil)
	tests := []struct{ pragma, want string }{
		{"foreign_keys", "1"},
		{"journal_mode", "wal"},
		{"busy_timeout", "5000"},
	}
	for _, tt := range tests {
		var got string
		if err := db.SQL().QueryRowContext(t.Context(), "PRAGMA "+tt.pragma).Scan(&got); err != nil {
			t.Fatalf("PRAGMA %s: %v", tt.pragma, err)
		}
		if got != tt.want {
			t.Errorf("PRAGMA %s = %q, want %q", tt.pragma, got, tt.want)
		}
	}
}

func TestOpenBadPath(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.db")
	must(t, os.WriteFile(garbage, []byte(strings.Repeat("not a database\n", 100)), 0o600))
	tests := []struct {
		name, path string
	}{
		{"missing parent directory", filepath.Join(dir, "missing", "memo.db")},
		{"a directory", dir},
		{"not a database", garbage},
		{"empty", ""},
		{"in memory", ":memory:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := sqlite.Open(t.Context(), tt.path, nil)
			if err == nil {
				db.Close()
				t.Fatalf("Open(%q) succeeded, want an error", tt.path)
			}
			if want := "open database " + tt.path + ":"; !strings.Contains(err.Error(), want) {
				t.Errorf("Open(%q) error %q does not contain %q", tt.path, err, want)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Errorf("Open created the missing parent directory (stat err %v)", err)
	}
}

func TestOpenPathWithURICharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a?b#c%d")
	must(t, os.Mkdir(dir, 0o700))
	path := filepath.Join(dir, "memo.db")
	db, err := sqlite.Open(t.Context(), path, nil)
	must(t, err)
	db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database not at %q: %v", path, err)
	}
}

// TestBusyIsWaitedOut holds the write lock from a second connection (as
// another process on the same file would) and checks that a write waits
// for it, up to the busy timeout, instead of failing with SQLITE_BUSY.
func TestBusyIsWaitedOut(t *testing.T) {
	db := mustOpen(t, storetest.NewClock(start()))
	_, err := db.EnsureUser(t.Context(), "u1", "Asia/Jerusalem", memo.Hebrew)
	must(t, err)
	other, err := sql.Open("sqlite", "file:"+db.Path()+"?_pragma=busy_timeout(5000)")
	must(t, err)
	defer other.Close()
	conn, err := other.Conn(t.Context())
	must(t, err)
	defer conn.Close()
	_, err = conn.ExecContext(t.Context(), "BEGIN IMMEDIATE")
	must(t, err)
	const hold = 300 * time.Millisecond
	released := make(chan error, 1)
	go func() {
		time.Sleep(hold)
		_, err := conn.ExecContext(t.Context(), "COMMIT")
		released <- err
	}()
	start := time.Now()
	task, err := db.CreateTask(t.Context(), "u1", "busy-1", memo.TaskDraft{Text: "written while locked"})
	if err != nil {
		t.Fatalf("CreateTask while another connection held the write lock: %v", err)
	}
	must(t, <-released)
	if waited := time.Since(start); waited < hold/2 {
		t.Errorf("the write did not wait for the lock (%v): it was not held", waited)
	}
	tasks, err := db.FindTasks(t.Context(), "u1", memo.TaskFilter{})
	if err != nil || len(tasks) != 1 || tasks[0].ID != task.ID {
		t.Fatalf("after the wait: %+v, %v; want the one task", tasks, err)
	}
}

// TestFileModes: the database and its -wal and -shm files are 0600 when
// Open creates them, whatever the umask and wherever the file is, and an
// existing file readable by others is narrowed.
func TestFileModes(t *testing.T) {
	old := syscall.Umask(0) // the loosest umask: nothing is masked for us
	defer syscall.Umask(old)
	ctx := t.Context()
	dir := filepath.Join(t.TempDir(), "elsewhere")
	must(t, os.Mkdir(dir, 0o755))
	path := filepath.Join(dir, "memo.db")
	db, err := sqlite.Open(ctx, path, nil)
	must(t, err)
	_, err = db.EnsureUser(ctx, "u1", "UTC", memo.English)
	must(t, err)
	_, err = db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: "water plants"})
	must(t, err)
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatalf("%s: %v (WAL mode keeps both files while open)", filepath.Base(p), err)
		}
		if st.Mode().Perm() != 0o600 {
			t.Errorf("%s is %v, want -rw-------", filepath.Base(p), st.Mode().Perm())
		}
	}
	must(t, db.Close())

	// A file made readable by others is narrowed at the next open.
	must(t, os.Chmod(path, 0o644))
	db, err = sqlite.Open(ctx, path, nil)
	must(t, err)
	defer db.Close()
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("reopened file: %v %v, want -rw-------", st.Mode().Perm(), err)
	}
}

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
	must(t, err)
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
