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
	if err != nil {
		t.Fatalf("Open(%q): %v", path, err)
	}
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
