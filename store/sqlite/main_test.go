package sqlite_test

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// start is when every test clock starts: 2030-03-14 09:30:15.5 UTC, with a
// fraction of a second so truncation to stored seconds shows.
func start() time.Time { return time.Date(2030, time.March, 14, 9, 30, 15, 5e8, time.UTC) }

// mustOpen opens a fresh database file in a temporary directory with clock,
// closed when the test ends.
func mustOpen(tb testing.TB, clock memo.Clock) *sqlite.DB {
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

// newUser opens a database with a pinned clock and one user, "u1".
func newUser(t *testing.T) (*sqlite.DB, *storetest.Clock) {
	t.Helper()
	clock := storetest.NewClock(start())
	db := mustOpen(t, clock)
	if _, err := db.EnsureUser(t.Context(), "u1", "Asia/Jerusalem", memo.Hebrew); err != nil {
		t.Fatalf("EnsureUser: %v", err)
	}
	return db, clock
}

// wantCode fails the test unless err carries code.
func wantCode(t *testing.T, what string, err error, code memo.ErrorCode) {
	t.Helper()
	if got := memo.ErrorCodeOf(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
}

// sameJSON fails the test unless got and want encode to the same JSON.
func sameJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("%s:\n got %s\nwant %s", what, g, w)
	}
}

func TestConversationState(t *testing.T) {
	storetest.TestConversationState(t, func(t *testing.T, clock memo.Clock) memo.ConversationState {
		return mustOpen(t, clock).State(sqlite.StateOptions{})
	})
}

func BenchmarkSaveLoadTakePending(b *testing.B) {
	storetest.BenchmarkPending(b, mustOpen(b, memo.SystemClock{}).State(sqlite.StateOptions{}))
}
