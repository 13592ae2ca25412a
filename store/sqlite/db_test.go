package sqlite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memo-assistant/memo/store/sqlite"
)

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
