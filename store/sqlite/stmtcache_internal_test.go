package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	msqlite "modernc.org/sqlite"

	"github.com/memo-assistant/memo/store/storetest"
)

// must fails the test now if err is not nil.
var must = storetest.Must

// cached returns how many statements the pool's one connection keeps.
func cached(t *testing.T, db *sql.DB) int {
	t.Helper()
	conn, err := db.Conn(t.Context())
	must(t, err)
	defer conn.Close()
	n := -1
	must(t, conn.Raw(func(c any) error {
		sc, ok := c.(*stmtConn)
		if !ok {
			return fmt.Errorf("connection is %T, not the caching one", c)
		}
		sc.mu.Lock()
		n = len(sc.stmts)
		sc.mu.Unlock()
		return nil
	}))
	return n
}

func openCached(t *testing.T) *sql.DB {
	t.Helper()
	c, err := newStmtConnector(dsn(filepath.Join(t.TempDir(), "cache.db")))
	must(t, err)
	db := sql.OpenDB(c)
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	_, err = db.Exec(`CREATE TABLE kv (k INTEGER PRIMARY KEY, v TEXT NOT NULL)`)
	must(t, err)
	return db
}

// A statement run again with new arguments sees them, not the old ones,
// inside a transaction and out of one, and is compiled once.
func TestStmtCacheRebinds(t *testing.T) {
	db := openCached(t)
	ctx := t.Context()
	for i := range 50 {
		_, err := db.ExecContext(ctx, `INSERT INTO kv (k, v) VALUES (?, ?)`, i, fmt.Sprint("v", i))
		must(t, err)
	}
	tx, err := db.BeginTx(ctx, nil)
	must(t, err)
	for i := range 50 {
		var v string
		must(t, tx.QueryRowContext(ctx, `SELECT v FROM kv WHERE k = ?`, i).Scan(&v))
		if want := fmt.Sprint("v", i); v != want {
			t.Fatalf("row %d: got %q, want %q", i, v, want)
		}
	}
	must(t, tx.Commit())
	// No row: the statement is reset and the next call still works.
	if err := db.QueryRowContext(ctx, `SELECT v FROM kv WHERE k = ?`, 999).Scan(new(string)); err != sql.ErrNoRows {
		t.Fatalf("missing row: got %v, want sql.ErrNoRows", err)
	}
	// A failing statement (a duplicate key) leaves it usable.
	if _, err := db.ExecContext(ctx, `INSERT INTO kv (k, v) VALUES (?, ?)`, 1, "again"); err == nil {
		t.Fatal("duplicate key inserted")
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO kv (k, v) VALUES (?, ?)`, 100, "v100"); err != nil {
		t.Fatalf("insert after a failed insert: %v", err)
	}
	// CREATE TABLE, INSERT and SELECT: three statements kept.
	if n := cached(t, db); n != 3 {
		t.Fatalf("%d statements cached, want 3", n)
	}
}

// The same query run while its own rows are still open (a nested loop)
// gets a statement of its own instead of resetting the one being read.
func TestStmtCacheNestedSameQuery(t *testing.T) {
	db := openCached(t)
	ctx := t.Context()
	for i := range 5 {
		_, err := db.ExecContext(ctx, `INSERT INTO kv (k, v) VALUES (?, ?)`, i, fmt.Sprint(i))
		must(t, err)
	}
	tx, err := db.BeginTx(ctx, nil)
	must(t, err)
	defer tx.Rollback()
	const q = `SELECT k FROM kv WHERE k >= ? ORDER BY k`
	outer, err := tx.QueryContext(ctx, q, 0)
	must(t, err)
	pairs := 0
	for outer.Next() {
		var k int
		must(t, outer.Scan(&k))
		inner, err := tx.QueryContext(ctx, q, k)
		must(t, err)
		for inner.Next() {
			pairs++
		}
		must(t, inner.Close())
	}
	must(t, outer.Err())
	outer.Close()
	if pairs != 15 { // 5 + 4 + 3 + 2 + 1
		t.Fatalf("%d pairs, want 15", pairs)
	}
}

// Past maxCachedStmts distinct queries, the rest run uncached and right.
func TestStmtCacheBounded(t *testing.T) {
	db := openCached(t)
	ctx := t.Context()
	_, err := db.ExecContext(ctx, `INSERT INTO kv (k, v) VALUES (1, 'one')`)
	must(t, err)
	for i := range maxCachedStmts + 20 {
		var v string
		// Each query's text differs, as one with i placeholders would.
		q := fmt.Sprintf(`SELECT v FROM kv WHERE k = ? AND %d = %d`, i, i)
		if err := db.QueryRowContext(ctx, q, 1).Scan(&v); err != nil || v != "one" {
			t.Fatalf("query %d: %q, %v", i, v, err)
		}
	}
	if n := cached(t, db); n != maxCachedStmts {
		t.Fatalf("%d statements cached, want the bound %d", n, maxCachedStmts)
	}
}

// TestEndedContextStartsNoStatement: statements run without their
// context's cancellation, but one asked for with an ended context is
// refused before it starts, through the cache or around it.
func TestEndedContextStartsNoStatement(t *testing.T) {
	conn, err := (&msqlite.Driver{}).Open(filepath.Join(t.TempDir(), "d.db"))
	must(t, err)
	c, err := newStmtConn(conn)
	must(t, err)
	defer c.Close()
	sc := c.(*stmtConn)
	ctx, cancel := context.WithCancel(context.Background())
	_, err = sc.ExecContext(ctx, "CREATE TABLE t (x)", nil)
	must(t, err)
	cancel()
	if _, err := sc.ExecContext(ctx, "INSERT INTO t VALUES (1)", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("exec with an ended context: %v; want context.Canceled", err)
	}
	if _, err := sc.QueryContext(ctx, "SELECT x FROM t", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("query with an ended context: %v; want context.Canceled", err)
	}
	if _, err := sc.BeginTx(ctx, driver.TxOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("begin with an ended context: %v; want context.Canceled", err)
	}
	rows, err := sc.QueryContext(context.Background(), "SELECT count(*) FROM t", nil)
	must(t, err)
	defer rows.Close()
	v := make([]driver.Value, 1)
	if err := rows.Next(v); err != nil || v[0] != int64(0) {
		t.Errorf("rows after refused statements: %v, %v; want 0 (nothing inserted)", v[0], err)
	}
}
