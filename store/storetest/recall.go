package storetest

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func testRecall(t *testing.T, st memo.ConversationState, _ *Clock) {
	ctx := t.Context()
	if r, err := st.LoadRecall(ctx, "chat-r"); err != nil || !r.Actions.IsZero() || r.Focus != nil || r.Asked != nil {
		t.Fatalf("LoadRecall before save = %+v, %v; want the zero Recall", r, err)
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
	mustNoErr(t, "SaveRecall", st.SaveRecall(ctx, "chat-r", want))
	got, err := st.LoadRecall(ctx, "chat-r")
	mustNoErr(t, "LoadRecall", err)
	sameJSON(t, "recall", got, want)
	if acts, err := got.Actions.List(); err != nil || len(acts) != 1 || acts[0].Tasks[0].Lead != 90*time.Minute || acts[0].Tasks[0].Before.Text != "old text" {
		t.Errorf("action came back as %+v, %v", acts, err)
	}
	// Changes added to a recall as it was read are kept after the ones
	// read, the last MaxActions of them, and an undo is kept.
	got, err = st.LoadRecall(ctx, "chat-r")
	mustNoErr(t, "LoadRecall", err)
	for i := 2; i <= memo.MaxActions+1; i++ {
		mustNoErr(t, "Add", got.Actions.Add(memo.Action{TurnID: fmt.Sprintf("turn-%d", i), StepID: "A", At: start(),
			Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}}))
	}
	mustNoErr(t, "SaveRecall(added)", st.SaveRecall(ctx, "chat-r", got))
	got, err = st.LoadRecall(ctx, "chat-r")
	mustNoErr(t, "LoadRecall", err)
	if marked, err := got.Actions.MarkUndone("turn-5", "A"); err != nil || !marked {
		t.Errorf("MarkUndone(turn-5) = %v, %v; want it found", marked, err)
	}
	mustNoErr(t, "SaveRecall(undone)", st.SaveRecall(ctx, "chat-r", got))
	got, err = st.LoadRecall(ctx, "chat-r")
	mustNoErr(t, "LoadRecall", err)
	acts, err := got.Actions.List()
	mustNoErr(t, "List", err)
	if len(acts) != memo.MaxActions || acts[0].TurnID != "turn-2" || acts[len(acts)-1].TurnID != fmt.Sprintf("turn-%d", memo.MaxActions+1) {
		t.Errorf("after adding %d changes to one the log holds %d: %+v", memo.MaxActions, len(acts), acts)
	} else if !acts[3].Undone || acts[2].Undone || acts[3].Tasks[0].After.Text != task.Text {
		t.Errorf("turn-5 came back as %+v; want it undone, the only one", acts[3])
	}
	if got.Focus == nil || got.Focus.When == nil || !got.Focus.When.Equal(when) {
		t.Errorf("focus came back as %+v", got.Focus)
	}
	// Chats are apart, and a save replaces.
	if r, err := st.LoadRecall(ctx, "chat-other"); err != nil || !r.Actions.IsZero() {
		t.Errorf("another chat sees %+v, %v", r, err)
	}
	mustNoErr(t, "SaveRecall(empty)", st.SaveRecall(ctx, "chat-r", memo.Recall{}))
	if r, err := st.LoadRecall(ctx, "chat-r"); err != nil || !r.Actions.IsZero() || r.Focus != nil {
		t.Errorf("LoadRecall after replace = %+v, %v; want empty", r, err)
	}
	if err := st.SaveRecall(ctx, "", want); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveRecall with no chat = %v; want EInvalid", err)
	}
}
