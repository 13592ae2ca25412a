package storetest

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func testRecall(t *testing.T, st memo.ConversationState, _ *Clock) {
	ctx := t.Context()
	if r, err := st.LoadRecall(ctx, "chat-r"); err != nil || len(r.Actions) != 0 || r.Focus != nil || r.Asked != nil {
		t.Fatalf("LoadRecall before save = %+v, %v; want the zero Recall", r, err)
	}
	task := sampleTask()
	before := task
	before.Text = "old text"
	when := task.DueDate.Add(time.Hour)
	want := memo.Recall{
		Actions: []memo.Action{{
			TurnID: "turn-1", StepID: "A", At: start(), Capability: memo.CapTasks, Operation: memo.OpTaskUpdate,
			Tasks: []memo.TaskChange{{Before: &before, After: &task, Lead: 90 * time.Minute}},
		}},
		Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: task.ID, Title: task.Text, When: &when},
		Asked: &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime, Subject: "x", ExpiresAt: start().Add(time.Minute)},
	}
	mustNoErr(t, "SaveRecall", st.SaveRecall(ctx, "chat-r", want))
	got, err := st.LoadRecall(ctx, "chat-r")
	mustNoErr(t, "LoadRecall", err)
	sameJSON(t, "recall", got, want)
	if len(got.Actions) != 1 || got.Actions[0].Tasks[0].Lead != 90*time.Minute || got.Actions[0].Tasks[0].Before.Text != "old text" {
		t.Errorf("action came back as %+v", got.Actions)
	}
	if got.Focus == nil || got.Focus.When == nil || !got.Focus.When.Equal(when) {
		t.Errorf("focus came back as %+v", got.Focus)
	}
	// Chats are apart, and a save replaces.
	if r, err := st.LoadRecall(ctx, "chat-other"); err != nil || len(r.Actions) != 0 {
		t.Errorf("another chat sees %+v, %v", r, err)
	}
	mustNoErr(t, "SaveRecall(empty)", st.SaveRecall(ctx, "chat-r", memo.Recall{}))
	if r, err := st.LoadRecall(ctx, "chat-r"); err != nil || len(r.Actions) != 0 || r.Focus != nil {
		t.Errorf("LoadRecall after replace = %+v, %v; want empty", r, err)
	}
	if err := st.SaveRecall(ctx, "", want); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveRecall with no chat = %v; want EInvalid", err)
	}
}
