package main

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

// TestServeRecoversTheWhatsAppJournal starts memo serve on a database
// where a killed process left two WhatsApp messages: one whose turn had
// begun and one queued behind it. WhatsApp cannot be reached (the proxy
// refuses), so the link never comes up. At start, before connecting, the
// turn cut short is marked interrupted (not run again); the queued message
// is replayed but waits for the link, and on SIGTERM it stays queued for
// the next start instead of holding the shutdown for its whole timeout.
func TestServeRecoversTheWhatsAppJournal(t *testing.T) {
	env := serveEnv(t, map[string]string{"MEMO_SHUTDOWN_TIMEOUT": "10m"})
	dir := filepath.Join(env["XDG_DATA_HOME"], "memo")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "memo.db")
	ctx := context.Background()
	db, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	const jid = "972501234567@s.whatsapp.net"
	for _, m := range []struct{ id, text string }{{"M0", "add milk"}, {"M1", "add eggs"}} {
		payload := `{"kind":"text","what":"text","text":"` + m.text + `","user":"+972501234567","chat":"` + jid + `","raw_chat":"` + jid + `","sender":"` + jid + `"}`
		if _, err := db.QueueInbound(ctx, memo.InboxEntry{Channel: "whatsapp", ChatID: "+972501234567", MessageID: m.id, Payload: []byte(payload)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := db.StartInbound(ctx, "+972501234567", "M0"); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s := startServe(t, env)
	// Recover runs before the client waits for pairing.
	s.waitHealth("pairing to wait for the operator", func(h health, code int) bool {
		return h.WhatsApp.State == "unpaired"
	})
	if err := s.stop(); err != nil { // fails the test if it hangs
		t.Fatalf("serve after SIGTERM = %v; want nil", err)
	}

	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	got := map[string]string{}
	rows, err := raw.Query(`SELECT message_id, state FROM inbox WHERE channel = 'whatsapp'`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, st string
		if err := rows.Scan(&id, &st); err != nil {
			t.Fatal(err)
		}
		got[id] = st
	}
	rows.Close()
	if got["M0"] != "interrupted" || got["M1"] != "queued" {
		t.Errorf("journal after a start without the link %v; want M0 interrupted (its turn not run again), M1 queued for the next start", got)
	}
}
