package bot_test

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// blocking is a handler whose turns wait until release is closed; started
// receives each turn's chat as it begins.
func blocking() (h *handler, started chan string, release chan struct{}) {
	started, release = make(chan string, 64), make(chan struct{})
	h = &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		started <- in.ChatID
		<-release
		return memo.Reply{Text: in.Text, Success: true}, nil
	}}
	return h, started, release
}

// TestQueueBound: a chat with MaxQueue messages in flight (the turn in
// progress included) gets ErrQueueFull, its id is not claimed, and the
// chat takes messages again once its turns are done.
func TestQueueBound(t *testing.T) {
	h, started, release := blocking()
	dd := &deduper{}
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Dedupe: dd, Deliver: box.deliver, MaxQueue: 3})
	shutdown(t, d)

	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "1", Text: "1"})
	<-started // the first is in its turn; two more may wait
	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "2", Text: "2"})
	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "3", Text: "3"})
	ok, err := d.Submit(t.Context(), memo.Inbound{ChatID: "c", MessageID: "4", Text: "4"})
	if ok || !errors.Is(err, bot.ErrQueueFull) {
		t.Fatalf("4th message: accepted=%v err=%v, want ErrQueueFull", ok, err)
	}
	// Another chat is not held up by it.
	submit(t, d, memo.Inbound{ChatID: "other", MessageID: "1", Text: "x"})
	dd.mu.Lock()
	claimed := dd.seen["c\x1f4"]
	dd.mu.Unlock()
	if claimed {
		t.Error("the refused message's id was claimed; a resend of it would be dropped as a duplicate")
	}
	close(release)
	box.wait(t, 4)
	// Drained: the refused id is accepted now.
	waitIdle(t, d)
	submit(t, d, memo.Inbound{ChatID: "c", MessageID: "4", Text: "4"})
	box.wait(t, 1)
}

// TestChatsBound: past MaxChats chats with queues a new chat gets ErrBusy,
// while the chats already in flight still take messages.
func TestChatsBound(t *testing.T) {
	h, started, release := blocking()
	box := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: box.deliver, MaxChats: 2})
	shutdown(t, d)
	for i := range 2 {
		submit(t, d, memo.Inbound{ChatID: "c" + strconv.Itoa(i), Text: "x"})
		<-started
	}
	ok, err := d.Submit(t.Context(), memo.Inbound{ChatID: "c2", Text: "x"})
	if ok || !errors.Is(err, bot.ErrBusy) {
		t.Fatalf("third chat: accepted=%v err=%v, want ErrBusy", ok, err)
	}
	submit(t, d, memo.Inbound{ChatID: "c0", Text: "again"})
	close(release)
	box.wait(t, 3)
	waitIdle(t, d)
	submit(t, d, memo.Inbound{ChatID: "c2", Text: "x"})
	box.wait(t, 1)
}
