package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/redis"
)

// session runs `memo chat --jsonl` in-process on one database; each call to
// send is one process run (a restart between calls), as a user's restarts are.
type session struct {
	t    *testing.T
	user string
	db   string
	now  string
	env  map[string]string
}

func newSession(t *testing.T, now string, env map[string]string) *session {
	t.Helper()
	return &session{t: t, user: fmt.Sprintf("test-%d", rand.Int64()), db: filepath.Join(t.TempDir(), "memo.db"), now: now, env: env}
}

// turn is one expected exchange.
type turn struct {
	text  string
	check func(t *testing.T, o out)
}

// out is a decoded output line.
type out struct {
	Tool    string `json:"tool"`
	Summary string `json:"summary"`
	Success bool   `json:"success"`
	Dup     bool   `json:"duplicate"`
	// MessageIDs of a clock line's tick.
	MessageIDs []string `json:"message_ids"`
	Result     *struct {
		Items []map[string]any `json:"items"`
		Meta  struct {
			Count, Created, Updated, Deleted int
			NotFound                         []string `json:"notFound"`
			Existing                         []string `json:"existing"`
		} `json:"meta"`
		Pending *struct {
			Kind    string           `json:"kind"`
			Options []map[string]any `json:"options"`
		} `json:"pending"`
	} `json:"result"`
}

func (s *session) getenv(k string) string {
	if v, ok := s.env[k]; ok {
		return v
	}
	if k == "HOME" {
		return s.t.TempDir()
	}
	return ""
}

// run feeds lines to one process and returns its output lines.
func (s *session) run(lines ...string) []out {
	s.t.Helper()
	var stdout, stderr bytes.Buffer
	args := []string{"chat", "--jsonl", "--now", s.now, "--user", s.user}
	if s.env["MEMO_DATABASE_URL"] == "" {
		args = append(args, "--db", s.db)
	}
	err := run(context.Background(), args, strings.NewReader(strings.Join(lines, "\n")+"\n"), &stdout, &stderr, s.getenv)
	if err != nil {
		s.t.Fatalf("memo chat: %v\nstderr: %s", err, stderr.String())
	}
	var outs []out
	for _, l := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var o out
		if err := json.Unmarshal([]byte(l), &o); err != nil {
			s.t.Fatalf("output line %q is not JSON: %v", l, err)
		}
		outs = append(outs, o)
	}
	if len(outs) != len(lines) {
		s.t.Fatalf("%d input lines gave %d output lines:\n%s", len(lines), len(outs), stdout.String())
	}
	return outs
}

// talk runs turns in one process and checks each reply.
func (s *session) talk(turns ...turn) {
	s.t.Helper()
	lines := make([]string, len(turns))
	for i, tu := range turns {
		b, _ := json.Marshal(map[string]string{"text": tu.text})
		lines[i] = string(b)
	}
	outs := s.run(lines...)
	for i, tu := range turns {
		if tu.check != nil {
			s.t.Run(fmt.Sprintf("%02d %s", i, tu.text), func(t *testing.T) {
				tu.check(t, outs[i])
				if t.Failed() {
					t.Logf("reply: %s", outs[i].Summary)
				}
			})
		}
	}
}

func ok(t *testing.T, o out) {
	t.Helper()
	if !o.Success {
		t.Errorf("success=false: %s", o.Summary)
	}
}

func items(t *testing.T, o out, n int) {
	t.Helper()
	if o.Result == nil {
		t.Fatalf("no result, want %d items", n)
	}
	if len(o.Result.Items) != n {
		t.Errorf("items=%d want %d", len(o.Result.Items), n)
	}
}

func pending(t *testing.T, o out, kind string, options int) {
	t.Helper()
	if o.Result == nil || o.Result.Pending == nil {
		t.Fatalf("no pending question, want %s", kind)
	}
	if o.Result.Pending.Kind != kind {
		t.Errorf("pending kind=%s want %s", o.Result.Pending.Kind, kind)
	}
	if options >= 0 && len(o.Result.Pending.Options) != options {
		t.Errorf("options=%d want %d", len(o.Result.Pending.Options), options)
	}
}

func noPending(t *testing.T, o out) {
	t.Helper()
	if o.Result != nil && o.Result.Pending != nil {
		t.Errorf("unexpected pending %s", o.Result.Pending.Kind)
	}
}

func deleted(t *testing.T, o out, n int) {
	t.Helper()
	if o.Result == nil || o.Result.Meta.Deleted != n {
		t.Errorf("deleted=%v want %d", o.Result, n)
	}
}

func hebrew(t *testing.T, o out) {
	t.Helper()
	if !strings.ContainsFunc(o.Summary, func(r rune) bool { return r >= 0x05D0 && r <= 0x05EA }) {
		t.Errorf("reply not in Hebrew: %q", o.Summary)
	}
}

func english(t *testing.T, o out) {
	t.Helper()
	if strings.ContainsFunc(o.Summary, func(r rune) bool { return r >= 0x0590 && r <= 0x05FF }) {
		t.Errorf("reply not in English: %q", o.Summary)
	}
}

func all(checks ...func(t *testing.T, o out)) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		for _, c := range checks {
			c(t, o)
		}
	}
}

func has(words ...string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil {
			t.Fatalf("no result")
		}
		for _, w := range words {
			found := false
			for _, it := range o.Result.Items {
				for _, k := range []string{"text", "name", "summary"} {
					if s, _ := it[k].(string); strings.Contains(strings.ToLower(s), strings.ToLower(w)) {
						found = true
					}
				}
			}
			if !found {
				t.Errorf("no item containing %q", w)
			}
		}
	}
}

func due(want string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || len(o.Result.Items) == 0 {
			t.Fatalf("no items")
		}
		var got []any
		for _, it := range o.Result.Items {
			if it["due_date"] == want {
				return
			}
			got = append(got, it["due_date"])
		}
		t.Errorf("due_date=%v want %s", got, want)
	}
}

// backends runs f once with the state in SQLite, once in Redis (when a
// Redis answers at REDIS_URL, or always with MEMO_REQUIRE_REDIS=1), and
// once with everything in PostgreSQL (when a server answers, or always
// with MEMO_REQUIRE_POSTGRES=1).
func backends(t *testing.T, f func(t *testing.T, env map[string]string)) {
	t.Run("sqlite", func(t *testing.T) { f(t, map[string]string{}) })
	t.Run("redis", func(t *testing.T) { f(t, redisEnv(t)) })
	t.Run("postgres", func(t *testing.T) { f(t, map[string]string{"MEMO_DATABASE_URL": pgtest.URL(t)}) })
}

// redisEnv is the environment of a test on Redis: REDIS_URL and a random
// MEMO_REDIS_PREFIX of its own, whose keys are deleted when it ends.
func redisEnv(t *testing.T) map[string]string {
	t.Helper()
	url := redisURL(t)
	prefix := fmt.Sprintf("memotest:%d:", rand.Int64())
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, err := redis.Dial(ctx, url)
		if err != nil {
			t.Errorf("clean up %s*: %v", prefix, err)
			return
		}
		defer c.Close()
		iter := c.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			if err := c.Del(ctx, iter.Val()).Err(); err != nil {
				t.Errorf("delete %s: %v", iter.Val(), err)
			}
		}
		if err := iter.Err(); err != nil {
			t.Errorf("scan %s*: %v", prefix, err)
		}
	})
	return map[string]string{"REDIS_URL": url, "MEMO_REDIS_PREFIX": prefix}
}

func redisURL(t *testing.T) string {
	t.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379"
	}
	if err := pingRedis(url); err != nil {
		if os.Getenv("MEMO_REQUIRE_REDIS") == "1" {
			t.Fatalf("redis at %s: %v", url, err)
		}
		t.Skipf("redis at %s unreachable: %v", url, err)
	}
	return url
}

func pingRedis(url string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	c, err := redis.Dial(ctx, url)
	if err != nil {
		return err
	}
	return c.Close()
}

type bytesBuffer = bytes.Buffer

type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, io.EOF }

func containsStr(s, sub string) bool { return strings.Contains(s, sub) }
