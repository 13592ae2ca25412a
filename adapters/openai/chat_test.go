package openai_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// newClient returns a client of srv with fast retries.
func newClient(t *testing.T, srv *openaitest.Server, cfg openai.Config) *openai.Client {
	t.Helper()
	cfg.APIKey, cfg.BaseURL = "test-key", srv.URL
	c, err := openai.New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return c
}

var taskTool = openai.Tool{
	Name:        "tasks",
	Description: "Manage tasks.",
	// Keys out of alphabetical order: the client must keep them as written.
	Parameters: json.RawMessage(`{"type":"object","properties":{"operation":{"type":"string","enum":["create"]},"text":{"type":"string"}},"required":["operation","text"],"additionalProperties":false}`),
	Strict:     true,
}

func TestChatToolCalls(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Response{
		ToolCalls: []openaitest.Call{
			openaitest.ToolCall("tasks", `{"operation":"create","text":"call mom"}`),
			openaitest.ToolCall("tasks", `{"operation":"create","text":"buy milk"}`),
		},
		PromptTokens: 321, CompletionTokens: 45,
	})
	c := newClient(t, srv, openai.Config{Model: "test-model"})
	got, err := c.Chat(t.Context(), openai.ChatRequest{
		Messages: []openai.Message{
			{Role: openai.RoleSystem, Content: "You are Memo."},
			{Role: openai.RoleUser, Content: "call mom, buy milk"},
			{Role: openai.RoleAssistant, ToolCalls: []openai.ToolCall{{ID: "call_9", Name: "tasks", Arguments: `{"x":1}`}}},
			{Role: openai.RoleTool, ToolCallID: "call_9", Content: "error: x is not a property"},
		},
		Tools:     []openai.Tool{taskTool},
		MaxTokens: 300,
	})
	if err != nil {
		t.Fatalf("Chat: %v", err)
	}
	if len(got.ToolCalls) != 2 || got.ToolCalls[0].Name != "tasks" || got.ToolCalls[0].ID != "call_1" ||
		got.ToolCalls[1].Arguments != `{"operation":"create","text":"buy milk"}` || got.FinishReason != "tool_calls" || got.Text != "" {
		t.Errorf("Chat = %+v, want two tasks calls", got)
	}
	if u := got.Usage; u.Calls != 1 || u.PromptTokens != 321 || u.CompletionTokens != 45 || u.Latency <= 0 {
		t.Errorf("Usage = %+v, want 1 call, 321+45 tokens and a latency", u)
	}

	reqs := srv.Requests()
	if len(reqs) != 1 {
		t.Fatalf("server got %d requests, want 1", len(reqs))
	}
	if a := reqs[0].Header.Get("Authorization"); a != "Bearer test-key" {
		t.Errorf("Authorization = %q", a)
	}
	var body struct {
		Model    string `json:"model"`
		MaxTok   int    `json:"max_completion_tokens"`
		Messages []struct {
			Role       string `json:"role"`
			Content    any    `json:"content"`
			ToolCallID string `json:"tool_call_id"`
			ToolCalls  []struct {
				ID       string `json:"id"`
				Type     string `json:"type"`
				Function struct{ Name, Arguments string }
			} `json:"tool_calls"`
		} `json:"messages"`
		Tools []struct {
			Type     string `json:"type"`
			Function struct {
				Name       string          `json:"name"`
				Strict     bool            `json:"strict"`
				Parameters json.RawMessage `json:"parameters"`
			} `json:"function"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(reqs[0].Body, &body); err != nil {
		t.Fatalf("request body: %v\n%s", err, reqs[0].Body)
	}
	if body.Model != "test-model" || body.MaxTok != 300 || len(body.Messages) != 4 || len(body.Tools) != 1 {
		t.Fatalf("request = %s", reqs[0].Body)
	}
	roles := []string{"system", "user", "assistant", "tool"}
	for i, m := range body.Messages {
		if m.Role != roles[i] {
			t.Errorf("message %d role %q, want %q", i, m.Role, roles[i])
		}
	}
	if tc := body.Messages[2].ToolCalls; len(tc) != 1 || tc[0].ID != "call_9" || tc[0].Type != "function" || tc[0].Function.Arguments != `{"x":1}` {
		t.Errorf("assistant tool calls = %+v", tc)
	}
	if body.Messages[3].ToolCallID != "call_9" {
		t.Errorf("tool message answers %q, want call_9", body.Messages[3].ToolCallID)
	}
	tool := body.Tools[0]
	if tool.Type != "function" || tool.Function.Name != "tasks" || !tool.Function.Strict {
		t.Errorf("tool = %+v", tool)
	}
	if p := string(tool.Function.Parameters); !strings.HasPrefix(p, `{"type":"object","properties":{"operation":`) {
		t.Errorf("parameters lost their order: %s", p)
	}
}

func TestChatText(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Text("Hello! How can I help?"))
	got, err := newClient(t, srv, openai.Config{}).Chat(t.Context(), openai.ChatRequest{
		Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}},
	})
	if err != nil || got.Text != "Hello! How can I help?" || len(got.ToolCalls) != 0 || got.FinishReason != "stop" {
		t.Errorf("Chat = %+v, %v", got, err)
	}
	var body struct{ Model string }
	_ = json.Unmarshal(srv.Requests()[0].Body, &body)
	if body.Model != openai.DefaultModel {
		t.Errorf("model = %q, want the default %q", body.Model, openai.DefaultModel)
	}
}

// TestChatFinishReason: a cut answer says so, so a caller can refuse to
// run half of it.
func TestChatFinishReason(t *testing.T) {
	for _, reason := range []string{"length", "content_filter"} {
		t.Run(reason, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Response{FinishReason: reason,
				ToolCalls: []openaitest.Call{{Name: "tasks", Args: `{"operation":"create","tasks":[{"text":"buy`}}})
			got, err := newClient(t, srv, openai.Config{}).Chat(t.Context(), openai.ChatRequest{
				Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}},
			})
			if err != nil || got.FinishReason != reason || len(got.ToolCalls) != 1 {
				t.Errorf("Chat = %+v, %v; want finish reason %q and the cut call", got, err, reason)
			}
		})
	}
}

func TestChatErrors(t *testing.T) {
	fast := map[string]string{"Retry-After-Ms": "1"}
	tests := []struct {
		name   string
		script []openaitest.Response
		cfg    openai.Config
		code   memo.ErrorCode
		calls  int
	}{
		{"400 is invalid, not retried", []openaitest.Response{openaitest.Status(400, "bad schema")}, openai.Config{}, memo.EInvalid, 1},
		{"401 is unlinked", []openaitest.Response{openaitest.Status(401, "bad key")}, openai.Config{}, memo.EUnlinked, 1},
		{"403 is unlinked", []openaitest.Response{openaitest.Status(403, "no access")}, openai.Config{}, memo.EUnlinked, 1},
		{"404 model is invalid", []openaitest.Response{openaitest.Status(404, "no such model")}, openai.Config{}, memo.EInvalid, 1},
		{"429 three times is unavailable after 2 retries", []openaitest.Response{
			{Status: 429, Error: "slow down", Header: fast}, {Status: 429, Error: "slow down", Header: fast}, {Status: 429, Error: "slow down", Header: fast},
		}, openai.Config{}, memo.EUnavailable, 3},
		{"500 with retries off", []openaitest.Response{{Status: 500, Error: "boom"}}, openai.Config{MaxRetries: -1}, memo.EUnavailable, 1},
		{"503 then 503 then 503 with one retry", []openaitest.Response{
			{Status: 503, Error: "down", Header: fast}, {Status: 503, Error: "down", Header: fast},
		}, openai.Config{MaxRetries: 1}, memo.EUnavailable, 2},
		{"empty choices", []openaitest.Response{{NoChoices: true}}, openai.Config{}, memo.EUnavailable, 1},
		{"timeout", []openaitest.Response{{Delay: 2 * time.Second, Text: "late"}}, openai.Config{Timeout: 50 * time.Millisecond}, memo.EUnavailable, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(tt.script...)
			resp, err := newClient(t, srv, tt.cfg).Chat(t.Context(), openai.ChatRequest{
				Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}},
			})
			if got := memo.ErrorCodeOf(err); got != tt.code {
				t.Fatalf("error %v has code %q, want %q", err, got, tt.code)
			}
			if n := srv.Calls(); n != tt.calls {
				t.Errorf("server got %d requests, want %d", n, tt.calls)
			}
			if resp.Usage.Calls != 1 {
				t.Errorf("Usage.Calls = %d, want 1 (one call, whatever its retries)", resp.Usage.Calls)
			}
		})
	}
}

func TestChatRetriesThenSucceeds(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Response{Status: 500, Error: "boom", Header: map[string]string{"Retry-After-Ms": "1"}},
		openaitest.Response{Status: 429, Error: "slow", Header: map[string]string{"Retry-After-Ms": "1"}},
		openaitest.Text("ok"))
	got, err := newClient(t, srv, openai.Config{}).Chat(t.Context(), openai.ChatRequest{
		Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}},
	})
	if err != nil || got.Text != "ok" || srv.Calls() != 3 {
		t.Errorf("Chat = %+v, %v after %d requests; want ok after 3", got, err, srv.Calls())
	}
}

func TestChatUnreachable(t *testing.T) {
	srv := httptestClosed(t)
	c, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv, MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Chat(t.Context(), openai.ChatRequest{Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}}})
	if code := memo.ErrorCodeOf(err); code != memo.EUnavailable {
		t.Errorf("error %v has code %q, want unavailable", err, code)
	}
}

func TestChatBadRequest(t *testing.T) {
	srv := openaitest.New(t)
	c := newClient(t, srv, openai.Config{})
	tests := []struct {
		name string
		req  openai.ChatRequest
	}{
		{"unknown role", openai.ChatRequest{Messages: []openai.Message{{Role: "robot", Content: "x"}}}},
		{"tool parameters not JSON", openai.ChatRequest{
			Messages: []openai.Message{{Role: openai.RoleUser, Content: "x"}},
			Tools:    []openai.Tool{{Name: "t", Parameters: json.RawMessage(`{`)}},
		}},
	}
	for _, tt := range tests {
		if _, err := c.Chat(t.Context(), tt.req); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%s: error %v, want invalid", tt.name, err)
		}
	}
	if n := srv.Calls(); n != 0 {
		t.Errorf("%d requests sent for requests that cannot be built", n)
	}
}

func TestNewNeedsKey(t *testing.T) {
	if _, err := openai.New(openai.Config{}); err == nil {
		t.Error("New without a key succeeded")
	}
}

// httptestClosed returns the base URL of a server that is no longer
// listening.
func httptestClosed(t *testing.T) string {
	srv := openaitest.New(t)
	u := srv.URL
	srv.Close()
	return u
}
