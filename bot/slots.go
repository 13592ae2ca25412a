package bot

import (
	"context"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

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
// bound wait in their chats' queues, as they do for their chat's turn. A
// turn coming back from outside is given a slot before any turn that has
// not begun: it holds its request and its answer while it waits, and
// finishing what has begun keeps both memory and latency down when many
// turns asked the model at once. Slots are safe for concurrent use.
type Slots struct {
	mu    sync.Mutex
	n     int
	free  int
	back  []chan struct{} // turns coming back from outside, first in first out
	fresh []*slotWaiter   // turns waiting to begin

	// work hands a turn to a worker waiting for one (see run); idle counts
	// the workers waiting.
	work chan func()
	idle atomic.Int32
}

// workerIdle is how long a worker that ran a turn waits for the next one
// before it ends.
const workerIdle = time.Second

// slotWaiter is a turn waiting to begin: a goroutine blocked on ch (Hold), or
// a turn with no goroutine yet, which start begins (Go).
type slotWaiter struct {
	ch    chan struct{}
	start func()      // runs the turn on a goroutine of its own, holding the slot
	stop  func() bool // stops the watch on the turn's context
}

// NewSlots returns n slots; n < 1 means DefaultSlots.
func NewSlots(n int) *Slots {
	if n < 1 {
		n = DefaultSlots()
	}
	return &Slots{n: n, free: n, work: make(chan func())}
}

// run runs turn on a worker: one that ran a turn before and waits for the
// next, else a new one. A turn runs deep (SQLite's interpreter, the
// grammar's matchers) and a new goroutine's stack grows to that depth by
// copying itself a few times — a twentieth of a turn's CPU when each turn
// had a goroutine of its own. A worker keeps the stack it grew for the
// next turn. At most as many workers wait as there are slots, each for
// workerIdle at most, so idle chats still hold none.
func (s *Slots) run(turn func()) {
	select {
	case s.work <- turn:
	default:
		go s.worker(turn)
	}
}

// worker runs turn, then the turns run hands it, until it has waited
// workerIdle for one or enough workers wait already.
func (s *Slots) worker(turn func()) {
	var timer *time.Timer
	for {
		turn()
		if int(s.idle.Add(1)) > s.n {
			s.idle.Add(-1)
			return
		}
		if timer == nil {
			timer = time.NewTimer(workerIdle)
		} else {
			timer.Reset(workerIdle)
		}
		select {
		case turn = <-s.work:
			s.idle.Add(-1)
			timer.Stop()
		case <-timer.C:
			s.idle.Add(-1)
			return
		}
	}
}

// Cap returns how many slots there are.
func (s *Slots) Cap() int { return s.n }

// Waiting returns how many turns wait for a slot: coming back from
// outside, and waiting to begin.
func (s *Slots) Waiting() (returning, fresh int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.back), len(s.fresh)
}

// acquire waits for a slot: in the queue of turns coming back when
// returning, else in that of turns to begin. It returns ctx's error when
// ctx ends first.
func (s *Slots) acquire(ctx context.Context, returning bool) error {
	s.mu.Lock()
	if s.free > 0 {
		// No one waits while a slot is free: release hands slots to waiters.
		s.free--
		s.mu.Unlock()
		return nil
	}
	ch := make(chan struct{}, 1)
	w := &slotWaiter{ch: ch}
	if returning {
		s.back = append(s.back, ch)
	} else {
		s.fresh = append(s.fresh, w)
	}
	s.mu.Unlock()
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		s.mu.Lock()
		removed := remove(&s.back, ch) || remove(&s.fresh, w)
		s.mu.Unlock()
		if !removed {
			<-ch // handed a slot meanwhile: pass it on
			s.release()
		}
		return ctx.Err()
	}
}

// Go runs turn on a goroutine of its own (a worker, see run) once a slot is free for a turn
// to begin (at once when one is), in the order of Hold's waits: a turn
// waiting for its slot costs no goroutine, and a thousand chats waiting
// hold no stacks. turn gets ctx carrying the slot, as Hold gives it, and
// the function that gives the slot back; when ctx ends before a slot is
// free, turn runs at once with ctx's error, holding none.
func (s *Slots) Go(ctx context.Context, turn func(ctx context.Context, release func(), err error)) {
	begin := func() {
		held, release := s.holding(ctx)
		turn(held, release, nil)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.free > 0 {
		s.free--
		s.run(begin)
		return
	}
	w := &slotWaiter{start: func() { s.run(begin) }}
	w.stop = context.AfterFunc(ctx, func() {
		s.mu.Lock()
		removed := remove(&s.fresh, w)
		s.mu.Unlock()
		if removed {
			turn(ctx, func() {}, ctx.Err())
		}
	})
	s.fresh = append(s.fresh, w)
}

// remove takes w out of *q and reports whether it was there.
func remove[T comparable](q *[]T, w T) bool {
	for i, x := range *q {
		if x == w {
			*q = append((*q)[:i:i], (*q)[i+1:]...)
			return true
		}
	}
	return false
}

// release hands the slot to the first turn coming back, else to the first
// waiting to begin, else frees it.
func (s *Slots) release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case len(s.back) > 0:
		w := s.back[0]
		s.back = s.back[1:]
		w <- struct{}{}
	case len(s.fresh) > 0:
		w := s.fresh[0]
		s.fresh = s.fresh[1:]
		if w.start == nil {
			w.ch <- struct{}{}
			return
		}
		// Out of the queue, the turn's context can no longer start it
		// without the slot.
		w.stop()
		w.start()
	default:
		s.free++
	}
}

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
	if err := s.acquire(ctx, false); err != nil {
		return ctx, func() {}, err
	}
	ctx, release := s.holding(ctx)
	return ctx, release, nil
}

// holding returns ctx carrying a slot just taken, and the function that
// gives it back once the turn is over.
func (s *Slots) holding(ctx context.Context) (context.Context, func()) {
	h := &held{s: s, holding: true}
	var once sync.Once
	return memo.WithAway(ctx, h.goAway), func() {
		once.Do(func() {
			h.mu.Lock()
			defer h.mu.Unlock()
			h.done = true
			h.giveBack()
		})
	}
}

// giveBack frees the slot if it is held; h.mu must be held.
func (h *held) giveBack() {
	if h.holding {
		h.holding = false
		h.s.release()
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
	h.s.acquire(context.Background(), true) // waits without the lock
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.away > 0 || h.done || h.holding {
		// Someone went out again, the turn ended, or another caller took
		// the slot back first: this one is not needed.
		h.s.release()
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
