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
	"crypto/rand"
	"encoding/hex"
	"errors"
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

var _ memo.ChatLocker = (*State)(nil)

// A chat's turn lock is the key "chat:{<id>}:lock" holding its holder's
// token: set with NX and a TTL by the holder's first read (LoadChat),
// renewed while the turn runs, and deleted by the holder's last write
// (SaveChat) or UnlockChat, only while it still holds the token. It
// shares its chat's hash slot, so the write that releases it stays one
// transaction on a Redis Cluster too.

// renewChatLua extends the lock if ARGV[1] still holds it.
//
// KEYS[1] lock; ARGV[1] token, ARGV[2] ttl in ms.
const renewChatLua = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
	return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`

// unlockChatLua deletes the lock if ARGV[1] still holds it.
//
// KEYS[1] lock; ARGV[1] token.
const unlockChatLua = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
	return redis.call('DEL', KEYS[1])
end
return 0
`

var (
	renewChatScript  = goredis.NewScript(renewChatLua)
	unlockChatScript = goredis.NewScript(unlockChatLua)
)

// lockKey is the key of chatID's turn lock.
func (s *State) lockKey(chatID string) string { return s.chatKey(chatID, "lock") }

// ChatLockTTL is how long a chat's turn lock lives unrenewed
// (Options.ChatLockTTL).
func (s *State) ChatLockTTL() time.Duration { return s.opts.ChatLockTTL }

// RenewChatLock gives token's lock on chatID another ChatLockTTL; ok is
// false when token no longer holds it.
func (s *State) RenewChatLock(ctx context.Context, chatID, token string) (bool, error) {
	n, err := renewChatScript.Run(ctx, s.rdb, []string{s.lockKey(chatID)}, token, s.opts.ChatLockTTL.Milliseconds()).Int64()
	if err != nil {
		return false, fmt.Errorf("renew chat lock: %w", err)
	}
	return n == 1, nil
}

// UnlockChat releases token's lock on chatID if token still holds it.
func (s *State) UnlockChat(ctx context.Context, chatID, token string) error {
	if err := unlockChatScript.Run(ctx, s.rdb, []string{s.lockKey(chatID)}, token).Err(); err != nil {
		return fmt.Errorf("unlock chat: %w", err)
	}
	return nil
}

// Claim returns true the first time id is claimed within ttl (SET NX with
// the ttl, so it is shared by every process), false while the claim lasts.
// EInvalid for an empty id or a ttl that is not positive.
//
// Each claim stores a token of its own: when a SET NX timed out and the
// client sent it again, the first may have been applied after all (a Redis
// that stalled and came back), and the retry would find the id taken — by
// this very claim. A taken id whose token is this claim's is this claim's,
// so a retried claim never drops its own message as a duplicate.
func (s *State) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	if err := checkKey("message id", id); err != nil {
		return false, err
	}
	if ttl <= 0 {
		return false, memo.Errorf(memo.EInvalid, "claim ttl %v is not positive", ttl)
	}
	key, token := s.opts.Prefix+"msg:"+id, claimToken()
	ok, err := s.rdb.SetNX(ctx, key, token, max(ttl, time.Millisecond)).Result()
	if err != nil {
		return false, fmt.Errorf("claim %s: %w", id, err)
	}
	if ok {
		return true, nil
	}
	held, err := s.rdb.Get(ctx, key).Result()
	if errors.Is(err, goredis.Nil) {
		return false, nil // it expired in between: it was claimed, and is done
	}
	if err != nil {
		return false, fmt.Errorf("claim %s: %w", id, err)
	}
	return held == token, nil
}

// claimToken is a random token naming one claim.
func claimToken() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
