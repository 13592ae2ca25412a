package whatsapp

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo"
)

// Submitter is the dispatcher's entrance; *bot.Dispatcher implements it.
type Submitter interface {
	// Submit queues in and returns at once; false means a redelivered id.
	Submit(ctx context.Context, in memo.Inbound) (accepted bool, err error)
}

// SubmitFunc adapts a function to a Submitter.
type SubmitFunc func(ctx context.Context, in memo.Inbound) (bool, error)

// Submit calls f.
func (f SubmitFunc) Submit(ctx context.Context, in memo.Inbound) (bool, error) { return f(ctx, in) }

// DefaultSubmitTimeout bounds Submit on the receive loop (a Redis claim).
const DefaultSubmitTimeout = 5 * time.Second

// InboxConfig is what an Inbox needs.
type InboxConfig struct {
	// Submit takes converted messages; required.
	Submit Submitter
	// Self returns the bot's identity now (it is known once paired); nil
	// means unknown, and then no group message is addressed to the bot.
	Self func() Self
	// Groups turns on answering in groups, when the bot is mentioned or
	// replied to. Off, group messages are ignored.
	Groups bool
	// SubmitTimeout bounds each Submit; default DefaultSubmitTimeout.
	SubmitTimeout time.Duration

	// The rest is used by Handler, on the chat's queue goroutine.

	// Governor sends read receipts and "typing…"; nil sends neither.
	Governor *Governor
	// Download fetches voice notes (*whatsmeow.Client, *Client); nil
	// answers voice notes with a polite "not supported".
	Download Downloader
	// Transcriber turns voice notes into text; nil answers them with a
	// polite "not supported".
	Transcriber Transcriber
	// Allowed are the phone numbers (digits, see ParseNumbers) that may use
	// the bot; empty allows everyone. Others get one polite refusal a day.
	Allowed []string
	// Once remembers the refusals and notices already given (a Redis or
	// SQLite memo.Deduper, so restarts and replicas agree); nil keeps them
	// in memory.
	Once memo.Deduper
	// Languages gives a chat's language for replies to messages without
	// words (voice notes, images); nil uses Lang.
	Languages LanguageLoader
	// Lang is the language when nothing tells; default Hebrew.
	Lang memo.Language
	// MaxText is the longest text in characters a turn takes; default
	// DefaultMaxText. Longer ones get a polite reply.
	MaxText int
	// MaxVoice is the longest voice note transcribed; default
	// DefaultMaxVoice.
	MaxVoice time.Duration
	// Clock stamps messages that carry no time; default the system clock.
	Clock memo.Clock
	// Logger; nil discards.
	Logger *slog.Logger
}

// Inbox converts whatsmeow message events and submits them. HandleEvent
// runs on whatsmeow's single receive loop, so it only converts and submits;
// what a message needs beyond its text (the voice note to transcribe, the
// receipt to send) waits in the Inbox until Turns picks it up on the chat's
// queue. An Inbox is safe for concurrent use.
type Inbox struct {
	cfg     InboxConfig
	log     *slog.Logger
	allowed func(user string) bool

	mu      sync.Mutex
	pending map[string]message // by envelopeKey; taken by the turn
}

// NewInbox returns an Inbox. It panics without a Submitter, a wiring
// mistake.
func NewInbox(cfg InboxConfig) *Inbox {
	if cfg.Submit == nil {
		panic("whatsapp: NewInbox without a Submitter")
	}
	if cfg.SubmitTimeout <= 0 {
		cfg.SubmitTimeout = DefaultSubmitTimeout
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Self == nil {
		cfg.Self = func() Self { return Self{} }
	}
	if cfg.Once == nil {
		cfg.Once = &memoryOnce{clock: cfg.Clock, seen: make(map[string]time.Time)}
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	if cfg.MaxText <= 0 {
		cfg.MaxText = DefaultMaxText
	}
	if cfg.MaxVoice <= 0 {
		cfg.MaxVoice = DefaultMaxVoice
	}
	return &Inbox{cfg: cfg, log: logger(cfg.Logger), allowed: allowedSet(cfg.Allowed), pending: make(map[string]message)}
}

// HandleEvent is the whatsmeow event handler for messages; other events
// are ignored. History sync events never reach it as messages, and the
// messages they carry are not answered. It returns false only when a
// message could not be queued (the dispatcher is shutting down): the
// message is then not acknowledged, so WhatsApp delivers it again.
func (i *Inbox) HandleEvent(evt any) bool {
	if m, ok := evt.(*events.Message); ok {
		return i.handleMessage(m)
	}
	return true
}

// handleMessage converts evt, parks what the turn needs and submits the
// message. A redelivery of a message still waiting is dropped here.
func (i *Inbox) handleMessage(evt *events.Message) bool {
	m, why := convert(evt, i.cfg.Self(), i.cfg.Groups)
	if why != "" {
		i.log.Debug("message ignored", "reason", why, "id", evt.Info.ID, "chat", evt.Info.Chat.String())
		return true
	}
	if m.in.MessageID == "" {
		i.log.Warn("message without an id ignored", "chat", m.in.ChatID)
		return true
	}
	if m.in.At.IsZero() {
		m.in.At = i.cfg.Clock.Now()
	}
	m.rawChat = evt.Info.Chat.ToNonAD()
	key := envelopeKey(m.in)
	i.mu.Lock()
	_, waiting := i.pending[key]
	if !waiting {
		i.pending[key] = m
	}
	i.mu.Unlock()
	if waiting {
		i.log.Info("duplicate message dropped", "chat", m.in.ChatID, "message", m.in.MessageID)
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), i.cfg.SubmitTimeout)
	defer cancel()
	ok, err := i.cfg.Submit.Submit(ctx, m.in)
	if err != nil || !ok {
		i.drop(key)
	}
	switch {
	case err != nil:
		i.log.Warn("message not queued; left for redelivery", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return false
	case ok:
		i.log.Info("message queued", "chat", m.in.ChatID, "message", m.in.MessageID, "type", m.what)
	}
	return true
}

// take removes and returns the parked part of in, if it came from this
// Inbox.
func (i *Inbox) take(in memo.Inbound) (message, bool) {
	key := envelopeKey(in)
	i.mu.Lock()
	defer i.mu.Unlock()
	m, ok := i.pending[key]
	delete(i.pending, key)
	return m, ok
}

func (i *Inbox) drop(key string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	delete(i.pending, key)
}

// Waiting returns the number of messages submitted whose turn has not
// started yet.
func (i *Inbox) Waiting() int {
	i.mu.Lock()
	defer i.mu.Unlock()
	return len(i.pending)
}

// envelopeKey names a message as the dispatcher's dedupe does: chat and id.
func envelopeKey(in memo.Inbound) string { return in.ChatID + "\x1f" + in.MessageID }

// allowedSet returns a membership test for numbers (digits); an empty list
// allows everyone.
func allowedSet(numbers []string) func(user string) bool {
	if len(numbers) == 0 {
		return func(string) bool { return true }
	}
	set := slices.Clone(numbers)
	slices.Sort(set)
	return func(user string) bool {
		jid, err := ChatJID(user)
		if err != nil || jid.Server != types.DefaultUserServer {
			return false
		}
		_, found := slices.BinarySearch(set, jid.User)
		return found
	}
}
