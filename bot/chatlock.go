package bot

import (
	"context"
	"fmt"

	"github.com/memo-assistant/memo"
)

// ChatLocker serialises the turns of one chat across processes
// (store/redis.ChatLocks). LockChat blocks until the chat's lock is held or
// ctx ends; the returned function releases it.
type ChatLocker interface {
	LockChat(ctx context.Context, chatID string) (unlock func(), err error)
}

// Serialized returns h run under the chat's lock, so turns of one chat
// never overlap, even when its messages reach different replicas. A lock
// that cannot be taken (Redis down, ctx over) is the turn's error: the
// user gets the dispatcher's apology, and no turn runs unordered.
func Serialized(h Handler, locks ChatLocker) Handler {
	return HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		unlock, err := locks.LockChat(ctx, in.ChatID)
		if err != nil {
			return memo.Reply{}, fmt.Errorf("turn of chat %s: %w", in.ChatID, err)
		}
		defer unlock()
		return h.Handle(ctx, in)
	})
}
