package redis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

// savePendingLua gives out the chat's next version and stores the question
// under it, in one step, so of two concurrent saves the one with the higher
// version is the one kept. The pending key is a hash {version, body}.
//
// KEYS[1] pending, KEYS[2] version counter; ARGV[1] body, ARGV[2] ttl in
// ms, ARGV[3] the counter's ttl in ms.
const savePendingLua = `
local v = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'version', v, 'body', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return v
`

// takePendingLua deletes the question and returns its body if its version is
// ARGV[1]; otherwise it changes nothing and returns nil.
//
// KEYS[1] pending; ARGV[1] version.
const takePendingLua = `
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then
	return false
end
local body = redis.call('HGET', KEYS[1], 'body')
redis.call('DEL', KEYS[1])
return body
`

// dropPendingLua deletes the question if its version is ARGV[1].
//
// KEYS[1] pending; ARGV[1] version.
const dropPendingLua = `
if redis.call('HGET', KEYS[1], 'version') == ARGV[1] then
	redis.call('DEL', KEYS[1])
end
return 0
`

// versionTTL is how long a chat's version counter outlives its last
// question. Every key Memo writes has a lifetime; the counter only has to
// outlive every question that could still be answered (minutes), so a
// counter that starts again at 1 after a month of silence is harmless.
const versionTTL = 30 * 24 * time.Hour

// minPendingTTL is the shortest life a pending key is given in Redis, for a
// question that (by the clock) expires now or already has.
const minPendingTTL = time.Second

// SavePending stores p as the chat's pending question, replacing any other,
// and returns the version it assigned (one more than the chat's last; the
// counter lives versionTTL after the chat's last question, far longer
// than any question, so versions only grow while one could be answered). The key lives until
// p.ExpiresAt by the State's clock, at least a second. A zero ExpiresAt
// means memo.DefaultPendingTTL from now; a zero CreatedAt means now.
func (s *State) SavePending(ctx context.Context, chatID string, p memo.Pending) (int64, error) {
	if err := checkKey("chat id", chatID); err != nil {
		return 0, err
	}
	keys, args, err := s.pendingArgs(chatID, p)
	if err != nil {
		return 0, fmt.Errorf("save pending: %w", err)
	}
	v, err := s.save.Run(ctx, s.rdb, keys, args...).Int64()
	if err != nil {
		return 0, fmt.Errorf("save pending: %w", err)
	}
	return v, nil
}

// pendingArgs are the keys and arguments of savePendingLua storing p: its
// times filled in (a zero CreatedAt is now, a zero ExpiresAt
// memo.DefaultPendingTTL from now), its key living until it expires by
// the State's clock, at least minPendingTTL.
func (s *State) pendingArgs(chatID string, p memo.Pending) ([]string, []any, error) {
	now := s.opts.Clock.Now()
	p = p.Stamped(now)
	p.Version = 0 // the hash's version field is the truth
	body, err := json.Marshal(p)
	if err != nil {
		return nil, nil, fmt.Errorf("encode: %w", err)
	}
	ttl := max(p.ExpiresAt.Sub(now), minPendingTTL)
	keys := []string{s.chatKey(chatID, "pending"), s.chatKey(chatID, "pendver")}
	return keys, []any{body, ttl.Milliseconds(), versionTTL.Milliseconds()}, nil
}

// LoadPending returns the chat's pending question; ok is false when there is
// none or it expired by the State's clock.
func (s *State) LoadPending(ctx context.Context, chatID string) (memo.Pending, bool, error) {
	vals, err := s.rdb.HMGet(ctx, s.chatKey(chatID, "pending"), "version", "body").Result()
	if err != nil {
		return memo.Pending{}, false, fmt.Errorf("load pending: %w", err)
	}
	version, okV := vals[0].(string)
	body, okB := vals[1].(string)
	if !okV || !okB {
		return memo.Pending{}, false, nil
	}
	p, err := decodePending(version, body)
	if err != nil {
		return memo.Pending{}, false, fmt.Errorf("load pending: %w", err)
	}
	if p.Expired(s.opts.Clock.Now()) {
		return memo.Pending{}, false, nil
	}
	return p, true, nil
}

// TakePending removes and returns the chat's pending question if its version
// is still version, atomically. memo.ErrStalePending when there is none, it
// has another version (nothing changes then), or it expired by the State's
// clock (it is removed then).
func (s *State) TakePending(ctx context.Context, chatID string, version int64) (memo.Pending, error) {
	v := strconv.FormatInt(version, 10)
	body, err := s.take.Run(ctx, s.rdb, []string{s.chatKey(chatID, "pending")}, v).Text()
	return s.taken(v, body, err)
}

// taken reads the take script's answer for version v.
func (s *State) taken(v, body string, err error) (memo.Pending, error) {
	if errors.Is(err, goredis.Nil) {
		return memo.Pending{}, memo.ErrStalePending
	}
	if err != nil {
		return memo.Pending{}, fmt.Errorf("take pending: %w", err)
	}
	p, err := decodePending(v, body)
	if err != nil {
		return memo.Pending{}, fmt.Errorf("take pending: %w", err)
	}
	if p.Expired(s.opts.Clock.Now()) {
		return memo.Pending{}, memo.ErrStalePending
	}
	return p, nil
}

// ClearPending drops the chat's pending question, if any. The version
// counter stays.
func (s *State) ClearPending(ctx context.Context, chatID string) error {
	if err := s.rdb.Del(ctx, s.chatKey(chatID, "pending")).Err(); err != nil {
		return fmt.Errorf("clear pending: %w", err)
	}
	return nil
}

// decodePending reads a stored question and its version.
func decodePending(version, body string) (memo.Pending, error) {
	var p memo.Pending
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		return memo.Pending{}, fmt.Errorf("decode: %w", err)
	}
	v, err := strconv.ParseInt(version, 10, 64)
	if err != nil {
		return memo.Pending{}, fmt.Errorf("decode version %q: %w", version, err)
	}
	p.Version = v
	return p, nil
}
