package bot_test

import (
	"context"
	"net/http"
	"net/http/httptest"
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

// With 2 slots, no more than 2 turns of 40 chats run at once, and every
// turn is answered.
func TestSlotsBoundTurns(t *testing.T) {
	slots := bot.NewSlots(2)
	var running, most atomic.Int32
	var wg sync.WaitGroup
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Slots: slots,
		Handler: bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
			n := running.Add(1)
			for {
				m := most.Load()
				if n <= m || most.CompareAndSwap(m, n) {
					break
				}
			}
			time.Sleep(2 * time.Millisecond)
			running.Add(-1)
			return memo.Reply{Text: "ok", Success: true}, nil
		}),
		Deliver: func(context.Context, memo.Inbound, memo.Reply) { wg.Done() },
	})
	defer d.Shutdown(context.Background())
	for c := range 40 {
		wg.Add(1)
		if ok, err := d.Submit(t.Context(), memo.Inbound{ChatID: string(rune('a' + c)), Text: "hi"}); !ok || err != nil {
			t.Fatalf("submit %d: %v %v", c, ok, err)
		}
	}
	wg.Wait()
	if m := most.Load(); m > 2 || m < 1 {
		t.Fatalf("%d turns ran at once with 2 slots", m)
	}
}

// A turn waiting on an outside service through AwayTransport holds no
// slot: with one slot, a second chat's turn runs while the first one's
// request is out, and the first takes a slot again when it is back.
func TestSlotsGivenBackWhileAway(t *testing.T) {
	slots := bot.NewSlots(1)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
		w.Write([]byte("model says hi"))
	}))
	defer srv.Close()
	client := &http.Client{Transport: &bot.AwayTransport{}}

	replies := make(chan string, 2)
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Slots: slots,
		Handler: bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
			if in.Text != "slow" {
				return memo.Reply{Text: "fast", Success: true}, nil
			}
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL, nil)
			resp, err := client.Do(req)
			if err != nil {
				return memo.Reply{}, err
			}
			resp.Body.Close()
			return memo.Reply{Text: "slow", Success: true}, nil
		}),
		Deliver: func(_ context.Context, _ memo.Inbound, r memo.Reply) { replies <- r.Text },
	})
	defer d.Shutdown(context.Background())
	if _, err := d.Submit(t.Context(), memo.Inbound{ChatID: "a", Text: "slow"}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Submit(t.Context(), memo.Inbound{ChatID: "b", Text: "quick"}); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-replies:
		if got != "fast" {
			t.Fatalf("first reply %q; want the quick chat's while the slow one waits", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the quick chat's turn waited for the slow one's request: the slot was not given back")
	}
	close(release)
	if got := <-replies; got != "slow" {
		t.Fatalf("second reply %q", got)
	}
	// Both turns over: the one slot is free again.
	wait, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	_, done, err := slots.Hold(wait)
	if err != nil {
		t.Fatalf("the slot was not free after both turns: %v", err)
	}
	done()
}

// Overlapping waits of one turn give its slot back once and take one
// again once; a wait that ends after the turn takes nothing.
func TestAwayOverlapping(t *testing.T) {
	slots := bot.NewSlots(1)
	ctx, done, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	b1 := bot.Away(ctx)
	b2 := bot.Away(ctx)
	// The slot is free while both are out.
	_, otherDone, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	b1()
	otherDone()
	b2() // takes the slot again
	late := bot.Away(ctx)
	done()
	late() // after the turn: takes nothing
	wait, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	_, d2, err := slots.Hold(wait)
	if err != nil {
		t.Fatalf("the slot was not free after the turn: %v", err)
	}
	d2()
	if slots.Cap() != 1 {
		t.Fatalf("Cap = %d", slots.Cap())
	}
}

// A turn coming back from outside gets the next free slot before a turn
// that has not begun, whichever waited longer.
func TestSlotsReturningTurnFirst(t *testing.T) {
	slots := bot.NewSlots(1)
	ctxA, doneA, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	backA := bot.Away(ctxA) // A waits outside: its slot is free
	_, doneB, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	order := make(chan string, 2)
	started := make(chan struct{})
	go func() { // C waits to begin
		close(started)
		_, doneC, err := slots.Hold(t.Context())
		if err != nil {
			t.Error(err)
			return
		}
		order <- "C"
		doneC()
	}()
	<-started
	waitFor(t, slots, 0, 1) // C queues first
	go func() {             // A comes back, after C began to wait
		backA()
		order <- "A"
		doneA()
	}()
	waitFor(t, slots, 1, 1)
	doneB()
	if first := <-order; first != "A" {
		t.Fatalf("%s got the slot first; want the turn coming back", first)
	}
	if second := <-order; second != "C" {
		t.Fatalf("then %s; want C", second)
	}
}

// A turn whose context ends while it waits for a slot gets an error and
// takes none: the slot stays for the next.
func TestSlotsWaitCancelled(t *testing.T) {
	slots := bot.NewSlots(1)
	_, done, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Millisecond)
	defer cancel()
	if _, _, err := slots.Hold(ctx); err == nil {
		t.Fatal("a wait past its context took a slot")
	}
	done()
	wait, cancel2 := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel2()
	_, done2, err := slots.Hold(wait)
	if err != nil {
		t.Fatalf("the slot was lost to a cancelled wait: %v", err)
	}
	done2()
}

// waitFor polls until slots has these waiters, failing after 10 s.
func waitFor(t *testing.T, slots *bot.Slots, returning, fresh int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		r, f := slots.Waiting()
		if r == returning && f == fresh {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiters %d/%d, want %d/%d", r, f, returning, fresh)
		}
	}
}

// Chats waiting for a slot hold no goroutine: with one slot taken, 300
// chats' turns wait in the queue, the process's goroutines grow by far
// fewer than 300, and every turn runs once the slot is free, each chat's
// two messages in order.
func TestSlotsWaitingChatsHoldNoGoroutine(t *testing.T) {
	slots := bot.NewSlots(1)
	gate := make(chan struct{})
	var mu sync.Mutex
	got := map[string][]string{}
	var wg sync.WaitGroup
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Slots: slots,
		Handler: bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
			<-gate
			return memo.Reply{Text: in.Text, Success: true}, nil
		}),
		Deliver: func(_ context.Context, in memo.Inbound, r memo.Reply) {
			mu.Lock()
			got[in.ChatID] = append(got[in.ChatID], r.Text)
			mu.Unlock()
			wg.Done()
		},
	})
	defer d.Shutdown(context.Background())
	const chats = 300
	before := runtime.NumGoroutine()
	for c := range chats {
		for _, text := range []string{"first", "second"} {
			wg.Add(1)
			if ok, err := d.Submit(t.Context(), memo.Inbound{ChatID: strconv.Itoa(c), Text: text}); !ok || err != nil {
				t.Fatalf("submit: %v %v", ok, err)
			}
		}
	}
	waitFor(t, slots, 0, chats-1)
	if grew := runtime.NumGoroutine() - before; grew > 20 {
		t.Errorf("%d goroutines for %d chats waiting on one slot; want a handful", grew, chats)
	}
	close(gate)
	wg.Wait()
	for c := range chats {
		if m := got[strconv.Itoa(c)]; len(m) != 2 || m[0] != "first" || m[1] != "second" {
			t.Fatalf("chat %d got %q; want first, second", c, m)
		}
	}
}

// A turn started by Go whose context ends while it waits runs at once
// with the context's error, holding no slot; one that gets a slot holds
// it until it gives it back.
func TestSlotsGoWaitCancelled(t *testing.T) {
	slots := bot.NewSlots(1)
	_, done, err := slots.Hold(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Millisecond)
	defer cancel()
	ran := make(chan error, 1)
	slots.Go(ctx, func(_ context.Context, release func(), err error) {
		release()
		ran <- err
	})
	select {
	case err := <-ran:
		if err == nil {
			t.Fatal("a turn whose wait ended ran without an error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a turn whose wait ended never ran")
	}
	waitFor(t, slots, 0, 0)
	done()
	held := make(chan func(), 1)
	slots.Go(t.Context(), func(_ context.Context, release func(), err error) {
		if err != nil {
			t.Error(err)
		}
		held <- release
	})
	release := <-held
	if _, _, err := slots.Hold(ctx); err == nil {
		t.Fatal("a second turn took the slot Go's turn holds")
	}
	release()
	if _, d2, err := slots.Hold(t.Context()); err != nil {
		t.Fatalf("the slot was not given back: %v", err)
	} else {
		d2()
	}
}

// goroutineID is the running goroutine's number, from its stack's header.
func goroutineID() string {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	f := strings.Fields(string(buf))
	if len(f) < 2 {
		return ""
	}
	return f[1]
}

// Turns run one after another run on the same worker: its stack, grown by
// the first, serves the rest.
func TestSlotsReuseWorkers(t *testing.T) {
	slots := bot.NewSlots(2)
	ids := map[string]int{}
	const turns = 20
	for range turns {
		done := make(chan string, 1)
		slots.Go(t.Context(), func(_ context.Context, release func(), err error) {
			defer release()
			if err != nil {
				t.Error(err)
			}
			done <- goroutineID()
		})
		ids[<-done]++
		time.Sleep(2 * time.Millisecond) // the worker goes back to wait
	}
	if len(ids) > turns/2 {
		t.Errorf("%d turns ran on %d goroutines; want the workers reused", turns, len(ids))
	}
}

// deep uses about n KB of stack.
//
//go:noinline
func deep(n int) int {
	var pad [1024]byte
	pad[n%len(pad)] = byte(n)
	if n == 0 {
		return int(pad[0])
	}
	return deep(n-1) + int(pad[n%len(pad)])
}

// A turn that runs 64 KB deep, started on a goroutine of its own and by
// Slots.Go.
func BenchmarkDeepTurn(b *testing.B) {
	b.Run("goroutine", func(b *testing.B) {
		done := make(chan struct{})
		for b.Loop() {
			go func() { deep(64); done <- struct{}{} }()
			<-done
		}
	})
	b.Run("slots", func(b *testing.B) {
		slots := bot.NewSlots(1)
		done := make(chan struct{})
		for b.Loop() {
			slots.Go(context.Background(), func(_ context.Context, release func(), _ error) {
				deep(64)
				release()
				done <- struct{}{}
			})
			<-done
		}
	})
}
