package whatsapp_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"golang.org/x/time/rate"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

func TestGovernorChunksLongText(t *testing.T) {
	s := &sender{}
	g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: s, PerChat: 1000, PerChatBurst: 10})
	var lines []string
	for i := range 400 {
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, strings.Repeat("item ", 4)))
	}
	text := strings.Join(lines, "\n")
	ids, err := g.Send(t.Context(), alicePN, text, &whatsapp.Quote{ID: "Q1", Sender: alicePN, Text: "list"})
	if err != nil {
		t.Fatal(err)
	}
	sends := s.Sent()
	if len(ids) != len(sends) || len(sends) < 3 {
		t.Fatalf("ids %v for %d sends; want one per chunk, at least 3", ids, len(sends))
	}
	var got []string
	for i, m := range sends {
		if n := utf8.RuneCountInString(m.Text()); n > whatsapp.MaxChunk {
			t.Errorf("message %d: %d characters", i, n)
		}
		if !strings.HasSuffix(m.Text(), " ") && !strings.HasSuffix(m.Text(), "item") {
			t.Errorf("message %d ends mid-line: %q", i, m.Text()[len(m.Text())-10:])
		}
		if quoted := m.Msg.GetExtendedTextMessage().GetContextInfo().GetStanzaID(); (i == 0) != (quoted == "Q1") {
			t.Errorf("message %d quotes %q; only the first should quote Q1", i, quoted)
		}
		got = append(got, m.Text())
	}
	if strings.Join(got, "\n") != text {
		t.Error("the messages do not add up to the text")
	}
}

func TestGovernorEmpty(t *testing.T) {
	g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: &sender{}})
	if _, err := g.Send(t.Context(), alicePN, " \n ", nil); !errors.Is(err, whatsapp.ErrEmptyMessage) {
		t.Errorf("err = %v; want ErrEmptyMessage", err)
	}
}

func TestGovernorRateLimits(t *testing.T) {
	const n = 5
	chats := func(same bool) []types.JID {
		out := make([]types.JID, n)
		for i := range out {
			out[i] = alicePN
			if !same {
				out[i] = types.NewJID(fmt.Sprintf("97250000%04d", i), types.DefaultUserServer)
			}
		}
		return out
	}
	tests := []struct {
		name    string
		cfg     whatsapp.GovernorConfig
		to      []types.JID
		atLeast time.Duration
		atMost  time.Duration
	}{
		// 20/s with a burst of 1: the 4 sends after the first wait 50 ms each.
		{name: "per chat", cfg: whatsapp.GovernorConfig{PerChat: 20, PerChatBurst: 1, Global: 1000, GlobalBurst: 100}, to: chats(true), atLeast: 190 * time.Millisecond},
		{name: "per chat does not slow other chats", cfg: whatsapp.GovernorConfig{PerChat: 20, PerChatBurst: 1, Global: 1000, GlobalBurst: 100}, to: chats(false), atMost: 100 * time.Millisecond},
		{name: "global", cfg: whatsapp.GovernorConfig{PerChat: 1000, PerChatBurst: 100, Global: 20, GlobalBurst: 1}, to: chats(false), atLeast: 190 * time.Millisecond},
		{name: "burst goes at once", cfg: whatsapp.GovernorConfig{PerChat: rate.Limit(0.1), PerChatBurst: n, Global: 1000, GlobalBurst: 100}, to: chats(true), atMost: 100 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &sender{}
			tt.cfg.Sender = s
			g := whatsapp.NewGovernor(tt.cfg)
			start := time.Now()
			for i, to := range tt.to {
				if _, err := g.Send(t.Context(), to, fmt.Sprintf("m%d", i), nil); err != nil {
					t.Fatal(err)
				}
			}
			took := time.Since(start)
			if took < tt.atLeast {
				t.Errorf("%d sends took %s; want at least %s", n, took, tt.atLeast)
			}
			if tt.atMost > 0 && took > tt.atMost {
				t.Errorf("%d sends took %s; want at most %s", n, took, tt.atMost)
			}
		})
	}
}

func TestGovernorRateLimitHonoursContext(t *testing.T) {
	g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: &sender{}, PerChat: rate.Limit(0.01), PerChatBurst: 1})
	if _, err := g.Send(t.Context(), alicePN, "first", nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	if _, err := g.Send(ctx, alicePN, "second", nil); err == nil {
		t.Error("second send within the limit's 100 s succeeded; want the context to end the wait")
	}
}

func TestGovernorRetries(t *testing.T) {
	perm := errors.New("recipient not on WhatsApp")
	tests := []struct {
		name     string
		fail     func(n int) error
		attempts int
		sent     int
		wantErr  bool
	}{
		{name: "transient then ok", fail: func(n int) error {
			if n < 3 {
				return whatsmeow.ErrNotConnected
			}
			return nil
		}, attempts: 3, sent: 1},
		{name: "timeout then ok", fail: func(n int) error {
			if n == 1 {
				return fmt.Errorf("send: %w", whatsmeow.ErrIQTimedOut)
			}
			return nil
		}, attempts: 2, sent: 1},
		{name: "disconnected then ok", fail: func(n int) error {
			if n == 1 {
				return &whatsmeow.DisconnectedError{Action: "message send"}
			}
			return nil
		}, attempts: 2, sent: 1},
		{name: "transient every time", fail: func(int) error { return whatsmeow.ErrMessageTimedOut }, attempts: 3, wantErr: true},
		{name: "permanent", fail: func(int) error { return perm }, attempts: 1, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &sender{SendFunc: func(n int, _ types.JID, _ *waE2E.Message) error { return tt.fail(n) }}
			g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: s, RetryDelay: time.Millisecond})
			ids, err := g.Send(t.Context(), alicePN, "hi", nil)
			if (err != nil) != tt.wantErr {
				t.Errorf("err = %v; want error %v", err, tt.wantErr)
			}
			if s.attempts != tt.attempts {
				t.Errorf("attempts = %d; want %d", s.attempts, tt.attempts)
			}
			if len(ids) != tt.sent || len(s.Sent()) != tt.sent {
				t.Errorf("ids %v, sends %d; want %d", ids, len(s.Sent()), tt.sent)
			}
		})
	}
}

func TestGovernorPartialFailureReturnsSentIDs(t *testing.T) {
	s := &sender{SendFunc: func(n int, _ types.JID, _ *waE2E.Message) error {
		if n == 2 {
			return errors.New("rejected")
		}
		return nil
	}}
	g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: s, PerChat: 1000, MaxChunk: 5})
	ids, err := g.Send(t.Context(), alicePN, "aaaa\nbbbb\ncccc", nil)
	if err == nil || len(ids) != 1 || ids[0] != "S1" {
		t.Errorf("ids %v, err %v; want [S1] and an error", ids, err)
	}
}
