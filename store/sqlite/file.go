package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// FileMode is the mode of the database file and of SQLite's -wal and -shm
// files beside it: they hold every user's data and the WhatsApp session
// keys, so only the owner may read them.
const FileMode fs.FileMode = 0o600

// PrepareFile makes path safe to open as a database: it creates the file
// with FileMode when it does not exist (SQLite would create it 0644, less
// the umask), and narrows an existing file, and its -wal and -shm files,
// to FileMode when anyone but the owner may read or write them. SQLite
// creates the -wal and -shm files with the database file's mode, so they
// follow. The directory is left alone: it may be shared (/tmp).
func PrepareFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, FileMode)
	if err != nil {
		return fmt.Errorf("create database file %q: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("create database file %q: %w", path, err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return fmt.Errorf("database file %q: %w", p, err)
		}
		if st.Mode().Perm()&^FileMode != 0 {
			if err := os.Chmod(p, FileMode); err != nil {
				return fmt.Errorf("database file %q: make it private: %w", p, err)
			}
		}
	}
	return nil
}
