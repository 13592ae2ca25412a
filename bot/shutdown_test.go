package bot_test

import (
	"context"
	"errors"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

func TestShutdownDrains(t *testing.T) {
	var handled atomic.Int32
	h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		time.Sleep(time.Millisecond)
		handled.Add(1)
		return memo.Reply{Text: in.Text, Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver})
	const chats, per = 5, 10
	for c := range chats {
		for i := range per {
			submit(t, d, memo.Inbound{ChatID: "c" + strconv.Itoa(c), Text: strconv.Itoa(i)})
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := d.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if got := handled.Load(); got != chats*per {
		t.Errorf("handled %d before Shutdown returned; want %d", got, chats*per)
	}
	if got := len(box.all()); got != chats*per {
		t.Errorf("delivered %d before Shutdown returned; want %d", got, chats*per)
	}
	ok, err := d.Submit(context.Background(), memo.Inbound{ChatID: "c0", Text: "late"})
	if ok || !errors.Is(err, bot.ErrClosed) {
		t.Errorf("Submit after Shutdown = %v, %v; want ErrClosed", ok, err)
	}
	if err := d.Shutdown(ctx); err != nil {
		t.Errorf("a second Shutdown: %v", err)
	}
}

func TestShutdownClaimsNothingWhenClosed(t *testing.T) {
	dd := &deduper{}
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: &handler{}, Dedupe: dd})
	if err := d.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Submit(context.Background(), memo.Inbound{ChatID: "c", MessageID: "m"}); !errors.Is(err, bot.ErrClosed) {
		t.Fatalf("Submit after Shutdown: %v", err)
	}
	// The id was not used up: another process may still take the message.
	dd.mu.Lock()
	defer dd.mu.Unlock()
	if len(dd.ttls) != 0 {
		t.Errorf("a closed dispatcher claimed the message id")
	}
}

func TestShutdownTimeoutCancelsTurns(t *testing.T) {
	started := make(chan struct{})
	var handled atomic.Int32
	h := &handler{HandleFunc: func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		handled.Add(1)
		if in.Text == "stuck" {
			close(started)
			<-ctx.Done() // ends only when the dispatcher cancels it
			return memo.Reply{}, ctx.Err()
		}
		return memo.Reply{Success: true}, nil
	}}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver, TurnTimeout: time.Hour})
	submit(t, d, memo.Inbound{ChatID: "c", Text: "stuck"})
	<-started
	submit(t, d, memo.Inbound{ChatID: "c", Text: "waiting 1"})
	submit(t, d, memo.Inbound{ChatID: "c", Text: "waiting 2"})

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := d.Shutdown(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Shutdown = %v; want DeadlineExceeded", err)
	}
	waitIdle(t, d)
	if got := handled.Load(); got != 1 {
		t.Errorf("handled %d; the messages queued behind a cancelled shutdown should be dropped", got)
	}
}

// TestGoroutinesEndWhenIdle checks that no goroutine outlives its chat's
// queue: idle chats cost nothing, however many chats there were.
func TestGoroutinesEndWhenIdle(t *testing.T) {
	before := runtime.NumGoroutine()
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: &handler{}, Deliver: box.deliver})
	const chats = 200
	for c := range chats {
		submit(t, d, memo.Inbound{ChatID: strconv.Itoa(c), Text: "a"})
		submit(t, d, memo.Inbound{ChatID: strconv.Itoa(c), Text: "b"})
	}
	box.wait(t, 2*chats)
	waitIdle(t, d)

	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after all chats went idle; %d before", runtime.NumGoroutine(), before)
		}
		time.Sleep(5 * time.Millisecond)
	}

	// A chat that went idle gets a new queue goroutine on its next message.
	submit(t, d, memo.Inbound{ChatID: "0", Text: "again"})
	box.wait(t, 1)
	shutdown(t, d)
}

// waitIdle waits until d has no queue goroutine left.
func waitIdle(t *testing.T, d *bot.Dispatcher) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for d.ActiveChats() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d chats still active", d.ActiveChats())
		}
		time.Sleep(time.Millisecond)
	}
}

// BenchmarkSubmit measures Submit across many chats with a no-op handler,
// the drain of every queue included.
func BenchmarkSubmit(b *testing.B) {
	h := bot.HandlerFunc(func(context.Context, memo.Inbound) (memo.Reply, error) {
		return memo.Reply{}, nil
	})
	const chats = 1000
	// Bounds out of the way: this measures Submit, not refusals.
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, MaxChats: chats, MaxQueue: 1 << 20})
	ids := make([]string, chats)
	for i := range ids {
		ids[i] = "chat-" + strconv.Itoa(i)
	}
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := d.Submit(ctx, memo.Inbound{ChatID: ids[i%chats], Text: "hi"}); err != nil {
			b.Fatal(err)
		}
		i++
	}
	if err := d.Shutdown(ctx); err != nil {
		b.Fatal(err)
	}
}
