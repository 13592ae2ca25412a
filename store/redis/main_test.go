package redis_test

import (
	"context"
	"crypto/rand"
	"os"
	"testing"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/redis"
	"github.com/memo-assistant/memo/store/storetest"
)

// client connects to REDIS_URL (default redis://127.0.0.1:6379). When no
// Redis answers the test is skipped, or fails if MEMO_REQUIRE_REDIS=1.
func client(tb testing.TB) goredis.UniversalClient {
	tb.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379"
	}
	c, err := redis.Dial(tb.Context(), url)
	if err != nil {
		if os.Getenv("MEMO_REQUIRE_REDIS") == "1" {
			tb.Fatalf("Redis required: %v", err)
		}
		tb.Skipf("no Redis: %v", err)
	}
	tb.Cleanup(func() { c.Close() })
	return c
}

// newState returns a State on a fresh prefix (see testPrefix).
func newState(tb testing.TB, c goredis.UniversalClient, opts redis.Options) *redis.State {
	tb.Helper()
	opts.Prefix = testPrefix(tb, c)
	return redis.New(c, opts)
}

// testPrefix returns a fresh random key prefix whose keys are deleted when
// the test ends, so parallel test runs never see each other's keys.
func testPrefix(tb testing.TB, c goredis.UniversalClient) string {
	prefix := "memotest:" + rand.Text() + ":"
	tb.Cleanup(func() { deleteKeys(tb, c, prefix) })
	return prefix
}

// deleteKeys deletes every key under prefix (random base32, so it holds no
// glob characters).
func deleteKeys(tb testing.TB, c goredis.UniversalClient, prefix string) {
	ctx := context.Background() // the test's context is done by cleanup time
	iter := c.Scan(ctx, 0, prefix+"*", 100).Iterator()
	for iter.Next(ctx) {
		if err := c.Del(ctx, iter.Val()).Err(); err != nil {
			tb.Errorf("delete %s: %v", iter.Val(), err)
		}
	}
	if err := iter.Err(); err != nil {
		tb.Errorf("scan %s*: %v", prefix, err)
	}
}

// must fails the test now if err is not nil.
var must = storetest.Must

func TestConversationState(t *testing.T) {
	c := client(t)
	storetest.TestConversationState(t, func(t *testing.T, clock memo.Clock) memo.ConversationState {
		return newState(t, c, redis.Options{Clock: clock})
	})
}

func BenchmarkAnsweredQuestion(b *testing.B) {
	storetest.BenchmarkPending(b, newState(b, client(b), redis.Options{}))
}
