package redis

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

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
