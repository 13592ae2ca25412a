package sqldb_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// start is when every test clock starts: 2030-03-14 09:30:15.5 UTC, with a
// fraction of a second so truncation to stored seconds shows.
func start() time.Time { return time.Date(2030, time.March, 14, 9, 30, 15, 5e8, time.UTC) }

// backend opens the store on one dialect.
type backend struct {
	name string
	// place names a fresh, empty database, removed when tb ends.
	place func(tb testing.TB) string
	// try opens the database at place with clock.
	try func(ctx context.Context, place string, clock memo.Clock) (*sqldb.DB, error)
}

// backends are the dialects the tests run on: SQLite (a file in a
// temporary directory) always, PostgreSQL (a schema of its own in the
// test run's database) when a server answers, or always under
// MEMO_REQUIRE_POSTGRES=1.
var backends = []backend{
	{"sqlite", func(tb testing.TB) string { return filepath.Join(tb.TempDir(), "memo.db") }, sqlite.Open},
	{"postgres", func(tb testing.TB) string { return pgtest.URL(tb) }, postgres.Open},
}

// open opens a fresh, empty database with clock, closed when tb ends.
func (on backend) open(tb testing.TB, clock memo.Clock) *sqldb.DB {
	tb.Helper()
	return on.openAt(tb, on.place(tb), clock)
}

// openAt opens the database at place with clock, closed when tb ends.
func (on backend) openAt(tb testing.TB, place string, clock memo.Clock) *sqldb.DB {
	tb.Helper()
	db, err := on.try(tb.Context(), place, clock)
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

// each runs test on every backend, as a subtest named after it.
func each(t *testing.T, test func(t *testing.T, on backend)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { test(t, b) })
	}
}

// eachB runs bench on every backend, as a sub-benchmark named after it.
func eachB(b *testing.B, bench func(b *testing.B, on backend)) {
	for _, be := range backends {
		b.Run(be.name, func(b *testing.B) { bench(b, be) })
	}
}

// pinned opens a fresh database whose clock starts at start and moves
// only when the test moves it.
func (on backend) pinned(tb testing.TB) (*sqldb.DB, *storetest.Clock) {
	tb.Helper()
	clock := storetest.NewClock(start())
	return on.open(tb, clock), clock
}

// newUser opens a pinned database with user "u1" (Asia/Jerusalem, Hebrew)
// and the users others, who have no zone or language.
func (on backend) newUser(t *testing.T, others ...string) (*sqldb.DB, *storetest.Clock) {
	t.Helper()
	db, clock := on.pinned(t)
	ensureUser(t, db, "u1", "Asia/Jerusalem", memo.Hebrew)
	for _, id := range others {
		ensureUser(t, db, id, "", "")
	}
	return db, clock
}

// ensureUser makes the user id with zone and lang, failing the test on
// error.
func ensureUser(t *testing.T, db *sqldb.DB, id, zone string, lang memo.Language) {
	t.Helper()
	if _, err := db.EnsureUser(t.Context(), id, zone, lang); err != nil {
		t.Fatalf("EnsureUser(%s): %v", id, err)
	}
}

// must, wantCode and sameJSON are storetest's.
var (
	must     = storetest.Must
	wantCode = storetest.WantCode
	sameJSON = storetest.SameJSON
)

// pluck returns f of each of xs, in order.
func pluck[T any](xs []T, f func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// raw is the database's pool for the tests' own queries, written with ?
// as the store's are.
var raw = sqldb.Raw

// count returns the number query (a SELECT count(*), written with ?)
// reads, failing the test on error.
func count(t *testing.T, db *sqldb.DB, query string, args ...any) int {
	t.Helper()
	var n int
	must(t, raw(db).QueryRowContext(t.Context(), query, args...).Scan(&n))
	return n
}

// plan returns the plan of query, a line per step: SQLite's EXPLAIN QUERY
// PLAN, or PostgreSQL's EXPLAIN with sequential scans off (the tables of a
// test are small, and the question is whether an index can answer, not
// whether it is cheaper on ten rows).
func plan(t *testing.T, db *sqldb.DB, query string, args ...any) string {
	t.Helper()
	ctx := t.Context()
	conn, err := db.SQL().Conn(ctx)
	must(t, err)
	defer conn.Close()
	explain := "EXPLAIN QUERY PLAN "
	if db.Dialect().Name() == "postgres" {
		_, err := conn.ExecContext(ctx, `SET enable_seqscan = off`)
		must(t, err)
		defer conn.ExecContext(ctx, `RESET enable_seqscan`)
		explain = "EXPLAIN "
	}
	rows, err := conn.QueryContext(ctx, explain+db.Dialect().Rebind(query), args...)
	must(t, err)
	defer rows.Close()
	cols, err := rows.Columns()
	must(t, err)
	var lines []string
	for rows.Next() {
		dest := make([]any, len(cols))
		for i := range dest {
			dest[i] = new(any)
		}
		var detail string
		dest[len(dest)-1] = &detail // the step's text is the last column
		must(t, rows.Scan(dest...))
		lines = append(lines, detail)
	}
	must(t, rows.Err())
	return strings.Join(lines, "\n")
}

func TestConversationState(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		storetest.TestConversationState(t, func(t *testing.T, clock memo.Clock) memo.ConversationState {
			return on.open(t, clock).State(sqldb.StateOptions{})
		})
	})
}

func BenchmarkSaveLoadTakePending(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		storetest.BenchmarkPending(b, on.open(b, memo.SystemClock{}).State(sqldb.StateOptions{}))
	})
}
