package redis_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/redis"
)

// TestChatLocksSerialiseOneChat: two processes' locks on one chat never
// overlap; another chat is not held back; a lock whose holder died ends
// with its TTL.
func TestChatLocksSerialiseOneChat(t *testing.T) {
	c := client(t)
	prefix := testPrefix(t, c)
	a := redis.NewChatLocks(c, prefix, time.Second)
	b := redis.NewChatLocks(c, prefix, time.Second)

	var inside, overlaps, runs atomic.Int32
	var wg sync.WaitGroup
	for i := range 20 {
		locks := a
		if i%2 == 1 {
			locks = b
		}
		wg.Go(func() {
			unlock, err := locks.LockChat(t.Context(), "chat-1")
			if err != nil {
				t.Error(err)
				return
			}
			if inside.Add(1) > 1 {
				overlaps.Add(1)
			}
			time.Sleep(2 * time.Millisecond)
			inside.Add(-1)
			runs.Add(1)
			unlock()
		})
	}
	wg.Wait()
	if overlaps.Load() != 0 || runs.Load() != 20 {
		t.Fatalf("%d of %d turns overlapped; want none", overlaps.Load(), runs.Load())
	}

	unlock, err := a.LockChat(t.Context(), "chat-1")
	if err != nil {
		t.Fatal(err)
	}
	// Another chat goes on at once.
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	other, err := b.LockChat(ctx, "chat-2")
	cancel()
	if err != nil {
		t.Fatalf("chat-2 held back by chat-1's lock: %v", err)
	}
	other()
	// The same chat waits, and gives up when its context ends.
	ctx, cancel = context.WithTimeout(t.Context(), 100*time.Millisecond)
	if _, err := b.LockChat(ctx, "chat-1"); err == nil {
		t.Fatal("chat-1 locked twice")
	}
	cancel()
	// The holder renews past the TTL while it runs.
	time.Sleep(1500 * time.Millisecond)
	ctx, cancel = context.WithTimeout(t.Context(), 100*time.Millisecond)
	if _, err := b.LockChat(ctx, "chat-1"); err == nil {
		t.Fatal("chat-1's lock lapsed while its holder ran")
	}
	cancel()
	unlock()
	if release, err := b.LockChat(t.Context(), "chat-1"); err != nil {
		t.Fatalf("after unlock: %v", err)
	} else {
		release()
	}

	// A holder that died (never unlocks, never renews): the lock ends with
	// its TTL.
	if err := c.Set(t.Context(), prefix+"chat:chat-3", "dead-process", time.Second).Err(); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	release, err := a.LockChat(t.Context(), "chat-3")
	if err != nil {
		t.Fatal(err)
	}
	release()
	if waited := time.Since(began); waited < 500*time.Millisecond || waited > 3*time.Second {
		t.Errorf("waited %v for a dead holder's lock, want about its 1s TTL", waited)
	}
}
