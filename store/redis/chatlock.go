package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

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
