package main

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// TestServeChecksEverythingBeforeStarting: a mistake in the model's
// settings is refused before the database is opened or Redis dialled
// (the transcriber's settings used to be read after both: a wrong
// MEMO_OPENAI_TIMEOUT met a Redis that did not answer as "dial redis",
// with the database file already made).
func TestServeChecksEverythingBeforeStarting(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memo.db")
	env := serveEnv(t, map[string]string{
		"MEMO_DB": path, "REDIS_URL": "redis://127.0.0.1:1/0",
		"OPENAI_API_KEY": "sk-test", "MEMO_OPENAI_TIMEOUT": "soon",
	})
	err := run(t.Context(), []string{"serve", "--http", "127.0.0.1:0"}, strings.NewReader(""), io.Discard, io.Discard, func(k string) string { return env[k] })
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "MEMO_OPENAI_TIMEOUT") || strings.Contains(err.Error(), "redis") {
		t.Fatalf("serve = %v; want the MEMO_OPENAI_TIMEOUT mistake alone", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the database was made before the configuration was checked: %v", err)
	}
}

// TestServeReadsTheEnvironmentOnce: once the configuration is read,
// nothing reads the environment again: not the wiring, not a turn, not
// the scheduler, not the health checks.
func TestServeReadsTheEnvironmentOnce(t *testing.T) {
	env := serveEnv(t, map[string]string{"MEMO_ALLOWED_NUMBERS": "+972501234567", "MEMO_RATE_TOKEN": "1000/1m"})
	var mu sync.Mutex
	var late []string
	var serving atomic.Bool
	getenv := func(k string) string {
		if serving.Load() {
			mu.Lock()
			late = append(late, k)
			mu.Unlock()
		}
		return env[k]
	}
	a := &apiServer{env: env, user: "+972501234567"}
	a.token = a.newToken(t, a.user)
	ctx, cancel := context.WithCancel(context.Background())
	s := &served{t: t, stdout: &syncBuffer{}, stderr: &syncBuffer{}, cancel: cancel, done: make(chan error, 1)}
	go func() {
		s.done <- run(ctx, []string{"serve", "--http", "127.0.0.1:0"}, strings.NewReader(""), s.stdout, s.stderr, getenv)
	}()
	t.Cleanup(func() { s.stop() })
	s.waitServing()
	serving.Store(true)
	a.served = s
	if r := a.chat(t, "remind me tomorrow at 9 to call mom"); !r.Success {
		t.Errorf("turn: %+v", r)
	}
	s.health()
	if err := s.stop(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(late) > 0 {
		t.Errorf("the environment was read after the configuration: %q", late)
	}
}
