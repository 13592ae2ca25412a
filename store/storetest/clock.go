// Package storetest is the contract suite every memo.ConversationState
// implementation runs in its tests, so the Redis state and the embedded
// SQLite one behave the same. It is an ordinary package imported by those
// tests; production code does not import it.
package storetest

import (
	"sync"
	"time"
)

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
