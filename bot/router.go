package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// ErrNoChannel is returned when a message is for a channel that is not
// running.
var ErrNoChannel = errors.New("bot: no such channel")

// RouterConfig is what a Router needs.
type RouterConfig struct {
	// Channels by name ("whatsapp", "cloud"); at least one.
	Channels map[string]Channel
	// Default is the channel of chats never seen; required when there is
	// more than one channel, else the only one.
	Default string
	// Routes remembers each chat's channel; nil sends every chat that
	// gives no channel of its own to Default.
	Routes RouteStore
	// Logger; nil discards.
	Logger *slog.Logger
}

// Router is the Channel the dispatcher and the scheduler use: it passes
// each reply back on the channel its message came on, and each reminder,
// digest or text to the channel the chat last wrote on. With one channel
// it is that channel.
type Router struct {
	cfg RouterConfig
	log *slog.Logger
}

var _ Channel = (*Router)(nil)

// NewRouter returns a Router, or an error when no channel is given or the
// default is not one of them.
func NewRouter(cfg RouterConfig) (*Router, error) {
	if len(cfg.Channels) == 0 {
		return nil, errors.New("bot: a router needs a channel")
	}
	if cfg.Default == "" && len(cfg.Channels) == 1 {
		for name := range cfg.Channels {
			cfg.Default = name
		}
	}
	if _, ok := cfg.Channels[cfg.Default]; !ok {
		return nil, fmt.Errorf("bot: default channel %q is not one of %v", cfg.Default, names(cfg.Channels))
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Router{cfg: cfg, log: log}, nil
}

func names(m map[string]Channel) []string {
	var out []string
	for n := range m {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Handler wraps h: before each turn it records the channel the message
// came on, so what the bot sends the chat later goes there. A message of
// a channel the router does not run (an HTTP request, answered where it
// waits) changes nothing: reminders cannot go there. A failure to record
// is logged; the turn runs all the same.
func (r *Router) Handler(h Handler) Handler {
	return HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if _, known := r.cfg.Channels[in.Channel]; known && r.cfg.Routes != nil {
			if err := r.cfg.Routes.SeenChat(ctx, in.ChatID, in.Channel, in.At); err != nil {
				r.log.Warn("record the chat's channel", "chat", in.ChatID, "channel", in.Channel, "err", err)
			}
		}
		return h.Handle(ctx, in)
	})
}

// Deliver sends r on the channel in came on.
func (r *Router) Deliver(ctx context.Context, in memo.Inbound, reply memo.Reply) {
	name := in.Channel
	if name == "" {
		name = r.route(ctx, in.ChatID)
	}
	c, ok := r.cfg.Channels[name]
	if !ok {
		r.log.Error("deliver reply", "chat", in.ChatID, "message", in.MessageID, "err", fmt.Errorf("%w: %q", ErrNoChannel, name))
		return
	}
	c.Deliver(ctx, in, reply)
}

// Notify sends n on the channel its chat last wrote on.
func (r *Router) Notify(ctx context.Context, n reminder.Notification) (string, error) {
	return r.channel(ctx, n.ChatID).Notify(ctx, n)
}

// SendText sends text on the channel chatID last wrote on.
func (r *Router) SendText(ctx context.Context, chatID, text string) ([]string, error) {
	return r.channel(ctx, chatID).SendText(ctx, chatID, text)
}

func (r *Router) channel(ctx context.Context, chatID string) Channel {
	return r.cfg.Channels[r.route(ctx, chatID)]
}

// route is the name of the channel chatID last wrote on, else the
// default. A lookup that fails is logged and the default used.
func (r *Router) route(ctx context.Context, chatID string) string {
	if r.cfg.Routes == nil || len(r.cfg.Channels) == 1 {
		return r.cfg.Default
	}
	name, ok, err := r.cfg.Routes.ChatChannel(ctx, chatID)
	if err != nil {
		r.log.Warn("look up the chat's channel", "chat", chatID, "err", err)
	}
	if _, known := r.cfg.Channels[name]; !ok || !known {
		return r.cfg.Default
	}
	return name
}
