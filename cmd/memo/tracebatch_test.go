package main

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// Traces saved from many turns at once all reach the database, in
// batches, by Close at the latest; one saved alone is written within the
// flush interval.
func TestTraceBatcherWritesEveryTrace(t *testing.T) {
	ctx := t.Context()
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b := newTraceBatcher(db, slog.New(slog.DiscardHandler), 20*time.Millisecond)

	if err := b.SaveTrace(ctx, memo.TurnTrace{ChatID: "alone", At: time.Now(), Source: "offline", Tool: "tasks.create"}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, err := db.FindTraces(ctx, sqldb.TraceFilter{Last: 1000})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a lone trace was not written by the timer")
		}
		time.Sleep(10 * time.Millisecond)
	}

	var wg sync.WaitGroup
	for g := range 10 {
		wg.Go(func() {
			for i := range 25 {
				tr := memo.TurnTrace{ChatID: fmt.Sprintf("c%d", g), TurnID: fmt.Sprintf("%d-%d", g, i), At: time.Now(), Source: "offline", Tool: "tasks.list"}
				if err := b.SaveTrace(ctx, tr); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := db.FindTraces(ctx, sqldb.TraceFilter{Last: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 251 {
		t.Fatalf("%d traces stored, want 251", len(got))
	}
	// After Close a trace is written at once.
	if err := b.SaveTrace(ctx, memo.TurnTrace{ChatID: "late", At: time.Now(), Source: "none", Tool: "error"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.FindTraces(ctx, sqldb.TraceFilter{Last: 1000}); len(got) != 252 {
		t.Fatalf("%d traces after a late one, want 252", len(got))
	}
	if err := b.SaveTrace(ctx, memo.TurnTrace{}); err == nil {
		t.Error("a trace without a chat id was taken")
	}
}

// gatedTraces blocks its first batch until released.
type gatedTraces struct {
	entered chan struct{}
	release chan struct{}
	mu      sync.Mutex
	saved   int
	once    sync.Once
}

func (g *gatedTraces) SaveTrace(ctx context.Context, t memo.TurnTrace) error {
	return g.SaveTraces(ctx, []memo.TurnTrace{t})
}

func (g *gatedTraces) SaveTraces(_ context.Context, ts []memo.TurnTrace) error {
	g.once.Do(func() {
		close(g.entered)
		<-g.release
	})
	g.mu.Lock()
	g.saved += len(ts)
	g.mu.Unlock()
	return nil
}

// While the store is stuck, the backlog is bounded: traces past it are
// dropped, and a turn never waits for the store.
func TestTraceBatcherBacklogBounded(t *testing.T) {
	g := &gatedTraces{entered: make(chan struct{}), release: make(chan struct{})}
	b := newTraceBatcher(g, slog.New(slog.DiscardHandler), time.Hour)
	tr := memo.TurnTrace{ChatID: "c", Source: "offline", Tool: "tasks.list"}
	for range traceBatchSize {
		if err := b.SaveTrace(t.Context(), tr); err != nil {
			t.Fatal(err)
		}
	}
	<-g.entered // the writer holds the first batch, stuck
	for range traceBacklog + 100 {
		if err := b.SaveTrace(t.Context(), tr); err != nil {
			t.Fatal(err)
		}
	}
	close(g.release)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if want := traceBatchSize + traceBacklog; g.saved != want {
		t.Fatalf("%d traces saved, want %d (the first batch and a full backlog)", g.saved, want)
	}
}
