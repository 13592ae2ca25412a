package sqlite_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

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
