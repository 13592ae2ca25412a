package graph_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/redis"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// benchRunner wires a runner on a real SQLite file and the given state.
func benchRunner(b *testing.B, state func(db *sqldb.DB, c memo.Clock) memo.ConversationState) *graph.Runner {
	b.Helper()
	r, _ := benchRunnerDB(b, state)
	return r
}

// benchRunnerDB is benchRunner, with its database.
func benchRunnerDB(b *testing.B, state func(db *sqldb.DB, c memo.Clock) memo.ConversationState) (*graph.Runner, *sqldb.DB) {
	b.Helper()
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "memo.db"), c)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, State: state(db, c), Clock: c, Zone: jerusalem})
	if err != nil {
		b.Fatal(err)
	}
	return r, db
}

func embedded(db *sqldb.DB, _ memo.Clock) memo.ConversationState {
	return db.State(sqldb.StateOptions{})
}

func redisState(b testing.TB) func(*sqldb.DB, memo.Clock) memo.ConversationState {
	st := redisStateOf(b)
	return func(_ *sqldb.DB, c memo.Clock) memo.ConversationState { return st(c) }
}

// redisStateOf returns the conversation state in Redis under a prefix of
// the benchmark's own, removed when it ends.
func redisStateOf(b testing.TB) func(memo.Clock) memo.ConversationState {
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379"
	}
	client, err := redis.Dial(context.Background(), url)
	if err != nil {
		if os.Getenv("MEMO_REQUIRE_REDIS") == "1" {
			b.Fatal(err)
		}
		b.Skipf("redis unreachable: %v", err)
	}
	b.Cleanup(func() { client.Close() })
	prefix := fmt.Sprintf("memobench%d:", time.Now().UnixNano())
	b.Cleanup(func() {
		// The benchmark's keys go with it (cleanups run last in, first out:
		// this one before the client closes).
		ctx := context.Background()
		iter := client.Scan(ctx, 0, prefix+"*", 1000).Iterator()
		for iter.Next(ctx) {
			client.Del(ctx, iter.Val())
		}
	})
	return func(c memo.Clock) memo.ConversationState {
		return redis.New(client, redis.Options{Prefix: prefix, Clock: c})
	}
}

func handle(b *testing.B, r *graph.Runner, chat, text string) memo.Reply {
	reply, err := r.Handle(context.Background(), memo.Inbound{ChatID: chat, Text: text})
	if err != nil {
		b.Fatal(err)
	}
	return reply
}

// benchCreate measures one turn that creates a task.
func benchCreate(b *testing.B, r *graph.Runner) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		handle(b, r, fmt.Sprintf("c%d", i%100), "remind me tomorrow at 9 to call mom")
		i++
	}
}

// benchAmbiguousDelete measures an ambiguous delete and its answer: two
// turns, reported per pair.
func benchAmbiguousDelete(b *testing.B, r *graph.Runner) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		b.StopTimer()
		chat := fmt.Sprintf("d%d", i)
		handle(b, r, chat, "add a task: send report to Yossi")
		handle(b, r, chat, "add a task: send invoice to Yossi")
		b.StartTimer()
		if q := handle(b, r, chat, "delete send to Yossi"); q.Pending == nil {
			b.Fatalf("no question: %q", q.Text)
		}
		if a := handle(b, r, chat, "2"); a.Result == nil || a.Result.Meta.Deleted != 1 {
			b.Fatalf("answer did not delete: %q", a.Text)
		}
		i++
	}
}

func BenchmarkTurnCreate(b *testing.B) {
	b.Run("embedded", func(b *testing.B) { benchCreate(b, benchRunner(b, embedded)) })
	b.Run("redis", func(b *testing.B) { benchCreate(b, benchRunner(b, redisState(b))) })
	b.Run("postgres", func(b *testing.B) { benchCreate(b, pgRunner(b, pgEmbedded)) })
	b.Run("postgres+redis", func(b *testing.B) { benchCreate(b, pgRunner(b, pgRedis(b))) })
}

func BenchmarkTurnAmbiguousDelete(b *testing.B) {
	b.Run("embedded", func(b *testing.B) { benchAmbiguousDelete(b, benchRunner(b, embedded)) })
	b.Run("redis", func(b *testing.B) { benchAmbiguousDelete(b, benchRunner(b, redisState(b))) })
	b.Run("postgres", func(b *testing.B) { benchAmbiguousDelete(b, pgRunner(b, pgEmbedded)) })
	b.Run("postgres+redis", func(b *testing.B) { benchAmbiguousDelete(b, pgRunner(b, pgRedis(b))) })
}

// BenchmarkTurnsAtScale measures the turns that read a user's tasks by
// name or by page, with 10 and with 10,000 tasks: a listing ("show my
// tasks", one page) and a delete by a name two tasks share (a question)
// with its cancel, reported per pair. Each should cost about the same at
// both sizes.
func BenchmarkTurnsAtScale(b *testing.B) {
	for _, n := range []int{10, 10000} {
		r, db := benchRunnerDB(b, embedded)
		chat := "scale"
		handle(b, r, chat, "add a task: call mom")
		handle(b, r, chat, "add a task: call the bank")
		fill(b, db, chat, n-2)
		b.Run(fmt.Sprintf("list/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if reply := handle(b, r, chat, "show my tasks"); !strings.Contains(reply.Text, "call mom") {
					b.Fatalf("listing: %q", reply.Text)
				}
			}
		})
		b.Run(fmt.Sprintf("delete/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if q := handle(b, r, chat, "delete call"); q.Pending == nil || len(q.Pending.Options) != 2 {
					b.Fatalf("no question: %q", q.Text)
				}
				handle(b, r, chat, "cancel")
			}
		})
	}
}
