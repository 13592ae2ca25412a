package bot

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Defaults of GovernorConfig. WhatsApp bans numbers that send like
// spammers, and the Cloud API limits messages to one user; a person never
// needs more than a message a second from Memo, and a burst of 3 lets a
// reply split in chunks go out at once. The global limit spreads a
// morning's digests over seconds instead of one spike.
const (
	DefaultPerChat      = rate.Limit(1)
	DefaultPerChatBurst = 3
	DefaultGlobal       = rate.Limit(5)
	DefaultGlobalBurst  = 10
	DefaultAttempts     = 3
	DefaultRetryDelay   = time.Second
	// maxIdleLimiters bounds the per-chat limiters kept; past it, limiters
	// of chats that are back to a full burst are dropped.
	maxIdleLimiters = 1024
)

// GovernorConfig is what a Governor needs.
type GovernorConfig struct {
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
	// Transient reports whether a failed send may succeed if tried again;
	// nil tries nothing twice.
	Transient func(error) bool
	// Logger; nil discards.
	Logger *slog.Logger
}

// Governor paces what a channel sends: every message waits for its chat's
// and the global rate limit, and a send that fails with a transient error
// is tried again after a growing delay. It knows chats only by id and
// messages only as the function that sends one, so every channel sends
// through the same rules. It is safe for concurrent use.
type Governor struct {
	cfg    GovernorConfig
	log    *slog.Logger
	global *rate.Limiter

	mu    sync.Mutex
	chats map[string]*rate.Limiter
}

// NewGovernor returns a Governor.
func NewGovernor(cfg GovernorConfig) *Governor {
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
	if cfg.Transient == nil {
		cfg.Transient = func(error) bool { return false }
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Governor{
		cfg:    cfg,
		log:    log,
		global: rate.NewLimiter(cfg.Global, cfg.GlobalBurst),
		chats:  make(map[string]*rate.Limiter),
	}
}

// Send waits for chat's and the global rate limit and calls send, which
// sends one message and returns its id. A transient failure is tried
// again, up to Attempts times in all; the last error is returned, or
// ctx's error when it ended while waiting.
func (g *Governor) Send(ctx context.Context, chat string, send func(ctx context.Context) (string, error)) (string, error) {
	if err := g.limiter(chat).Wait(ctx); err != nil {
		return "", fmt.Errorf("chat rate limit: %w", err)
	}
	if err := g.global.Wait(ctx); err != nil {
		return "", fmt.Errorf("global rate limit: %w", err)
	}
	delay := g.cfg.RetryDelay
	for attempt := 1; ; attempt++ {
		id, err := send(ctx)
		if err == nil {
			return id, nil
		}
		if !g.cfg.Transient(err) || attempt >= g.cfg.Attempts || ctx.Err() != nil {
			return "", err
		}
		g.log.Warn("send failed; retrying", "chat", chat, "attempt", attempt, "err", err)
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
func (g *Governor) limiter(chat string) *rate.Limiter {
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
