// Package pgtest gives tests a PostgreSQL database of their own: each test
// run (each test binary) creates one database, memo_test_<random>, and
// drops it at the end; each call of URL hands out a fresh schema in it, so
// tests see an empty store and can run in parallel.
//
// The server is found at MEMO_TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable). When it
// does not answer, tests that need it are skipped, or fail when
// MEMO_REQUIRE_POSTGRES=1 (as in CI).
package pgtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
)

// DefaultURL is the server tests use when MEMO_TEST_DATABASE_URL is unset.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

var (
	once    sync.Once
	runName string  // the run's database, "" when none could be made
	runDB   string  // its URL
	run     *sql.DB // a pool on it
	admin   *sql.DB
	setup   error
	dropped sync.Once
)

// Main runs the tests of m and drops the run's database afterwards. Use
// it from TestMain: os.Exit(pgtest.Main(m)).
func Main(m *testing.M) int {
	code := m.Run()
	Drop()
	return code
}

// Drop drops the run's database, if one was made. Main calls it.
func Drop() {
	dropped.Do(func() {
		if admin == nil || runName == "" {
			return
		}
		run.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := admin.ExecContext(ctx, `DROP DATABASE IF EXISTS "`+runName+`" WITH (FORCE)`); err != nil {
			fmt.Fprintf(os.Stderr, "pgtest: drop database %s: %v\n", runName, err)
		}
		admin.Close()
	})
}

// ServerURL is the URL of the server tests use.
func ServerURL() string {
	if u := strings.TrimSpace(os.Getenv("MEMO_TEST_DATABASE_URL")); u != "" {
		return u
	}
	return DefaultURL
}

// Required reports whether a missing server fails tests (MEMO_REQUIRE_POSTGRES=1).
func Required() bool { return os.Getenv("MEMO_REQUIRE_POSTGRES") == "1" }

// URL returns the URL of a fresh, empty schema in the run's database,
// dropped when tb ends. It skips tb (fails it under MEMO_REQUIRE_POSTGRES=1)
// when no server answers.
func URL(tb testing.TB) string {
	tb.Helper()
	once.Do(create)
	if setup != nil {
		if Required() {
			tb.Fatalf("PostgreSQL: %v", setup)
		}
		tb.Skipf("PostgreSQL not available (%v); set MEMO_REQUIRE_POSTGRES=1 to fail instead", setup)
	}
	schema := "t_" + strings.ToLower(rand.Text()[:12])
	if _, err := run.ExecContext(tb.Context(), `CREATE SCHEMA `+schema); err != nil {
		tb.Fatalf("pgtest: create schema: %v", err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := run.ExecContext(ctx, `DROP SCHEMA `+schema+` CASCADE`); err != nil {
			tb.Logf("pgtest: drop schema %s: %v", schema, err)
		}
	})
	return withParam(runDB, "search_path", schema)
}

// create makes the run's database on the server.
func create() {
	_ = stdlib.GetDefaultDriver() // registers "pgx"
	server := ServerURL()
	db, err := sql.Open("pgx", server)
	if err != nil {
		setup = err
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		setup = fmt.Errorf("no server answers at %s: %w", redact(server), err)
		return
	}
	dropStale(ctx, db)
	// The name carries its creation time, so a later run can tell a
	// database left by a killed run (a test timeout) from a running one.
	name := fmt.Sprintf("memo_test_%d_%s", time.Now().Unix(), strings.ToLower(rand.Text()[:8]))
	if _, err := db.ExecContext(ctx, `CREATE DATABASE `+name); err != nil {
		db.Close()
		setup = fmt.Errorf("create database: %w", err)
		return
	}
	admin, runName, runDB = db, name, withDB(server, name)
	run, setup = sql.Open("pgx", runDB)
}

// staleAfter is the age past which a test database belongs to a run that
// was killed before it could drop it: no run lasts this long.
const staleAfter = 3 * time.Hour

// dropStale drops the test databases runs killed before their end left.
func dropStale(ctx context.Context, db *sql.DB) {
	rows, err := db.QueryContext(ctx, `SELECT datname FROM pg_database WHERE datname LIKE 'memo\_test\_%'`)
	if err != nil {
		return
	}
	var stale []string
	for rows.Next() {
		var name string
		if rows.Scan(&name) != nil {
			continue
		}
		var created int64
		if _, err := fmt.Sscanf(strings.TrimPrefix(name, "memo_test_"), "%d_", &created); err != nil {
			continue
		}
		if time.Since(time.Unix(created, 0)) > staleAfter {
			stale = append(stale, name)
		}
	}
	rows.Close()
	for _, name := range stale {
		db.ExecContext(ctx, `DROP DATABASE IF EXISTS "`+name+`" WITH (FORCE)`)
	}
}

// withDB returns the server URL naming database name.
func withDB(server, name string) string {
	u, err := url.Parse(server)
	if err != nil {
		return server
	}
	u.Path = "/" + name
	return u.String()
}

// withParam returns u with the query parameter k=v.
func withParam(s, k, v string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	q := u.Query()
	q.Set(k, v)
	u.RawQuery = q.Encode()
	return u.String()
}

func redact(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(bad URL)"
	}
	return u.Redacted()
}

// Proxy stands between tests and the server, so a test can take the
// server away mid-traffic (Cut) and bring it back (Restore) at the same
// address.
type Proxy struct {
	tb     testing.TB
	target string
	addr   string

	mu    sync.Mutex
	ln    net.Listener
	conns []net.Conn
}

// NewProxy returns a running proxy to the server of url, and url with its
// host replaced by the proxy's. It stops when tb ends.
func NewProxy(tb testing.TB, rawURL string) (*Proxy, string) {
	tb.Helper()
	u, err := url.Parse(rawURL)
	if err != nil {
		tb.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	p := &Proxy{tb: tb, target: u.Host, addr: ln.Addr().String()}
	p.serve(ln)
	tb.Cleanup(p.Cut)
	u.Host = p.addr
	return p, u.String()
}

// Cut closes every connection and stops listening: the server is gone.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// Restore listens again at the same address.
func (p *Proxy) Restore() {
	p.tb.Helper()
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.tb.Fatalf("proxy: listen again on %s: %v", p.addr, err)
	}
	p.serve(ln)
}

func (p *Proxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			if p.ln != ln { // cut meanwhile
				p.mu.Unlock()
				c.Close()
				s.Close()
				return
			}
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
}
