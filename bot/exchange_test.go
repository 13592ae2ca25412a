package bot_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/store/storetest"
)

// exchange builds a dispatcher whose handler and delivery go through an
// Exchange, as memo serve wires the HTTP channel beside WhatsApp.
func exchange(t *testing.T, h bot.Handler, others *inbox) (*bot.Exchange, *bot.Dispatcher) {
	t.Helper()
	x := bot.NewExchange("http")
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: x.Handler(h), Deliver: x.Deliver(others.deliver), Dedupe: &deduper{}})
	x.Bind(d)
	shutdown(t, d)
	return x, d
}

func TestExchangeAnswers(t *testing.T) {
	others := newInbox()
	var channel, inChannel string
	h := &handler{HandleFunc: func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		channel, inChannel = bot.NotesFrom(ctx).Channel(), in.Channel
		switch in.Text {
		case "fail":
			return memo.Reply{}, errors.New("state store down")
		case "panic":
			panic("boom")
		case "unlinked":
			bot.NotesFrom(ctx).MarkUnlinked()
		}
		return memo.Reply{Text: "re: " + in.Text, Success: true}, nil
	}}
	x, d := exchange(t, h, others)
	ctx := t.Context()

	ans, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:1", Text: "hello"})
	if err != nil || ans.Reply.Text != "re: hello" || ans.Err != nil || ans.Duplicate || ans.Unlinked {
		t.Fatalf("Ask = %+v, %v", ans, err)
	}
	if channel != "http" || inChannel != "http" {
		t.Errorf("the turn's notes say channel %q, its message %q; want http", channel, inChannel)
	}
	if ans, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:1", Text: "hello"}); err != nil || !ans.Duplicate {
		t.Fatalf("second Ask with the same id = %+v, %v; want Duplicate", ans, err)
	}
	ans, err = x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:2", Text: "fail"})
	if err != nil || ans.Err == nil || !strings.Contains(ans.Err.Error(), "state store down") || ans.Reply.Success {
		t.Fatalf("failed turn: %+v, %v; want Err and the apology", ans, err)
	}
	ans, err = x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:3", Text: "panic"})
	if err != nil || ans.Err == nil || !strings.Contains(ans.Err.Error(), "boom") {
		t.Fatalf("panicking turn: %+v, %v", ans, err)
	}
	if ans, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:4", Text: "unlinked"}); err != nil || !ans.Unlinked {
		t.Fatalf("unlinked turn: %+v, %v", ans, err)
	}
	if _, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", Text: "no id"}); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Fatalf("Ask without a message id: %v", err)
	}

	// A message of another channel passes through to its own delivery.
	submit(t, d, memo.Inbound{ChatID: "+2", MessageID: "wa-1", Text: "from whatsapp"})
	others.wait(t, 1)
	if r := others.all(); len(r) != 1 || r[0].Text != "re: from whatsapp" {
		t.Fatalf("other channel got %+v", r)
	}
	if channel != "" {
		t.Errorf("a WhatsApp turn has channel %q in its notes", channel)
	}
}

func TestExchangeJoinsARetryInFlight(t *testing.T) {
	release := make(chan struct{})
	var runs int
	var mu sync.Mutex
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		mu.Lock()
		runs++
		mu.Unlock()
		<-release
		return memo.Reply{Text: "done", Success: true}, nil
	}}
	x, _ := exchange(t, h, newInbox())
	in := memo.Inbound{ChatID: "+1", MessageID: "api:x", Text: "slow"}
	var wg sync.WaitGroup
	answers := make([]bot.Answer, 2)
	for i := range answers {
		wg.Go(func() {
			a, err := x.Ask(t.Context(), in)
			if err != nil {
				t.Error(err)
			}
			answers[i] = a
		})
	}
	time.Sleep(50 * time.Millisecond) // both are waiting
	close(release)
	wg.Wait()
	for i, a := range answers {
		if a.Reply.Text != "done" || a.Duplicate {
			t.Errorf("answer %d = %+v; both waiters get the one reply", i, a)
		}
	}
	if runs != 1 {
		t.Errorf("the turn ran %d times", runs)
	}
}

func TestExchangeContextEnds(t *testing.T) {
	release := make(chan struct{})
	h := &handler{HandleFunc: func(context.Context, memo.Inbound) (memo.Reply, error) {
		<-release
		return memo.Reply{Text: "late", Success: true}, nil
	}}
	others := newInbox()
	x, _ := exchange(t, h, others)
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Millisecond)
	defer cancel()
	if _, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:y", Text: "x"}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Ask after its context ended: %v", err)
	}
	close(release)
	// The late reply is dropped, not sent down another channel.
	time.Sleep(20 * time.Millisecond)
	if n := len(others.all()); n != 0 {
		t.Fatalf("%d replies leaked to the other channel", n)
	}
}

func TestLimit(t *testing.T) {
	clock := storetest.NewClock(time.Date(2026, 3, 10, 8, 30, 0, 0, time.UTC))
	lim := bot.NewLimiters(2, time.Minute, 2)
	var limited []string
	var ran int
	h := bot.Limit(&handler{HandleFunc: func(context.Context, memo.Inbound) (memo.Reply, error) {
		ran++
		return memo.Reply{Text: "ok", Success: true}, nil
	}}, bot.LimitConfig{
		Limiters: lim, Clock: clock, Lang: memo.Hebrew,
		Skip:      func(in memo.Inbound) bool { return in.ChatID == "exempt" },
		OnLimited: func(in memo.Inbound) { limited = append(limited, in.User()) },
	})
	ctx := t.Context()
	send := func(user, text string) memo.Reply {
		t.Helper()
		r, err := h.Handle(ctx, memo.Inbound{ChatID: user, Text: text})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	send("+1", "a")
	send("+1", "b")
	r := send("+1", "please do c")
	if r.Tool != bot.ToolLimited || r.Success || !strings.Contains(r.Text, "try again") {
		t.Fatalf("third message in a burst: %+v; want the polite English notice", r)
	}
	if r := send("+1", "d"); r.Text != "" || r.Tool != bot.ToolLimited {
		t.Fatalf("fourth message: %+v; want no second notice within a minute", r)
	}
	if r := send("+2", "שלום"); r.Text != "ok" {
		t.Fatalf("another user is limited too: %+v", r)
	}
	for range 5 {
		send("exempt", "x")
	}
	if ran != 2+1+5 {
		t.Errorf("%d turns ran, want 8", ran)
	}
	if len(limited) != 2 {
		t.Errorf("OnLimited called %d times, want 2", len(limited))
	}
	clock.Advance(31 * time.Second) // one event refilled
	if r := send("+1", "e"); r.Text != "ok" {
		t.Fatalf("after refilling: %+v", r)
	}
	clock.Advance(2 * time.Minute)
	send("+1", "f")
	send("+1", "g")
	if r := send("+1", "עוד אחד"); !strings.Contains(r.Text, "נסה שוב") {
		t.Fatalf("a later burst gets a new notice, in Hebrew: %+v", r)
	}
	// Allow says how long to wait.
	if ok, wait := lim.Allow("+1", clock.Now()); ok || wait <= 0 || wait > 31*time.Second {
		t.Fatalf("Allow = %v, %v", ok, wait)
	}
}

func TestQueued(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 10)
	h := &handler{HandleFunc: func(context.Context, memo.Inbound) (memo.Reply, error) {
		started <- struct{}{}
		<-release
		return memo.Reply{Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver})
	shutdown(t, d)
	if d.Queued() != 0 {
		t.Fatal("idle dispatcher has a queue")
	}
	for i, c := range []string{"a", "a", "a", "b"} {
		submit(t, d, memo.Inbound{ChatID: c, Text: string(rune('0' + i))})
	}
	<-started
	<-started
	if n := d.Queued(); n != 4 {
		t.Errorf("Queued = %d with two turns running and two waiting, want 4", n)
	}
	close(release)
	box.wait(t, 4)
	// The drainers end just after their last delivery.
	deadline := time.Now().Add(5 * time.Second)
	for d.Queued() != 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := d.Queued(); n != 0 {
		t.Errorf("Queued = %d after all turns, want 0", n)
	}
}
