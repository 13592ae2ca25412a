package storetest

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// recallOf reads chat's recall, failing the test on error.
func recallOf(t *testing.T, st memo.ConversationState, chat string) memo.Recall {
	t.Helper()
	return read(t, st, chat, memo.ChatRead{}).Recall
}

func testRecall(t *testing.T, st memo.ConversationState, _ *Clock) {
	if r := recallOf(t, st, "chat-r"); !r.Actions.IsZero() || r.Focus != nil || r.Asked != nil {
		t.Fatalf("recall before any = %+v; want the zero Recall", r)
	}
	task := sampleTask()
	before := task
	before.Text = "old text"
	when := task.DueDate.Add(time.Hour)
	want := memo.Recall{
		Actions: memo.NewActionLog(memo.Action{
			TurnID: "turn-1", StepID: "A", At: start(), Capability: memo.CapTasks, Operation: memo.OpTaskUpdate,
			Tasks: []memo.TaskChange{{Before: &before, After: &task, Lead: 90 * time.Minute}},
		}),
		Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: task.ID, Title: task.Text, When: &when},
		Asked: &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime, Subject: "x", ExpiresAt: start().Add(time.Minute)},
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &want})
	got := recallOf(t, st, "chat-r")
	SameJSON(t, "recall", got, want)
	if acts, err := got.Actions.List(); err != nil || len(acts) != 1 || acts[0].Tasks[0].Lead != 90*time.Minute || acts[0].Tasks[0].Before.Text != "old text" {
		t.Errorf("action came back as %+v, %v", acts, err)
	}
	// Changes added to a recall as it was read are kept after the ones
	// read, the last MaxActions of them, and an undo is kept.
	for i := 2; i <= memo.MaxActions+1; i++ {
		Must(t, got.Actions.Add(memo.Action{TurnID: fmt.Sprintf("turn-%d", i), StepID: "A", At: start(),
			Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}}))
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &got})
	got = recallOf(t, st, "chat-r")
	if marked, err := got.Actions.MarkUndone("turn-5", "A"); err != nil || !marked {
		t.Errorf("MarkUndone(turn-5) = %v, %v; want it found", marked, err)
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &got})
	got = recallOf(t, st, "chat-r")
	acts, err := got.Actions.List()
	Must(t, err)
	if len(acts) != memo.MaxActions || acts[0].TurnID != "turn-2" || acts[len(acts)-1].TurnID != fmt.Sprintf("turn-%d", memo.MaxActions+1) {
		t.Errorf("after adding %d changes to one the log holds %d: %+v", memo.MaxActions, len(acts), acts)
	} else if !acts[3].Undone || acts[2].Undone || acts[3].Tasks[0].After.Text != task.Text {
		t.Errorf("turn-5 came back as %+v; want it undone, the only one", acts[3])
	}
	if got.Focus == nil || got.Focus.When == nil || !got.Focus.When.Equal(when) {
		t.Errorf("focus came back as %+v", got.Focus)
	}
	// A write of other parts leaves it; chats are apart; a save replaces.
	write(t, st, "chat-r", memo.ChatWrite{Language: memo.English})
	if r := recallOf(t, st, "chat-r"); r.Actions.Len() != memo.MaxActions {
		t.Errorf("recall after a write without one holds %d changes; want %d", r.Actions.Len(), memo.MaxActions)
	}
	if r := recallOf(t, st, "chat-other"); !r.Actions.IsZero() {
		t.Errorf("another chat sees %+v", r)
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &memo.Recall{}})
	if r := recallOf(t, st, "chat-r"); !r.Actions.IsZero() || r.Focus != nil {
		t.Errorf("recall after replace = %+v; want empty", r)
	}
}
