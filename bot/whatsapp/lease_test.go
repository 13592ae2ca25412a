package whatsapp_test

import (
	"context"
	"crypto/rand"
	"errors"
	"os"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

// redisClient connects to REDIS_URL (default redis://127.0.0.1:6379). When
// no Redis answers the test is skipped, or fails if MEMO_REQUIRE_REDIS=1.
func redisClient(t *testing.T) goredis.UniversalClient {
	t.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379"
	}
	opts, err := goredis.ParseURL(url)
	if err != nil {
		t.Fatalf("REDIS_URL: %v", err)
	}
	c := goredis.NewClient(opts)
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		c.Close()
		if os.Getenv("MEMO_REQUIRE_REDIS") == "1" {
			t.Fatalf("Redis required: %v", err)
		}
		t.Skipf("no Redis: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// leaseKey is a key of this test's own, deleted when it ends.
func leaseKey(t *testing.T, c goredis.UniversalClient) string {
	key := "memotest:lease:" + rand.Text()
	t.Cleanup(func() { c.Del(context.Background(), key) })
	return key
}

func TestLeaseExclusive(t *testing.T) {
	c := redisClient(t)
	key := leaseKey(t, c)
	a := whatsapp.NewLease(c, key, 5*time.Second, nil)
	b := whatsapp.NewLease(c, key, 5*time.Second, nil)
	if a.Token() == b.Token() {
		t.Fatal("two leases share a token")
	}
	ctx := t.Context()
	if held, _, err := a.TryAcquire(ctx); !held || err != nil {
		t.Fatalf("a: held %v, %v; want the free lease", held, err)
	}
	if held, _, err := a.TryAcquire(ctx); !held || err != nil {
		t.Errorf("a again: held %v, %v; want it to still hold", held, err)
	}
	held, holder, err := b.TryAcquire(ctx)
	if held || err != nil || holder != a.Token() {
		t.Fatalf("b: held %v, holder %q, %v; want a's token %q", held, holder, err, a.Token())
	}
	// b cannot release or renew what a holds.
	if err := b.Release(ctx); err != nil {
		t.Fatal(err)
	}
	if held, _, _ := b.Renew(ctx); held {
		t.Error("b renewed a's lease")
	}
	if v, _ := c.Get(ctx, key).Result(); v != a.Token() {
		t.Fatalf("after b's release the key holds %q; want a's token", v)
	}
	if err := a.Release(ctx); err != nil {
		t.Fatal(err)
	}
	if held, _, err := b.TryAcquire(ctx); !held || err != nil {
		t.Errorf("b after a released: held %v, %v", held, err)
	}
}

func TestLeaseRenewExtends(t *testing.T) {
	c := redisClient(t)
	key := leaseKey(t, c)
	l := whatsapp.NewLease(c, key, 2*time.Second, nil)
	ctx := t.Context()
	if held, _, err := l.TryAcquire(ctx); !held || err != nil {
		t.Fatal(held, err)
	}
	c.PExpire(ctx, key, 300*time.Millisecond)
	if held, _, err := l.Renew(ctx); !held || err != nil {
		t.Fatal(held, err)
	}
	if ttl := c.PTTL(ctx, key).Val(); ttl < time.Second {
		t.Errorf("TTL after renew = %s; want about 2s", ttl)
	}
}

func TestLeaseStandbyTakesOver(t *testing.T) {
	c := redisClient(t)
	key := leaseKey(t, c)
	a := whatsapp.NewLease(c, key, 600*time.Millisecond, nil)
	b := whatsapp.NewLease(c, key, 600*time.Millisecond, nil)
	ctx := t.Context()
	if err := a.Acquire(ctx, 0, nil); err != nil {
		t.Fatal(err)
	}
	holdCtx, stopHolding := context.WithCancel(ctx)
	held := make(chan error, 1)
	go func() { held <- a.Hold(holdCtx) }()

	var told []string
	acquired := make(chan error, 1)
	go func() {
		acquired <- b.Acquire(ctx, 50*time.Millisecond, func(holder string) { told = append(told, holder) })
	}()
	// While a holds and renews, b waits past several TTLs.
	select {
	case err := <-acquired:
		t.Fatalf("standby acquired while the lease was held and renewed: %v", err)
	case <-time.After(1500 * time.Millisecond):
	}
	// a shuts down: it stops renewing and releases; b takes over.
	stopHolding()
	if err := <-held; err != nil {
		t.Errorf("Hold after cancel = %v; want nil", err)
	}
	if err := a.Release(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-acquired:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("standby did not take over after release")
	}
	if len(told) != 1 || told[0] != a.Token() {
		t.Errorf("standby was told %q; want a's token once", told)
	}
}

func TestLeaseHoldNoticesLoss(t *testing.T) {
	c := redisClient(t)
	key := leaseKey(t, c)
	l := whatsapp.NewLease(c, key, 300*time.Millisecond, nil)
	ctx := t.Context()
	if err := l.Acquire(ctx, 0, nil); err != nil {
		t.Fatal(err)
	}
	held := make(chan error, 1)
	go func() { held <- l.Hold(ctx) }()
	c.Set(ctx, key, "someone-else", time.Minute)
	select {
	case err := <-held:
		if !errors.Is(err, whatsapp.ErrLeaseLost) {
			t.Errorf("Hold = %v; want ErrLeaseLost", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Hold did not notice the lease was taken")
	}
}

func TestLeaseAcquireEndsWithContext(t *testing.T) {
	c := redisClient(t)
	key := leaseKey(t, c)
	c.Set(t.Context(), key, "someone-else", time.Minute)
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	err := whatsapp.NewLease(c, key, time.Second, nil).Acquire(ctx, 20*time.Millisecond, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Acquire = %v; want the context's deadline", err)
	}
}
