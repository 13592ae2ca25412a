package redis_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/redis"
)

// replayFirstSetNX sends the first SET NX twice, as a client does that
// timed out on a Redis that stalled and retried it: the first was applied
// after all, and the answer the caller gets is the retry's.
type replayFirstSetNX struct{ done bool }

func (h *replayFirstSetNX) DialHook(next goredis.DialHook) goredis.DialHook { return next }
func (h *replayFirstSetNX) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return next
}
func (h *replayFirstSetNX) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		if h.done || !strings.EqualFold(cmd.Name(), "set") {
			return next(ctx, cmd)
		}
		h.done = true
		if err := next(ctx, cmd); err != nil {
			return err
		}
		return next(ctx, cmd)
	}
}

// TestClaimRetriedAfterAStall: a claim whose SET NX was applied twice is
// still the first claim, so its message is handled, not dropped as a
// duplicate of itself; a second claim of the id is a duplicate.
func TestClaimRetriedAfterAStall(t *testing.T) {
	c := client(t).(*goredis.Client)
	own := goredis.NewClient(c.Options())
	t.Cleanup(func() { own.Close() })
	hook := &replayFirstSetNX{}
	own.AddHook(hook)
	st := newState(t, own, redis.Options{})
	first, err := st.Claim(t.Context(), "c1\x1fwamid.STALL", time.Hour)
	if err != nil || !first || !hook.done {
		t.Fatalf("Claim after the replayed SET NX = %v, %v (replayed %v); want the first claim", first, err, hook.done)
	}
	again, err := st.Claim(t.Context(), "c1\x1fwamid.STALL", time.Hour)
	if err != nil || again {
		t.Fatalf("second Claim = %v, %v; want a duplicate", again, err)
	}
}

// TestChatLockRidesOnTheTurn: the lock is taken by the first read and
// released by the last write; another token is refused while it is held,
// a stale token releases nothing, a renewal keeps it past its TTL, and a
// holder that died holds the chat no longer than the TTL.
func TestChatLockRidesOnTheTurn(t *testing.T) {
	c := client(t)
	prefix := testPrefix(t, c)
	ttl := 500 * time.Millisecond
	a := redis.New(c, redis.Options{Prefix: prefix, ChatLockTTL: ttl})
	b := redis.New(c, redis.Options{Prefix: prefix, ChatLockTTL: ttl})
	ctx := t.Context()

	if _, err := a.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-a"}); err != nil {
		t.Fatalf("first locked read: %v", err)
	}
	if _, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-b"}); !errors.Is(err, memo.ErrChatBusy) {
		t.Fatalf("a second turn's read = %v; want ErrChatBusy", err)
	}
	if _, err := b.LoadChat(ctx, "chat-2", memo.ChatRead{Lock: "turn-b"}); err != nil {
		t.Fatalf("another chat held back: %v", err)
	}
	if n, err := c.Exists(ctx, prefix+"chat:{chat-2}:lock").Result(); err != nil || n != 1 {
		t.Errorf("chat-2's lock key: %d, %v; want it under the chat's hash tag", n, err)
	}
	if _, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{}); err != nil {
		t.Fatalf("a read that takes no lock: %v", err)
	}
	// A write under another token releases nothing.
	must(t, b.SaveChat(ctx, "chat-1", memo.ChatWrite{Language: memo.English, Unlock: "turn-b"}))
	if _, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-b"}); !errors.Is(err, memo.ErrChatBusy) {
		t.Fatalf("after another token's unlock = %v; want ErrChatBusy", err)
	}
	// Renewed, the lock outlives its TTL.
	for range 3 {
		time.Sleep(ttl / 2)
		if ok, err := a.RenewChatLock(ctx, "chat-1", "turn-a"); err != nil || !ok {
			t.Fatalf("renew = %v, %v", ok, err)
		}
	}
	if _, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-b"}); !errors.Is(err, memo.ErrChatBusy) {
		t.Fatalf("a renewed lock lapsed: %v", err)
	}
	if ok, err := b.RenewChatLock(ctx, "chat-1", "turn-b"); err != nil || ok {
		t.Fatalf("another token renewed the lock: %v, %v", ok, err)
	}
	// The holder's write releases it, with the rest of the write.
	must(t, a.SaveChat(ctx, "chat-1", memo.ChatWrite{Language: memo.Hebrew, Unlock: "turn-a"}))
	st, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-b"})
	if err != nil || st.Language != memo.Hebrew {
		t.Fatalf("after the holder's write: %+v, %v; want the lock and its write", st.Language, err)
	}
	must(t, b.UnlockChat(ctx, "chat-1", "turn-b"))
	if _, err := a.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-c"}); err != nil {
		t.Fatalf("after UnlockChat: %v", err)
	}
	// A holder that died (no write, no renewal): the lock lapses with its
	// TTL.
	began := time.Now()
	for {
		_, err := b.LoadChat(ctx, "chat-1", memo.ChatRead{Lock: "turn-d"})
		if err == nil {
			break
		}
		if !errors.Is(err, memo.ErrChatBusy) || time.Since(began) > 5*ttl {
			t.Fatalf("a dead holder's lock: %v after %v", err, time.Since(began))
		}
		time.Sleep(10 * time.Millisecond)
	}
	if waited := time.Since(began); waited < ttl/2 {
		t.Errorf("a dead holder's lock lapsed after %v; want about its TTL %v", waited, ttl)
	}
}
