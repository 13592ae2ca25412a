package main

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
)

// Defaults of the trace batcher. A trace is accounting, read by an
// operator later (memo trace): written a quarter of a second late it is
// just as useful, and 64 turns' traces in one transaction cost about what
// one did alone (a commit per turn was a tenth of a turn's CPU in memo
// loadtest).
const (
	traceFlushEvery = 250 * time.Millisecond
	traceBatchSize  = 64
	// traceBacklog bounds the traces waiting while the store is slow or
	// away; past it new traces are dropped and counted in the log.
	traceBacklog = 4096
)

// traceBatcher is a memo.TraceStore that queues traces and writes them in
// batches, from one goroutine: when traceBatchSize are waiting, or every
// traceFlushEvery. Close writes what is left. A trace queued when the
// process is killed is lost, which costs an operator one row of
// accounting and the user nothing. It is safe for concurrent use.
type traceBatcher struct {
	store memo.TraceBatchStore
	log   *slog.Logger

	mu      sync.Mutex
	queued  []memo.TurnTrace
	dropped int
	closed  bool

	kick chan struct{} // a batch is full
	stop chan struct{} // Close was called
	done chan struct{} // the writer has ended
}

var (
	_ memo.TraceStore         = (*traceBatcher)(nil)
	_ memo.TraceTextForgetter = (*traceBatcher)(nil)
)

// ForgetTraceText empties the text of chatID's traces, those still
// queued and those stored.
func (b *traceBatcher) ForgetTraceText(ctx context.Context, chatID string) (int64, error) {
	var n int64
	b.mu.Lock()
	for i := range b.queued {
		if b.queued[i].ChatID == chatID && b.queued[i].Text != "" {
			b.queued[i].Text = ""
			n++
		}
	}
	b.mu.Unlock()
	f, ok := b.store.(memo.TraceTextForgetter)
	if !ok {
		return n, nil
	}
	m, err := f.ForgetTraceText(ctx, chatID)
	return n + m, err
}

func newTraceBatcher(store memo.TraceBatchStore, log *slog.Logger, every time.Duration) *traceBatcher {
	b := &traceBatcher{
		store: store, log: log,
		kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}),
	}
	go b.run(every)
	return b
}

// SaveTrace queues t; it never waits for the store. After Close it writes
// t at once.
func (b *traceBatcher) SaveTrace(ctx context.Context, t memo.TurnTrace) error {
	if t.ChatID == "" {
		return memo.Errorf(memo.EInvalid, "trace without a chat id")
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return b.store.SaveTrace(ctx, t)
	}
	if len(b.queued) >= traceBacklog {
		b.dropped++
		b.mu.Unlock()
		return nil
	}
	b.queued = append(b.queued, t)
	full := len(b.queued) >= traceBatchSize
	b.mu.Unlock()
	if full {
		select {
		case b.kick <- struct{}{}:
		default:
		}
	}
	return nil
}

func (b *traceBatcher) run(every time.Duration) {
	defer close(b.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-b.kick:
		case <-b.stop:
			b.flush()
			return
		}
		b.flush()
	}
}

// flush writes what is queued, a batch at a time.
func (b *traceBatcher) flush() {
	for {
		b.mu.Lock()
		n := min(len(b.queued), traceBatchSize)
		batch := b.queued[:n:n]
		b.queued = b.queued[n:]
		if len(b.queued) == 0 {
			b.queued = nil
		}
		dropped := b.dropped
		b.dropped = 0
		b.mu.Unlock()
		if dropped > 0 {
			b.log.Error("turn traces dropped: the store did not keep up", "count", dropped)
		}
		if n == 0 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := b.store.SaveTraces(ctx, batch); err != nil {
			b.log.Error("save turn traces", "count", n, "err", err)
		}
		cancel()
	}
}

// Close writes the traces still queued and stops the writer; later traces
// are written one by one.
func (b *traceBatcher) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	b.mu.Unlock()
	close(b.stop)
	<-b.done
	return nil
}
