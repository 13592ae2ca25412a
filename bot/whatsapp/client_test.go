package whatsapp_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// deadProxy refuses every connection, so tests never reach WhatsApp, with
// or without a network.
const deadProxy = "http://127.0.0.1:1"

// openClient opens a client on a fresh Memo database file, behind
// deadProxy.
func openClient(t *testing.T, cfg whatsapp.Config) (*whatsapp.Client, *sqldb.DB) {
	t.Helper()
	cfg.Proxy = deadProxy
	path := filepath.Join(t.TempDir(), "memo.db")
	db, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	cfg.Path = path
	c, err := whatsapp.Open(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c, db
}

// waitFor polls until ok or fails after d.
// replyWait is how long a test waits for the bot's reply: a turn's first
// message compiles the planner's patterns, which under the race detector on
// a loaded machine takes seconds.
const replyWait = 30 * time.Second

func waitFor(t *testing.T, d time.Duration, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestOpenSharesMemoDatabase(t *testing.T) {
	c, db := openClient(t, whatsapp.Config{})
	var n int
	err := db.SQL().QueryRowContext(t.Context(), `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name LIKE 'whatsmeow_%'`).Scan(&n)
	if err != nil || n < 5 {
		t.Fatalf("whatsmeow tables in Memo's file: %d, %v; want its schema", n, err)
	}
	if st := c.Status(); st.State != whatsapp.StateConnecting || st.Phone != "" {
		t.Errorf("fresh client status %+v; want connecting, not paired", st)
	}
	// A second open of the same file (a restart) finds the schema in place.
	c2, err := whatsapp.Open(t.Context(), whatsapp.Config{Path: db.Path()})
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	c2.Close()
}

func TestOpenNeedsPath(t *testing.T) {
	if _, err := whatsapp.Open(t.Context(), whatsapp.Config{}); err == nil {
		t.Error("Open without a path succeeded")
	}
	if _, err := whatsapp.Open(t.Context(), whatsapp.Config{Path: t.TempDir()}); err == nil {
		t.Error("Open on a directory succeeded")
	}
	path := filepath.Join(t.TempDir(), "memo.db")
	if _, err := whatsapp.Open(t.Context(), whatsapp.Config{Path: path, Proxy: "ftp://nowhere"}); err == nil {
		t.Error("Open with an ftp proxy succeeded")
	}
}

// TestRunWithoutNetwork runs the client where WhatsApp cannot be reached:
// unpaired, it waits for the operator to start pairing; then it must keep
// trying, say so in its status and stop when told.
func TestRunWithoutNetwork(t *testing.T) {
	var term bytes.Buffer
	c, _ := openClient(t, whatsapp.Config{MinBackoff: 20 * time.Millisecond, MaxBackoff: 50 * time.Millisecond, Terminal: &term})
	// Recover runs once per Run, before anything connects.
	sessions := make(chan struct{}, 2)
	c.OnSession(func(context.Context) { sessions <- struct{}{} })
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- c.Run(ctx) }()
	waitFor(t, 5*time.Second, "unpaired state", func() bool { return c.Status().State == whatsapp.StateUnpaired })
	if len(sessions) != 1 {
		t.Fatalf("OnSession ran %d times before the first connection; want once", len(sessions))
	}
	<-sessions
	c.StartPairing()
	// Each attempt fails at the proxy, at once. The state must say
	// disconnected with the reason, not claim to be connected or pairing.
	waitFor(t, 30*time.Second, "disconnected state", func() bool {
		st := c.Status()
		return st.State == whatsapp.StateDisconnected && strings.HasPrefix(st.Detail, "connect:")
	})
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run = %v; want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	if st := c.Status(); st.State != whatsapp.StateStopped {
		t.Errorf("after Run: %s; want stopped", st.State)
	}
	if len(sessions) != 0 {
		t.Errorf("OnSession ran again on reconnects (%d); want once per Run", len(sessions))
	}
}

func TestServeWaitsAsStandby(t *testing.T) {
	rdb := redisClient(t)
	key := leaseKey(t, rdb)
	// The holder never renews: its lease outlives any slow start of the
	// client under test (a lease of 2 s ran out on a loaded machine before
	// the client looked, and it took the session instead of waiting).
	other := whatsapp.NewLease(rdb, key, time.Minute, nil)
	if held, _, err := other.TryAcquire(t.Context()); !held || err != nil {
		t.Fatal(held, err)
	}
	c, _ := openClient(t, whatsapp.Config{MinBackoff: 20 * time.Millisecond, MaxBackoff: 50 * time.Millisecond})
	lease := whatsapp.NewLease(rdb, key, 2*time.Second, nil)
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- c.Serve(ctx, lease) }()
	waitFor(t, 30*time.Second, "standby", func() bool {
		st := c.Status()
		return st.State == whatsapp.StateStandby && strings.Contains(st.Detail, other.Token())
	})
	// The holder leaves; this process takes the session and starts
	// connecting (and fails, offline), holding the lease.
	if err := other.Release(t.Context()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "taking over", func() bool {
		return rdb.Get(t.Context(), key).Val() == lease.Token() && c.Status().State != whatsapp.StateStandby
	})
	cancel()
	<-done
	if v := rdb.Exists(context.Background(), key).Val(); v != 0 {
		t.Error("lease not released on shutdown")
	}
}
