package graph_test

import (
	"context"
	"os"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// pgRunner wires a runner on a fresh PostgreSQL database and the given
// state, as benchRunner does on SQLite.
func pgRunner(b *testing.B, state func(db *sqldb.DB, c memo.Clock) memo.ConversationState) *graph.Runner {
	b.Helper()
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := postgres.Open(context.Background(), pgtest.URL(b), c)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, State: state(db, c), Clock: c, Zone: jerusalem})
	if err != nil {
		b.Fatal(err)
	}
	return r
}

func pgEmbedded(db *sqldb.DB, _ memo.Clock) memo.ConversationState {
	return db.State(sqldb.StateOptions{})
}

func pgRedis(b *testing.B) func(*sqldb.DB, memo.Clock) memo.ConversationState {
	st := redisStateOf(b)
	return func(_ *sqldb.DB, c memo.Clock) memo.ConversationState { return st(c) }
}
