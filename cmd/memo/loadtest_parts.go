package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"modernc.org/sqlite"
)

// countCommits counts the commits of every SQLite connection opened from
// now on to a file whose path contains path: SQLite's commit hook runs once
// per committed write transaction, an autocommitted statement included.
// The hook stays registered with the driver for the life of the process.
func countCommits(path string) *atomic.Int64 {
	n := new(atomic.Int64)
	sqlite.RegisterConnectionHook(func(conn sqlite.ExecQuerierContext, dsn string) error {
		if !strings.Contains(dsn, path) {
			return nil
		}
		if h, ok := conn.(sqlite.HookRegisterer); ok {
			h.RegisterCommitHook(func() int32 { n.Add(1); return 0 })
		}
		return nil
	})
	return n
}

// roundTrips is a go-redis hook counting round trips: one per command
// sent alone, one per pipeline.
type roundTrips struct{ n atomic.Int64 }

var _ goredis.Hook = (*roundTrips)(nil)

func (r *roundTrips) count() int64 {
	if r == nil {
		return 0
	}
	return r.n.Load()
}

// DialHook implements goredis.Hook.
func (r *roundTrips) DialHook(next goredis.DialHook) goredis.DialHook { return next }

// ProcessHook implements goredis.Hook.
func (r *roundTrips) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		r.n.Add(1)
		return next(ctx, cmd)
	}
}

// ProcessPipelineHook implements goredis.Hook.
func (r *roundTrips) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []goredis.Cmder) error {
		r.n.Add(1)
		return next(ctx, cmds)
	}
}

// scriptedModel is an OpenAI-compatible chat completions endpoint on
// loopback that answers every request with the same short text, and
// counts the requests.
type scriptedModel struct {
	URL   string
	srv   *httptest.Server
	calls atomic.Int64
}

// modelAnswer is the scripted completion: no tool calls, a short reply.
const modelAnswer = `{"id":"chatcmpl-load","object":"chat.completion","created":0,"model":"loadtest",` +
	`"choices":[{"index":0,"message":{"role":"assistant","content":"Try a calm word with him when you see him next."},"finish_reason":"stop"}],` +
	`"usage":{"prompt_tokens":900,"completion_tokens":20,"total_tokens":920}}`

func newScriptedModel() *scriptedModel {
	m := &scriptedModel{}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		m.calls.Add(1)
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, modelAnswer)
	})
	m.srv = httptest.NewUnstartedServer(mux)
	// Loopback only, whatever httptest's defaults.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err == nil {
		m.srv.Listener.Close()
		m.srv.Listener = l
	}
	m.srv.Start()
	m.URL = m.srv.URL
	return m
}

// Close stops the server.
func (m *scriptedModel) Close() { m.srv.Close() }

// removeKeys deletes every Redis key under prefix.
func removeKeys(ctx context.Context, a *app, prefix string, stderr io.Writer) {
	n := 0
	iter := a.rdb.Scan(ctx, 0, prefix+"*", 1000).Iterator()
	var batch []string
	flush := func() {
		if len(batch) > 0 {
			a.rdb.Unlink(ctx, batch...)
			n += len(batch)
			batch = batch[:0]
		}
	}
	for iter.Next(ctx) {
		batch = append(batch, iter.Val())
		if len(batch) == 500 {
			flush()
		}
	}
	flush()
	if err := iter.Err(); err != nil {
		fmt.Fprintf(stderr, "memo loadtest: removing keys %s*: %v\n", prefix, err)
	}
}

// largestValue returns the key under prefix holding the most bytes (a
// string's length, or the sum of a list's or hash's elements).
func largestValue(ctx context.Context, a *app, prefix string) (string, int64, error) {
	var (
		best string
		size int64
	)
	iter := a.rdb.Scan(ctx, 0, prefix+"*", 1000).Iterator()
	for iter.Next(ctx) {
		key := iter.Val()
		typ, err := a.rdb.Type(ctx, key).Result()
		if err != nil {
			return "", 0, err
		}
		var n int64
		switch typ {
		case "string":
			n, err = a.rdb.StrLen(ctx, key).Result()
		case "list":
			var vs []string
			vs, err = a.rdb.LRange(ctx, key, 0, -1).Result()
			for _, v := range vs {
				n += int64(len(v))
			}
		case "hash":
			var vs map[string]string
			vs, err = a.rdb.HGetAll(ctx, key).Result()
			for k, v := range vs {
				n += int64(len(k) + len(v))
			}
		}
		if err != nil {
			return "", 0, err
		}
		if n > size {
			best, size = key, n
		}
	}
	return best, size, iter.Err()
}

// cpuTime is the CPU time this process has used, user and system
// together; 0 where getrusage is missing.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// redisCPU is the CPU time the Redis server has used (INFO cpu), or 0
// without Redis or when it does not say.
func redisCPU(ctx context.Context, rdb goredis.UniversalClient) time.Duration {
	if rdb == nil {
		return 0
	}
	info, err := rdb.Info(ctx, "cpu").Result()
	if err != nil {
		return 0
	}
	var total float64
	for _, line := range strings.Split(info, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
		if ok && (k == "used_cpu_sys" || k == "used_cpu_user") {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				total += f
			}
		}
	}
	return time.Duration(total * float64(time.Second))
}
