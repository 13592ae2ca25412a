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

// failingSave fails SaveChat while fail is set: a process that died
// after a step ran and before the turn's write logged it.
type failingSave struct {
	memo.ConversationState
	fail bool
}

func (s *failingSave) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	if s.fail {
		return errors.New("killed before the step was logged")
	}
	return s.ConversationState.SaveChat(ctx, chatID, w)
}

// TestReplayRunsStepOnce replays a message, as the durable inbox does
// after a crash: whether the crash came after the step was logged or
// before, the task is created once and the replay answers with it.
func TestReplayRunsStepOnce(t *testing.T) {
	for _, logged := range []bool{true, false} {
		name := map[bool]string{true: "logged", false: "not logged"}[logged]
		t.Run(name, func(t *testing.T) {
			c := newClock("2026-01-20T09:00:00+02:00")
			db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			state := &failingSave{ConversationState: db.State(sqldb.StateOptions{}), fail: !logged}
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
			state.fail = false
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
