package bot

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
)

// Handler runs one turn. graph.Runner implements it.
type Handler interface {
	// Handle answers in. It may block for as long as ctx allows; an error or a
	// panic is reported by the dispatcher and the user gets an apology.
	Handle(ctx context.Context, in memo.Inbound) (memo.Reply, error)
}

// HandlerFunc adapts a function to a Handler.
type HandlerFunc func(ctx context.Context, in memo.Inbound) (memo.Reply, error)

// Handle calls f.
func (f HandlerFunc) Handle(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
	return f(ctx, in)
}

// DeliverFunc receives the reply of a turn. It is called on the chat's queue
// goroutine, in the order the chat's messages were submitted, so the next
// turn of that chat waits until it returns.
type DeliverFunc func(ctx context.Context, in memo.Inbound, r memo.Reply)

// Defaults of DispatcherConfig.
const (
	// DefaultDedupeTTL is how long a message id stays claimed: WhatsApp
	// redelivers messages a phone sent while the bot was offline, a day or
	// more later.
	DefaultDedupeTTL = 48 * time.Hour
	// DefaultTurnTimeout bounds one turn, model calls included.
	DefaultTurnTimeout = 2 * time.Minute
	// DefaultMaxQueue is how many messages of one chat may wait, the turn
	// in progress included: a person rarely has more than a few in flight,
	// while a backlog delivered after an outage may hold a few dozen.
	DefaultMaxQueue = 32
	// DefaultMaxChats is how many chats may have turns in progress or
	// waiting at once.
	DefaultMaxChats = 512
)

// DispatcherConfig is what a Dispatcher needs.
type DispatcherConfig struct {
	// Handler runs each turn. Required.
	Handler Handler
	// Dedupe claims message ids; nil means no deduplication.
	Dedupe memo.Deduper
	// DedupeTTL is how long a claimed id is remembered; default DefaultDedupeTTL.
	DedupeTTL time.Duration
	// Deliver receives every reply, apologies included; nil drops them.
	Deliver DeliverFunc
	// Logger; nil discards.
	Logger *slog.Logger
	// TurnTimeout bounds each turn; default DefaultTurnTimeout. Delivery
	// gets its own budget of the same length, so a turn that used all of its
	// time can still send its apology.
	TurnTimeout time.Duration
	// Lang is the language of the apology when the message shows none
	// ("2", an emoji); default Hebrew.
	Lang memo.Language
	// MaxQueue bounds each chat's queue, the turn in progress included;
	// default DefaultMaxQueue. Past it Submit returns ErrQueueFull.
	MaxQueue int
	// MaxChats bounds the chats with a queue at once; default
	// DefaultMaxChats. Past it Submit returns ErrBusy for a new chat.
	MaxChats int
	// Slots, when set, bound the turns that run at once (shared by every
	// dispatcher given the same Slots); nil leaves them unbounded.
	Slots *Slots
}

// Dispatcher claims message ids and queues messages per chat, and runs each
// chat's messages one at a time, in order. Without Slots each chat with
// messages waiting has one goroutine draining its queue; with Slots a
// chat has a goroutine only while its turn holds a slot (or waits outside
// the process) and delivers its reply, so chats waiting for a slot hold
// no stack. Either way idle chats cost nothing.
// A Dispatcher is safe for concurrent use.
type Dispatcher struct {
	cfg DispatcherConfig
	log *slog.Logger

	// base is the parent of every turn's context. It belongs to the
	// dispatcher, not to a caller of Submit, whose context may be an HTTP
	// request that ends as soon as Submit returns. Shutdown cancels it.
	base   context.Context
	cancel context.CancelFunc

	mu      sync.Mutex
	queues  map[string][]memo.Inbound // only chats with a running drainer
	running map[string]bool           // chats whose drainer is in a turn
	closed  bool
	drained chan struct{} // closed once closed is set and no drainer runs
	done    bool          // drained was closed
}

// NewDispatcher returns a Dispatcher running turns with cfg.Handler. It
// panics when cfg.Handler is nil, a wiring mistake that no message can fix.
func NewDispatcher(cfg DispatcherConfig) *Dispatcher {
	if cfg.Handler == nil {
		panic("bot: NewDispatcher without a Handler")
	}
	if cfg.DedupeTTL <= 0 {
		cfg.DedupeTTL = DefaultDedupeTTL
	}
	if cfg.TurnTimeout <= 0 {
		cfg.TurnTimeout = DefaultTurnTimeout
	}
	if cfg.Deliver == nil {
		cfg.Deliver = func(context.Context, memo.Inbound, memo.Reply) {}
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	if cfg.MaxQueue <= 0 {
		cfg.MaxQueue = DefaultMaxQueue
	}
	if cfg.MaxChats <= 0 {
		cfg.MaxChats = DefaultMaxChats
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	base, cancel := context.WithCancel(context.Background())
	return &Dispatcher{
		cfg:     cfg,
		log:     log,
		base:    base,
		cancel:  cancel,
		queues:  make(map[string][]memo.Inbound),
		running: make(map[string]bool),
		drained: make(chan struct{}),
	}
}

// Submit claims in.MessageID, when it has one, before any work: an id
// already claimed within DedupeTTL returns (false, nil) and nothing runs.
// Otherwise it appends in to its chat's queue and returns (true, nil) at
// once, without waiting for the turn; the reply goes to Deliver.
//
// The claim is keyed by chat and message id together: WhatsApp ids are
// unique per sender only, and HTTP clients pick their own, so two chats
// using the same id must not drop each other's messages.
//
// When the deduper fails (Redis down) the error is logged and the message is
// queued anyway: failing open risks answering a redelivered message twice,
// which is rare and visible, while failing closed would silently leave every
// message unanswered for as long as Redis is away.
//
// The queues are bounded: a chat with MaxQueue messages in flight gets
// ErrQueueFull, and a new chat while MaxChats have queues gets ErrBusy.
// Both are checked before the claim, so a refused message keeps its id
// unclaimed (unless the queue filled between the check and the append, a
// race Submit settles by refusing all the same).
//
// Submit returns ErrClosed after Shutdown, an EInvalid error for a message
// without a chat id, and ctx's error when ctx ended during the claim.
func (d *Dispatcher) Submit(ctx context.Context, in memo.Inbound) (accepted bool, err error) {
	if in.ChatID == "" {
		return false, memo.Errorf(memo.EInvalid, "message %q has no chat id", in.MessageID)
	}
	d.mu.Lock()
	err = d.roomLocked(in.ChatID)
	d.mu.Unlock()
	if err != nil {
		return false, err
	}
	if in.MessageID != "" && d.cfg.Dedupe != nil {
		first, err := d.cfg.Dedupe.Claim(ctx, dedupeKey(in), d.cfg.DedupeTTL)
		switch {
		case err != nil && ctx.Err() != nil:
			return false, fmt.Errorf("claim message %s: %w", in.MessageID, ctx.Err())
		case err != nil:
			d.log.Error("dedupe failed; handling the message anyway",
				"chat", in.ChatID, "message", in.MessageID, "err", err)
		case !first:
			d.log.Info("duplicate message dropped", "chat", in.ChatID, "message", in.MessageID)
			return false, nil
		}
	}

	d.mu.Lock()
	if err := d.roomLocked(in.ChatID); err != nil {
		d.mu.Unlock()
		return false, err
	}
	q, running := d.queues[in.ChatID]
	d.queues[in.ChatID] = append(q, in)
	d.mu.Unlock()
	if !running {
		d.start(in.ChatID)
	}
	return true, nil
}

// dedupeKey is the id claimed for in: chat and message id, separated by a
// byte neither contains in practice.
func dedupeKey(in memo.Inbound) string { return in.ChatID + "\x1f" + in.MessageID }

// roomLocked returns why chat's next message cannot be queued, or nil.
// d.mu must be held.
func (d *Dispatcher) roomLocked(chat string) error {
	if d.closed {
		return ErrClosed
	}
	q, ok := d.queues[chat]
	switch {
	case !ok && len(d.queues) >= d.cfg.MaxChats:
		return ErrBusy
	case ok && d.inFlightLocked(chat, q) >= d.cfg.MaxQueue:
		return ErrQueueFull
	}
	return nil
}

// inFlightLocked is how many messages of chat are waiting or in a turn.
func (d *Dispatcher) inFlightLocked(chat string, q []memo.Inbound) int {
	if d.running[chat] {
		return len(q) + 1
	}
	return len(q)
}

// ActiveChats returns the number of chats with a queue goroutine running,
// that is, with a turn in progress or messages waiting. It is 0 when idle.
func (d *Dispatcher) ActiveChats() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.queues)
}

// Shutdown stops taking messages (Submit then returns ErrClosed) and waits
// until every queued turn has been handled and delivered, or ctx ends. When
// ctx ends first, the turns in flight are cancelled, the messages still
// waiting are dropped (and logged), and ctx's error is returned; the queue
// goroutines end as soon as their handlers return.
func (d *Dispatcher) Shutdown(ctx context.Context) error {
	d.mu.Lock()
	d.closed = true
	d.closeDrainedLocked()
	d.mu.Unlock()

	select {
	case <-d.drained:
		d.cancel()
		return nil
	case <-ctx.Done():
		d.cancel()
		return fmt.Errorf("shutdown dispatcher: %w", ctx.Err())
	}
}

// closeDrainedLocked closes drained when the dispatcher is closed and no
// queue goroutine runs. d.mu must be held.
func (d *Dispatcher) closeDrainedLocked() {
	if d.closed && !d.done && len(d.queues) == 0 {
		d.done = true
		close(d.drained)
	}
}
