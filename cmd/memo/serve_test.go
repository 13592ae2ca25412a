package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/redis"
)

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testToken is the operator token of the test servers.
const testToken = "serve-test-token-0123456789"

// operator sends method path to the server with the operator's token.
func (s *served) operator(method, path string) *http.Response {
	s.t.Helper()
	req, err := http.NewRequest(method, s.url+path, nil)
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+testToken)
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return resp
}

// served is a memo serve running in-process.
type served struct {
	t      *testing.T
	url    string
	stdout *syncBuffer
	stderr *syncBuffer
	cancel context.CancelFunc
	done   chan error
}

// serveEnv is the environment of a test server: a fresh data directory,
// and WhatsApp behind a proxy that refuses every connection, so the test
// behaves the same with or without a network.
func serveEnv(t *testing.T, extra map[string]string) map[string]string {
	env := map[string]string{
		"XDG_DATA_HOME":       t.TempDir(),
		"MEMO_WHATSAPP_PROXY": "http://127.0.0.1:1",
		"MEMO_PAIR_TOKEN":     testToken,
		// The soft memory limit is process-wide: the tests of memo serve
		// leave the test binary's collector as it is (memlimit_test.go
		// tests the limit).
		"MEMO_MEMORY_LIMIT": "off",
	}
	for k, v := range extra {
		env[k] = v
	}
	return env
}

// startServe runs `memo serve --http 127.0.0.1:0` until the test ends.
func startServe(t *testing.T, env map[string]string, args ...string) *served {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s := &served{t: t, stdout: &syncBuffer{}, stderr: &syncBuffer{}, cancel: cancel, done: make(chan error, 1)}
	go func() {
		s.done <- run(ctx, append([]string{"serve", "--http", "127.0.0.1:0"}, args...), strings.NewReader(""), s.stdout, s.stderr, func(k string) string { return env[k] })
	}()
	t.Cleanup(func() { s.stop() })
	s.waitServing()
	return s
}

// waitServing waits for serve's "serving on" line and keeps its URL.
func (s *served) waitServing() {
	s.t.Helper()
	re := regexp.MustCompile(`serving on (http://[0-9.:]+)`)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if m := re.FindStringSubmatch(s.stdout.String()); m != nil {
			s.url = m[1]
			return
		}
		select {
		case err := <-s.done:
			s.done <- err
			s.t.Fatalf("serve exited: %v\nstderr:\n%s", err, s.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("serve did not start\nstderr:\n%s", s.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stop sends the equivalent of SIGTERM and waits for serve to return.
func (s *served) stop() error {
	s.cancel()
	select {
	case err := <-s.done:
		s.done <- err
		return err
	case <-time.After(40 * time.Second):
		s.t.Fatalf("serve did not stop\nstderr:\n%s", s.stderr.String())
		return nil
	}
}

// health is the /readyz document, as the tests read it.
type health struct {
	Status   string `json:"status"`
	WhatsApp struct {
		State  string `json:"state"`
		Detail string `json:"detail"`
	} `json:"whatsapp"`
	Cloud struct {
		State       string `json:"state"`
		LastWebhook string `json:"last_webhook"`
	} `json:"cloud"`
	Checks map[string]struct {
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	} `json:"checks"`
}

func (s *served) health() (health, int) {
	s.t.Helper()
	resp := s.operator(http.MethodGet, "/readyz")
	defer resp.Body.Close()
	var h health
	if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
		s.t.Fatal(err)
	}
	return h, resp.StatusCode
}

// waitHealth polls /readyz until ok accepts it.
func (s *served) waitHealth(what string, ok func(h health, code int) bool) health {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		h, code := s.health()
		if ok(h, code) {
			return h
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s; last /readyz %d %+v\nstderr:\n%s", what, code, h, s.stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestServeOfflineKeepsRunningAndTellsTheTruth(t *testing.T) {
	env := serveEnv(t, nil)
	s := startServe(t, env)
	// Not paired and no one at a terminal: pairing waits for the operator,
	// who starts it on /pair.
	s.waitHealth("pairing to wait for the operator", func(h health, code int) bool {
		return h.WhatsApp.State == "unpaired"
	})
	if resp := s.operator(http.MethodPost, "/pair/start"); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("POST /pair/start: %d", resp.StatusCode)
	}
	h := s.waitHealth("the failed connection to show", func(h health, code int) bool {
		return h.WhatsApp.State == "disconnected"
	})
	if h.Status != "degraded" || !strings.Contains(h.WhatsApp.Detail, "connect") {
		t.Errorf("/readyz = %+v; want degraded, with the connection error", h)
	}
	if c, ok := h.Checks["sqlite"]; !ok || !c.OK {
		t.Errorf("sqlite check = %+v, %v; want ok", c, ok)
	}
	if _, code := s.health(); code != http.StatusServiceUnavailable {
		t.Errorf("/readyz code %d; want 503 while WhatsApp is down", code)
	}
	// It keeps retrying instead of exiting.
	time.Sleep(time.Second)
	select {
	case err := <-s.done:
		s.done <- err
		t.Fatalf("serve exited on its own: %v", err)
	default:
	}
	resp := s.operator(http.MethodGet, "/pair")
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "WhatsApp: ") {
		t.Errorf("/pair %d:\n%s", resp.StatusCode, page)
	}
	if err := s.stop(); err != nil {
		t.Errorf("serve after SIGTERM = %v; want nil", err)
	}
	if _, err := http.Get(s.url + "/healthz"); err == nil {
		t.Error("HTTP server still up after shutdown")
	}
	// The WhatsApp session lives in Memo's own database file, in the data
	// directory.
	db, err := sql.Open("sqlite", filepath.Join(env["XDG_DATA_HOME"], "memo", "memo.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name IN ('whatsmeow_device', 'tasks')`).Scan(&n); err != nil || n != 2 {
		t.Errorf("memo.db holds %d of whatsmeow_device and tasks (%v); want both", n, err)
	}
}

func TestServeSecondProcessIsStandby(t *testing.T) {
	renv := redisEnv(t)
	// A short lease, so the standby notices the release within a second;
	// both processes share the prefix, and so the lease key under it.
	env := serveEnv(t, map[string]string{"REDIS_URL": renv["REDIS_URL"], "MEMO_REDIS_PREFIX": renv["MEMO_REDIS_PREFIX"], "MEMO_WHATSAPP_LEASE_TTL": "3s"})
	first := startServe(t, env)
	first.waitHealth("the first to hold the session", func(h health, _ int) bool {
		return h.WhatsApp.State != "standby" && h.WhatsApp.State != "connecting"
	})
	// The lease lives under the install's prefix.
	rdb, err := redis.Dial(t.Context(), renv["REDIS_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	if n, err := rdb.Exists(t.Context(), renv["MEMO_REDIS_PREFIX"]+"whatsapp:session").Result(); err != nil || n != 1 {
		t.Errorf("no lease at %swhatsapp:session (%v)", renv["MEMO_REDIS_PREFIX"], err)
	}
	env2 := serveEnv(t, map[string]string{"REDIS_URL": renv["REDIS_URL"], "MEMO_REDIS_PREFIX": renv["MEMO_REDIS_PREFIX"], "MEMO_WHATSAPP_LEASE_TTL": "3s"})
	second := startServe(t, env2)
	h := second.waitHealth("standby", func(h health, code int) bool {
		return h.WhatsApp.State == "standby" && strings.Contains(h.WhatsApp.Detail, "another process")
	})
	if h.Status != "ok" || !h.Checks["redis"].OK {
		t.Errorf("standby /readyz = %+v; want ok with Redis ok", h)
	}
	if !strings.Contains(second.stderr.String(), "standby") {
		t.Errorf("standby does not say so in its log:\n%s", second.stderr.String())
	}
	// The first shuts down and releases the session; the standby takes it.
	if err := first.stop(); err != nil {
		t.Fatal(err)
	}
	second.waitHealth("the standby to take over", func(h health, _ int) bool {
		return h.WhatsApp.State != "standby"
	})
}

func TestServeConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		args []string
	}{
		{name: "bad operator", env: map[string]string{"MEMO_OPERATOR": "dana"}},
		{name: "bad allowed numbers", env: map[string]string{"MEMO_ALLOWED_NUMBERS": "+972501234567, nobody"}},
		{name: "bad groups", env: map[string]string{"MEMO_GROUPS": "sometimes"}},
		{name: "bad shutdown timeout", env: map[string]string{"MEMO_SHUTDOWN_TIMEOUT": "soon"}},
		{name: "lease TTL too short", env: map[string]string{"MEMO_WHATSAPP_LEASE_TTL": "100ms"}},
		{name: "open address without a token", env: map[string]string{"MEMO_PAIR_TOKEN": "", "MEMO_HTTP": "0.0.0.0:8080"}},
		{name: "open address flag without a token", env: map[string]string{"MEMO_PAIR_TOKEN": ""}, args: []string{"--http", ":8080"}},
		{name: "short token", env: map[string]string{"MEMO_PAIR_TOKEN": "secret"}},
		{name: "bad queue bound", env: map[string]string{"MEMO_MAX_QUEUE": "-1"}},
		{name: "bad chats bound", env: map[string]string{"MEMO_MAX_CHATS": "many"}},
		{name: "extra argument", args: []string{"now"}},
		{name: "pair without phone", args: []string{"pair"}},
		{name: "pair with a bad phone", args: []string{"pair", "--phone", "050-123"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := serveEnv(t, tt.env)
			args := append([]string{"serve"}, tt.args...)
			if len(tt.args) > 0 && tt.args[0] == "pair" {
				args = tt.args
			}
			err := run(t.Context(), args, strings.NewReader(""), io.Discard, io.Discard, func(k string) string { return env[k] })
			var ue usageError
			if !errors.As(err, &ue) {
				t.Errorf("err = %v; want a usage error", err)
			}
		})
	}
}

func TestPairOfflineReportsTheState(t *testing.T) {
	env := serveEnv(t, nil)
	var stdout syncBuffer
	start := time.Now()
	err := run(t.Context(), []string{"pair", "--phone", "+972 50-123-4567", "--timeout", "1s"}, strings.NewReader(""), &stdout, io.Discard, func(k string) string { return env[k] })
	if err == nil || !strings.Contains(err.Error(), "disconnected") {
		t.Errorf("pair offline = %v; want an error naming the disconnected state", err)
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("pair took %s to give up; want about its 1s timeout", took)
	}
	if strings.Contains(stdout.String(), "Pairing code:") {
		t.Errorf("printed a pairing code offline:\n%s", stdout.String())
	}
}
