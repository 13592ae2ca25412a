package whatsapp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"golang.org/x/time/rate"

	"github.com/memo-assistant/memo/bot"
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

// Defaults of GovernorConfig: those of bot.Governor, which paces every
// channel alike.
const (
	DefaultPerChat      = bot.DefaultPerChat
	DefaultPerChatBurst = bot.DefaultPerChatBurst
	DefaultGlobal       = bot.DefaultGlobal
	DefaultGlobalBurst  = bot.DefaultGlobalBurst
	DefaultAttempts     = bot.DefaultAttempts
	DefaultRetryDelay   = bot.DefaultRetryDelay
	// typingRefresh re-sends "typing…": phones drop the indicator after
	// about 25 seconds without a refresh.
	typingRefresh = 10 * time.Second
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
	cfg  GovernorConfig
	log  *slog.Logger
	pace *bot.Governor
}

// NewGovernor returns a Governor. It panics without a Sender, a wiring
// mistake.
func NewGovernor(cfg GovernorConfig) *Governor {
	if cfg.Sender == nil {
		panic("whatsapp: NewGovernor without a Sender")
	}
	if cfg.MaxChunk <= 0 {
		cfg.MaxChunk = MaxChunk
	}
	return &Governor{
		cfg: cfg,
		log: logger(cfg.Logger),
		pace: bot.NewGovernor(bot.GovernorConfig{
			PerChat: cfg.PerChat, PerChatBurst: cfg.PerChatBurst, Global: cfg.Global, GlobalBurst: cfg.GlobalBurst,
			Attempts: cfg.Attempts, RetryDelay: cfg.RetryDelay, Transient: Transient, Logger: cfg.Logger,
		}),
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

// sendOne sends msg through the governor's limits and retries.
func (g *Governor) sendOne(ctx context.Context, chat types.JID, msg *waE2E.Message) (string, error) {
	return g.pace.Send(ctx, chat.String(), func(ctx context.Context) (string, error) {
		resp, err := g.cfg.Sender.SendMessage(ctx, chat, msg)
		return resp.ID, err
	})
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
