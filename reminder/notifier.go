package reminder

import (
	"context"

	"github.com/memo-assistant/memo"
)

// Notification is one message the scheduler sends to a user.
type Notification struct {
	// ChatID is where it goes: the user's chat.
	ChatID string
	Lang   memo.Language
	Text   string
	// Kind is "reminder", "digest" or "stay" (a stay in another zone is
	// over).
	Kind string
	// Tasks are the tasks the message is about.
	Tasks []memo.Task
}

// Notifier delivers notifications: the terminal, WhatsApp, an HTTP callback.
type Notifier interface {
	// Notify sends n and returns the sent message's id ("" when the channel
	// has none). An error means it was not sent and will be retried.
	Notify(ctx context.Context, n Notification) (messageID string, err error)
}

// NotifierFunc adapts a function to a Notifier.
type NotifierFunc func(ctx context.Context, n Notification) (string, error)

// Notify calls f.
func (f NotifierFunc) Notify(ctx context.Context, n Notification) (string, error) { return f(ctx, n) }
