package bot_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

func TestOrderWithinChat(t *testing.T) {
	const n = 100
	var inFlight, overlap atomic.Int32
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		if inFlight.Add(1) > 1 {
			overlap.Add(1)
		}
		defer inFlight.Add(-1)
		runtime.Gosched()
		return memo.Reply{Text: in.Text, Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver, MaxQueue: n})
	shutdown(t, d)

	for i := range n {
		submit(t, d, memo.Inbound{ChatID: "c1", MessageID: strconv.Itoa(i), Text: strconv.Itoa(i)})
	}
	box.wait(t, n)
	for i, r := range box.all() {
		if r.Text != strconv.Itoa(i) {
			t.Fatalf("reply %d is %q: out of order", i, r.Text)
		}
		if r.ChatID != "c1" {
			t.Fatalf("reply %d has chat %q; the dispatcher should fill it in", i, r.ChatID)
		}
	}
	if overlap.Load() != 0 {
		t.Errorf("%d turns of one chat overlapped", overlap.Load())
	}
}

func TestChatsRunConcurrently(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		if in.ChatID == "blocked" {
			close(started)
			<-release
		}
		return memo.Reply{Text: in.ChatID + ":" + in.Text, Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver})
	shutdown(t, d)

	submit(t, d, memo.Inbound{ChatID: "blocked", Text: "slow"})
	<-started
	for i := range 3 {
		submit(t, d, memo.Inbound{ChatID: "a", Text: strconv.Itoa(i)})
		submit(t, d, memo.Inbound{ChatID: "b", Text: strconv.Itoa(i)})
	}
	box.wait(t, 6) // a and b finish while "blocked" is still in its turn
	for _, r := range box.all() {
		if strings.HasPrefix(r.Text, "blocked") {
			t.Fatalf("the blocked chat answered before it was released")
		}
	}
	// a and b go idle (their goroutines end just after their last delivery);
	// the blocked chat stays active.
	deadline := time.Now().Add(5 * time.Second)
	for d.ActiveChats() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("ActiveChats = %d while one chat is blocked; want 1", d.ActiveChats())
		}
		time.Sleep(time.Millisecond)
	}
	close(release)
	box.wait(t, 1)
	if got := box.all()[6].Text; got != "blocked:slow" {
		t.Errorf("last reply %q; want the blocked chat's", got)
	}
}

func TestMessageMidTurnWaits(t *testing.T) {
	var mu sync.Mutex
	var events []string
	record := func(s string) {
		mu.Lock()
		events = append(events, s)
		mu.Unlock()
	}
	release := make(chan struct{})
	started := make(chan struct{})
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		record("start " + in.Text)
		if in.Text == "first" {
			close(started)
			<-release
		}
		record("end " + in.Text)
		return memo.Reply{Text: in.Text, Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver})
	shutdown(t, d)

	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "1", Text: "first"})
	<-started
	// Submit returns at once, while the first turn is still running.
	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "2", Text: "second"})
	close(release)
	box.wait(t, 2)

	want := []string{"start first", "end first", "start second", "end second"}
	mu.Lock()
	defer mu.Unlock()
	if fmt.Sprint(events) != fmt.Sprint(want) {
		t.Errorf("events %q; want %q", events, want)
	}
	if r := box.all(); r[0].Text != "first" || r[1].Text != "second" || !r[1].Success {
		t.Errorf("replies %+v", r)
	}
}

func TestDedupe(t *testing.T) {
	var handled atomic.Int32
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		handled.Add(1)
		return memo.Reply{Text: in.Text, Success: true}, nil
	}}
	box := newInbox()
	dd := &deduper{}
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Dedupe: dd, Deliver: box.deliver})
	shutdown(t, d)

	tests := []struct {
		name   string
		in     memo.Inbound
		accept bool
	}{
		{"first", memo.Inbound{ChatID: "c1", MessageID: "m1", Text: "hi"}, true},
		{"redelivery", memo.Inbound{ChatID: "c1", MessageID: "m1", Text: "hi"}, false},
		{"same id in another chat", memo.Inbound{ChatID: "c2", MessageID: "m1", Text: "hi"}, true},
		{"new id", memo.Inbound{ChatID: "c1", MessageID: "m2", Text: "hi"}, true},
		{"no id is never deduplicated", memo.Inbound{ChatID: "c1", Text: "hi"}, true},
		{"no id again", memo.Inbound{ChatID: "c1", Text: "hi"}, true},
	}
	accepted := 0
	for _, tt := range tests {
		ok, err := d.Submit(context.Background(), tt.in)
		if err != nil || ok != tt.accept {
			t.Errorf("%s: accepted=%v err=%v; want %v", tt.name, ok, err, tt.accept)
		}
		if ok {
			accepted++
		}
	}
	box.wait(t, accepted)
	if got := handled.Load(); got != int32(accepted) {
		t.Errorf("handled %d; want %d", got, accepted)
	}
	dd.mu.Lock()
	defer dd.mu.Unlock()
	if len(dd.ttls) != 4 {
		t.Fatalf("%d claims; want 4 (messages without an id claim nothing)", len(dd.ttls))
	}
	if dd.ttls[0] != bot.DefaultDedupeTTL || bot.DefaultDedupeTTL != 48*time.Hour {
		t.Errorf("claim ttl %v; want 48h by default", dd.ttls[0])
	}
}

func TestDedupeErrorFailsOpen(t *testing.T) {
	var logs logBuffer
	dd := &deduper{ClaimFunc: func(context.Context, string, time.Duration) (bool, error) {
		return false, errors.New("dial tcp 127.0.0.1:6379: connection refused")
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Handler: &handler{}, Dedupe: dd, Deliver: box.deliver, Logger: logs.logger(slog.LevelInfo),
	})
	shutdown(t, d)

	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "m1", Text: "add milk"})
	box.wait(t, 1)
	if r := box.all()[0]; r.Text != "add milk" || !r.Success {
		t.Errorf("reply %+v; want the handler's", r)
	}
	if !strings.Contains(logs.String(), "connection refused") {
		t.Errorf("the dedupe error was not logged: %s", logs.String())
	}
}

func TestSubmitContextEndedDuringClaim(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	dd := &deduper{ClaimFunc: func(ctx context.Context, _ string, _ time.Duration) (bool, error) {
		cancel()
		return false, ctx.Err()
	}}
	var handled atomic.Int32
	h := &handler{HandleFunc: func(context.Context, memo.Inbound) (memo.Reply, error) {
		handled.Add(1)
		return memo.Reply{}, nil
	}}
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Dedupe: dd})
	shutdown(t, d)
	ok, err := d.Submit(ctx, memo.Inbound{ChatID: "c", MessageID: "m"})
	if ok || !errors.Is(err, context.Canceled) {
		t.Errorf("Submit = %v, %v; want false, context.Canceled", ok, err)
	}
	if d.ActiveChats() != 0 || handled.Load() != 0 {
		t.Errorf("a message whose sender gave up was queued")
	}
}

func TestSubmitWithoutChat(t *testing.T) {
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: &handler{}})
	shutdown(t, d)
	ok, err := d.Submit(context.Background(), memo.Inbound{Text: "hi"})
	if ok || memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("Submit = %v, %v; want an EInvalid error", ok, err)
	}
}
