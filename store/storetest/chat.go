package storetest

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// testChatBatch checks memo.ChatBatcher, for a state that implements it:
// what SaveChat writes the separate loaders read, and LoadChat reads what
// the separate savers wrote.
func testChatBatch(t *testing.T, st memo.ConversationState, clock *Clock) {
	b, ok := st.(memo.ChatBatcher)
	if !ok {
		t.Skip("the state reads and writes part by part (no memo.ChatBatcher)")
	}
	ctx := t.Context()
	empty, err := b.LoadChat(ctx, "chat-b", memo.ChatRead{Recent: 6, Steps: []string{"turn:A"}})
	if err != nil {
		t.Fatalf("LoadChat of an empty chat: %v", err)
	}
	if empty.Pending != nil || empty.Language != "" || empty.Numbered != nil || len(empty.Recent) != 0 || len(empty.Steps) != 0 ||
		!reflect.DeepEqual(empty.Recall, memo.Recall{}) {
		t.Fatalf("LoadChat of an empty chat = %+v; want nothing", empty)
	}

	now := clock.Now()
	numbered := memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1", "t2"}, Titles: []string{"call mom", "call the bank"}, ShownAt: now}
	recall := memo.Recall{Focus: &memo.FocusItem{Capability: memo.CapTasks, ID: "t1", Title: "call mom"}}
	var turns []memo.Turn
	for i := range memo.MaxTurns + 3 {
		turns = append(turns, memo.Turn{At: now.Add(time.Duration(i) * time.Second), Role: "user", Text: fmt.Sprintf("turn %d", i)})
	}
	mustNoErr(t, "SaveChat", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Language: memo.English, Numbered: &numbered, Recall: &recall, Turns: turns}))
	mustNoErr(t, "SaveChat of nothing", b.SaveChat(ctx, "chat-b", memo.ChatWrite{}))

	if lang, err := st.LoadLanguage(ctx, "chat-b"); err != nil || lang != memo.English {
		t.Errorf("LoadLanguage after SaveChat = %q, %v; want en", lang, err)
	}
	if got, ok, err := st.LoadNumbered(ctx, "chat-b"); err != nil || !ok || !reflect.DeepEqual(got.IDs, numbered.IDs) {
		t.Errorf("LoadNumbered after SaveChat = %+v, %v, %v", got, ok, err)
	}
	if got, err := st.LoadRecall(ctx, "chat-b"); err != nil || got.Focus == nil || got.Focus.ID != "t1" {
		t.Errorf("LoadRecall after SaveChat = %+v, %v", got, err)
	}
	if got, err := st.RecentTurns(ctx, "chat-b", 100); err != nil || len(got) != memo.MaxTurns || got[len(got)-1].Text != turns[len(turns)-1].Text {
		t.Errorf("RecentTurns after SaveChat = %d turns, %v; want the last %d", len(got), err, memo.MaxTurns)
	}

	want := samplePending(now, memo.DefaultPendingTTL, "call")
	want.Version = save(t, st, "chat-b", want)
	mustNoErr(t, "SaveStep", st.SaveStep(ctx, "turn:A", memo.Result{Capability: memo.CapTasks, Operation: memo.OpTaskCreate}))
	got, err := b.LoadChat(ctx, "chat-b", memo.ChatRead{Recent: 2, Steps: []string{"turn:A", "turn:B"}})
	if err != nil {
		t.Fatalf("LoadChat: %v", err)
	}
	if got.Pending == nil || got.Pending.Version != want.Version || got.Pending.Plan.Text != want.Plan.Text {
		t.Errorf("LoadChat pending = %+v; want version %d", got.Pending, want.Version)
	}
	if got.Language != memo.English || got.Numbered == nil || got.Recall.Focus == nil {
		t.Errorf("LoadChat = %+v; want the language, list and recall saved", got)
	}
	if len(got.Recent) != 2 || got.Recent[1].Text != turns[len(turns)-1].Text {
		t.Errorf("LoadChat recent = %+v; want the last 2", got.Recent)
	}
	if _, ok := got.Steps["turn:A"]; !ok || len(got.Steps) != 1 {
		t.Errorf("LoadChat steps = %+v; want turn:A only", got.Steps)
	}

	// A question and step-log entries written with the rest: the question
	// replaces the one before under a higher version, set on the write.
	asked := samplePending(now, memo.DefaultPendingTTL, "call the bank")
	steps := map[string]memo.Result{"turn2:A": {Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Meta: memo.Meta{Deleted: 1}}}
	mustNoErr(t, "SaveChat with a question and steps", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Pending: &asked, Steps: steps}))
	if asked.Version <= want.Version {
		t.Errorf("SaveChat gave the question version %d; want more than %d", asked.Version, want.Version)
	}
	if p, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || !ok || p.Version != asked.Version || p.Plan.Text != asked.Plan.Text {
		t.Errorf("LoadPending after SaveChat = %+v, %v, %v; want version %d", p, ok, err, asked.Version)
	}
	if r, ok, err := st.LoadStep(ctx, "turn2:A"); err != nil || !ok || r.Meta.Deleted != 1 {
		t.Errorf("LoadStep after SaveChat = %+v, %v, %v", r, ok, err)
	}
	// The question is taken with the write that answers it, only if it
	// still has the version answered; a dropped one the same way.
	mustNoErr(t, "SaveChat answering another version", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Answered: asked.Version + 1}))
	if p, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || !ok || p.Version != asked.Version {
		t.Errorf("LoadPending after answering another version = %+v, %v, %v; want the question kept", p, ok, err)
	}
	mustNoErr(t, "SaveChat answering the question", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Answered: asked.Version, Steps: steps}))
	if _, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || ok {
		t.Errorf("LoadPending after SaveChat answered it = %v, %v; want none", ok, err)
	}
	if _, err := st.TakePending(ctx, "chat-b", asked.Version); !errors.Is(err, memo.ErrStalePending) {
		t.Errorf("TakePending of an answered question = %v; want ErrStalePending", err)
	}
	again := samplePending(now, memo.DefaultPendingTTL, "call mom again")
	again.Version = save(t, st, "chat-b", again)
	mustNoErr(t, "SaveChat dropping another version", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Dropped: asked.Version}))
	if _, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || !ok {
		t.Errorf("LoadPending after dropping an older version = %v, %v; want the newer question kept", ok, err)
	}
	replaced := samplePending(now, memo.DefaultPendingTTL, "call the plumber")
	mustNoErr(t, "SaveChat answering and asking", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Answered: again.Version, Pending: &replaced}))
	if p, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || !ok || p.Version != replaced.Version || p.Plan.Text != replaced.Plan.Text {
		t.Errorf("LoadPending after answering and asking = %+v, %v, %v; want the new question (version %d)", p, ok, err, replaced.Version)
	}
	mustNoErr(t, "SaveChat dropping it", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Dropped: replaced.Version}))
	if _, ok, err := st.LoadPending(ctx, "chat-b"); err != nil || ok {
		t.Errorf("LoadPending after SaveChat dropped it = %v, %v; want none", ok, err)
	}
	mustNoErr(t, "SaveChat asking again", b.SaveChat(ctx, "chat-b", memo.ChatWrite{Pending: &asked}))

	clock.Advance(memo.DefaultPendingTTL + time.Second)
	if got, err := b.LoadChat(ctx, "chat-b", memo.ChatRead{}); err != nil || got.Pending != nil {
		t.Errorf("LoadChat after the question expired = %+v, %v; want no pending", got.Pending, err)
	}
	if err := b.SaveChat(ctx, "chat-b", memo.ChatWrite{Language: "fr"}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveChat with language fr = %v; want EInvalid", err)
	}
	if _, err := b.LoadChat(ctx, "", memo.ChatRead{}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("LoadChat without a chat id = %v; want EInvalid", err)
	}
}
