package model_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

var jerusalem = mustLoad("Asia/Jerusalem")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// monday is the pinned "now" of every test: Monday 19 January 2026,
// 10:30 in Jerusalem.
var monday = time.Date(2026, time.January, 19, 10, 30, 0, 0, jerusalem)

// newPlanner returns a model planner talking to srv through the real
// client.
func newPlanner(tb testing.TB, srv *openaitest.Server) *model.Planner {
	tb.Helper()
	client, err := openai.New(openai.Config{APIKey: "test-key", BaseURL: srv.URL, MaxRetries: -1})
	if err != nil {
		tb.Fatalf("openai.New: %v", err)
	}
	p, err := model.New(model.Config{Chat: client})
	if err != nil {
		tb.Fatalf("model.New: %v", err)
	}
	return p
}

// fixture is a runner on a real SQLite file with the Router in front of
// the model planner, which talks to a fake OpenAI server.
type fixture struct {
	tb     testing.TB
	srv    *openaitest.Server
	db     *sqldb.DB
	runner *graph.Runner
	chat   string
	n      int
}

func newFixture(tb testing.TB) *fixture {
	tb.Helper()
	clock := storetest.NewClock(monday)
	db, err := sqlite.Open(tb.Context(), filepath.Join(tb.TempDir(), "memo.db"), clock)
	if err != nil {
		tb.Fatalf("sqlite.Open: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	srv := openaitest.New(tb)
	runner, err := graph.New(graph.Config{
		Planner: model.NewRouter(offline.New(), newPlanner(tb, srv)),
		Users:   db, Tasks: db, Lists: db,
		State:     db.State(sqldb.StateOptions{}),
		Clock:     clock,
		Zone:      jerusalem,
		Traces:    db,
		Calendars: localCalendars{db},
	})
	if err != nil {
		tb.Fatalf("graph.New: %v", err)
	}
	return &fixture{tb: tb, srv: srv, db: db, runner: runner, chat: "972500000001"}
}

// send handles one message and returns the reply; a failed turn fails the
// test.
func (f *fixture) send(text string) memo.Reply {
	f.tb.Helper()
	r, err := f.try(text)
	if err != nil {
		f.tb.Fatalf("Handle(%q): %v", text, err)
	}
	return r
}

// try handles one message.
func (f *fixture) try(text string) (memo.Reply, error) {
	f.n++
	return f.runner.Handle(f.tb.Context(), memo.Inbound{ChatID: f.chat, MessageID: fmt.Sprintf("m%d", f.n), Text: text, At: monday})
}

// tasks returns the chat user's open tasks.
func (f *fixture) tasks() []memo.Task {
	f.tb.Helper()
	ts, err := f.db.FindTasks(f.tb.Context(), f.chat, memo.TaskFilter{})
	if err != nil {
		f.tb.Fatalf("FindTasks: %v", err)
	}
	return ts
}

// lists returns the chat user's lists.
func (f *fixture) lists() []memo.List {
	f.tb.Helper()
	ls, err := f.db.FindLists(f.tb.Context(), f.chat)
	if err != nil {
		f.tb.Fatalf("FindLists: %v", err)
	}
	return ls
}

// localCalendars gives every user the local calendar in the database, in
// Jerusalem time, as the app does with no Google account linked.
type localCalendars struct{ db *sqldb.DB }

func (l localCalendars) Calendar(_ context.Context, userID string) (memo.Calendar, error) {
	return l.db.Calendar(userID, jerusalem), nil
}

// events returns the chat user's events from a day back to 90 days ahead,
// as "summary @ RFC 3339 start–end" in Jerusalem time.
func (f *fixture) events() []string {
	f.tb.Helper()
	es, err := f.db.Calendar(f.chat, jerusalem).FindEvents(f.tb.Context(), monday.AddDate(0, 0, -1), monday.AddDate(0, 0, 90))
	if err != nil {
		f.tb.Fatalf("FindEvents: %v", err)
	}
	var out []string
	seen := map[string]bool{}
	for _, e := range es {
		if id := e.SeriesID(); id != "" {
			if seen[id] {
				continue
			}
			seen[id] = true
		}
		out = append(out, e.Summary+" @ "+e.Start.In(jerusalem).Format(time.RFC3339)+"–"+e.End.In(jerusalem).Format("15:04"))
	}
	return out
}
