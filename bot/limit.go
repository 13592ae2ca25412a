package bot

import (
	"context"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/memo-assistant/memo"
)

// maxLimiters bounds the keys a Limiters tracks before idle ones are
// dropped.
const maxLimiters = 10000

// Limiters keep one token bucket (golang.org/x/time/rate) per key: a
// user, an API token. A key unused long enough for its bucket to refill
// is forgotten once there are many keys. Safe for concurrent use.
type Limiters struct {
	every rate.Limit
	burst int

	mu   sync.Mutex
	keys map[string]*limited
}

// limited is one key's bucket and when it was last told it is limited.
type limited struct {
	lim     *rate.Limiter
	noticed time.Time
}

// NewLimiters returns Limiters allowing n events per per, with bursts of
// up to burst (at least 1).
func NewLimiters(n int, per time.Duration, burst int) *Limiters {
	return &Limiters{every: rate.Limit(float64(n) / per.Seconds()), burst: max(burst, 1), keys: make(map[string]*limited)}
}

// Allow takes one event for key at now. When the bucket is empty it
// returns false and how long until the next event would be allowed.
func (l *Limiters) Allow(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.keyLocked(key, now)
	if k.lim.AllowN(now, 1) {
		return true, 0
	}
	r := k.lim.ReserveN(now, 1)
	wait := r.DelayFrom(now)
	r.CancelAt(now)
	return false, wait
}

// Empty reports whether key's bucket is empty at now, without taking
// from it, and how long until it holds an event again.
func (l *Limiters) Empty(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k, ok := l.keys[key]
	if !ok {
		return false, 0
	}
	tokens := k.lim.TokensAt(now)
	if tokens >= 1 {
		return false, 0
	}
	return true, time.Duration((1 - tokens) / float64(l.every) * float64(time.Second))
}

// Notice reports whether key, found over its limit at now, should be
// told so: once per every, so a flood gets one polite answer rather than
// one per message.
func (l *Limiters) Notice(key string, now time.Time, every time.Duration) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.keyLocked(key, now)
	if !k.noticed.IsZero() && now.Sub(k.noticed) < every {
		return false
	}
	k.noticed = now
	return true
}

func (l *Limiters) keyLocked(key string, now time.Time) *limited {
	if k, ok := l.keys[key]; ok {
		return k
	}
	if len(l.keys) >= maxLimiters {
		for id, k := range l.keys {
			if k.lim.TokensAt(now) >= float64(l.burst) {
				delete(l.keys, id)
			}
		}
	}
	k := &limited{lim: rate.NewLimiter(l.every, l.burst)}
	l.keys[key] = k
	return k
}

// Len returns the number of keys tracked.
func (l *Limiters) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.keys)
}

// ToolLimited is the Tool of a reply to a message refused by Limit.
const ToolLimited = "ratelimit.refused"

// Polite answers to a sender over the limit.
const (
	limitedHebrew  = "שלחת הרבה הודעות ברצף, ואני צריך רגע להדביק את הקצב. נסה שוב בעוד דקה."
	limitedEnglish = "You've sent a lot of messages in a row and I need a moment to catch up. Please try again in a minute."
)

// LimitConfig is what Limit needs.
type LimitConfig struct {
	// Limiters hold the per-user buckets; required.
	Limiters *Limiters
	// Skip exempts messages (those of another channel with limits of its
	// own); nil exempts none.
	Skip func(memo.Inbound) bool
	// Clock tells the time; default the system clock.
	Clock memo.Clock
	// NoticeEvery is how often a sender over the limit is told so; in
	// between, their messages get an empty reply, which is not sent.
	// Default one minute.
	NoticeEvery time.Duration
	// Lang is the language of the notice when the message shows none.
	Lang memo.Language
	// OnLimited is called for each message refused; nil ignores them.
	OnLimited func(in memo.Inbound)
}

// Limit wraps a handler with a per-sender rate limit: a sender over it
// gets a polite "please slow down" (once per NoticeEvery) and no turn
// runs.
func Limit(next Handler, cfg LimitConfig) Handler {
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.NoticeEvery <= 0 {
		cfg.NoticeEvery = time.Minute
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	return HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if cfg.Skip != nil && cfg.Skip(in) {
			return next.Handle(ctx, in)
		}
		now := cfg.Clock.Now()
		key := in.User()
		if ok, _ := cfg.Limiters.Allow(key, now); ok {
			return next.Handle(ctx, in)
		}
		if cfg.OnLimited != nil {
			cfg.OnLimited(in)
		}
		r := memo.Reply{ChatID: in.ChatID, Tool: ToolLimited, Success: false}
		if !cfg.Limiters.Notice(key, now, cfg.NoticeEvery) {
			return r, nil
		}
		lang, ok := memo.DetectLanguage(in.Text)
		if !ok {
			lang = cfg.Lang
		}
		r.Lang, r.Text = lang, limitedHebrew
		if lang == memo.English {
			r.Text = limitedEnglish
		}
		return r, nil
	})
}
