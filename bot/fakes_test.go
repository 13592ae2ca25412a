package bot_test

import (
	"bytes"
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// handler is a fake bot.Handler; HandleFunc nil echoes the text.
type handler struct {
	HandleFunc func(ctx context.Context, in memo.Inbound) (memo.Reply, error)
}

var _ bot.Handler = (*handler)(nil)

func (h *handler) Handle(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
	if h.HandleFunc == nil {
		return memo.Reply{ChatID: in.ChatID, Text: in.Text, Success: true}, nil
	}
	return h.HandleFunc(ctx, in)
}

// deduper is an in-memory memo.Deduper. ClaimFunc, when set, replaces it.
type deduper struct {
	ClaimFunc func(ctx context.Context, id string, ttl time.Duration) (bool, error)

	mu   sync.Mutex
	seen map[string]bool
	ttls []time.Duration
}

var _ memo.Deduper = (*deduper)(nil)

func (d *deduper) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	if d.ClaimFunc != nil {
		return d.ClaimFunc(ctx, id, ttl)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.ttls = append(d.ttls, ttl)
	if d.seen[id] {
		return false, nil
	}
	if d.seen == nil {
		d.seen = make(map[string]bool)
	}
	d.seen[id] = true
	return true, nil
}

// inbox collects delivered replies.
type inbox struct {
	mu      sync.Mutex
	replies []memo.Reply
	got     chan struct{} // receives once per reply, never blocks the sender
}

func newInbox() *inbox { return &inbox{got: make(chan struct{}, 1<<16)} }

func (b *inbox) deliver(_ context.Context, _ memo.Inbound, r memo.Reply) {
	b.mu.Lock()
	b.replies = append(b.replies, r)
	b.mu.Unlock()
	b.got <- struct{}{}
}

// wait blocks until n more replies arrived, failing the test after 5 s.
func (b *inbox) wait(t *testing.T, n int) {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for range n {
		select {
		case <-b.got:
		case <-timeout:
			t.Fatalf("timed out waiting for %d replies; have %d", n, len(b.all()))
		}
	}
}

func (b *inbox) all() []memo.Reply {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]memo.Reply(nil), b.replies...)
}

// logBuffer is a goroutine-safe buffer for a slog handler.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func (l *logBuffer) logger(level slog.Level) *slog.Logger {
	return slog.New(slog.NewTextHandler(l, &slog.HandlerOptions{Level: level}))
}

// shutdown closes d at the end of the test, failing it if the queues do not
// drain.
func shutdown(t *testing.T, d *bot.Dispatcher) {
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := d.Shutdown(ctx); err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
}

// submit submits in and fails the test unless it was accepted.
func submit(t *testing.T, d *bot.Dispatcher, in memo.Inbound) {
	t.Helper()
	ok, err := d.Submit(context.Background(), in)
	if err != nil || !ok {
		t.Fatalf("submit %+v: accepted=%v err=%v", in, ok, err)
	}
}
