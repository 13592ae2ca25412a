package redis_test

import (
	"context"
	"crypto/rand"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

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

// TestKeysAndLifetimes checks the key layout and that each key carries the
// lifetime it should: the pending question's counted by the injected clock,
// the version counter none.
func TestKeysAndLifetimes(t *testing.T) {
	ctx := t.Context()
	c := client(t)
	clock := storetest.NewClock(time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC))
	prefix := testPrefix(t, c)
	st := redis.New(c, redis.Options{Prefix: prefix, Clock: clock, TurnTTL: time.Hour, StepTTL: 2 * time.Hour})

	must(t, st.SaveChat(ctx, "c1", memo.ChatWrite{
		Pending:  &memo.Pending{Kind: memo.PendingConfirm, ExpiresAt: clock.Now().Add(5 * time.Minute)},
		Turns:    make([]memo.Turn, memo.MaxTurns+3),
		Language: memo.Hebrew,
		Numbered: &memo.NumberedList{Kind: memo.NumberedLists},
		Recall:   &memo.Recall{Focus: &memo.FocusItem{Capability: memo.CapTasks, ID: "t1"}},
		Steps:    map[string]memo.Result{"turn:s1": memo.NewResult(memo.CapTasks, memo.OpTaskGetAll, nil)},
	}))
	_, err := st.Claim(ctx, "m1", 10*time.Minute)
	must(t, err)

	tests := []struct {
		key      string
		min, max time.Duration // -1 for no expiry
	}{
		{"chat:{c1}:pending", 5*time.Minute - 5*time.Second, 5 * time.Minute},
		{"chat:{c1}:pendver", 30*24*time.Hour - 5*time.Second, 30 * 24 * time.Hour},
		{"chat:{c1}:turns", time.Hour - 5*time.Second, time.Hour},
		{"chat:{c1}:lang", redis.DefaultLanguageTTL - 5*time.Second, redis.DefaultLanguageTTL},
		{"chat:{c1}:numbered", redis.DefaultNumberedTTL - 5*time.Second, redis.DefaultNumberedTTL},
		{"chat:{c1}:recall", time.Hour - 5*time.Second, time.Hour},
		{"step:turn:s1", 2*time.Hour - 5*time.Second, 2 * time.Hour},
		{"msg:m1", 10*time.Minute - 5*time.Second, 10 * time.Minute},
	}
	for _, tt := range tests {
		ttl, err := c.PTTL(ctx, prefix+tt.key).Result()
		must(t, err)
		switch {
		case ttl == -2: // the key does not exist
			t.Errorf("%s: missing", tt.key)
		case tt.min < 0 && ttl != -1:
			t.Errorf("%s: ttl %v, want none", tt.key, ttl)
		case tt.min >= 0 && (ttl < tt.min || ttl > tt.max):
			t.Errorf("%s: ttl %v, want in [%v, %v]", tt.key, ttl, tt.min, tt.max)
		}
	}
	if n, err := c.LLen(ctx, prefix+"chat:{c1}:turns").Result(); err != nil || n != memo.MaxTurns {
		t.Errorf("turns list holds %d (%v), want %d", n, err, memo.MaxTurns)
	}

	// A question already expired by the clock still gets a short Redis life
	// and is not returned.
	must(t, st.SaveChat(ctx, "c2", memo.ChatWrite{Pending: &memo.Pending{ExpiresAt: clock.Now().Add(-time.Hour)}}))
	if ttl, _ := c.PTTL(ctx, prefix+"chat:{c2}:pending").Result(); ttl <= 0 || ttl > time.Second {
		t.Errorf("expired question's ttl %v, want (0, 1s]", ttl)
	}
	if got, err := st.LoadChat(ctx, "c2", memo.ChatRead{}); err != nil || got.Pending != nil {
		t.Errorf("LoadChat of an expired question = %+v, %v; want none", got.Pending, err)
	}
}

func TestDefaultPrefix(t *testing.T) {
	ctx := t.Context()
	c := client(t)
	st := redis.New(c, redis.Options{})
	chat := "default-prefix-" + rand.Text()
	key := redis.DefaultPrefix + "chat:{" + chat + "}:lang"
	t.Cleanup(func() { c.Del(context.Background(), key) })
	must(t, st.SaveChat(ctx, chat, memo.ChatWrite{Language: memo.English}))
	if got, err := c.Get(ctx, key).Result(); err != nil || got != "en" {
		t.Errorf("GET %s = %q, %v; want \"en\"", key, got, err)
	}
}

func TestDialErrors(t *testing.T) {
	tests := []struct {
		name, url, want string
	}{
		{"nothing listens", "redis://user:s3cret@127.0.0.1:1/0", "127.0.0.1:1"},
		{"wrong scheme", "http://user:s3cret@127.0.0.1:6379", "scheme"},
		{"not a URL", "redis://user:s3cret%zz@127.0.0.1:6379", "not valid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := redis.Dial(t.Context(), tt.url)
			if err == nil {
				c.Close()
				t.Fatalf("Dial(%q) succeeded", tt.url)
			}
			if strings.Contains(err.Error(), "s3cret") {
				t.Errorf("error %q shows the password", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not mention %q", err, tt.want)
			}
		})
	}
}

// Every key the state writes has a lifetime: a shared Redis must not fill
// up with the leftovers of chats long gone.
func TestNoKeyWithoutTTL(t *testing.T) {
	c := client(t)
	prefix := testPrefix(t, c)
	clock := storetest.NewClock(time.Date(2026, 3, 10, 8, 30, 0, 0, time.UTC))
	s := redis.New(c, redis.Options{Prefix: prefix, Clock: clock})
	ctx := t.Context()
	chat := "+972500000001"
	first := memo.Pending{Kind: memo.PendingConfirm, ExpiresAt: clock.Now().Add(5 * time.Minute)}
	must(t, s.SaveChat(ctx, chat, memo.ChatWrite{Pending: &first}))
	must(t, s.SaveChat(ctx, "other", memo.ChatWrite{Pending: &memo.Pending{Kind: memo.PendingConfirm}}))
	must(t, s.SaveChat(ctx, chat, memo.ChatWrite{Answered: first.Version}))
	must(t, s.SaveChat(ctx, chat, memo.ChatWrite{
		Pending:  &memo.Pending{Kind: memo.PendingChoose},
		Numbered: &memo.NumberedList{Capability: memo.CapTasks, IDs: []string{"t1"}, Titles: []string{"a"}},
		Turns:    []memo.Turn{{Role: "user", Text: "hi"}},
		Language: memo.English,
		Steps:    map[string]memo.Result{"turn:A": memo.NewResult(memo.CapTasks, memo.OpTaskCreate, nil)},
		Recall:   &memo.Recall{Actions: memo.NewActionLog(memo.Action{TurnID: "turn", StepID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskCreate})},
	}))
	_, err := s.Claim(ctx, chat+"\x1fm1", time.Hour)
	must(t, err)
	// A turn's lock lives ChatLockTTL, and a lock taken and never given
	// back lapses.
	_, err = s.LoadChat(ctx, chat, memo.ChatRead{Lock: "token"})
	must(t, err)

	n := 0
	iter := c.Scan(ctx, 0, prefix+"*", 100).Iterator()
	for iter.Next(ctx) {
		n++
		ttl, err := c.PTTL(ctx, iter.Val()).Result()
		must(t, err)
		if ttl <= 0 {
			t.Errorf("key %s has no lifetime (PTTL %v)", iter.Val(), ttl)
		}
	}
	must(t, iter.Err())
	if n < 10 {
		t.Errorf("only %d keys under the prefix: the test wrote less than it should", n)
	}
}

// Two installs on one Redis, with their own prefixes, never see each
// other's message ids or chats.
func TestPrefixesKeepInstallsApart(t *testing.T) {
	c := client(t)
	a := redis.New(c, redis.Options{Prefix: testPrefix(t, c)})
	b := redis.New(c, redis.Options{Prefix: testPrefix(t, c)})
	ctx := context.Background()
	for _, s := range []*redis.State{a, b} {
		first, err := s.Claim(ctx, "chat\x1fmsg-1", time.Hour)
		if err != nil || !first {
			t.Fatalf("claim in its own install: %v, %v", first, err)
		}
	}
	must(t, a.SaveChat(ctx, "chat", memo.ChatWrite{Language: memo.English}))
	if got, err := b.LoadChat(ctx, "chat", memo.ChatRead{}); err != nil || got.Language != "" {
		t.Fatalf("the other install sees %q (%v)", got.Language, err)
	}
}

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
