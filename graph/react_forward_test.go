package graph_test

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// sharedFixture runs turns of messages that carry more than words
// (reactions, forwards) on a real database with the local calendar, the
// second brain and the sent-message log, and counts the planner's calls.
type sharedFixture struct {
	t       *testing.T
	db      *sqldb.DB
	clock   *storetest.Clock
	runner  *graph.Runner
	traces  *traces
	planned *int
	n       int
}

// countingPlanner is the offline grammar, counting its calls.
type countingPlanner struct {
	*offline.Planner
	calls *int
}

func (p countingPlanner) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	*p.calls++
	return p.Planner.Plan(ctx, req)
}

func newSharedFixture(t *testing.T, now string) *sharedFixture {
	t.Helper()
	c := newClock(now)
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	b, err := brain.New(brain.Config{Store: db})
	if err != nil {
		t.Fatal(err)
	}
	f := &sharedFixture{t: t, db: db, clock: c, traces: &traces{}, planned: new(int)}
	f.runner, err = graph.New(graph.Config{Planner: countingPlanner{offline.New(), f.planned}, Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Calendars: calendars{db}, Memory: b, Sent: db, Traces: f.traces})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// send runs in as the chat's next message.
func (f *sharedFixture) send(in memo.Inbound) memo.Reply {
	f.t.Helper()
	f.n++
	in.ChatID = "chat"
	in.MessageID = "wamid." + strconv.Itoa(f.n)
	in.At = f.clock.Now()
	out, err := f.runner.Handle(f.t.Context(), in)
	if err != nil {
		f.t.Fatalf("%q: %v", in.Text, err)
	}
	return out
}

func (f *sharedFixture) say(text string) memo.Reply { return f.send(memo.Inbound{Text: text}) }

// forward sends text as a forwarded message.
func (f *sharedFixture) forward(text string) memo.Reply {
	return f.send(memo.Inbound{Text: text, Shared: memo.Shared{Forwarded: true}})
}

// react reacts with emoji to the message id.
func (f *sharedFixture) react(emoji, id string) memo.Reply {
	return f.send(memo.Inbound{Shared: memo.Shared{Reaction: &memo.Reaction{Emoji: emoji, MessageID: id}}})
}

// open is the chat's open tasks.
func (f *sharedFixture) open() []memo.Task {
	f.t.Helper()
	ts, err := f.db.FindTasks(f.t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		f.t.Fatal(err)
	}
	return ts
}

// events is the chat's calendar events over the next year.
func (f *sharedFixture) events() []memo.Event {
	f.t.Helper()
	now := f.clock.Now()
	es, err := f.db.Calendar("chat", jerusalem).FindEvents(f.t.Context(), now.AddDate(0, 0, -1), now.AddDate(1, 0, 0))
	if err != nil {
		f.t.Fatal(err)
	}
	return es
}

// noModel fails when the last turn called a planner or a model.
func (f *sharedFixture) noModel(before int) {
	f.t.Helper()
	if *f.planned != before {
		f.t.Errorf("the planner was called %d times; want none", *f.planned-before)
	}
	if tr := f.traces.last(); tr.Usage.Calls != 0 {
		f.t.Errorf("model calls %d; want 0", tr.Usage.Calls)
	}
}
