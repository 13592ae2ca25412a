package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/postgres/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// TestDatabaseURLErrors: a wrong MEMO_DATABASE_URL, or a server that does
// not answer, stops memo chat and memo serve at start with one line that
// names the server (not the password), and an error.
func TestDatabaseURLErrors(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := "postgres://memo:hunter2@" + l.Addr().String() + "/memo?sslmode=disable&connect_timeout=2"
	l.Close()
	tests := []struct {
		name, url, want string
		usage           bool
	}{
		{"a file path", "/tmp/memo.db", "want a postgres:// URL", true},
		{"server down", down, "connection refused", false},
		{"bad port", "postgres://memo:hunter2@127.0.0.1:99999/memo", "bad URL", false},
	}
	for _, tt := range tests {
		for _, cmd := range []string{"chat", "serve"} {
			t.Run(tt.name+"/"+cmd, func(t *testing.T) {
				env := serveEnv(t, map[string]string{"MEMO_DATABASE_URL": tt.url, "HOME": t.TempDir()})
				getenv := func(k string) string { return env[k] }
				var stdout, stderr bytes.Buffer
				ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
				defer cancel()
				args := []string{cmd, "--jsonl"}
				if cmd == "serve" {
					args = []string{cmd, "--http", "127.0.0.1:0"}
				}
				err := run(ctx, args, strings.NewReader(""), &stdout, &stderr, getenv)
				if err == nil {
					t.Fatalf("memo %s with MEMO_DATABASE_URL=%s: no error", cmd, tt.url)
				}
				msg := err.Error()
				if !strings.Contains(msg, tt.want) || strings.Contains(msg, "\n") || strings.Contains(msg, "hunter2") {
					t.Errorf("error %q: want one line with %q and no password", msg, tt.want)
				}
				if _, isUsage := err.(usageError); isUsage != tt.usage {
					t.Errorf("error %q is a usage error: %v, want %v", msg, isUsage, tt.usage)
				}
			})
		}
	}
	t.Run("with --db", func(t *testing.T) {
		env := map[string]string{"MEMO_DATABASE_URL": "postgres://h/db", "HOME": t.TempDir()}
		var out bytes.Buffer
		err := run(t.Context(), []string{"chat", "--jsonl", "--db", "x.db"}, strings.NewReader(""), &out, &out, func(k string) string { return env[k] })
		if _, ok := err.(usageError); !ok || !strings.Contains(err.Error(), "choose one") {
			t.Errorf("MEMO_DATABASE_URL with --db: %v, want a usage error asking to choose", err)
		}
	})
}

// TestChatSurvivesPostgresOutage: PostgreSQL goes away mid-conversation;
// the turn in that moment gets a short apology (no vendor message, no
// crash), and the next turn after the server is back works without a
// restart.
func TestChatSurvivesPostgresOutage(t *testing.T) {
	proxy, url := pgtest.NewProxy(t, pgtest.URL(t))
	env := map[string]string{"MEMO_DATABASE_URL": url, "HOME": t.TempDir()}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		var stderr bytes.Buffer
		err := run(context.Background(), []string{"chat", "--jsonl", "--now", "2026-01-20T09:00:00+02:00", "--user", "u-outage"},
			inR, outW, &stderr, func(k string) string { return env[k] })
		outW.Close()
		done <- err
	}()
	lines := bufio.NewScanner(outR)
	say := func(text string) out {
		t.Helper()
		b, _ := json.Marshal(map[string]string{"text": text})
		if _, err := inW.Write(append(b, '\n')); err != nil {
			t.Fatal(err)
		}
		if !lines.Scan() {
			t.Fatalf("no answer to %q: %v", text, lines.Err())
		}
		var o out
		if err := json.Unmarshal(lines.Bytes(), &o); err != nil {
			t.Fatalf("answer %q: %v", lines.Text(), err)
		}
		return o
	}
	if o := say("remind me tomorrow at 9 to call mom"); !o.Success {
		t.Fatalf("before the outage: %+v", o)
	}
	proxy.Cut()
	o := say("show my tasks")
	if o.Success || o.Summary == "" || strings.Contains(o.Summary, "conn") || strings.Contains(o.Summary, "SQLSTATE") {
		t.Errorf("during the outage: %+v; want a failed turn with a plain apology", o)
	}
	t.Logf("during the outage: %q", o.Summary)
	proxy.Restore()
	if o := say("show my tasks"); !o.Success || !strings.Contains(o.Summary, "call mom") {
		t.Errorf("after the server came back: %+v; want the task listed", o)
	}
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("memo chat: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("memo chat did not end")
	}
}
