package bot_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

const (
	apologyHe = "סליחה, משהו השתבש אצלי. נסה שוב בעוד רגע."
	apologyEn = "Sorry, something went wrong on my side. Please try again in a moment."
)

func TestFailedTurnApologises(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		fail  func() (memo.Reply, error)
		lang  memo.Language // the dispatcher's default language
		want  string
		wantL memo.Language
	}{
		{"panic, English", "delete the secret plan", func() (memo.Reply, error) { panic("boom") }, "", apologyEn, memo.English},
		{"panic, Hebrew", "תמחק את התוכנית הסודית", func() (memo.Reply, error) { panic("boom") }, "", apologyHe, memo.Hebrew},
		{"error, English", "delete the secret plan", func() (memo.Reply, error) { return memo.Reply{}, errors.New("boom") }, "", apologyEn, memo.English},
		{"error, Hebrew", "תמחק את התוכנית הסודית", func() (memo.Reply, error) { return memo.Reply{}, errors.New("boom") }, memo.English, apologyHe, memo.Hebrew},
		{"no letters, default Hebrew", "🙂🙂", func() (memo.Reply, error) { panic("boom") }, "", apologyHe, memo.Hebrew},
		{"no letters, English chat", "🙂🙂", func() (memo.Reply, error) { panic("boom") }, memo.English, apologyEn, memo.English},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs logBuffer
			h := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
				if in.MessageID == "bad" {
					return tt.fail()
				}
				return memo.Reply{Text: "ok " + in.Text, Success: true}, nil
			}}
			box := newInbox()
			d := bot.NewDispatcher(bot.DispatcherConfig{
				Handler: h, Deliver: box.deliver, Lang: tt.lang, Logger: logs.logger(slog.LevelInfo),
			})
			shutdown(t, d)

			submit(t, d, memo.Inbound{ChatID: "chat-42", MessageID: "bad", Text: tt.text})
			submit(t, d, memo.Inbound{ChatID: "chat-42", MessageID: "next", Text: "next"})
			box.wait(t, 2)

			got := box.all()
			if r := got[0]; r.Text != tt.want || r.Lang != tt.wantL || r.Success || r.ChatID != "chat-42" {
				t.Errorf("apology %+v; want %q in %s, Success false, chat-42", r, tt.want, tt.wantL)
			}
			if r := got[1]; r.Text != "ok next" || !r.Success {
				t.Errorf("the queue did not go on: %+v", r)
			}
			log := logs.String()
			if !strings.Contains(log, "chat-42") || !strings.Contains(log, "boom") {
				t.Errorf("the failure was not logged with the chat id: %s", log)
			}
			if strings.Contains(log, tt.text) {
				t.Errorf("the message text was logged at info level: %s", log)
			}
		})
	}
}

func TestDeliverPanicDoesNotStopTheQueue(t *testing.T) {
	box := newInbox()
	deliver := func(ctx context.Context, in memo.Inbound, r memo.Reply) {
		if in.Text == "first" {
			panic("send failed")
		}
		box.deliver(ctx, in, r)
	}
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: &handler{}, Deliver: deliver})
	shutdown(t, d)
	submit(t, d, memo.Inbound{ChatID: "c", Text: "first"})
	submit(t, d, memo.Inbound{ChatID: "c", Text: "second"})
	box.wait(t, 1)
	if r := box.all(); len(r) != 1 || r[0].Text != "second" {
		t.Errorf("replies %+v; want only the second", r)
	}
}

// TestTurnContext checks that a turn runs under the dispatcher's context with
// the turn timeout, not under the context given to Submit.
func TestTurnContext(t *testing.T) {
	type seen struct {
		err      error
		deadline time.Duration
		timedOut bool
	}
	seenc := make(chan seen, 1)
	h := &handler{HandleFunc: func(ctx context.Context, _ memo.Inbound) (memo.Reply, error) {
		dl, _ := ctx.Deadline()
		s := seen{err: ctx.Err(), deadline: time.Until(dl)}
		<-ctx.Done()
		s.timedOut = errors.Is(ctx.Err(), context.DeadlineExceeded)
		seenc <- s
		return memo.Reply{}, ctx.Err()
	}}
	var deliverErr error
	box := newInbox()
	deliver := func(ctx context.Context, in memo.Inbound, r memo.Reply) {
		deliverErr = ctx.Err()
		box.deliver(ctx, in, r)
	}
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: h, Deliver: deliver, TurnTimeout: 200 * time.Millisecond})
	shutdown(t, d)

	ctx, cancel := context.WithCancel(context.Background())
	if ok, err := d.Submit(ctx, memo.Inbound{ChatID: "c", Text: "slow request"}); !ok || err != nil {
		t.Fatalf("submit: %v %v", ok, err)
	}
	cancel() // the request that submitted ends at once
	box.wait(t, 1)
	s := <-seenc
	if s.err != nil {
		t.Errorf("the turn started with a done context: %v", s.err)
	}
	if s.deadline <= 0 || s.deadline > 200*time.Millisecond {
		t.Errorf("turn deadline in %v; want within the 200ms turn timeout", s.deadline)
	}
	if !s.timedOut {
		t.Errorf("the turn ended for another reason than its timeout")
	}
	if deliverErr != nil {
		t.Errorf("the apology was delivered with a done context: %v", deliverErr)
	}
	if r := box.all()[0]; r.Text != apologyEn || r.Success {
		t.Errorf("reply after a timeout %+v; want the apology", r)
	}
}
