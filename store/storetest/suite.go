// Package storetest is the contract suite every memo.ConversationState
// implementation runs in its tests, so the Redis state and the embedded
// SQLite one behave the same. It is an ordinary package imported by those
// tests; production code does not import it.
package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// OpenFunc opens an empty conversation state whose expiry is judged by
// clock, and arranges (with t.Cleanup) for it to be closed and removed.
type OpenFunc func(t *testing.T, clock memo.Clock) memo.ConversationState

// TestConversationState runs the contract every memo.ConversationState
// must keep, through its one interface: what SaveChat writes LoadChat
// reads, and a write that answers or drops a question removes it only
// while the question has the version answered. Each subtest opens a
// fresh state with its own Clock starting at a fixed time. The
// claim-expiry subtest also sleeps for about half a second, so a store
// that expires claims by real time (Redis TTLs) is tested as honestly as
// one that follows the clock.
func TestConversationState(t *testing.T, open OpenFunc) {
	tests := []struct {
		name string
		run  func(t *testing.T, st memo.ConversationState, clock *Clock)
	}{
		{"EmptyChat", testEmptyChat},
		{"PendingRoundTrip", testPendingRoundTrip},
		{"PendingVersionsGrow", testPendingVersionsGrow},
		{"StaleAnswerKeepsNewerQuestion", testStaleAnswer},
		{"AnsweredTwice", testAnsweredTwice},
		{"AnswerAndAskAtOnce", testAnswerAndAsk},
		{"PendingExpires", testPendingExpires},
		{"ChatsAreIsolated", testChatsIsolated},
		{"ConcurrentQuestions", testConcurrentPending},
		{"ConcurrentTurns", testConcurrentTurns},
		{"NumberedList", testNumbered},
		{"TurnsAreBounded", testTurns},
		{"Language", testLanguage},
		{"StepLog", testStepLog},
		{"AnswerLogsItsSteps", testAnswerWithSteps},
		{"InvalidWrites", testInvalid},
		{"Claim", testClaim},
		{"Recall", testRecall},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := NewClock(start())
			tt.run(t, open(t, clock), clock)
		})
	}
}

// write saves w in chat, failing the test on error.
func write(t *testing.T, st memo.ConversationState, chat string, w memo.ChatWrite) {
	t.Helper()
	if err := st.SaveChat(t.Context(), chat, w); err != nil {
		t.Fatalf("SaveChat(%s): %v", chat, err)
	}
}

// writeAtOnce saves each of ws in chat at once, failing the test on an
// error.
func writeAtOnce(t *testing.T, st memo.ConversationState, chat string, ws ...memo.ChatWrite) {
	t.Helper()
	errs := make([]error, len(ws))
	var wg sync.WaitGroup
	for i := range ws {
		wg.Go(func() { errs[i] = st.SaveChat(context.Background(), chat, ws[i]) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("SaveChat(%s) at once: %v", chat, err)
	}
}

// read loads r of chat, failing the test on error.
func read(t *testing.T, st memo.ConversationState, chat string, r memo.ChatRead) memo.ChatState {
	t.Helper()
	got, err := st.LoadChat(t.Context(), chat, r)
	if err != nil {
		t.Fatalf("LoadChat(%s): %v", chat, err)
	}
	return got
}

// ask stores p as chat's question and returns the version it was given,
// failing the test on error or a version that is not positive.
func ask(t *testing.T, st memo.ConversationState, chat string, p memo.Pending) int64 {
	t.Helper()
	write(t, st, chat, memo.ChatWrite{Pending: &p})
	if p.Version <= 0 {
		t.Fatalf("SaveChat(%s) gave the question version %d, want > 0", chat, p.Version)
	}
	return p.Version
}

// question returns chat's pending question, nil when there is none.
func question(t *testing.T, st memo.ConversationState, chat string) *memo.Pending {
	t.Helper()
	return read(t, st, chat, memo.ChatRead{}).Pending
}

// wantQuestion fails the test unless chat's question has version and
// subject.
func wantQuestion(t *testing.T, st memo.ConversationState, chat string, version int64, subject string) {
	t.Helper()
	p := question(t, st, chat)
	if p == nil || p.Version != version || p.Subject != subject {
		t.Fatalf("%s's question = %+v; want version %d about %q", chat, p, version, subject)
	}
}

// wantNoQuestion fails the test if chat has a question.
func wantNoQuestion(t *testing.T, st memo.ConversationState, chat string) {
	t.Helper()
	if p := question(t, st, chat); p != nil {
		t.Fatalf("%s's question = version %d about %q; want none", chat, p.Version, p.Subject)
	}
}

func testEmptyChat(t *testing.T, st memo.ConversationState, _ *Clock) {
	got := read(t, st, "chat-1", memo.ChatRead{Recent: 6, Steps: []string{"turn:A"}})
	if got.Pending != nil || got.Language != "" || got.Numbered != nil || len(got.Recent) != 0 || len(got.Steps) != 0 ||
		!got.Recall.Actions.IsZero() || got.Recall.Focus != nil || got.Recall.Asked != nil {
		t.Fatalf("LoadChat of an empty chat = %+v; want nothing", got)
	}
	write(t, st, "chat-1", memo.ChatWrite{})
	if got := read(t, st, "chat-1", memo.ChatRead{Recent: 6}); got.Pending != nil || got.Language != "" || len(got.Recent) != 0 {
		t.Fatalf("LoadChat after a write of nothing = %+v; want nothing", got)
	}
}

func testPendingRoundTrip(t *testing.T, st memo.ConversationState, clock *Clock) {
	want := samplePending(clock.Now(), memo.DefaultPendingTTL, "call")
	want.Version = ask(t, st, "chat-1", want)
	got := question(t, st, "chat-1")
	if got == nil {
		t.Fatal("no question after SaveChat stored one")
	}
	SameJSON(t, "loaded", *got, want)
	if d := got.Plan.Steps[1].Tasks.Drafts[0].DueDate; d == nil || !d.Equal(*want.Plan.Steps[1].Tasks.Drafts[0].DueDate) {
		t.Errorf("loaded draft due = %v, want %v", d, want.Plan.Steps[1].Tasks.Drafts[0].DueDate)
	}
	if w := got.Options[1].When; w == nil || !w.Equal(*want.Options[1].When) {
		t.Errorf("loaded option time = %v, want %v", w, want.Options[1].When)
	}
	write(t, st, "chat-1", memo.ChatWrite{Answered: want.Version})
	wantNoQuestion(t, st, "chat-1")

	// Times left zero are filled in: asked now, open for the default TTL.
	bare := memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmDelete, Lang: memo.Hebrew}
	ask(t, st, "chat-1", bare)
	got = question(t, st, "chat-1")
	if got == nil || !got.CreatedAt.Equal(clock.Now()) || !got.ExpiresAt.Equal(clock.Now().Add(memo.DefaultPendingTTL)) {
		t.Fatalf("a question saved without times = %+v; want asked now, expiring after the default TTL", got)
	}
}

func testPendingVersionsGrow(t *testing.T, st memo.ConversationState, clock *Clock) {
	p := samplePending(clock.Now(), time.Hour, "call")
	v1 := ask(t, st, "chat-1", p)
	v2 := ask(t, st, "chat-1", p)
	if v2 <= v1 {
		t.Fatalf("second question's version %d, want > %d", v2, v1)
	}
	wantQuestion(t, st, "chat-1", v2, "call")
	write(t, st, "chat-1", memo.ChatWrite{Answered: v2})
	v3 := ask(t, st, "chat-1", p)
	if v3 <= v2 {
		t.Fatalf("question after an answer: version %d, want > %d", v3, v2)
	}
	write(t, st, "chat-1", memo.ChatWrite{Dropped: v3})
	wantNoQuestion(t, st, "chat-1")
	if v4 := ask(t, st, "chat-1", p); v4 <= v3 {
		t.Fatalf("question after a drop: version %d, want > %d", v4, v3)
	}
}

// testStaleAnswer answers and drops an older version than the chat's
// question: the newer question stays.
func testStaleAnswer(t *testing.T, st memo.ConversationState, clock *Clock) {
	old := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "first"))
	newer := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "second"))
	write(t, st, "chat-1", memo.ChatWrite{Answered: old})
	wantQuestion(t, st, "chat-1", newer, "second")
	write(t, st, "chat-1", memo.ChatWrite{Dropped: old})
	wantQuestion(t, st, "chat-1", newer, "second")
	write(t, st, "chat-1", memo.ChatWrite{Answered: newer + 1})
	wantQuestion(t, st, "chat-1", newer, "second")
	write(t, st, "chat-1", memo.ChatWrite{Answered: newer})
	wantNoQuestion(t, st, "chat-1")
}

// testAnsweredTwice answers a question twice, and one that was never
// asked: nothing fails, and a later question is not touched.
func testAnsweredTwice(t *testing.T, st memo.ConversationState, clock *Clock) {
	write(t, st, "chat-1", memo.ChatWrite{Answered: 1}) // nothing asked yet
	v := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "call"))
	write(t, st, "chat-1", memo.ChatWrite{Answered: v})
	write(t, st, "chat-1", memo.ChatWrite{Answered: v})
	wantNoQuestion(t, st, "chat-1")
	next := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "again"))
	write(t, st, "chat-1", memo.ChatWrite{Answered: v})
	wantQuestion(t, st, "chat-1", next, "again")
}

// testAnswerAndAsk answers a question and asks the next in one write: the
// new question stands, under a higher version.
func testAnswerAndAsk(t *testing.T, st memo.ConversationState, clock *Clock) {
	v := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "first"))
	next := samplePending(clock.Now(), time.Hour, "next")
	write(t, st, "chat-1", memo.ChatWrite{Answered: v, Pending: &next})
	if next.Version <= v {
		t.Fatalf("the question asked with the answer got version %d, want > %d", next.Version, v)
	}
	wantQuestion(t, st, "chat-1", next.Version, "next")
	last := samplePending(clock.Now(), time.Hour, "last")
	write(t, st, "chat-1", memo.ChatWrite{Dropped: next.Version, Pending: &last})
	wantQuestion(t, st, "chat-1", last.Version, "last")
}

func testPendingExpires(t *testing.T, st memo.ConversationState, clock *Clock) {
	v := ask(t, st, "chat-1", samplePending(clock.Now(), 5*time.Minute, "call"))
	clock.Advance(5*time.Minute - time.Second)
	wantQuestion(t, st, "chat-1", v, "call")
	clock.Advance(time.Second) // exactly ExpiresAt: expired
	wantNoQuestion(t, st, "chat-1")
	// Answering it now changes nothing, and the next question still gets a
	// higher version.
	write(t, st, "chat-1", memo.ChatWrite{Answered: v})
	if v2 := ask(t, st, "chat-1", samplePending(clock.Now(), 5*time.Minute, "again")); v2 <= v {
		t.Fatalf("question after an expiry: version %d, want > %d", v2, v)
	}
}

func testChatsIsolated(t *testing.T, st memo.ConversationState, clock *Clock) {
	va := ask(t, st, "chat-a", samplePending(clock.Now(), time.Hour, "a"))
	vb := ask(t, st, "chat-b", samplePending(clock.Now(), time.Hour, "b"))
	write(t, st, "chat-a", memo.ChatWrite{Answered: va})
	wantQuestion(t, st, "chat-b", vb, "b")
	// An answer written in one chat under the other's version takes
	// nothing there.
	write(t, st, "chat-a", memo.ChatWrite{Answered: vb, Dropped: vb})
	wantQuestion(t, st, "chat-b", vb, "b")
	va2 := ask(t, st, "chat-a", samplePending(clock.Now(), time.Hour, "a2"))
	write(t, st, "chat-b", memo.ChatWrite{Dropped: vb})
	wantQuestion(t, st, "chat-a", va2, "a2")

	numbered := memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t_1"}, Titles: []string{"x"}, ShownAt: clock.Now()}
	recall := memo.Recall{Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t_1", Title: "x"}}
	write(t, st, "chat-a", memo.ChatWrite{Language: memo.Hebrew, Numbered: &numbered, Recall: &recall,
		Turns: []memo.Turn{{At: clock.Now(), Role: "user", Text: "hi"}}})
	got := read(t, st, "chat-c", memo.ChatRead{Recent: 10})
	if got.Pending != nil || got.Language != "" || got.Numbered != nil || got.Recall.Focus != nil || len(got.Recent) != 0 {
		t.Errorf("a third chat sees %+v; want nothing", got)
	}
	if got := read(t, st, "chat-b", memo.ChatRead{Recent: 10}); got.Language != "" || got.Numbered != nil || len(got.Recent) != 0 {
		t.Errorf("chat-b sees chat-a's state: %+v", got)
	}
}

// testConcurrentPending races questions from 8 writers: every question
// gets a version of its own and the newest is the one kept. Then it races
// a new question against an answer to the one before, many times: the
// answer never takes the new question, whichever write comes first.
func testConcurrentPending(t *testing.T, st memo.ConversationState, clock *Clock) {
	const workers, rounds = 8, 5
	for round := range rounds {
		qs := make([]memo.Pending, workers)
		ws := make([]memo.ChatWrite, workers)
		for i := range workers {
			qs[i] = samplePending(clock.Now(), time.Hour, "race")
			ws[i].Pending = &qs[i]
		}
		writeAtOnce(t, st, "chat-1", ws...)
		seen := map[int64]bool{}
		var newest int64
		for _, q := range qs {
			if seen[q.Version] {
				t.Fatalf("round %d: version %d given twice", round, q.Version)
			}
			seen[q.Version], newest = true, max(newest, q.Version)
		}
		wantQuestion(t, st, "chat-1", newest, "race")
	}
	for range 20 {
		old := ask(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "old"))
		next := samplePending(clock.Now(), time.Hour, "next")
		writeAtOnce(t, st, "chat-1", memo.ChatWrite{Pending: &next}, memo.ChatWrite{Answered: old})
		wantQuestion(t, st, "chat-1", next.Version, "next")
	}
}

// testConcurrentTurns writes the two lines of 8 turns at once: every
// line is kept once, each turn's question before its answer.
func testConcurrentTurns(t *testing.T, st memo.ConversationState, clock *Clock) {
	const workers = 8
	ws := make([]memo.ChatWrite, workers)
	for i := range ws {
		text := string(rune('a' + i))
		ws[i].Turns = []memo.Turn{{At: clock.Now(), Role: "user", Text: text}, {At: clock.Now(), Role: "assistant", Text: text}}
	}
	writeAtOnce(t, st, "chat-1", ws...)
	got := read(t, st, "chat-1", memo.ChatRead{Recent: memo.MaxTurns}).Recent
	if len(got) != 2*workers {
		t.Fatalf("%d turns after %d writes of two; want %d", len(got), workers, 2*workers)
	}
	asked := map[string]bool{}
	answered := map[string]bool{}
	for _, tr := range got {
		switch {
		case tr.Role == "user" && !asked[tr.Text]:
			asked[tr.Text] = true
		case tr.Role == "assistant" && asked[tr.Text] && !answered[tr.Text]:
			answered[tr.Text] = true
		default:
			t.Fatalf("turns repeated or out of order: %+v", got)
		}
	}
}

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
	_, err := st.LoadChat(ctx, "", memo.ChatRead{})
	WantCode(t, "LoadChat without a chat id", err, memo.EInvalid)
	WantCode(t, "SaveChat without a chat id", st.SaveChat(ctx, "", memo.ChatWrite{Language: memo.English}), memo.EInvalid)
	numbered := memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1"}, Titles: []string{"x"}, ShownAt: clock.Now()}
	WantCode(t, "SaveChat with language fr", st.SaveChat(ctx, "chat-1", memo.ChatWrite{Language: "fr", Numbered: &numbered}), memo.EInvalid)
	steps := map[string]memo.Result{"": {Capability: memo.CapTasks, Operation: memo.OpTaskCreate}}
	WantCode(t, "SaveChat with an empty step key", st.SaveChat(ctx, "chat-1", memo.ChatWrite{Steps: steps, Numbered: &numbered}), memo.EInvalid)
	if got := read(t, st, "chat-1", memo.ChatRead{}); got.Language != "" || got.Numbered != nil {
		t.Errorf("after refused writes the chat holds %+v; want nothing", got)
	}
}
