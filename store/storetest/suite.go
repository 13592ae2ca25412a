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
// must keep. Each subtest opens a fresh state with its own Clock starting at
// a fixed time. The claim-expiry subtest also sleeps for about half a
// second, so a store that expires claims by real time (Redis TTLs) is
// tested as honestly as one that follows the clock.
func TestConversationState(t *testing.T, open OpenFunc) {
	tests := []struct {
		name string
		run  func(t *testing.T, st memo.ConversationState, clock *Clock)
	}{
		{"PendingRoundTrip", testPendingRoundTrip},
		{"PendingVersionsGrow", testPendingVersionsGrow},
		{"TakeOldVersionIsStale", testTakeOldVersion},
		{"TakeTwiceIsStale", testTakeTwice},
		{"PendingExpires", testPendingExpires},
		{"ClearPending", testClearPending},
		{"ChatsAreIsolated", testChatsIsolated},
		{"ConcurrentSaveAndTake", testConcurrentPending},
		{"NumberedList", testNumbered},
		{"TurnsAreBounded", testTurns},
		{"Language", testLanguage},
		{"StepLog", testStepLog},
		{"Claim", testClaim},
		{"Recall", testRecall},
		{"ChatBatch", testChatBatch},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := NewClock(start())
			tt.run(t, open(t, clock), clock)
		})
	}
}

// save saves p in chat and returns the version, failing the test on error.
func save(t *testing.T, st memo.ConversationState, chat string, p memo.Pending) int64 {
	t.Helper()
	v, err := st.SavePending(t.Context(), chat, p)
	if err != nil {
		t.Fatalf("SavePending(%s): %v", chat, err)
	}
	return v
}

// load returns chat's pending question, failing the test on error.
func load(t *testing.T, st memo.ConversationState, chat string) (memo.Pending, bool) {
	t.Helper()
	p, ok, err := st.LoadPending(t.Context(), chat)
	if err != nil {
		t.Fatalf("LoadPending(%s): %v", chat, err)
	}
	return p, ok
}

// wantStale fails the test unless taking version in chat is stale.
func wantStale(t *testing.T, st memo.ConversationState, chat string, version int64) {
	t.Helper()
	p, err := st.TakePending(t.Context(), chat, version)
	if !errors.Is(err, memo.ErrStalePending) {
		t.Fatalf("TakePending(%s, %d) = %+v, %v; want ErrStalePending", chat, version, p, err)
	}
}

func testPendingRoundTrip(t *testing.T, st memo.ConversationState, clock *Clock) {
	want := samplePending(clock.Now(), memo.DefaultPendingTTL, "call")
	v := save(t, st, "chat-1", want)
	if v <= 0 {
		t.Fatalf("SavePending version = %d, want > 0", v)
	}
	want.Version = v

	got, ok := load(t, st, "chat-1")
	if !ok {
		t.Fatal("LoadPending ok = false after save")
	}
	sameJSON(t, "loaded", got, want)
	if d := got.Plan.Steps[1].Tasks.Drafts[0].DueDate; d == nil || !d.Equal(*want.Plan.Steps[1].Tasks.Drafts[0].DueDate) {
		t.Errorf("loaded draft due = %v, want %v", d, want.Plan.Steps[1].Tasks.Drafts[0].DueDate)
	}
	if w := got.Options[1].When; w == nil || !w.Equal(*want.Options[1].When) {
		t.Errorf("loaded option time = %v, want %v", w, want.Options[1].When)
	}

	taken, err := st.TakePending(t.Context(), "chat-1", v)
	if err != nil {
		t.Fatalf("TakePending: %v", err)
	}
	sameJSON(t, "taken", taken, want)
	if _, ok := load(t, st, "chat-1"); ok {
		t.Error("LoadPending ok = true after take")
	}
}

func testPendingVersionsGrow(t *testing.T, st memo.ConversationState, clock *Clock) {
	p := samplePending(clock.Now(), time.Hour, "call")
	v1 := save(t, st, "chat-1", p)
	v2 := save(t, st, "chat-1", p)
	if v2 <= v1 {
		t.Fatalf("second save version %d, want > %d", v2, v1)
	}
	if got, ok := load(t, st, "chat-1"); !ok || got.Version != v2 {
		t.Fatalf("LoadPending = version %d, %v; want %d, true", got.Version, ok, v2)
	}
	if _, err := st.TakePending(t.Context(), "chat-1", v2); err != nil {
		t.Fatalf("TakePending: %v", err)
	}
	v3 := save(t, st, "chat-1", p)
	if v3 <= v2 {
		t.Fatalf("save after take: version %d, want > %d", v3, v2)
	}
	if err := st.ClearPending(t.Context(), "chat-1"); err != nil {
		t.Fatalf("ClearPending: %v", err)
	}
	if v4 := save(t, st, "chat-1", p); v4 <= v3 {
		t.Fatalf("save after clear: version %d, want > %d", v4, v3)
	}
}

func testTakeOldVersion(t *testing.T, st memo.ConversationState, clock *Clock) {
	old := save(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "first"))
	newer := save(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "second"))
	wantStale(t, st, "chat-1", old)
	got, ok := load(t, st, "chat-1")
	if !ok || got.Version != newer || got.Subject != "second" {
		t.Fatalf("after stale take: LoadPending = (v%d %q, %v), want (v%d %q, true)", got.Version, got.Subject, ok, newer, "second")
	}
	if _, err := st.TakePending(t.Context(), "chat-1", newer); err != nil {
		t.Fatalf("TakePending(newer): %v", err)
	}
}

func testTakeTwice(t *testing.T, st memo.ConversationState, clock *Clock) {
	wantStale(t, st, "chat-1", 1) // nothing saved yet
	v := save(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "call"))
	if _, err := st.TakePending(t.Context(), "chat-1", v); err != nil {
		t.Fatalf("first TakePending: %v", err)
	}
	wantStale(t, st, "chat-1", v)
}

func testPendingExpires(t *testing.T, st memo.ConversationState, clock *Clock) {
	v := save(t, st, "chat-1", samplePending(clock.Now(), 5*time.Minute, "call"))
	clock.Advance(5*time.Minute - time.Second)
	if _, ok := load(t, st, "chat-1"); !ok {
		t.Fatal("LoadPending ok = false a second before expiry")
	}
	clock.Advance(time.Second) // exactly ExpiresAt: expired
	if p, ok := load(t, st, "chat-1"); ok {
		t.Fatalf("LoadPending at expiry = %+v, want none", p)
	}
	wantStale(t, st, "chat-1", v)
	if v2 := save(t, st, "chat-1", samplePending(clock.Now(), 5*time.Minute, "again")); v2 <= v {
		t.Fatalf("save after expiry: version %d, want > %d", v2, v)
	}
}

func testClearPending(t *testing.T, st memo.ConversationState, clock *Clock) {
	if err := st.ClearPending(t.Context(), "chat-1"); err != nil {
		t.Fatalf("ClearPending with none: %v", err)
	}
	v := save(t, st, "chat-1", samplePending(clock.Now(), time.Hour, "call"))
	if err := st.ClearPending(t.Context(), "chat-1"); err != nil {
		t.Fatalf("ClearPending: %v", err)
	}
	if _, ok := load(t, st, "chat-1"); ok {
		t.Error("LoadPending ok = true after clear")
	}
	wantStale(t, st, "chat-1", v)
}

func testChatsIsolated(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
	va := save(t, st, "chat-a", samplePending(clock.Now(), time.Hour, "a"))
	vb := save(t, st, "chat-b", samplePending(clock.Now(), time.Hour, "b"))
	if _, err := st.TakePending(ctx, "chat-a", va); err != nil {
		t.Fatalf("TakePending(a): %v", err)
	}
	if got, ok := load(t, st, "chat-b"); !ok || got.Subject != "b" || got.Version != vb {
		t.Fatalf("chat-b after taking chat-a: (%q v%d, %v), want (\"b\" v%d, true)", got.Subject, got.Version, ok, vb)
	}
	save(t, st, "chat-a", samplePending(clock.Now(), time.Hour, "a2"))
	if err := st.ClearPending(ctx, "chat-b"); err != nil {
		t.Fatalf("ClearPending(b): %v", err)
	}
	if got, ok := load(t, st, "chat-a"); !ok || got.Subject != "a2" {
		t.Fatalf("chat-a after clearing chat-b: (%q, %v), want (\"a2\", true)", got.Subject, ok)
	}

	mustNoErr(t, "SaveNumbered", st.SaveNumbered(ctx, "chat-a", memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t_1"}, Titles: []string{"x"}, ShownAt: clock.Now()}))
	if _, ok, err := st.LoadNumbered(ctx, "chat-b"); err != nil || ok {
		t.Errorf("LoadNumbered(chat-b) = %v, %v; want none", ok, err)
	}
	mustNoErr(t, "SaveLanguage", st.SaveLanguage(ctx, "chat-a", memo.Hebrew))
	if lang, err := st.LoadLanguage(ctx, "chat-b"); err != nil || lang != "" {
		t.Errorf("LoadLanguage(chat-b) = %q, %v; want \"\"", lang, err)
	}
	mustNoErr(t, "AppendTurns", st.AppendTurns(ctx, "chat-a", memo.Turn{At: clock.Now(), Role: "user", Text: "hi"}))
	if turns, err := st.RecentTurns(ctx, "chat-b", 10); err != nil || len(turns) != 0 {
		t.Errorf("RecentTurns(chat-b) = %v, %v; want none", turns, err)
	}
}

// testConcurrentPending races saves, then takes, from 8 goroutines: every
// save gets its own version, the newest save is the one kept, and of the
// takes of one version exactly one succeeds.
func testConcurrentPending(t *testing.T, st memo.ConversationState, clock *Clock) {
	const workers, rounds = 8, 5
	for round := range rounds {
		versions := make([]int64, workers)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for i := range workers {
			wg.Go(func() {
				versions[i], errs[i] = st.SavePending(context.Background(), "chat-1", samplePending(clock.Now(), time.Hour, "race"))
			})
		}
		wg.Wait()
		seen := map[int64]bool{}
		var newest int64
		for i, v := range versions {
			if errs[i] != nil {
				t.Fatalf("round %d: SavePending: %v", round, errs[i])
			}
			if seen[v] {
				t.Fatalf("round %d: version %d given twice: %v", round, v, versions)
			}
			seen[v], newest = true, max(newest, v)
		}
		if got, ok := load(t, st, "chat-1"); !ok || got.Version != newest {
			t.Fatalf("round %d: kept version %d (ok=%v), want the newest %d", round, got.Version, ok, newest)
		}

		for i := range workers {
			wg.Go(func() {
				_, errs[i] = st.TakePending(context.Background(), "chat-1", newest)
			})
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, memo.ErrStalePending):
				t.Fatalf("round %d: TakePending: %v", round, err)
			}
		}
		if won != 1 {
			t.Fatalf("round %d: %d takes of version %d succeeded, want exactly 1", round, won, newest)
		}
	}
}

// mustNoErr fails the test now if err is not nil.
func mustNoErr(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}
