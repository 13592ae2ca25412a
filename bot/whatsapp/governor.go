package whatsapp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"golang.org/x/time/rate"
	"google.golang.org/protobuf/proto"
)

// Sender is the part of *whatsmeow.Client the channel sends with. Each
// method blocks until the server answered or ctx ended; errors are
// whatsmeow's (ErrNotConnected, ErrIQTimedOut, ...).
type Sender interface {
	SendMessage(ctx context.Context, to types.JID, message *waE2E.Message, extra ...whatsmeow.SendRequestExtra) (whatsmeow.SendResponse, error)
	MarkRead(ctx context.Context, ids []types.MessageID, timestamp time.Time, chat, sender types.JID, receiptTypeExtra ...types.ReceiptType) error
	SendChatPresence(ctx context.Context, jid types.JID, state types.ChatPresence, media types.ChatPresenceMedia) error
}

var _ Sender = (*whatsmeow.Client)(nil)

// Defaults of GovernorConfig. WhatsApp bans numbers that send like
// spammers; a person never needs more than a message a second from Memo, and
// a burst of 3 lets a reply split in chunks go out at once. The global limit
// spreads a morning's digests over seconds instead of one spike.
const (
	DefaultPerChat      = rate.Limit(1)
	DefaultPerChatBurst = 3
	DefaultGlobal       = rate.Limit(5)
	DefaultGlobalBurst  = 10
	DefaultAttempts     = 3
	DefaultRetryDelay   = time.Second
	// typingRefresh re-sends "typing…": phones drop the indicator after
	// about 25 seconds without a refresh.
	typingRefresh = 10 * time.Second
	// maxIdleLimiters bounds the per-chat limiters kept; past it, limiters
	// of chats that are back to a full burst are dropped.
	maxIdleLimiters = 1024
)

// GovernorConfig is what a Governor needs.
type GovernorConfig struct {
	// Sender sends; required.
	Sender Sender
	// PerChat and PerChatBurst limit messages to one chat; defaults
	// DefaultPerChat, DefaultPerChatBurst.
	PerChat      rate.Limit
	PerChatBurst int
	// Global and GlobalBurst limit all messages; defaults DefaultGlobal,
	// DefaultGlobalBurst.
	Global      rate.Limit
	GlobalBurst int
	// Attempts is how many times a message is tried when sending fails with
	// a transient error; default DefaultAttempts.
	Attempts int
	// RetryDelay is the wait before the first retry, doubled for each
	// further one; default DefaultRetryDelay.
	RetryDelay time.Duration
	// MaxChunk is the longest message in characters; default MaxChunk.
	MaxChunk int
	// Logger; nil discards.
	Logger *slog.Logger
}

// Governor sends text to WhatsApp within rate limits, splitting long texts
// and retrying transient failures. It is safe for concurrent use.
type Governor struct {
	cfg    GovernorConfig
	log    *slog.Logger
	global *rate.Limiter

	mu    sync.Mutex
	chats map[types.JID]*rate.Limiter
}

// NewGovernor returns a Governor. It panics without a Sender, a wiring
// mistake.
func NewGovernor(cfg GovernorConfig) *Governor {
	if cfg.Sender == nil {
		panic("whatsapp: NewGovernor without a Sender")
	}
	if cfg.PerChat <= 0 {
		cfg.PerChat = DefaultPerChat
	}
	if cfg.PerChatBurst <= 0 {
		cfg.PerChatBurst = DefaultPerChatBurst
	}
	if cfg.Global <= 0 {
		cfg.Global = DefaultGlobal
	}
	if cfg.GlobalBurst <= 0 {
		cfg.GlobalBurst = DefaultGlobalBurst
	}
	if cfg.Attempts <= 0 {
		cfg.Attempts = DefaultAttempts
	}
	if cfg.RetryDelay <= 0 {
		cfg.RetryDelay = DefaultRetryDelay
	}
	if cfg.MaxChunk <= 0 {
		cfg.MaxChunk = MaxChunk
	}
	return &Governor{
		cfg:    cfg,
		log:    logger(cfg.Logger),
		global: rate.NewLimiter(cfg.Global, cfg.GlobalBurst),
		chats:  make(map[types.JID]*rate.Limiter),
	}
}

// Quote is the message a reply quotes (in groups, so the asker sees which
// question was answered).
type Quote struct {
	ID     types.MessageID
	Sender types.JID
	Text   string
}

// Send sends text to chat, split into messages of at most MaxChunk
// characters, each after waiting for the chat's and the global rate limit.
// quote, when not nil, is quoted by the first message. It returns the ids of
// the messages sent, in order; on error, the ids of those sent before it.
// ErrEmptyMessage when text is blank.
func (g *Governor) Send(ctx context.Context, chat types.JID, text string, quote *Quote) ([]string, error) {
	chunks := Split(text, g.cfg.MaxChunk)
	if len(chunks) == 0 {
		return nil, ErrEmptyMessage
	}
	ids := make([]string, 0, len(chunks))
	for i, c := range chunks {
		msg := &waE2E.Message{Conversation: proto.String(c)}
		if i == 0 && quote != nil && quote.ID != "" {
			msg = &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
				Text: proto.String(c),
				ContextInfo: &waE2E.ContextInfo{
					StanzaID:      proto.String(quote.ID),
					Participant:   proto.String(quote.Sender.ToNonAD().String()),
					QuotedMessage: &waE2E.Message{Conversation: proto.String(quote.Text)},
				},
			}}
		}
		id, err := g.sendOne(ctx, chat, msg)
		if err != nil {
			return ids, fmt.Errorf("send message %d of %d to %s: %w", i+1, len(chunks), chat, err)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// sendOne waits for the limits and sends msg, retrying transient errors.
func (g *Governor) sendOne(ctx context.Context, chat types.JID, msg *waE2E.Message) (string, error) {
	if err := g.limiter(chat).Wait(ctx); err != nil {
		return "", fmt.Errorf("chat rate limit: %w", err)
	}
	if err := g.global.Wait(ctx); err != nil {
		return "", fmt.Errorf("global rate limit: %w", err)
	}
	delay := g.cfg.RetryDelay
	for attempt := 1; ; attempt++ {
		resp, err := g.cfg.Sender.SendMessage(ctx, chat, msg)
		if err == nil {
			return resp.ID, nil
		}
		if !Transient(err) || attempt >= g.cfg.Attempts || ctx.Err() != nil {
			return "", err
		}
		g.log.Warn("send failed; retrying", "chat", chat.String(), "attempt", attempt, "err", err)
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return "", fmt.Errorf("%w (retry cancelled: %w)", err, ctx.Err())
		case <-t.C:
		}
		delay *= 2
	}
}

// limiter returns chat's limiter, creating it on first use.
func (g *Governor) limiter(chat types.JID) *rate.Limiter {
	g.mu.Lock()
	defer g.mu.Unlock()
	if l, ok := g.chats[chat]; ok {
		return l
	}
	if len(g.chats) >= maxIdleLimiters {
		now := time.Now()
		for k, l := range g.chats {
			if l.TokensAt(now) >= float64(g.cfg.PerChatBurst) {
				delete(g.chats, k)
			}
		}
	}
	l := rate.NewLimiter(g.cfg.PerChat, g.cfg.PerChatBurst)
	g.chats[chat] = l
	return l
}

// Transient reports whether a send error may succeed on retry: the socket
// was down or the server did not answer in time.
func Transient(err error) bool {
	var disc *whatsmeow.DisconnectedError
	return errors.Is(err, whatsmeow.ErrNotConnected) ||
		errors.Is(err, whatsmeow.ErrIQTimedOut) ||
		errors.Is(err, whatsmeow.ErrMessageTimedOut) ||
		errors.As(err, &disc)
}

// Typing shows "typing…" in chat until the returned stop is called, which
// clears it. Errors are logged at debug level: the indicator is a courtesy,
// not worth failing a turn over.
func (g *Governor) Typing(ctx context.Context, chat types.JID) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(typingRefresh)
		defer t.Stop()
		for {
			if err := g.cfg.Sender.SendChatPresence(ctx, chat, types.ChatPresenceComposing, types.ChatPresenceMediaText); err != nil && ctx.Err() == nil {
				g.log.Debug("typing indicator", "chat", chat.String(), "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() {
		cancel()
		<-done
		pctx, pcancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer pcancel()
		if err := g.cfg.Sender.SendChatPresence(pctx, chat, types.ChatPresencePaused, types.ChatPresenceMediaText); err != nil {
			g.log.Debug("clear typing indicator", "chat", chat.String(), "err", err)
		}
	}
}

// MarkRead sends a read receipt for a handled message. Errors are logged.
func (g *Governor) MarkRead(ctx context.Context, chat, sender types.JID, id types.MessageID, at time.Time) {
	if err := g.cfg.Sender.MarkRead(ctx, []types.MessageID{id}, at, chat, sender); err != nil {
		g.log.Debug("mark read", "chat", chat.String(), "err", err)
	}
}

// logger returns l, or a logger that discards when l is nil.
func logger(l *slog.Logger) *slog.Logger {
	if l == nil {
		return slog.New(slog.DiscardHandler)
	}
	return l
}
