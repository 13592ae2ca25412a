package redis

import (
	"context"
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
