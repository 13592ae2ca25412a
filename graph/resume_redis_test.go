package graph_test

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqlite"
)

// countedSave is a state that counts its writes and whose next SaveChat
// fails when armed: a process that dies after a turn's steps ran and
// before its write.
type countedSave struct {
	memo.ConversationState
	armed bool
	saves int
}

func (f *countedSave) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	f.saves++
	if f.armed {
		f.armed = false
		return errors.New("the process died")
	}
	return f.ConversationState.SaveChat(ctx, chatID, w)
}

// question is chat's pending question in state, nil when none.
func question(t *testing.T, state memo.ConversationState, chat string) *memo.Pending {
	t.Helper()
	st, err := state.LoadChat(t.Context(), chat, memo.ChatRead{})
	if err != nil {
		t.Fatal(err)
	}
	return st.Pending
}

// In Redis the answer to a question takes it with the write that logs the
// steps of the answer, at the end of the turn, so the two are never
// apart: after the answer the question is gone and its step logged. A
// turn that dies before its write leaves the question in place, to be
// answered again, and the second answer changes nothing the first did
// not.
func TestAnswerTakesQuestionWithItsWriteInRedis(t *testing.T) {
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	state := &countedSave{ConversationState: redisStateOf(t)(c)}
	tasks := &countingTasks{TaskService: db}
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: tasks, Lists: db, State: state, Clock: c, Zone: jerusalem})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	say := func(text string) (memo.Reply, error) {
		t.Helper()
		n++
		return r.Handle(t.Context(), memo.Inbound{ChatID: "chat", MessageID: "m" + strconv.Itoa(n), Text: text, At: c.Now()})
	}
	mustSay := func(text string) memo.Reply {
		t.Helper()
		reply, err := say(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return reply
	}
	mustSay("add a task: send report to Yossi")
	mustSay("add a task: send invoice to Yossi")
	mustSay("add a task: pay the rent")
	q := mustSay("delete send to Yossi")
	if q.Pending == nil || len(q.Pending.Options) != 2 || q.Pending.Version == 0 {
		t.Fatalf("want a which-one question with its version, got %+v", q)
	}

	state.armed = true
	if _, err := say("2"); err == nil {
		t.Fatal("the turn whose write failed reported no error")
	}
	if got := tasks.deletes.Load(); got != 1 {
		t.Fatalf("DeleteTasks ran %d times, want 1", got)
	}
	if stored := question(t, state, "chat"); stored == nil || stored.Version != q.Pending.Version {
		t.Fatalf("after a turn that died the question is %+v; want version %d still there", stored, q.Pending.Version)
	}
	saves := state.saves
	again := mustSay("2")
	if state.saves != saves+1 {
		t.Errorf("the answer wrote %d times, want once", state.saves-saves)
	}
	if again.Success && again.Result != nil && again.Result.Meta.Deleted > 0 {
		t.Errorf("the second answer claims a second deletion: %+v", again.Result)
	}
	if p := question(t, state, "chat"); p != nil {
		t.Errorf("after the answer a question is still there: %+v", p)
	}
	left, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(left) != 2 {
		t.Fatalf("tasks left: %+v, %v; want two", left, err)
	}

	// A question answered at once: gone, and its step logged, by the one
	// write.
	mustSay("add a task: send invoice to Dana")
	mustSay("add a task: send report to Dana")
	q = mustSay("delete send to Dana")
	if q.Pending == nil {
		t.Fatalf("want a which-one question, got %+v", q)
	}
	saves = state.saves
	if a := mustSay("1"); a.Result == nil || a.Result.Meta.Deleted != 1 {
		t.Fatalf("answer: %+v", a)
	}
	if state.saves != saves+1 {
		t.Errorf("the answer wrote %d times, want once", state.saves-saves)
	}
	if p := question(t, state, "chat"); p != nil {
		t.Errorf("after the answer a question is still there: %+v", p)
	}
	s, _, _ := q.Pending.Step()
	key := s.IdempotencyKey(q.Pending.Plan.TurnID)
	if st, err := state.LoadChat(t.Context(), "chat", memo.ChatRead{Steps: []string{key}}); err != nil || len(st.Steps) != 1 {
		t.Errorf("the answered step is not in the step log (%v, %v)", st.Steps, err)
	}
}
