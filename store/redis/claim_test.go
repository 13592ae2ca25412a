package redis_test

import (
	"context"
	"strings"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

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
