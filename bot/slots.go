package bot

import (
	"context"
	"net/http"
	"runtime"
	"sync"

	"github.com/memo-assistant/memo"
)

// DefaultSlots is how many turns run at once by default: four for each
// processor. A turn is a burst of CPU between short waits on SQLite and
// Redis; a few per processor keep the processors busy, while a thousand
// chats each running its turn at once only interleave them, each holding
// its memory and its locks for as long as all of them take.
func DefaultSlots() int { return 4 * runtime.GOMAXPROCS(0) }

// Slots bound the turns that run at once, across every dispatcher that
// shares them. A turn holds a slot while it works and gives it back while
// it waits on something outside the process (a model, Google: see Away
// and AwayTransport), so a slow model holds no slot. Messages past the
// bound wait in their chats' queues, as they do for their chat's turn.
// Slots are safe for concurrent use.
type Slots struct{ sem chan struct{} }

// NewSlots returns n slots; n < 1 means DefaultSlots.
func NewSlots(n int) *Slots {
	if n < 1 {
		n = DefaultSlots()
	}
	return &Slots{sem: make(chan struct{}, n)}
}

// Cap returns how many slots there are.
func (s *Slots) Cap() int { return cap(s.sem) }

// held is the slot of one turn: held now, or given back while callers of
// Away wait outside.
type held struct {
	s       *Slots
	mu      sync.Mutex
	holding bool // the turn holds a slot now
	away    int  // callers waiting outside
	done    bool // the turn is over
}

// Hold waits for a slot and returns ctx carrying it, with the function
// that gives it back (once the turn is over). It returns ctx's error when
// ctx ends first.
func (s *Slots) Hold(ctx context.Context) (context.Context, func(), error) {
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return ctx, func() {}, ctx.Err()
	}
	h := &held{s: s, holding: true}
	var once sync.Once
	return memo.WithAway(ctx, h.goAway), func() {
		once.Do(func() {
			h.mu.Lock()
			defer h.mu.Unlock()
			h.done = true
			h.giveBack()
		})
	}, nil
}

// giveBack frees the slot if it is held; h.mu must be held.
func (h *held) giveBack() {
	if h.holding {
		h.holding = false
		<-h.s.sem
	}
}

// Away gives back the slot ctx's turn holds while the caller waits on
// something outside the process, and returns the function that takes a
// slot again, waiting for one (it is memo.Away: adapters, which do not
// import bot, call that). Calls may overlap (requests of one turn in
// parallel): the slot is given back by the first and taken again when the
// last is back. Without a slot in ctx both do nothing.
func Away(ctx context.Context) (back func()) { return memo.Away(ctx) }

// goAway is the turn's memo.WithAway function.
func (h *held) goAway() (back func()) {
	h.mu.Lock()
	h.away++
	h.giveBack()
	h.mu.Unlock()
	var once sync.Once
	return func() { once.Do(h.back) }
}

// back ends one wait outside: the last one takes a slot again.
func (h *held) back() {
	h.mu.Lock()
	h.away--
	need := h.away == 0 && !h.done && !h.holding
	h.mu.Unlock()
	if !need {
		return
	}
	h.s.sem <- struct{}{} // waits without the lock
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.away > 0 || h.done || h.holding {
		// Someone went out again, the turn ended, or another caller took
		// the slot back first: this one is not needed.
		<-h.s.sem
		return
	}
	h.holding = true
}

// AwayTransport is an http.RoundTripper that gives the turn's slot back
// while a request is out (see Away). Base sends the requests; nil means
// http.DefaultTransport.
type AwayTransport struct{ Base http.RoundTripper }

// RoundTrip implements http.RoundTripper.
func (t *AwayTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	back := memo.Away(req.Context())
	defer back()
	return base.RoundTrip(req)
}
