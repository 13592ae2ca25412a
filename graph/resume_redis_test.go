package graph_test

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqlite"
)

// In Redis the answer to a question takes it and reads the plan's step
// log in one call (memo.StepTaker), and the asking turn stores the
// question with the rest of its writes. A question answered twice (saved
// again, as a crashed process might leave it) still runs its step once,
// and the second answer reports the first result.
func TestResumeRunsStepOnceInRedis(t *testing.T) {
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	state := redisStateOf(t)(c)
	if _, ok := state.(memo.StepTaker); !ok {
		t.Fatal("the Redis state does not take questions with their steps")
	}
	tasks := &countingTasks{TaskService: db}
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: tasks, Lists: db, State: state, Clock: c, Zone: jerusalem})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	say := func(text string) memo.Reply {
		t.Helper()
		n++
		reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: "chat", MessageID: "m" + strconv.Itoa(n), Text: text, At: c.Now()})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return reply
	}
	say("add a task: send report to Yossi")
	say("add a task: send invoice to Yossi")
	q := say("delete send to Yossi")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("want a which-one question, got %+v", q)
	}
	if q.Pending.Version == 0 {
		t.Fatal("the question in the reply has no version")
	}
	stored, ok, err := state.LoadPending(t.Context(), "chat")
	if err != nil || !ok || stored.Version != q.Pending.Version {
		t.Fatalf("stored question %+v (%v, %v); want version %d", stored, ok, err, q.Pending.Version)
	}
	saved := *q.Pending
	first := say("2")
	if first.Result == nil || first.Result.Meta.Deleted != 1 {
		t.Fatalf("first answer: %+v", first)
	}
	if _, err := state.SavePending(t.Context(), "chat", saved); err != nil {
		t.Fatal(err)
	}
	again := say("2")
	if got := tasks.deletes.Load(); got != 1 {
		t.Errorf("DeleteTasks ran %d times, want 1", got)
	}
	if again.Result == nil || again.Result.Meta.Deleted != 1 || len(again.Result.Items) != 1 ||
		again.Result.Items[0].ItemID() != first.Result.Items[0].ItemID() {
		t.Errorf("the second answer should report the first result, got %+v", again.Result)
	}
	left, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(left) != 1 {
		t.Fatalf("tasks left: %+v, %v; want one", left, err)
	}
}
