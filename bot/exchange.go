package bot

import (
	"context"
	"fmt"
	"sync"

	"github.com/memo-assistant/memo"
)

// Answer is what an Exchange gives back for one message.
type Answer struct {
	// Reply is the turn's reply; an apology when Err is set.
	Reply memo.Reply
	// Err is why the turn could not run (a store down, a panic, the turn
	// timed out); nil when it ran.
	Err error
	// Unlinked is set when a step needed an outside account (Google) the
	// user has not linked.
	Unlinked bool
	// Duplicate is set when the message id was claimed before and the
	// answer to it is not known to this process; nothing ran.
	Duplicate bool
}

// Exchange is a channel whose sender waits for the answer, as an HTTP
// request does: Ask submits a message to the dispatcher, which runs it in
// the chat's queue like any other message (so an HTTP request and a
// WhatsApp message of the same chat never run at once), and returns its
// reply. Give Handler and Deliver to the dispatcher the exchange submits
// to; messages that did not come through Ask pass through both.
type Exchange struct {
	channel string
	submit  func(ctx context.Context, in memo.Inbound) (bool, error)

	mu      sync.Mutex
	waiting map[string]*waiter // by dedupeKey
}

// waiter is one message in flight.
type waiter struct {
	done chan struct{} // closed once ans is set
	ans  Answer
}

// NewExchange returns an Exchange for channel ("http"). Bind it to its
// dispatcher before the first Ask.
func NewExchange(channel string) *Exchange {
	return &Exchange{channel: channel, waiting: make(map[string]*waiter)}
}

// Bind sets the dispatcher Ask submits to. It is separate from
// NewExchange because the dispatcher is built with the exchange's Handler
// and Deliver.
func (x *Exchange) Bind(d *Dispatcher) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.submit = d.Submit
}

// Ask submits in and waits for its answer or ctx's end. in must carry a
// message id: a second Ask with the same chat and id while the first runs
// waits for the same answer; after it was answered, it gets an Answer
// with Duplicate set. in's Channel is set to the exchange's, so its reply
// never goes out on another channel (a Router knows no such channel).
// Errors: an EInvalid error for a message without a chat or message id,
// the dispatcher's ErrClosed after its Shutdown and ErrQueueFull or
// ErrBusy when it has no room, and ctx's error.
func (x *Exchange) Ask(ctx context.Context, in memo.Inbound) (Answer, error) {
	if in.ChatID == "" || in.MessageID == "" {
		return Answer{}, memo.Errorf(memo.EInvalid, "an exchanged message needs a chat id and a message id")
	}
	in.Channel = x.channel
	key := dedupeKey(in)
	x.mu.Lock()
	if x.submit == nil {
		x.mu.Unlock()
		return Answer{}, fmt.Errorf("bot: exchange %q is not bound to a dispatcher", x.channel)
	}
	w, running := x.waiting[key]
	if !running {
		w = &waiter{done: make(chan struct{})}
		x.waiting[key] = w
	}
	submit := x.submit
	x.mu.Unlock()

	if !running {
		accepted, err := submit(ctx, in)
		if err != nil || !accepted {
			x.mu.Lock()
			delete(x.waiting, key)
			x.mu.Unlock()
			if err != nil {
				return Answer{}, err
			}
			return Answer{Duplicate: true}, nil
		}
	}
	select {
	case <-w.done:
		return w.ans, nil
	case <-ctx.Done():
		return Answer{}, ctx.Err()
	}
}

// find returns the waiter of in, or nil when in did not come through Ask.
func (x *Exchange) find(in memo.Inbound) *waiter {
	if in.MessageID == "" {
		return nil
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.waiting[dedupeKey(in)]
}

// Owns reports whether in came through Ask and waits for its answer.
func (x *Exchange) Owns(in memo.Inbound) bool { return x.find(in) != nil }

// Handler wraps the dispatcher's handler: for a message that came
// through Ask it records the channel in the turn's Notes and keeps the
// turn's error and whether it needed an account link, for the answer.
func (x *Exchange) Handler(next Handler) Handler {
	return HandlerFunc(func(ctx context.Context, in memo.Inbound) (r memo.Reply, err error) {
		w := x.find(in)
		if w == nil {
			return next.Handle(ctx, in)
		}
		ctx, notes := EnsureNotes(ctx)
		notes.SetChannel(x.channel)
		defer func() {
			if p := recover(); p != nil {
				w.ans.Err = fmt.Errorf("handler panic: %v", p)
				panic(p) // the dispatcher recovers and apologises
			}
			w.ans.Err = err
			w.ans.Unlinked = notes.Unlinked()
		}()
		return next.Handle(ctx, in)
	})
}

// Deliver wraps the dispatcher's delivery: the reply to a message that
// came through Ask goes back to Ask; others go to next.
func (x *Exchange) Deliver(next DeliverFunc) DeliverFunc {
	return func(ctx context.Context, in memo.Inbound, r memo.Reply) {
		key := dedupeKey(in)
		x.mu.Lock()
		w := x.waiting[key]
		if in.MessageID == "" {
			w = nil
		}
		if w != nil {
			delete(x.waiting, key)
		}
		x.mu.Unlock()
		if w == nil {
			if next != nil {
				next(ctx, in, r)
			}
			return
		}
		w.ans.Reply = r
		close(w.done)
	}
}
