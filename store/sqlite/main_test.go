package sqlite_test

import (
	"path/filepath"
	"testing"
	"time"

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
