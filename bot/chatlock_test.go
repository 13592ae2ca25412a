package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// fakeLocks records lock and unlock calls; err makes LockChat fail.
type fakeLocks struct {
	calls []string
	err   error
}

func (f *fakeLocks) LockChat(_ context.Context, chat string) (func(), error) {
	if f.err != nil {
		return nil, f.err
	}
	f.calls = append(f.calls, "lock "+chat)
	return func() { f.calls = append(f.calls, "unlock "+chat) }, nil
}

func TestSerializedRunsTheTurnUnderTheChatLock(t *testing.T) {
	locks := &fakeLocks{}
	h := bot.Serialized(bot.HandlerFunc(func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		locks.calls = append(locks.calls, "turn "+in.ChatID)
		return memo.Reply{ChatID: in.ChatID, Text: "ok"}, nil
	}), locks)
	r, err := h.Handle(t.Context(), memo.Inbound{ChatID: "c1", Text: "hi"})
	if err != nil || r.Text != "ok" {
		t.Fatalf("Handle = %+v, %v", r, err)
	}
	if got := len(locks.calls); got != 3 || locks.calls[0] != "lock c1" || locks.calls[1] != "turn c1" || locks.calls[2] != "unlock c1" {
		t.Fatalf("calls %q, want lock, turn, unlock", locks.calls)
	}

	down := &fakeLocks{err: errors.New("redis: connection refused")}
	ran := false
	h = bot.Serialized(bot.HandlerFunc(func(context.Context, memo.Inbound) (memo.Reply, error) {
		ran = true
		return memo.Reply{}, nil
	}), down)
	if _, err := h.Handle(t.Context(), memo.Inbound{ChatID: "c1"}); err == nil || ran {
		t.Fatalf("lock failed: err %v, turn ran %v; want an error and no turn", err, ran)
	}
}
