package postgres_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/storetest"
)

// start is when every test clock starts: 2030-03-14 09:30:15.5 UTC, with a
// fraction of a second so truncation to stored seconds shows.
func start() time.Time { return time.Date(2030, time.March, 14, 9, 30, 15, 5e8, time.UTC) }

// mustOpen opens a fresh, empty database (a schema of its own in the test
// run's database) with clock, closed when the test ends.
func mustOpen(tb testing.TB, clock memo.Clock) *postgres.DB {
	tb.Helper()
	db, err := postgres.Open(tb.Context(), pgtest.URL(tb), clock)
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
func newUser(t *testing.T) (*postgres.DB, *storetest.Clock) {
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
		return mustOpen(t, clock).State(postgres.StateOptions{})
	})
}

func BenchmarkSaveLoadTakePending(b *testing.B) {
	storetest.BenchmarkPending(b, mustOpen(b, memo.SystemClock{}).State(postgres.StateOptions{}))
}

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// rawDB is the database's pool for the tests' own queries, written with ?
// as the store's are.
type rawDB struct{ *sql.DB }

func raw(db *postgres.DB) rawDB { return rawDB{db.SQL()} }

func (r rawDB) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return r.DB.ExecContext(ctx, postgres.Rebind(q), args...)
}

func (r rawDB) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return r.DB.QueryContext(ctx, postgres.Rebind(q), args...)
}

func (r rawDB) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return r.DB.QueryRowContext(ctx, postgres.Rebind(q), args...)
}
