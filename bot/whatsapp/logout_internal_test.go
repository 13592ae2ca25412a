package whatsapp

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/types/events"
)

// TestLoggedOutWaitsForOperator: after the phone logged the bot out, Run
// does not start pairing again by itself, even with PairAtStart; it waits
// (state logged_out) until StartPairing, and only then connects.
func TestLoggedOutWaitsForOperator(t *testing.T) {
	c, err := Open(t.Context(), Config{
		Path: filepath.Join(t.TempDir(), "memo.db"), PairAtStart: true,
		Proxy: "http://127.0.0.1:1", MinBackoff: 10 * time.Millisecond, MaxBackoff: 20 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.link.HandleEvent(&events.LoggedOut{})
	if err := c.loggedOut(t.Context()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); _ = c.Run(ctx) }()
	defer func() { cancel(); <-done }()

	// A Run that did not wait would be connecting (and failing, at the
	// dead proxy) within milliseconds.
	time.Sleep(300 * time.Millisecond)
	if st := c.Status(); st.State != StateLoggedOut {
		t.Fatalf("after a logout, before the operator asked: %s (%s); want logged_out", st.State, st.Detail)
	}
	c.StartPairing()
	deadline := time.Now().Add(10 * time.Second)
	for c.Status().State == StateLoggedOut {
		if time.Now().After(deadline) {
			t.Fatal("StartPairing did not start pairing")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
