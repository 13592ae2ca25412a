package whatsapp

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"unicode/utf8"

	"go.mau.fi/whatsmeow/types"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/reminder"
)

// SentStore remembers the messages the bot sent, so a reply quoting one can
// be matched to the tasks it was about; *sqldb.DB implements it.
type SentStore interface {
	SaveSentMessage(ctx context.Context, m memo.SentMessage) error
}

// OutboxConfig is what an Outbox needs.
type OutboxConfig struct {
	// Governor sends; required.
	Governor *Governor
	// Sent records sent message ids; nil records nothing.
	Sent SentStore
	// Clock stamps sent messages; default the system clock.
	Clock memo.Clock
	// Logger; nil discards.
	Logger *slog.Logger
}

// Outbox delivers replies and notifications over WhatsApp and records what
// it sent. It is safe for concurrent use.
type Outbox struct {
	cfg OutboxConfig
	log *slog.Logger
}

var (
	_ reminder.Notifier = (*Outbox)(nil)
	_ bot.DeliverFunc   = (*Outbox)(nil).Deliver
	_ bot.Channel       = (*Outbox)(nil)
)

// NewOutbox returns an Outbox. It panics without a Governor, a wiring
// mistake.
func NewOutbox(cfg OutboxConfig) *Outbox {
	if cfg.Governor == nil {
		panic("whatsapp: NewOutbox without a Governor")
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	return &Outbox{cfg: cfg, log: logger(cfg.Logger)}
}

// quoteRunes is how much of the asker's message a group reply quotes.
const quoteRunes = 200

// Deliver sends a turn's reply to the chat it came from (a bot.DeliverFunc).
// Empty replies (a silent refusal, an ignored message) and duplicates send
// nothing. In groups the reply quotes the message it answers. Errors are
// logged: the dispatcher has no one else to tell.
func (o *Outbox) Deliver(ctx context.Context, in memo.Inbound, r memo.Reply) {
	if r.Duplicate || strings.TrimSpace(r.Text) == "" {
		return
	}
	chatID := r.ChatID
	if chatID == "" {
		chatID = in.ChatID
	}
	chat, err := ChatJID(chatID)
	if err != nil {
		o.log.Error("deliver reply", "chat", chatID, "err", err)
		return
	}
	var quote *Quote
	if chat.Server == types.GroupServer && in.MessageID != "" {
		if sender, err := ChatJID(in.User()); err == nil {
			quote = &Quote{ID: in.MessageID, Sender: sender, Text: truncate(in.Text, quoteRunes)}
		}
	}
	ids, err := o.cfg.Governor.Send(ctx, chat, r.Text, quote)
	o.record(ctx, chatID, "reply", bot.TaskIDs(r.Result), ids)
	if err != nil {
		o.log.Error("deliver reply", "chat", chatID, "message", in.MessageID, "sent", len(ids), "err", err)
	}
}

// Notify sends a reminder or digest to the user's chat and returns the id of
// its first message (reminder.Notifier). Every message of it is recorded
// with its tasks, so quoting any part of a long digest works.
func (o *Outbox) Notify(ctx context.Context, n reminder.Notification) (string, error) {
	chat, err := ChatJID(n.ChatID)
	if err != nil {
		return "", fmt.Errorf("notify: %w", err)
	}
	ids, err := o.cfg.Governor.Send(ctx, chat, n.Text, nil)
	ts := make([]string, len(n.Tasks))
	for i, t := range n.Tasks {
		ts[i] = t.ID
	}
	o.record(ctx, n.ChatID, n.Kind, ts, ids)
	if len(ids) == 0 {
		return "", fmt.Errorf("notify %s: %w", n.ChatID, err)
	}
	if err != nil {
		// Part of it went out: report it sent, so it is not sent again.
		o.log.Error("notification sent in part", "chat", n.ChatID, "sent", len(ids), "err", err)
	}
	return ids[0], nil
}

// SendText sends text to chatID (a chat id, see ChatJID) and returns the
// ids of the messages sent. Operator alerts use it.
func (o *Outbox) SendText(ctx context.Context, chatID, text string) ([]string, error) {
	chat, err := ChatJID(chatID)
	if err != nil {
		return nil, fmt.Errorf("send text: %w", err)
	}
	return o.cfg.Governor.Send(ctx, chat, text, nil)
}

// record saves the ids sent; failures are logged (the message is out, only
// quoting it will not find its tasks).
func (o *Outbox) record(ctx context.Context, chatID, kind string, tasks, ids []string) {
	if o.cfg.Sent == nil {
		return
	}
	now := o.cfg.Clock.Now()
	for _, id := range ids {
		err := o.cfg.Sent.SaveSentMessage(ctx, memo.SentMessage{ChatID: chatID, MessageID: id, Kind: kind, TaskIDs: tasks, SentAt: now})
		if err != nil {
			o.log.Error("record sent message", "chat", chatID, "message", id, "err", err)
		}
	}
}

// truncate cuts s to at most n runes, marking the cut with "…".
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
