package storetest

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// testAnswerWithSteps writes a turn as the runner does: the question it
// answers taken with the steps of its answer and the rest of what the
// turn changed, in one write; and reads them back at once, as the next
// turn does.
func testAnswerWithSteps(t *testing.T, st memo.ConversationState, clock *Clock) {
	now := clock.Now()
	asked := samplePending(now, memo.DefaultPendingTTL, "call the bank")
	steps := map[string]memo.Result{"turn-1:s1": {Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Meta: memo.Meta{Deleted: 1}}}
	keys := []string{"turn-1:s1", "turn-1:s2"}
	write(t, st, "chat-1", memo.ChatWrite{Pending: &asked, Language: memo.English})
	if got := read(t, st, "chat-1", memo.ChatRead{Steps: keys}); got.Pending == nil || len(got.Steps) != 0 {
		t.Fatalf("while the question is open: question %+v, steps %+v; want the question and no step", got.Pending, got.Steps)
	}

	numbered := memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1"}, Titles: []string{"call mom"}, ShownAt: now}
	recall := memo.Recall{Focus: &memo.FocusItem{Capability: memo.CapTasks, ID: "t1", Title: "call mom"}}
	turns := []memo.Turn{{At: now, Role: "user", Text: "1"}, {At: now, Role: "assistant", Text: "deleted", Tool: "tasks.delete"}}
	write(t, st, "chat-1", memo.ChatWrite{Answered: asked.Version, Steps: steps, Numbered: &numbered, Recall: &recall, Turns: turns})

	got := read(t, st, "chat-1", memo.ChatRead{Recent: 6, Steps: keys})
	if got.Pending != nil {
		t.Errorf("question after the write that answered it = %+v; want none", got.Pending)
	}
	if r, ok := got.Steps["turn-1:s1"]; !ok || r.Meta.Deleted != 1 || len(got.Steps) != 1 {
		t.Errorf("steps after the answer = %+v; want turn-1:s1 alone", got.Steps)
	}
	if got.Language != memo.English || got.Numbered == nil || got.Numbered.IDs[0] != "t1" || got.Recall.Focus == nil || got.Recall.Focus.ID != "t1" {
		t.Errorf("after the answer = %+v; want the language, list and recall written", got)
	}
	if len(got.Recent) != 2 || got.Recent[1].Tool != "tasks.delete" {
		t.Errorf("recent turns after the answer = %+v; want its two lines", got.Recent)
	}
	// Its expiry is the question's own, by the clock.
	next := samplePending(now, time.Minute, "call mom again")
	write(t, st, "chat-1", memo.ChatWrite{Pending: &next})
	clock.Advance(time.Minute + time.Second)
	if got := read(t, st, "chat-1", memo.ChatRead{Recent: 6}); got.Pending != nil || got.Numbered == nil || len(got.Recent) != 2 {
		t.Errorf("after the question expired = %+v; want no question and the rest as it was", got)
	}
}

// testInvalid checks what the state refuses: an empty chat id, an empty
// step key, a language Memo does not speak. A write refused writes
// nothing.
func testInvalid(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
	if _, err := st.LoadChat(ctx, "", memo.ChatRead{}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("LoadChat without a chat id = %v; want EInvalid", err)
	}
	if err := st.SaveChat(ctx, "", memo.ChatWrite{Language: memo.English}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveChat without a chat id = %v; want EInvalid", err)
	}
	numbered := memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1"}, Titles: []string{"x"}, ShownAt: clock.Now()}
	if err := st.SaveChat(ctx, "chat-1", memo.ChatWrite{Language: "fr", Numbered: &numbered}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveChat with language fr = %v; want EInvalid", err)
	}
	steps := map[string]memo.Result{"": {Capability: memo.CapTasks, Operation: memo.OpTaskCreate}}
	if err := st.SaveChat(ctx, "chat-1", memo.ChatWrite{Steps: steps, Numbered: &numbered}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveChat with an empty step key = %v; want EInvalid", err)
	}
	if got := read(t, st, "chat-1", memo.ChatRead{}); got.Language != "" || got.Numbered != nil {
		t.Errorf("after refused writes the chat holds %+v; want nothing", got)
	}
}
