package graph_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqlite"
)

// overlapTasks notes turns that create tasks at the same time.
type overlapTasks struct {
	memo.TaskService
	inside, overlaps atomic.Int32
}

func (o *overlapTasks) CreateTask(ctx context.Context, userID, key string, d memo.TaskDraft) (memo.Task, error) {
	if o.inside.Add(1) > 1 {
		o.overlaps.Add(1)
	}
	defer o.inside.Add(-1)
	time.Sleep(3 * time.Millisecond)
	return o.TaskService.CreateTask(ctx, userID, key, d)
}

// Two processes sharing one Redis state (replicas behind one address) run
// the turns of one chat one at a time: each turn takes the chat's lock
// with its first read and gives it back with its last write. Every turn
// runs, none overlaps another, and no lock is left behind.
func TestTurnsOfOneChatNeverOverlapAcrossProcesses(t *testing.T) {
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	tasks := &overlapTasks{TaskService: db}
	state := redisStateOf(t)(c)
	if _, ok := state.(memo.ChatLocker); !ok {
		t.Fatal("the Redis state takes no chat lock")
	}
	var runners [2]*graph.Runner
	for i := range runners {
		// Each runner stands for a process; they share the Redis keys.
		if runners[i], err = graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: tasks, Lists: db, State: state, Clock: c, Zone: jerusalem}); err != nil {
			t.Fatal(err)
		}
	}
	const turns = 20
	var wg sync.WaitGroup
	for i := range turns {
		wg.Go(func() {
			_, err := runners[i%2].Handle(t.Context(), memo.Inbound{
				ChatID: "chat", MessageID: fmt.Sprintf("m%d", i), Text: fmt.Sprintf("add a task: call supplier %d", i), At: c.Now(),
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n := tasks.overlaps.Load(); n != 0 {
		t.Errorf("%d turns of one chat overlapped; want none", n)
	}
	got, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(got) != turns {
		t.Fatalf("%d tasks, %v; want %d", len(got), err, turns)
	}
	// The lock went with the last turn's write: a turn now reads at once.
	ctx, cancel := context.WithTimeout(t.Context(), time.Second)
	defer cancel()
	if _, err := state.LoadChat(ctx, "chat", memo.ChatRead{Lock: "probe"}); err != nil {
		t.Errorf("the chat's lock was left held: %v", err)
	}
}
