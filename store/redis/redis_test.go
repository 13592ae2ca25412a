package redis_test

import (
	"context"
	"crypto/rand"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/redis"
	"github.com/memo-assistant/memo/store/storetest"
)

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
