package graph_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// failingSteps fails SaveStep while fail is set: a process that died
// after a step ran and before it was logged.
type failingSteps struct {
	memo.ConversationState
	fail bool
}

func (s *failingSteps) SaveStep(ctx context.Context, key string, r memo.Result) error {
	if s.fail {
		return errors.New("killed before the step was logged")
	}
	return s.ConversationState.SaveStep(ctx, key, r)
}

// batching is failingSteps over a state that reads and writes a chat at
// once, so the runner takes its batched path. There the step log is
// written with the rest of the turn's state, so that write is the one the
// crash takes.
type batching struct {
	*failingSteps
	memo.ChatBatcher
}

func (b batching) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	if b.fail {
		return errors.New("killed before the step was logged")
	}
	return b.ChatBatcher.SaveChat(ctx, chatID, w)
}

// TestReplayRunsStepOnce replays a message, as the durable inbox does
// after a crash, on both paths of the runner (a state read part by part,
// and one read at once): whether the crash came after the step was logged
// or before, the task is created once and the replay answers with it.
func TestReplayRunsStepOnce(t *testing.T) {
	for _, batched := range []bool{false, true} {
		for _, logged := range []bool{true, false} {
			name := map[bool]string{false: "part by part", true: "batched"}[batched] + map[bool]string{true: ", logged", false: ", not logged"}[logged]
			t.Run(name, func(t *testing.T) {
				c := newClock("2026-01-20T09:00:00+02:00")
				db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				st := db.State(sqldb.StateOptions{})
				steps := &failingSteps{ConversationState: st, fail: !logged}
				var state memo.ConversationState = steps
				if batched {
					state = batching{failingSteps: steps, ChatBatcher: st}
				}
				if _, ok := state.(memo.ChatBatcher); ok != batched {
					t.Fatalf("state batches: %v, want %v", ok, batched)
				}
				r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, State: state, Clock: c, Zone: jerusalem})
				if err != nil {
					t.Fatal(err)
				}
				in := memo.Inbound{ChatID: "chat", MessageID: "wamid.1", Text: "add a task: pay the rent", At: c.Now()}
				first, err := r.Handle(t.Context(), in)
				if logged && err != nil {
					t.Fatalf("first: %v", err)
				}
				if !logged && err == nil {
					t.Fatalf("first turn with the step log failing answered %+v; want an error", first)
				}
				steps.fail = false
				again, err := r.Handle(t.Context(), in)
				if err != nil {
					t.Fatalf("replay: %v", err)
				}
				tasks, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
				if err != nil {
					t.Fatal(err)
				}
				if len(tasks) != 1 {
					t.Fatalf("%d tasks after the replay, want 1: %+v", len(tasks), tasks)
				}
				if again.Result == nil || len(again.Result.Items) != 1 || again.Result.Items[0].ItemID() != tasks[0].ID {
					t.Errorf("replay answered %+v; want the task created first", again.Result)
				}
			})
		}
	}
}
