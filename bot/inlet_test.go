package bot_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// TestInlet: before it is open an Inlet refuses (ErrClosed: the channel
// leaves the message for redelivery); once open, messages reach the
// dispatcher and are answered.
func TestInlet(t *testing.T) {
	var in bot.Inlet
	msg := memo.Inbound{ChatID: "c1", UserID: "c1", MessageID: "m1", Text: "hi"}
	if ok, err := in.Submit(t.Context(), msg); ok || !errors.Is(err, bot.ErrClosed) {
		t.Fatalf("Submit before Open = %v, %v; want ErrClosed", ok, err)
	}
	if err := in.Requeue(t.Context(), msg); !errors.Is(err, bot.ErrClosed) {
		t.Fatalf("Requeue before Open = %v; want ErrClosed", err)
	}
	replies := make(chan memo.Reply, 2)
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Handler: bot.HandlerFunc(func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
			return memo.Reply{ChatID: in.ChatID, Text: "echo: " + in.Text, Success: true}, nil
		}),
		Deliver: func(_ context.Context, _ memo.Inbound, r memo.Reply) { replies <- r },
	})
	in.Open(d)
	if ok, err := in.Submit(t.Context(), msg); !ok || err != nil {
		t.Fatalf("Submit after Open = %v, %v", ok, err)
	}
	select {
	case r := <-replies:
		if r.Text != "echo: hi" {
			t.Errorf("reply %q", r.Text)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no reply")
	}
	defer func() {
		if recover() == nil {
			t.Error("a second Open did not panic")
		}
	}()
	in.Open(d)
}
