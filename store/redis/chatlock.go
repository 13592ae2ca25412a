package redis

import (
	"context"
	"crypto/rand"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// DefaultChatLockTTL is how long a chat's lock outlives a crashed holder;
// a live holder renews it every third of that.
const DefaultChatLockTTL = 30 * time.Second

// ChatLocks serialise the turns of one chat across processes: HTTP
// replicas behind one address each run a chat's messages in order in
// their own dispatcher, and the lock keeps two replicas from running
// turns of the same chat at once (a second message waits for the first
// turn to finish, wherever it runs). A lock is a key "chat:<id>" under the
// prefix holding the holder's token, set with NX and a TTL, renewed while
// held, and deleted only by its holder.
type ChatLocks struct {
	rdb    goredis.UniversalClient
	prefix string
	ttl    time.Duration
}

// NewChatLocks returns the chat locks kept in client under prefix (default
// DefaultPrefix); ttl <= 0 means DefaultChatLockTTL.
func NewChatLocks(client goredis.UniversalClient, prefix string, ttl time.Duration) *ChatLocks {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	if ttl <= 0 {
		ttl = DefaultChatLockTTL
	}
	return &ChatLocks{rdb: client, prefix: prefix, ttl: ttl}
}

// renewChatScript extends the lock if this token still holds it.
var renewChatScript = goredis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("PEXPIRE", KEYS[1], ARGV[2])
end
return 0`)

// releaseChatScript deletes the lock if this token still holds it.
var releaseChatScript = goredis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("DEL", KEYS[1])
end
return 0`)

// LockChat waits until it holds chatID's lock and returns the function
// that releases it. It polls every few milliseconds while another process
// holds the lock, and gives up when ctx ends or Redis fails (the error
// says which). The lock is renewed until released.
func (l *ChatLocks) LockChat(ctx context.Context, chatID string) (unlock func(), err error) {
	key := l.prefix + "chat:" + chatID
	token := rand.Text()
	wait := 2 * time.Millisecond
	for {
		ok, err := l.rdb.SetNX(ctx, key, token, l.ttl).Result()
		if err != nil {
			return nil, fmt.Errorf("lock chat %s: %w", chatID, err)
		}
		if ok {
			break
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("lock chat %s: %w", chatID, ctx.Err())
		case <-time.After(wait):
		}
		wait = min(2*wait, 50*time.Millisecond)
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(l.ttl / 3)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				rctx, cancel := context.WithTimeout(context.Background(), l.ttl/3)
				renewChatScript.Run(rctx, l.rdb, []string{key}, token, l.ttl.Milliseconds())
				cancel()
			}
		}
	}()
	return func() {
		close(stop)
		<-done
		rctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		releaseChatScript.Run(rctx, l.rdb, []string{key}, token)
	}, nil
}
