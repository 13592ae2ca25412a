package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
)

// InboxQueue keeps the messages a channel accepted until their turns
// ended; *sqldb.DB implements it.
type InboxQueue interface {
	// QueueInbound stores e as queued; false when the message was stored
	// before (a redelivery).
	QueueInbound(ctx context.Context, e memo.InboxEntry) (bool, error)
	// StartInbound marks a queued message started and returns it as it
	// was; ok is false when it is not stored.
	StartInbound(ctx context.Context, chatID, messageID string) (e memo.InboxEntry, ok bool, err error)
	// FinishInbound sets a message's final state.
	FinishInbound(ctx context.Context, chatID, messageID string, state memo.InboxState) error
}

// InboxHistory finds the messages a restart left and forgets old ones;
// *sqldb.DB implements it.
type InboxHistory interface {
	// UnfinishedInbound returns up to limit messages of channel received
	// since since that are queued or started, oldest first.
	UnfinishedInbound(ctx context.Context, channel string, since time.Time, limit int) ([]memo.InboxEntry, error)
	// PruneInbox deletes the messages last changed before before.
	PruneInbox(ctx context.Context, before time.Time) (int64, error)
}

// InboxStore is the durable inbox both WhatsApp channels keep their
// messages in (one table, a channel column); *sqldb.DB implements it.
type InboxStore interface {
	InboxQueue
	InboxHistory
}

// Requeuer queues a message whose id is already claimed; *Dispatcher and
// *Inlet implement it.
type Requeuer interface {
	Requeue(ctx context.Context, in memo.Inbound) error
}

var (
	_ Requeuer = (*Dispatcher)(nil)
	_ Requeuer = (*Inlet)(nil)
)

// Defaults of InboxConfig.
const (
	// DefaultRecoverWindow is how far back Recover looks for messages a
	// restart left unanswered.
	DefaultRecoverWindow = 24 * time.Hour
	// DefaultInboxKeep is how long stored messages stay before Prune
	// deletes them.
	DefaultInboxKeep = 7 * 24 * time.Hour
	// recoverBatch bounds the messages replayed at start.
	recoverBatch = 1000
	// inboxTimeout bounds a write made where the caller's context may be
	// ending (a finish after the reply, a prune on the way out).
	inboxTimeout = 5 * time.Second
	// pruneEvery is how often Prune deletes at most, however often it is
	// called: a little under an hour, so an hourly ticker always prunes.
	pruneEvery = 55 * time.Minute
)

// InboxConfig is what an Inbox needs.
type InboxConfig struct {
	// Channel is the channel's name (memo.Inbound.Channel), under which its
	// messages are stored. Required.
	Channel string
	// Store keeps the messages. Required.
	Store InboxStore
	// Submit queues a message just stored (the dispatcher). Required for
	// Admit.
	Submit Submitter
	// Requeue queues a message whose id is already claimed, or whose claim
	// failed: the messages Recover finds, and a stored message Submit
	// could not claim. Nil: Recover only logs them.
	Requeue Requeuer
	// SubmitTimeout bounds each Submit and Requeue of Admit; default 5s.
	SubmitTimeout time.Duration
	// Window is how far back Recover looks; default DefaultRecoverWindow.
	Window time.Duration
	// Keep is how long stored messages stay; default DefaultInboxKeep.
	Keep time.Duration
	// OnDuplicate is told of every message Admit drops as a redelivery;
	// nil ignores them.
	OnDuplicate func()
	// Clock; default the system clock.
	Clock memo.Clock
	// Logger; nil discards.
	Logger *slog.Logger
}

// Inbox is the durable inbox lifecycle both WhatsApp channels share. A
// channel stores a message and queues it (Admit) before it acknowledges
// it; the turn marks it started (Handler); the reply, once sent, marks it
// done (Delivered); at start Recover queues again the messages whose
// turns never began.
//
// A turn a crash cut short is not run again. Recover marks a message
// found started as interrupted and has the channel tell its chat, once,
// to check and send again if needed. Its turn may have created, sent or
// deleted things before the crash: the runner keys every side effect by
// (turn, step), so a step that ran would not run twice, but a turn
// planned again (by a model, against changed state) need not plan the
// same steps, and some effects (completing a repeating task) are not
// idempotent by key. The user knows what they asked; Memo does not guess.
//
// An Inbox is safe for concurrent use.
type Inbox struct {
	cfg InboxConfig
	log *slog.Logger

	mu     sync.Mutex
	pruned time.Time // when Prune last ran
}

// NewInbox returns an Inbox. It panics without a channel or a store, a
// wiring mistake.
func NewInbox(cfg InboxConfig) *Inbox {
	if cfg.Channel == "" || cfg.Store == nil {
		panic("bot: NewInbox without a channel or a store")
	}
	if cfg.SubmitTimeout <= 0 {
		cfg.SubmitTimeout = 5 * time.Second
	}
	if cfg.Window <= 0 {
		cfg.Window = DefaultRecoverWindow
	}
	if cfg.Keep <= 0 {
		cfg.Keep = DefaultInboxKeep
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Inbox{cfg: cfg, log: log}
}

// Admission is what Admit did with a message.
type Admission int

// Admissions.
const (
	// Queued: stored and queued; its turn will run.
	Queued Admission = iota
	// Redelivered: stored before; dropped, since the inbox runs it.
	Redelivered
	// Busy: stored but refused by the dispatcher (ErrQueueFull, ErrBusy)
	// and marked refused; the channel tells the sender to wait.
	Busy
	// Later: stored but not queued (the dispatcher is shutting down); it
	// runs at the next start.
	Later
	// Claimed: stored, and its id claimed before (the dispatcher's
	// dedupe); marked done.
	Claimed
)

// Admit stores in (with its Payload) and submits it; the error is only
// that of storing it, after which the channel must not acknowledge the
// message, so that it comes again. A message whose claim failed is
// queued without one: the inbox has told it apart from a redelivery
// already.
func (b *Inbox) Admit(ctx context.Context, in memo.Inbound) (Admission, error) {
	fresh, err := b.cfg.Store.QueueInbound(ctx, memo.InboxEntry{
		Channel: b.cfg.Channel, ChatID: in.ChatID, MessageID: in.MessageID, At: in.At, Payload: in.Payload,
	})
	if err != nil {
		return 0, fmt.Errorf("store message: %w", err)
	}
	if !fresh {
		b.log.Info("duplicate message dropped", "chat", in.ChatID, "message", in.MessageID)
		if b.cfg.OnDuplicate != nil {
			b.cfg.OnDuplicate()
		}
		return Redelivered, nil
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), b.cfg.SubmitTimeout)
	defer cancel()
	ok, err := b.cfg.Submit.Submit(sctx, in)
	busy := errors.Is(err, ErrQueueFull) || errors.Is(err, ErrBusy)
	if err != nil && !busy && b.cfg.Requeue != nil {
		rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), b.cfg.SubmitTimeout)
		if rerr := b.cfg.Requeue.Requeue(rctx, in); rerr == nil {
			b.log.Warn("message queued without a claim", "chat", in.ChatID, "message", in.MessageID, "claim_err", err)
			ok, err = true, nil
		}
		rcancel()
	}
	switch {
	case busy:
		b.log.Warn("message not queued: busy", "chat", in.ChatID, "message", in.MessageID, "err", err)
		b.Finish(ctx, in, memo.InboxRefused)
		return Busy, nil
	case err != nil:
		b.log.Warn("message stored but not queued; it runs at the next start", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return Later, nil
	case !ok:
		b.Finish(ctx, in, memo.InboxDone)
		return Claimed, nil
	}
	return Queued, nil
}

// Start marks in started as its turn begins and returns it with the
// payload it was stored with (in as it is when it is not stored). run is
// false when the message had begun before (another turn has it, or had
// it): running it again could do its steps twice, so the caller answers
// with Begun's reply instead.
func (b *Inbox) Start(ctx context.Context, in memo.Inbound) (out memo.Inbound, run bool, err error) {
	e, stored, err := b.cfg.Store.StartInbound(ctx, in.ChatID, in.MessageID)
	if err != nil {
		return in, false, fmt.Errorf("start stored message: %w", err)
	}
	if !stored {
		return in, true, nil
	}
	if e.State != memo.InboxQueued {
		b.log.Warn("message already begun; not run again", "chat", in.ChatID, "message", in.MessageID, "state", string(e.State))
		return in, false, nil
	}
	if len(e.Payload) > 0 {
		in.Payload = e.Payload
	}
	return in, true, nil
}

// Begun is the reply to a message Start would not run: nothing is sent,
// and Delivered leaves it as it is.
func (b *Inbox) Begun(in memo.Inbound) memo.Reply {
	return memo.Reply{ChatID: in.ChatID, Duplicate: true, Tool: b.cfg.Channel + ".duplicate"}
}

// Delivered marks in done once its reply r was sent (or could not be:
// the channel keeps what it could not send). A Duplicate reply ran no
// turn here, so the message is left as it is.
func (b *Inbox) Delivered(ctx context.Context, in memo.Inbound, r memo.Reply) {
	if in.Channel != b.cfg.Channel || r.Duplicate {
		return
	}
	b.Finish(ctx, in, memo.InboxDone)
}

// Finish sets a stored message's state, within a few seconds even when
// ctx ended, logging a failure.
func (b *Inbox) Finish(ctx context.Context, in memo.Inbound, s memo.InboxState) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), inboxTimeout)
	defer cancel()
	if err := b.cfg.Store.FinishInbound(ctx, in.ChatID, in.MessageID, s); err != nil {
		b.log.Warn("finish stored message", "chat", in.ChatID, "message", in.MessageID, "state", string(s), "err", err)
	}
}

// Replay is what Recover needs of a channel.
type Replay struct {
	// Rebuild returns the message an entry stored, Payload included;
	// required. A message it cannot rebuild is marked interrupted.
	Rebuild func(e memo.InboxEntry) (memo.Inbound, error)
	// Interrupted tells in's chat that a restart cut its turn short
	// (NoticeInterrupted); nil tells no one.
	Interrupted func(in memo.Inbound)
	// Skip reports whether the channel is handling a message already
	// (queued by this process), before it is rebuilt; nil skips none.
	Skip func(chatID, messageID string) bool
	// Requeued is told of each message queued again, before it is
	// queued; Dropped when it could not be after all. Both may be nil.
	Requeued, Dropped func(in memo.Inbound)
}

// Recover queues again the stored messages of the last Window whose
// turns never began, in the order they came (their ids are claimed, so
// they are requeued, not submitted), and marks interrupted the ones whose
// turns a restart cut short, telling their chats (see Inbox). Call it
// before the channel takes new messages: one it took meanwhile would look
// like one a restart left.
func (b *Inbox) Recover(ctx context.Context, r Replay) {
	es, err := b.cfg.Store.UnfinishedInbound(ctx, b.cfg.Channel, b.cfg.Clock.Now().Add(-b.cfg.Window), recoverBatch)
	if err != nil {
		b.log.Error("find messages left unanswered", "err", err)
		return
	}
	for _, e := range es {
		if r.Skip != nil && r.Skip(e.ChatID, e.MessageID) {
			continue
		}
		in, err := r.Rebuild(e)
		if err != nil {
			b.log.Error("stored message unreadable; dropped", "chat", e.ChatID, "message", e.MessageID, "err", err)
			b.Finish(ctx, memo.Inbound{ChatID: e.ChatID, MessageID: e.MessageID}, memo.InboxInterrupted)
			continue
		}
		if e.State == memo.InboxStarted {
			b.log.Warn("a restart cut a turn short; the chat is told", "chat", e.ChatID, "message", e.MessageID)
			b.Finish(ctx, in, memo.InboxInterrupted)
			if r.Interrupted != nil {
				r.Interrupted(in)
			}
			continue
		}
		if b.cfg.Requeue == nil {
			b.log.Warn("message left unanswered by a restart", "chat", e.ChatID, "message", e.MessageID)
			continue
		}
		if r.Requeued != nil {
			r.Requeued(in)
		}
		if err := b.cfg.Requeue.Requeue(ctx, in); err != nil {
			if r.Dropped != nil {
				r.Dropped(in)
			}
			b.log.Error("queue a message left by a restart", "chat", e.ChatID, "message", e.MessageID, "err", err)
			continue
		}
		b.log.Info("message left by a restart queued again", "chat", e.ChatID, "message", e.MessageID)
	}
}

// Prune deletes the stored messages older than Keep, at most once an
// hour however often it is called, finishing even when ctx ended.
func (b *Inbox) Prune(ctx context.Context) {
	now := b.cfg.Clock.Now()
	b.mu.Lock()
	due := b.pruned.IsZero() || now.Sub(b.pruned) >= pruneEvery
	if due {
		b.pruned = now
	}
	b.mu.Unlock()
	if !due {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), inboxTimeout)
	defer cancel()
	if n, err := b.cfg.Store.PruneInbox(ctx, now.Add(-b.cfg.Keep)); err != nil {
		b.log.Warn("prune inbox", "err", err)
	} else if n > 0 {
		b.log.Info("inbox pruned", "rows", n)
	}
}
