package postgres_test

import (
	"context"
	"database/sql"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// must fails the test now if err is not nil.
var must = storetest.Must

// TestRebind numbers ? placeholders, keeps ?N's number, and leaves quoted
// text alone.
func TestRebind(t *testing.T) {
	tests := []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`a = ? AND b = ?`, `a = $1 AND b = $2`},
		{`a = ?1 OR b = ?1 AND c = ?12`, `a = $1 OR b = $1 AND c = $12`},
		{`x = '?' AND y = "?" AND z = ?`, `x = '?' AND y = "?" AND z = $1`},
		{`'it''s ?' || ?`, `'it''s ?' || $1`},
	}
	for _, tt := range tests {
		if got := (postgres.Dialect{}).Rebind(tt.in); got != tt.want {
			t.Errorf("Rebind(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestOpenTogether: processes starting at once on an empty database
// migrate it once between them (the advisory lock) and all open.
func TestOpenTogether(t *testing.T) {
	url := pgtest.URL(t)
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			db, err := postgres.Open(t.Context(), url, nil)
			if err == nil {
				_, err = db.EnsureUser(t.Context(), "u1", "", "")
				db.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Errorf("Open: %v", err)
		}
	}
}

// TestMigrationIsAtomic: a migration that fails half-way (as one killed
// mid-way would) leaves no table of it behind, and the database opens
// afterwards as if nothing had been tried.
func TestMigrationIsAtomic(t *testing.T) {
	url := pgtest.URL(t)
	raw, err := sql.Open("pgx", url)
	must(t, err)
	defer raw.Close()
	// A table of the first migration exists already, with another shape:
	// the migration fails at that statement, after creating users.
	_, err = raw.ExecContext(t.Context(), `CREATE TABLE lists (x int)`)
	must(t, err)
	if _, err := postgres.Open(t.Context(), url, nil); err == nil || !strings.Contains(err.Error(), "migration 001") {
		t.Fatalf("Open with a clashing table: err = %v, want the migration named", err)
	}
	var users sql.NullString
	must(t, raw.QueryRowContext(t.Context(), `SELECT to_regclass('users')::text`).Scan(&users))
	if users.Valid {
		t.Fatalf("table users exists after a failed migration: it was not rolled back")
	}
	_, err = raw.ExecContext(t.Context(), `DROP TABLE lists`)
	must(t, err)
	db, err := postgres.Open(t.Context(), url, nil)
	if err != nil {
		t.Fatalf("Open after the clash was removed: %v", err)
	}
	db.Close()
}

func TestOpenBadURL(t *testing.T) {
	// A port nothing listens on: the server is down.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	down := "postgres://memo:secret@" + l.Addr().String() + "/memo?sslmode=disable&connect_timeout=2"
	l.Close()
	server := pgtest.URL(t)
	tests := []struct {
		name, url, want string
	}{
		{"not a URL", "/var/lib/memo/memo.db", "not a postgres:// URL"},
		{"does not parse", "postgres://[::1", "bad URL"},
		{"server down", down, "connection refused"},
		{"no such database", strings.Replace(server, "/memo_test_", "/nosuch_", 1), "does not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(t.Context(), 15*time.Second)
			defer cancel()
			db, err := postgres.Open(ctx, tt.url, nil)
			if err == nil {
				db.Close()
				t.Fatalf("Open(%q) succeeded, want an error", tt.url)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) || strings.Contains(msg, "secret") || strings.Contains(msg, "\n") {
				t.Errorf("Open(%q) error %q: want one line containing %q and no password", tt.url, msg, tt.want)
			}
		})
	}
}

func TestRedact(t *testing.T) {
	if got := postgres.Redact("postgres://memo:secret@db:5432/memo"); strings.Contains(got, "secret") || !strings.Contains(got, "db:5432") {
		t.Errorf("Redact = %q", got)
	}
	for _, s := range []string{"postgres://a@h/x", "postgresql://h/x", " POSTGRES://h/x"} {
		if !postgres.IsURL(s) {
			t.Errorf("IsURL(%q) = false", s)
		}
	}
	if postgres.IsURL("memo.db") {
		t.Error(`IsURL("memo.db") = true`)
	}
}

// TestServerGoneAndBack: when the server goes away mid-traffic, calls
// fail with an error (no hang, no panic) and the pool recovers by itself
// once the server is back, with nothing written half.
func TestServerGoneAndBack(t *testing.T) {
	proxy, url := pgtest.NewProxy(t, pgtest.URL(t))
	db, err := postgres.Open(t.Context(), url, nil)
	must(t, err)
	defer db.Close()
	ctx := t.Context()
	_, err = db.EnsureUser(ctx, "u1", "UTC", memo.English)
	must(t, err)
	_, err = db.CreateTask(ctx, "u1", "k1", memo.TaskDraft{Text: "before"})
	must(t, err)

	proxy.Cut()
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	_, err = db.CreateTask(cctx, "u1", "k2", memo.TaskDraft{Text: "during"})
	cancel()
	if err == nil {
		t.Fatal("CreateTask with the server gone: no error")
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error spans lines: %q", err)
	}
	t.Logf("with the server gone: %v", err)

	proxy.Restore()
	// The retried call (same key) creates the task once.
	task, err := db.CreateTask(ctx, "u1", "k2", memo.TaskDraft{Text: "during"})
	if err != nil {
		t.Fatalf("CreateTask after the server came back: %v", err)
	}
	ts, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
	if err != nil || len(ts) != 2 || ts[1].ID != task.ID && ts[0].ID != task.ID {
		t.Fatalf("tasks after recovery: %+v, %v; want before and during, once each", ts, err)
	}
}
