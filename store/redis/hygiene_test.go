package redis_test

import (
	"context"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/redis"
	"github.com/memo-assistant/memo/store/storetest"
)

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
