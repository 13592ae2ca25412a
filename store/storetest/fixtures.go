package storetest

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// start is the time every suite clock starts at.
func start() time.Time { return time.Date(2030, time.March, 14, 9, 30, 0, 0, time.UTC) }

// zone is a fixed offset, so times keep it through JSON without a tz database.
func zone() *time.Location { return time.FixedZone("IST", 2*60*60) }

// samplePending returns a choose question asked at now, answerable for ttl,
// whose plan holds task arguments and whose options carry times.
func samplePending(now time.Time, ttl time.Duration, subject string) memo.Pending {
	due := time.Date(2030, time.March, 15, 9, 0, 0, 0, zone())
	when1, when2 := due, due.Add(26*time.Hour)
	return memo.Pending{
		Kind:    memo.PendingChoose,
		Reason:  memo.ReasonWhichTask,
		Subject: subject,
		Options: []memo.Option{
			{Label: "call mom", IDs: []string{"t_aaaa"}, When: &when1},
			{Label: "call the bank", IDs: []string{"t_bbbb", "t_cccc"}, When: &when2},
		},
		AllowMultiple: true,
		Plan: memo.Plan{
			TurnID: "turn-1",
			Text:   "delete call and remind me tomorrow at 9 to buy milk",
			Lang:   memo.English,
			Source: "offline",
			Steps: []memo.Step{
				{ID: "s1", Capability: memo.CapTasks, Operation: memo.OpTaskDelete,
					Tasks: &memo.TaskArgs{Targets: []string{"call"}, Window: memo.WindowAll}},
				{ID: "s2", Capability: memo.CapTasks, Operation: memo.OpTaskCreate, DependsOn: []string{"s1"},
					Tasks: &memo.TaskArgs{Drafts: []memo.TaskDraft{{
						Text: "buy milk", Category: "errands", DueDate: &due,
						Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{0, 3}, TimeZone: "Asia/Jerusalem"},
					}}}},
			},
		},
		StepID:    "s1",
		Lang:      memo.English,
		CreatedAt: now,
		ExpiresAt: now.Add(ttl),
	}
}

// sampleTask is a task with every field set.
func sampleTask() memo.Task {
	due := time.Date(2030, time.March, 15, 9, 0, 0, 0, zone())
	until := due.AddDate(0, 2, 0)
	return memo.Task{
		ID: "t_k3j2h4g5f6", Text: "call mom", Category: "family", DueDate: &due,
		Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", Until: &until, TimeZone: "Asia/Jerusalem"},
		CreatedAt:  time.Date(2030, time.March, 14, 7, 30, 0, 0, time.UTC),
	}
}

// sampleList is a checklist with two items, one checked.
func sampleList() memo.List {
	at := time.Date(2030, time.March, 14, 7, 30, 0, 0, time.UTC)
	return memo.List{
		ID: "l_q2w3e4r5t6", Name: "packing", IsChecklist: true, CreatedAt: at,
		Items: []memo.ListItem{
			{ID: "i_a1", Text: "passport", Checked: true, AddedAt: at},
			{ID: "i_a2", Text: "מטען", AddedAt: at.Add(time.Minute)},
		},
	}
}

// SameJSON fails the test unless got and want encode to the same JSON:
// equal values, times equal to the nanosecond and in the same offset.
func SameJSON(t testing.TB, what string, got, want any) {
	t.Helper()
	g, err := json.Marshal(got)
	if err != nil {
		t.Fatalf("%s: encode got: %v", what, err)
	}
	w, err := json.Marshal(want)
	if err != nil {
		t.Fatalf("%s: encode want: %v", what, err)
	}
	if string(g) != string(w) {
		t.Errorf("%s:\n got %s\nwant %s", what, g, w)
	}
}

// Must fails the test now if err is not nil.
func Must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// WantCode fails the test unless err is a *memo.Error with code (a nil
// err has code ""): the stores' and the calendars' tests all check their
// errors with it.
func WantCode(t testing.TB, what string, err error, code memo.ErrorCode) {
	t.Helper()
	if got := memo.ErrorCodeOf(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
	var e *memo.Error
	if err != nil && !errors.As(err, &e) {
		t.Fatalf("%s: %v is not a *memo.Error", what, err)
	}
}

// BenchmarkPending measures one answered question on st, as two turns
// see it: a write that asks it, and a read and a write that answers it.
func BenchmarkPending(b *testing.B, st memo.ConversationState) {
	ctx := b.Context()
	q := samplePending(memo.SystemClock{}.Now(), memo.DefaultPendingTTL, "call")
	for b.Loop() {
		p := q
		if err := st.SaveChat(ctx, "bench", memo.ChatWrite{Pending: &p}); err != nil {
			b.Fatalf("SaveChat(ask): %v", err)
		}
		got, err := st.LoadChat(ctx, "bench", memo.ChatRead{})
		if err != nil || got.Pending == nil || got.Pending.Version != p.Version {
			b.Fatalf("LoadChat = %+v, %v", got.Pending, err)
		}
		if err := st.SaveChat(ctx, "bench", memo.ChatWrite{Answered: p.Version}); err != nil {
			b.Fatalf("SaveChat(answer): %v", err)
		}
	}
}

// Clock is a memo.Clock for tests: it stands still until Set or Advance
// moves it. It is safe for concurrent use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a Clock that reads t.
func NewClock(t time.Time) *Clock { return &Clock{now: t} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
