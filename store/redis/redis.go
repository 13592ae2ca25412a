// Package redis keeps Memo's conversation state in Redis, so several
// processes (HTTP replicas, a standby WhatsApp instance) share pending
// questions, numbered lists, recent turns, languages, the step log and
// message claims.
//
// Every key of a chat carries the chat id as a hash tag,
// <prefix>chat:{<chatID>}:<part>, so the scripts that touch two of a chat's
// keys at once also run on a Redis Cluster.
package redis

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

// Defaults of Options.
const (
	DefaultPrefix      = "memo:"
	DefaultTurnTTL     = 12 * time.Hour
	DefaultNumberedTTL = 24 * time.Hour
	DefaultLanguageTTL = 90 * 24 * time.Hour
	DefaultStepTTL     = 48 * time.Hour
	// DefaultChatLockTTL is how long a chat's turn lock outlives a crashed
	// holder; a live one renews it every third of that.
	DefaultChatLockTTL = 30 * time.Second
)

// dialTimeout bounds the ping Dial makes, so a wrong address fails fast at
// start rather than on the first message.
const dialTimeout = 3 * time.Second

// Options configures a State. Zero fields take the defaults.
type Options struct {
	// Prefix starts every key (default "memo:"), so several deployments or
	// tests can share one Redis. It must not contain '{' or '}'.
	Prefix string
	// Clock judges when a pending question expires (default the wall clock).
	// Redis also drops the key itself at that time, counted by the clock.
	Clock memo.Clock
	// TurnTTL is how long a chat's recent turns live after the last append
	// (default 12h).
	TurnTTL time.Duration
	// NumberedTTL is how long the last numbered list lives (default 24h).
	NumberedTTL time.Duration
	// LanguageTTL is how long a chat's language is remembered (default 90 days).
	LanguageTTL time.Duration
	// StepTTL is how long a step's result is kept for resumes and retries
	// (default 48h).
	StepTTL time.Duration
	// ChatLockTTL is how long a chat's turn lock lives unrenewed (default
	// 30s): see memo.ChatLocker.
	ChatLockTTL time.Duration
}

// State is the conversation state kept in Redis. It implements
// memo.ConversationState (and memo.ChatLocker) and is safe for concurrent use by many processes.
// It does not own the client: closing it is the caller's job.
type State struct {
	rdb  goredis.UniversalClient
	opts Options
}

var _ memo.ConversationState = (*State)(nil)

// New returns a State that keeps its keys in client, with opts' prefix,
// clock and lifetimes.
func New(client goredis.UniversalClient, opts Options) *State {
	if opts.Prefix == "" {
		opts.Prefix = DefaultPrefix
	}
	if opts.Clock == nil {
		opts.Clock = memo.SystemClock{}
	}
	opts.TurnTTL = orDefault(opts.TurnTTL, DefaultTurnTTL)
	opts.NumberedTTL = orDefault(opts.NumberedTTL, DefaultNumberedTTL)
	opts.LanguageTTL = orDefault(opts.LanguageTTL, DefaultLanguageTTL)
	opts.StepTTL = orDefault(opts.StepTTL, DefaultStepTTL)
	opts.ChatLockTTL = orDefault(opts.ChatLockTTL, DefaultChatLockTTL)
	return &State{rdb: client, opts: opts}
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// Dial connects to the Redis at rawURL (redis://[user:password@]host:port/db
// or rediss:// for TLS) and pings it, giving up after a few seconds. Errors
// name the URL with its password masked.
func Dial(ctx context.Context, rawURL string) (goredis.UniversalClient, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		// url.Parse's error quotes the whole URL, password included.
		return nil, fmt.Errorf("dial redis: the URL is not valid")
	}
	shown := u.Redacted()
	opts, err := goredis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("dial redis %s: %w", shown, err)
	}
	sizeBuffers(opts)
	client := goredis.NewClient(opts)
	ctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		return nil, fmt.Errorf("dial redis %s: %w", shown, err)
	}
	return client, nil
}

// Buffer sizes for the client's connections, where the URL sets none.
// go-redis gives each connection 32 KiB to read and 32 KiB to write, and
// each of its pipeline connections 128 KiB of each: sized for bulk
// traffic, they were a quarter of Memo's live heap under load. A turn's
// pipeline carries a few small values (the graph caps what a turn keeps
// well under 64 KB); a larger value is read in more than one fill.
const (
	connBuffer     = 8 << 10
	pipelineBuffer = 16 << 10
)

// sizeBuffers sets the buffer sizes the URL left unset.
func sizeBuffers(o *goredis.Options) {
	o.ReadBufferSize = cmp.Or(o.ReadBufferSize, connBuffer)
	o.WriteBufferSize = cmp.Or(o.WriteBufferSize, connBuffer)
	o.PipelineReadBufferSize = cmp.Or(o.PipelineReadBufferSize, pipelineBuffer)
	o.PipelineWriteBufferSize = cmp.Or(o.PipelineWriteBufferSize, pipelineBuffer)
}

// chatKey is the key of one part of a chat's state.
func (s *State) chatKey(chatID, part string) string {
	return s.opts.Prefix + "chat:{" + chatID + "}:" + part
}

// stepKey is the Redis key of the step-log entry key.
func (s *State) stepKey(key string) string { return s.opts.Prefix + "step:" + key }

// checkKey returns EInvalid when a key the state is addressed by is empty.
func checkKey(what, key string) error {
	if key == "" {
		return memo.Errorf(memo.EInvalid, "%s is empty", what)
	}
	return nil
}
