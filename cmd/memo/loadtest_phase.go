package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// A phase of the loadtest: every chat's messages submitted by a few
// senders, closed loop or open, and each reply recorded.

// sent is one submitted message waiting for its reply.
type sent struct {
	at   time.Time
	kind string
	// then gets the reply, on the dispatcher's goroutine that delivers it.
	then func(*sent, memo.Reply)
}

// senders is how many goroutines submit a phase's messages. The users
// are not goroutines of their own — a thousand of them, each with its
// stack, would weigh on the memory and the CPU the loadtest reports of
// Memo — and a few submit at once, so one slow claim holds back no more
// than its own sender.
const senders = 16

// phase sends every chat's script: with rate 0 each chat sends its next
// message as soon as the last is answered (saturation); otherwise the
// messages of all chats go out at rate a second, round robin, whatever
// is still in flight (an open loop, as real users write).
func (h *harness) phase(ctx context.Context, name string, rate float64) (*loadResult, error) {
	var (
		mu       sync.Mutex
		inFlight = make(map[string]*sent)
		res      = &loadResult{byKind: make(map[string][]time.Duration)}
	)
	maxChats := max(h.lc.chats+1, bot.DefaultMaxChats)
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Handler:  h.a.inst.handler(h.a.runner, "loadtest"),
		Dedupe:   h.a.inst.deduper(h.a.state),
		Logger:   h.a.log,
		Lang:     h.a.cfg.Lang,
		MaxChats: maxChats,
		MaxQueue: bot.DefaultMaxQueue,
		Slots:    h.a.slots,
		Deliver: func(_ context.Context, in memo.Inbound, r memo.Reply) {
			mu.Lock()
			s := inFlight[in.MessageID]
			delete(inFlight, in.MessageID)
			mu.Unlock()
			if s != nil {
				s.then(s, r)
			}
		},
	})
	defer d.Shutdown(context.WithoutCancel(ctx))

	// Every chat first makes the list it adds to; not measured.
	if err := h.pool(ctx, h.lc.chats, func(c int) error {
		done := make(chan struct{})
		if _, err := h.send(ctx, d, &mu, inFlight, name, c, -1, time.Now(), func(*sent, memo.Reply) { close(done) }); err != nil {
			return err
		}
		select {
		case <-done:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}); err != nil {
		return res, err
	}

	rcpu0 := redisCPU(ctx, h.a.rdb) // before the round trips are counted
	trips0, commits0, calls0 := h.trips.count(), h.commits.Load(), h.model.calls.Load()
	cpu0 := cpuTime()
	start := time.Now()
	var rmu sync.Mutex
	record := func(s *sent, r memo.Reply) {
		took := time.Since(s.at)
		rmu.Lock()
		defer rmu.Unlock()
		res.turns++
		res.latency = append(res.latency, took)
		res.byKind[s.kind] = append(res.byKind[s.kind], took)
		if !r.Success && r.Pending == nil {
			res.failed++
		}
	}
	var err error
	if rate == 0 {
		err = h.closedLoop(ctx, d, &mu, inFlight, name, record, &res.lost)
	} else {
		err = h.openLoop(ctx, d, &mu, inFlight, name, rate, record, &res.refused, &res.lost)
	}
	res.took = time.Since(start)
	res.trips, res.commits, res.calls = h.trips.count()-trips0, h.commits.Load()-commits0, h.model.calls.Load()-calls0
	res.cpu = cpuTime() - cpu0
	res.redisCPU = redisCPU(ctx, h.a.rdb) - rcpu0
	return res, err
}

// closedLoop sends each chat's next message as soon as its last one is
// answered, from the goroutine that delivered the answer, until every
// chat has sent its script.
func (h *harness) closedLoop(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, record func(*sent, memo.Reply), lost *atomic.Int64) error {
	var (
		chats sync.WaitGroup // one per chat until its script is sent and answered
		first firstError
	)
	var chain func(c, t int)
	chain = func(c, t int) {
		for ; t < h.lc.turns; t++ {
			_, err := h.send(ctx, d, mu, inFlight, name, c, t, time.Now(), func(s *sent, r memo.Reply) {
				record(s, r)
				chain(c, t+1)
			})
			if errors.Is(err, errDropped) {
				lost.Add(1)
				continue
			}
			if err != nil {
				first.keep(err)
				break
			}
			return // the next follows the answer
		}
		chats.Done()
	}
	chats.Add(h.lc.chats)
	if err := h.pool(ctx, h.lc.chats, func(c int) error { chain(c, 0); return nil }); err != nil {
		return err
	}
	if err := waitGroup(ctx, &chats); err != nil {
		return err
	}
	return first.get()
}

// openLoop submits chat c's turn t at start + (t·chats + c)/rate, as
// users write whatever is still in flight, and records each reply as it
// comes. Latency counts from the time a message was due, so a submit
// that fell behind is not forgiven.
func (h *harness) openLoop(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, rate float64, record func(*sent, memo.Reply), refused, lost *atomic.Int64) error {
	var answered sync.WaitGroup
	start := time.Now()
	err := h.lanes(ctx, h.lc.chats*h.lc.turns, h.lc.chats, func(i int) error {
		c, t := i%h.lc.chats, i/h.lc.chats
		due := start.Add(time.Duration(float64(i) / rate * float64(time.Second)))
		if wait := time.Until(due); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		answered.Add(1)
		_, err := h.send(ctx, d, mu, inFlight, name, c, t, due, func(s *sent, r memo.Reply) {
			record(s, r)
			answered.Done()
		})
		if err != nil {
			answered.Done()
		}
		switch {
		case errors.Is(err, bot.ErrQueueFull) || errors.Is(err, bot.ErrBusy):
			refused.Add(1)
		case errors.Is(err, errDropped):
			lost.Add(1)
		case err != nil:
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	return waitGroup(ctx, &answered)
}

// pool runs fn(i) for i in [0, n) on senders goroutines, each taking the
// next i in order, and returns the first error (the rest still run).
func (h *harness) pool(ctx context.Context, n int, fn func(i int) error) error {
	var (
		next  atomic.Int64
		wg    sync.WaitGroup
		first firstError
	)
	for range min(senders, n) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				first.keep(fn(i))
			}
		})
	}
	wg.Wait()
	return cmp.Or(first.get(), ctx.Err())
}

// lanes runs fn(i) for i in [0, n) on senders goroutines, each taking
// the i of its own chats (i % chats) in order, and returns the first
// error (the rest still run). A chat's messages are submitted in their
// order however late a sender runs, as one user sends them; with a shared
// queue of i a sender held up could submit a chat's turn after the next.
func (h *harness) lanes(ctx context.Context, n, chats int, fn func(i int) error) error {
	var (
		wg    sync.WaitGroup
		first firstError
	)
	k := min(senders, chats, n)
	for lane := range k {
		wg.Go(func() {
			for i := 0; i < n && ctx.Err() == nil; i++ {
				if i%chats%k == lane {
					first.keep(fn(i))
				}
			}
		})
	}
	wg.Wait()
	return cmp.Or(first.get(), ctx.Err())
}

// firstError keeps the first error that goroutines report.
type firstError struct {
	mu  sync.Mutex
	err error
}

// keep notes err, unless it is nil or an error came before it.
func (f *firstError) keep(err error) {
	if err == nil {
		return
	}
	f.mu.Lock()
	f.err = cmp.Or(f.err, err)
	f.mu.Unlock()
}

// get returns the first error kept, or nil.
func (f *firstError) get() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.err
}

// waitGroup waits for wg, or until ctx ends.
func waitGroup(ctx context.Context, wg *sync.WaitGroup) error {
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// send submits chat c's turn t of phase name (t < 0: the set-up turn),
// due at at; then gets its reply.
func (h *harness) send(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, c, t int, at time.Time, then func(*sent, memo.Reply)) (*sent, error) {
	chat := fmt.Sprintf("%s-%d", name, c)
	in := memo.Inbound{
		ChatID: chat, UserID: chat, Channel: "loadtest",
		MessageID: chat + "-" + strconv.Itoa(t),
		Text:      h.script(c, t), At: time.Now(),
	}
	s := &sent{at: at, kind: h.kind(t), then: then}
	mu.Lock()
	inFlight[in.MessageID] = s
	mu.Unlock()
	ok, err := d.Submit(ctx, in)
	if err != nil || !ok {
		mu.Lock()
		delete(inFlight, in.MessageID)
		mu.Unlock()
		if err == nil {
			err = errDropped
		}
		return nil, err
	}
	return s, nil
}

// errDropped is a message the dispatcher took for a duplicate: it was
// never answered, it is lost.
var errDropped = errors.New("loadtest: a new message was taken for a duplicate")
