package httpserver_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/store/storetest"
)

// asker is a fake httpserver.Asker.
type asker struct {
	AskFunc func(ctx context.Context, in memo.Inbound) (bot.Answer, error)
	mu      sync.Mutex
	got     []memo.Inbound
}

func (a *asker) Ask(ctx context.Context, in memo.Inbound) (bot.Answer, error) {
	a.mu.Lock()
	a.got = append(a.got, in)
	a.mu.Unlock()
	return a.AskFunc(ctx, in)
}

// tokens is a fake httpserver.TokenChecker: "good" belongs to +1.
type tokens struct{ err error }

func (t tokens) TokenUser(_ context.Context, token string) (string, string, bool, error) {
	if t.err != nil {
		return "", "", false, t.err
	}
	if token == "good" {
		return "tok1", "+1", true, nil
	}
	return "", "", false, nil
}

func postChat(t *testing.T, h http.Handler, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/agent/chat", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer good")
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var e struct{ Detail string }
	_ = json.Unmarshal(rec.Body.Bytes(), &e)
	if e.Detail != "" {
		return rec.Code, e.Detail
	}
	return rec.Code, rec.Body.String()
}

func TestAgentAnswers(t *testing.T) {
	var codes []int
	a := &asker{}
	s := httpserver.New(httpserver.Config{Agent: httpserver.NewAgent(httpserver.AgentConfig{
		Asker: a, Tokens: tokens{}, Observe: func(c int) { codes = append(codes, c) },
	})})
	h := s.Handler()
	tests := []struct {
		name   string
		answer bot.Answer
		err    error
		code   int
		want   string
	}{
		{"reply", bot.Answer{Reply: memo.Reply{Tool: "tasks.create", Text: "Saved", Success: true}}, nil, 200, `"tool":"create","summary":"Saved"`},
		{"no google link", bot.Answer{Unlinked: true, Reply: memo.Reply{Tool: "calendar.create"}}, nil, 400,
			"User has no Google Calendar access token. Please link your Google account first."},
		{"turn failed", bot.Answer{Err: errors.New("redis: connection refused at 10.0.0.5")}, nil, 500,
			"Agent invocation failed: internal error (details are in the server log)"},
		{"turn timed out", bot.Answer{Err: context.DeadlineExceeded}, nil, 500, "Agent invocation failed: the request took too long"},
		{"shutting down", bot.Answer{}, bot.ErrClosed, 503, "Memo is shutting down; please try again shortly"},
		{"chat's queue full", bot.Answer{}, bot.ErrQueueFull, 503, "Memo is busy with earlier messages; please try again shortly"},
		{"too many chats", bot.Answer{}, bot.ErrBusy, 503, "Memo is busy with earlier messages; please try again shortly"},
		{"retry without a stored answer", bot.Answer{Duplicate: true}, nil, 409, "already received"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a.AskFunc = func(context.Context, memo.Inbound) (bot.Answer, error) { return tt.answer, tt.err }
			code, body := postChat(t, h, `{"text":"hi","message_id":"m1"}`)
			if code != tt.code || !strings.Contains(body, tt.want) {
				t.Errorf("HTTP %d %s; want %d %q", code, body, tt.code, tt.want)
			}
			if strings.Contains(body, "10.0.0.5") {
				t.Errorf("the answer leaks the cause: %s", body)
			}
		})
	}
	if len(codes) != len(tests) {
		t.Errorf("Observe saw %v", codes)
	}
	in := a.got[0]
	if in.ChatID != "+1" || in.UserID != "+1" || in.MessageID != "api:m1" || in.Text != "hi" || in.Channel != httpserver.ChannelName {
		t.Errorf("the message asked: %+v; the token's user's chat, the id under the API's namespace, the HTTP channel", in)
	}
	// A full queue refuses before the id is claimed: the client is told
	// when to retry.
	a.AskFunc = func(context.Context, memo.Inbound) (bot.Answer, error) { return bot.Answer{}, bot.ErrQueueFull }
	req := httptest.NewRequest(http.MethodPost, "/agent/chat", strings.NewReader(`{"text":"hi"}`))
	req.Header.Set("Authorization", "Bearer good")
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
		t.Errorf("queue full: HTTP %d, Retry-After %q; want 503 with Retry-After", rec.Code, rec.Header().Get("Retry-After"))
	}
	// Without a message id, each request gets a fresh one.
	a.AskFunc = func(context.Context, memo.Inbound) (bot.Answer, error) {
		return bot.Answer{Reply: memo.Reply{Success: true}}, nil
	}
	postChat(t, h, `{"text":"a"}`)
	postChat(t, h, `{"text":"a"}`)
	n := len(a.got)
	if a.got[n-1].MessageID == a.got[n-2].MessageID || !strings.HasPrefix(a.got[n-1].MessageID, "api:") {
		t.Errorf("ids %q and %q", a.got[n-2].MessageID, a.got[n-1].MessageID)
	}
}

func TestAgentTokenStoreDown(t *testing.T) {
	h := httpserver.NewAgent(httpserver.AgentConfig{Asker: &asker{}, Tokens: tokens{err: errors.New("database is locked")}})
	code, body := postChat(t, h, `{"text":"hi"}`)
	if code != 500 || strings.Contains(body, "locked") {
		t.Errorf("HTTP %d %s", code, body)
	}
}

// countingTokens is tokens that counts its look-ups.
type countingTokens struct {
	tokens
	mu    sync.Mutex
	looks int
}

func (c *countingTokens) TokenUser(ctx context.Context, token string) (string, string, bool, error) {
	c.mu.Lock()
	c.looks++
	c.mu.Unlock()
	return c.tokens.TokenUser(ctx, token)
}

// TestAgentWrongTokensAreLimited: an address that keeps sending wrong
// tokens gets 429 with Retry-After once its allowance is spent, and its
// tokens are no longer looked up; another address is not held back, and
// the first may try again once the wait is over.
func TestAgentWrongTokensAreLimited(t *testing.T) {
	clock := storetest.NewClock(time.Date(2030, 1, 1, 9, 0, 0, 0, time.UTC))
	tok := &countingTokens{}
	h := httpserver.NewAgent(httpserver.AgentConfig{Asker: &asker{AskFunc: func(context.Context, memo.Inbound) (bot.Answer, error) {
		return bot.Answer{Reply: memo.Reply{Text: "ok"}}, nil
	}}, Tokens: tok, Failures: bot.NewLimiters(3, time.Minute, 3), Clock: clock})
	post := func(addr, token string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/agent/chat", strings.NewReader(`{"text":"hi"}`))
		req.RemoteAddr = addr + ":5555"
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	for i := range 3 {
		if rec := post("198.51.100.7", "guess"); rec.Code != http.StatusUnauthorized {
			t.Fatalf("wrong token %d: HTTP %d, want 401", i+1, rec.Code)
		}
	}
	rec := post("198.51.100.7", "guess")
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("fourth wrong token: HTTP %d, Retry-After %q; want 429 with a wait", rec.Code, rec.Header().Get("Retry-After"))
	}
	if tok.looks != 3 {
		t.Errorf("%d tokens looked up, want 3: a limited address's tokens are not looked at", tok.looks)
	}
	if rec := post("203.0.113.9", "good"); rec.Code != http.StatusOK {
		t.Errorf("another address with a good token: HTTP %d, want 200", rec.Code)
	}
	clock.Advance(time.Minute)
	if rec := post("198.51.100.7", "good"); rec.Code != http.StatusOK {
		t.Errorf("after the wait, a good token: HTTP %d, want 200", rec.Code)
	}
}
