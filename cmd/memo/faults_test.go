package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/bot"
)

// wired is Memo as memo serve wires it (the real dispatcher, runner and
// state) with replies collected in order.
type wired struct {
	a       *app
	d       *bot.Dispatcher
	mu      sync.Mutex
	replies []memo.Reply
	got     chan struct{}
}

func wire(t *testing.T, env map[string]string) *wired {
	t.Helper()
	if env["MEMO_DATABASE_URL"] == "" {
		env["MEMO_DB"] = filepath.Join(t.TempDir(), "memo.db")
	}
	cfg, err := readConfig("test", &flagValues{}, func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	a, err := open(t.Context(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	w := &wired{a: a, got: make(chan struct{}, 1000)}
	w.d = bot.NewDispatcher(bot.DispatcherConfig{
		Handler: a.inst.handler(a.runner, "test"), Dedupe: a.inst.deduper(a.state), Lang: memo.English,
		Deliver: func(_ context.Context, _ memo.Inbound, r memo.Reply) {
			w.mu.Lock()
			w.replies = append(w.replies, r)
			w.mu.Unlock()
			w.got <- struct{}{}
		},
	})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		w.d.Shutdown(ctx)
		a.close()
	})
	return w
}

// wait waits for n replies in all and returns them.
func (w *wired) wait(t *testing.T, n int) []memo.Reply {
	t.Helper()
	for range n {
		select {
		case <-w.got:
		case <-time.After(20 * time.Second):
			t.Fatalf("waited 20s for %d replies", n)
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]memo.Reply(nil), w.replies...)
}

func (w *wired) tasks(t *testing.T, user string) []memo.Task {
	t.Helper()
	ts, err := w.a.db.FindTasks(t.Context(), user, memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// TestSameMessageFiveTimes submits one message id five times at once, as
// a channel redelivering it would: one turn, one reply, one task.
func TestSameMessageFiveTimes(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		w := wire(t, env)
		in := memo.Inbound{ChatID: "c1", MessageID: "wamid.5X", Text: "add a task: renew the passport", At: time.Now()}
		var wg sync.WaitGroup
		accepted := make(chan bool, 5)
		for range 5 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := w.d.Submit(t.Context(), in)
				if err != nil {
					t.Error(err)
				}
				accepted <- ok
			}()
		}
		wg.Wait()
		close(accepted)
		n := 0
		for ok := range accepted {
			if ok {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d of 5 submits accepted; want 1", n)
		}
		w.wait(t, 1)
		time.Sleep(100 * time.Millisecond) // a second reply would arrive now
		if r := w.wait(t, 0); len(r) != 1 || !r[0].Success {
			t.Fatalf("replies %+v; want one success", r)
		}
		if ts := w.tasks(t, "c1"); len(ts) != 1 {
			t.Fatalf("%d tasks; want 1", len(ts))
		}
	})
}

// TestTwentyMessagesInOrder sends 20 messages to one chat at once: 20
// replies, in the order sent, and 20 tasks.
func TestTwentyMessagesInOrder(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		w := wire(t, env)
		for i := range 20 {
			in := memo.Inbound{ChatID: "c1", MessageID: fmt.Sprintf("wamid.%02d", i), Text: fmt.Sprintf("add a task: errand %02d", i), At: time.Now()}
			if ok, err := w.d.Submit(t.Context(), in); err != nil || !ok {
				t.Fatalf("submit %d: %v, %v", i, ok, err)
			}
		}
		replies := w.wait(t, 20)
		for i, r := range replies {
			if want := fmt.Sprintf("errand %02d", i); !strings.Contains(r.Text, want) {
				t.Errorf("reply %d = %q; want %q (in order)", i, r.Text, want)
			}
		}
		if ts := w.tasks(t, "c1"); len(ts) != 20 {
			t.Fatalf("%d tasks; want 20", len(ts))
		}
	})
}

// TestModelFailsClearly: a model that answers 500 is retried, one that
// does not answer in time is not (its time is spent); then the user gets a clear apology in their language
// (no vendor message), nothing is written, and the next message works.
func TestModelFailsClearly(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fail  openaitest.Response
		extra map[string]string
		calls int // a 5xx is retried twice; a timeout, which spent the budget, is not
	}{
		{"500", openaitest.Response{Status: 500, Error: "boom upstream", Header: map[string]string{"Retry-After-Ms": "1"}}, nil, 3},
		// The budget leaves room for the request to reach the fake on a
		// busy machine: it is the answer that never comes in time.
		{"timeout", openaitest.Response{Delay: 5 * time.Second, Text: "late"}, map[string]string{"MEMO_OPENAI_TIMEOUT": "500ms"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := openaitest.New(t)
			env := map[string]string{"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": srv.URL}
			for k, v := range tc.extra {
				env[k] = v
			}
			for range tc.calls {
				srv.Push(tc.fail)
			}
			s := newSession(t, tuesday9, env)
			s.talk(
				turn{"my neighbour keeps parking across my driveway, how should I bring it up with him?", func(t *testing.T, o out) {
					if o.Success || o.Summary == "" || strings.Contains(o.Summary, "boom") || strings.Contains(o.Summary, "500") {
						t.Errorf("reply %+v; want a clear failure without the vendor's words", o)
					}
				}},
				turn{"add a task: call the plumber", ok},
				turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 1) }},
			)
			if n := srv.Calls(); n != tc.calls {
				t.Errorf("%d model calls; want %d", n, tc.calls)
			}
		})
	}
}
