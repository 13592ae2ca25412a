package bot

import (
	"context"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// The interfaces every channel (WhatsApp through whatsmeow, the WhatsApp
// Business Cloud API) implements. The turn, the scheduler and the governor
// see only these: which channel a chat is on is the Router's business.

// Submitter is the dispatcher's entrance, where a channel hands the
// messages it receives; *Dispatcher implements it.
type Submitter interface {
	// Submit queues in and returns at once; false means a redelivered id.
	// Errors: ErrQueueFull, ErrBusy (tell the sender to wait), ErrClosed
	// (leave the message for redelivery).
	Submit(ctx context.Context, in memo.Inbound) (accepted bool, err error)
}

// SubmitFunc adapts a function to a Submitter.
type SubmitFunc func(ctx context.Context, in memo.Inbound) (bool, error)

// Submit calls f.
func (f SubmitFunc) Submit(ctx context.Context, in memo.Inbound) (bool, error) { return f(ctx, in) }

// Replier sends a turn's reply to the chat its message came from. It is
// a DeliverFunc as a method: it blocks until the channel answered, and
// logs its own errors, since the dispatcher has no one else to tell.
type Replier interface {
	Deliver(ctx context.Context, in memo.Inbound, r memo.Reply)
}

// TextSender sends a text the bot starts itself (a notice, an operator
// alert) to a chat and returns the ids of the messages sent. It blocks
// until the channel answered or ctx ended.
type TextSender interface {
	SendText(ctx context.Context, chatID, text string) ([]string, error)
}

// Channel is one way of reaching users: it answers turns, delivers
// reminders and digests (reminder.Notifier) and sends texts.
type Channel interface {
	Replier
	reminder.Notifier
	TextSender
}

// RouteStore remembers which channel each chat last wrote on; *sqldb.DB
// implements it.
type RouteStore interface {
	// SeenChat records that chatID wrote on channel at at; an earlier at
	// than the one recorded changes nothing.
	SeenChat(ctx context.Context, chatID, channel string, at time.Time) error
	// ChatChannel returns the channel chatID wrote on last; ok is false
	// when it never wrote.
	ChatChannel(ctx context.Context, chatID string) (channel string, ok bool, err error)
}
