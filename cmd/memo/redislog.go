package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/memo-assistant/memo/store/redis"
)

// dialRedis dials the Redis at url (store/redis.Dial) with go-redis's
// own log lines routed through log, once per outage (redisLog).
func dialRedis(ctx context.Context, url string, log *slog.Logger) (goredis.UniversalClient, error) {
	rl := newRedisLog(log)
	// go-redis has one logger for the process; the client dialled last
	// gets it (one process, one Redis).
	goredis.SetLogger(rl)
	client, err := redis.Dial(ctx, url)
	if err != nil {
		return nil, err
	}
	client.AddHook(rl)
	return client, nil
}

// redisLog is go-redis's logger and a hook on its client. go-redis prints
// its own lines ("connection pool: failed to dial after 5 attempts") on
// stderr with the standard log package, outside slog, several a command
// while Redis is down: eight lines a turn. redisLog logs the first line
// of an outage as a warning and counts the rest, and says once when a
// command is answered again how many it left out.
type redisLog struct {
	log *slog.Logger
	// down is set from the first line until a command is answered, so the
	// hook costs an atomic load while Redis works.
	down atomic.Bool

	mu    sync.Mutex
	since time.Time // the outage's first line
	quiet int       // lines left out since
}

func newRedisLog(log *slog.Logger) *redisLog { return &redisLog{log: log} }

// Printf implements go-redis's logger.
func (r *redisLog) Printf(_ context.Context, format string, v ...any) {
	msg := strings.TrimPrefix(strings.TrimSpace(fmt.Sprintf(format, v...)), "redis: ")
	r.mu.Lock()
	first := !r.down.Load()
	if first {
		r.down.Store(true)
		r.since, r.quiet = time.Now(), 0
	} else {
		r.quiet++
	}
	r.mu.Unlock()
	if first {
		r.log.Warn("redis client: "+msg, "note", "its further lines are left out until Redis answers again")
	}
}

// answered ends the outage, if one is on, when err says Redis answered:
// none, a missing key, or an error of Redis's own.
func (r *redisLog) answered(err error) {
	if !r.down.Load() {
		return
	}
	var re goredis.Error
	if err != nil && !errors.Is(err, goredis.Nil) && !errors.As(err, &re) {
		return
	}
	r.mu.Lock()
	if !r.down.Load() {
		r.mu.Unlock()
		return
	}
	r.down.Store(false)
	since, quiet := r.since, r.quiet
	r.mu.Unlock()
	r.log.Info("redis answers again", "down_for", time.Since(since).Round(time.Millisecond), "lines_left_out", quiet)
}

// DialHook implements goredis.Hook.
func (r *redisLog) DialHook(next goredis.DialHook) goredis.DialHook { return next }

// ProcessHook implements goredis.Hook.
func (r *redisLog) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		err := next(ctx, cmd)
		r.answered(err)
		return err
	}
}

// ProcessPipelineHook implements goredis.Hook.
func (r *redisLog) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []goredis.Cmder) error {
		err := next(ctx, cmds)
		r.answered(err)
		return err
	}
}
