package bot

import (
	"context"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
)

// MemoryOnce is the in-memory memo.Deduper a channel uses for its notices
// when no shared one is configured. It forgets on restart and is not
// shared by replicas. It is safe for concurrent use.
type MemoryOnce struct {
	clock memo.Clock
	mu    sync.Mutex
	seen  map[string]time.Time // key → expiry
}

// NewMemoryOnce returns an empty MemoryOnce on clock.
func NewMemoryOnce(clock memo.Clock) *MemoryOnce {
	return &MemoryOnce{clock: clock, seen: make(map[string]time.Time)}
}

var _ memo.Deduper = (*MemoryOnce)(nil)

// Claim returns true when id was not claimed within ttl.
func (o *MemoryOnce) Claim(_ context.Context, id string, ttl time.Duration) (bool, error) {
	now := o.clock.Now()
	o.mu.Lock()
	defer o.mu.Unlock()
	if exp, ok := o.seen[id]; ok && now.Before(exp) {
		return false, nil
	}
	if len(o.seen) > 10000 {
		for k, exp := range o.seen {
			if !now.Before(exp) {
				delete(o.seen, k)
			}
		}
	}
	o.seen[id] = now.Add(ttl)
	return true, nil
}
