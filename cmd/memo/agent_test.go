package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// The contract's documents (003_e283831b3f178a44.txt), as a client would
// declare them. Decoding is strict: a field the contract does not name
// fails the test.
type (
	contractResponse struct {
		Tool    string          `json:"tool"`
		Summary string          `json:"summary"`
		Result  json.RawMessage `json:"result"`
		Success bool            `json:"success"`
	}
	contractError struct {
		Detail string `json:"detail"`
	}
	// Create and update results; delete adds message.
	contractEventResult struct {
		Status     string `json:"status"`
		Capability string `json:"capability"`
		Operation  string `json:"operation"`
		EventID    string `json:"event_id"`
		Summary    string `json:"summary"`
		Start      string `json:"start"`
		End        string `json:"end"`
		Link       string `json:"link"`
		Message    string `json:"message"`
	}
	// Read, search and schedule results.
	contractListResult struct {
		Status     string `json:"status"`
		Capability string `json:"capability"`
		Operation  string `json:"operation"`
		Count      int    `json:"count"`
		Events     []struct {
			EventID     string `json:"event_id"`
			Summary     string `json:"summary"`
			Start       string `json:"start"`
			End         string `json:"end"`
			Description string `json:"description"`
			Link        string `json:"link"`
		} `json:"events"`
		Message string `json:"message"`
	}
	contractErrorResult struct {
		Status     string `json:"status"`
		Capability string `json:"capability"`
		Operation  string `json:"operation"`
		Error      string `json:"error"`
	}
	// A question, Memo's addition: the next request answers it.
	pendingResult struct {
		Status     string `json:"status"`
		Capability string `json:"capability"`
		Operation  string `json:"operation"`
		Pending    struct {
			Kind    string `json:"kind"`
			Reason  string `json:"reason"`
			Options []struct {
				Label string   `json:"label"`
				IDs   []string `json:"ids"`
				When  string   `json:"when"`
			} `json:"options"`
			AllowMultiple bool   `json:"allowMultiple"`
			ExpiresAt     string `json:"expiresAt"`
		} `json:"pending"`
	}
)

// strict decodes b into v, refusing fields v does not declare.
func strict(t *testing.T, b []byte, v any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("decode %T: %v\n%s", v, err, b)
	}
}

// apiServer is a memo serve with a token, for the HTTP API tests.
type apiServer struct {
	*served
	env   map[string]string
	user  string
	token string
}

const apiNow = "2026-01-20T09:00:00+02:00" // a Tuesday

// startAPI runs memo serve with the clock at apiNow and creates a token
// for a fresh user with memo token create, on the same database.
func startAPI(t *testing.T, extra map[string]string) *apiServer {
	t.Helper()
	env := serveEnv(t, extra)
	a := &apiServer{served: startServe(t, env, "--now", apiNow), env: env, user: fmt.Sprintf("+97250%07d", rand.IntN(1e7))}
	a.token = a.newToken(t, a.user)
	return a
}

// newToken runs memo token create and returns the last word it printed.
func (a *apiServer) newToken(t *testing.T, user string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"token", "create", "--user", user, "--label", "test"}, nil, &out, &errb, func(k string) string { return a.env[k] }); err != nil {
		t.Fatalf("memo token create: %v\n%s", err, errb.String())
	}
	words := strings.Fields(out.String())
	return words[len(words)-1]
}

// post sends a request to /agent/chat with the token and returns the
// status, headers and body.
func (a *apiServer) post(t *testing.T, token, contentType, body string) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, a.url+"/agent/chat", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, b
}

// chat posts text and decodes the 200 answer strictly.
func (a *apiServer) chat(t *testing.T, text string) contractResponse {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"text": text})
	code, h, body := a.post(t, a.token, "application/json", string(b))
	if code != http.StatusOK {
		t.Fatalf("%q: HTTP %d %s", text, code, body)
	}
	if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("content type %q", ct)
	}
	var r contractResponse
	strict(t, body, &r)
	return r
}

func TestAgentChatContract(t *testing.T) {
	a := startAPI(t, map[string]string{"MEMO_RATE_TOKEN": "1000/1m"})

	// Create event (tool "create"), success.
	r := a.chat(t, "schedule a meeting with Dana tomorrow at 14:00")
	var created contractEventResult
	strict(t, r.Result, &created)
	if r.Tool != "create" || !r.Success || r.Summary == "" || created.Status != "success" || created.EventID == "" ||
		!strings.Contains(created.Summary, "Dana") || created.Start != "2026-01-21T14:00:00+02:00" || created.End != "2026-01-21T15:00:00+02:00" {
		t.Errorf("create: %+v %+v", r, created)
	}

	// Create event, error: {status: "error", error}.
	r = a.chat(t, "schedule "+strings.Repeat("x", 1100)+" tomorrow at 10:00")
	var failed contractErrorResult
	strict(t, r.Result, &failed)
	if r.Tool != "create" || r.Success || failed.Status != "error" || failed.Error == "" {
		t.Errorf("create error: %+v %+v", r, failed)
	}

	// Read events, with events: count and events.
	r = a.chat(t, "what do I have tomorrow?")
	var read contractListResult
	strict(t, r.Result, &read)
	if r.Tool != "read" || !r.Success || read.Status != "success" || read.Count != 1 || len(read.Events) != 1 ||
		read.Events[0].EventID != created.EventID || read.Events[0].Start != created.Start {
		t.Errorf("read: %+v %+v", r, read)
	}

	// Read events, none: result null.
	r = a.chat(t, "what do I have on Friday?")
	if r.Tool != "read" || !r.Success || string(r.Result) != "null" || r.Summary == "" {
		t.Errorf("read nothing: %+v %s", r, r.Result)
	}

	// Search events.
	r = a.chat(t, "when is my meeting with Dana?")
	var found contractListResult
	strict(t, r.Result, &found)
	if r.Tool != "search" || !r.Success || found.Count != 1 || found.Events[0].EventID != created.EventID {
		t.Errorf("search: %+v %+v", r, found)
	}

	// Get schedule (a time range: is it free?).
	r = a.chat(t, "am I free tomorrow at 14:00?")
	var sched contractListResult
	strict(t, r.Result, &sched)
	if r.Tool != "schedule" || sched.Count != 1 || sched.Events[0].EventID != created.EventID {
		t.Errorf("schedule: %+v %+v", r, sched)
	}

	// Update event, success and failure.
	r = a.chat(t, "move the meeting with Dana to 16:00")
	var updated contractEventResult
	strict(t, r.Result, &updated)
	if r.Tool != "update" || !r.Success || updated.EventID != created.EventID || updated.Start != "2026-01-21T16:00:00+02:00" {
		t.Errorf("update: %+v %+v", r, updated)
	}
	r = a.chat(t, "move the meeting with Yossi to 16:00")
	failed = contractErrorResult{}
	strict(t, r.Result, &failed)
	if r.Tool != "update" || r.Success || failed.Status != "error" || !strings.Contains(failed.Error, "Yossi") {
		t.Errorf("update error: %+v %+v", r, failed)
	}

	// Delete event, success and failure.
	r = a.chat(t, "cancel the meeting with Dana")
	var deleted contractEventResult
	strict(t, r.Result, &deleted)
	if r.Tool != "delete" || !r.Success || deleted.EventID != created.EventID || !strings.HasPrefix(deleted.Message, "Deleted event:") {
		t.Errorf("delete: %+v %+v", r, deleted)
	}
	r = a.chat(t, "cancel the dentist")
	failed = contractErrorResult{}
	strict(t, r.Result, &failed)
	if r.Tool != "delete" || r.Success || failed.Status != "error" {
		t.Errorf("delete error: %+v %+v", r, failed)
	}

	// Another capability: its operation name, and the capability.
	r = a.chat(t, "remind me tomorrow at 9 to call mom")
	var task struct {
		Status     string           `json:"status"`
		Capability string           `json:"capability"`
		Operation  string           `json:"operation"`
		Items      []map[string]any `json:"items"`
		Meta       map[string]any   `json:"meta"`
	}
	strict(t, r.Result, &task)
	if r.Tool != "create" || task.Capability != "tasks" || task.Operation != "create" || len(task.Items) != 1 {
		t.Errorf("task: %+v %+v", r, task)
	}

	// 401: the contract's wording, for a wrong token.
	code, h, body := a.post(t, "memo_aaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbb", "application/json", `{"text":"hi"}`)
	var e contractError
	strict(t, body, &e)
	if code != http.StatusUnauthorized || e.Detail != "Invalid or expired token" || !strings.HasPrefix(h.Get("WWW-Authenticate"), "Bearer") {
		t.Errorf("invalid token: %d %+v %v", code, e, h)
	}
}

func TestAgentChatPendingQuestionAcrossRequests(t *testing.T) {
	a := startAPI(t, nil)
	if r := a.chat(t, "add gym every Monday 18:00-19:00"); r.Tool != "create" || !r.Success {
		t.Fatalf("create series: %+v", r)
	}
	r := a.chat(t, "delete gym next Monday")
	var q pendingResult
	strict(t, r.Result, &q)
	if r.Tool != "delete" || !r.Success || q.Status != "pending" || q.Pending.Kind != "choose" || len(q.Pending.Options) != 2 {
		t.Fatalf("the question: %+v %+v", r, q)
	}
	// The next request answers it, as a WhatsApp message would.
	r = a.chat(t, "2")
	var deleted contractEventResult
	strict(t, r.Result, &deleted)
	if r.Tool != "delete" || !r.Success || deleted.Status != "success" || !strings.Contains(deleted.Summary, "gym") || deleted.Start != "2026-01-26T18:00:00+02:00" {
		t.Fatalf("the answer: %+v %+v", r, deleted)
	}
	// Only that occurrence went: the series is still there the week after.
	r = a.chat(t, "what do I have on Monday 2 February?")
	var read contractListResult
	strict(t, r.Result, &read)
	if read.Count != 1 {
		t.Errorf("the week after: %+v", read)
	}

	// The chat is the user's, whatever the channel: a question asked over
	// HTTP is answered from another channel (the terminal here).
	r = a.chat(t, "delete gym on Monday 2 February")
	q = pendingResult{}
	strict(t, r.Result, &q)
	if q.Status != "pending" {
		t.Fatalf("the second question: %+v %s", r, r.Result)
	}
	var out, errb bytes.Buffer
	args := []string{"chat", "--jsonl", "--user", a.user, "--now", apiNow}
	if err := run(context.Background(), args, strings.NewReader(`{"text":"1"}`+"\n"), &out, &errb, func(k string) string { return a.env[k] }); err != nil {
		t.Fatalf("memo chat: %v %s", err, errb.String())
	}
	var answered struct {
		Tool    string `json:"tool"`
		Success bool   `json:"success"`
		Result  struct {
			Meta struct {
				Deleted           int  `json:"deleted"`
				IsRecurringSeries bool `json:"isRecurringSeries"`
			} `json:"meta"`
		} `json:"result"`
	}
	if err := json.Unmarshal(out.Bytes(), &answered); err != nil || answered.Tool != "calendar.delete" || !answered.Success || !answered.Result.Meta.IsRecurringSeries {
		t.Fatalf("answer from the terminal: %s (%v)", out.String(), err)
	}
	if r := a.chat(t, "what do I have on Monday 9 February?"); string(r.Result) != "null" {
		t.Errorf("the series is still there: %s", r.Result)
	}
}

func TestAgentChatBadInput(t *testing.T) {
	a := startAPI(t, map[string]string{"MEMO_RATE_TOKEN": "1000/1m"})
	revoked := a.newToken(t, a.user)
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"token", "revoke", revoked}, nil, &out, &errb, func(k string) string { return a.env[k] }); err != nil {
		t.Fatalf("memo token revoke: %v %s", err, errb.String())
	}
	huge := `{"text":"` + strings.Repeat("a", 10<<20) + `"}`
	tests := []struct {
		name, token, ctype, body string
		code                     int
		detail                   string
	}{
		{"no body", a.token, "application/json", "", 400, "Request body is empty"},
		{"10 MB body", a.token, "application/json", huge, 400, "larger than 64 KB"},
		{"wrong content type", a.token, "text/plain", `{"text":"hi"}`, 400, "Content-Type must be application/json"},
		{"no content type", a.token, "", `{"text":"hi"}`, 400, "Content-Type must be application/json"},
		{"invalid JSON", a.token, "application/json", `{"text": "hi"`, 400, "Invalid JSON"},
		{"not JSON at all", a.token, "application/json", `text=hi`, 400, "Invalid JSON at byte"},
		{"text not a string", a.token, "application/json", `{"text": 5}`, 400, `Field "text" must be a string`},
		{"a JSON array", a.token, "application/json", `["hi"]`, 400, "send a JSON object"},
		{"unknown field", a.token, "application/json", `{"text":"hi","user":"+1"}`, 400, `Unknown field "user"`},
		{"two values", a.token, "application/json", `{"text":"hi"}{"text":"again"}`, 400, "more than one value"},
		{"empty text", a.token, "application/json", `{"text":"   "}`, 400, `Field "text" is required`},
		{"text too long", a.token, "application/json", `{"text":"` + strings.Repeat("a", 4001) + `"}`, 400, "longer than 4000 characters"},
		{"no authorization", "", "application/json", `{"text":"hi"}`, 401, "Invalid or expired token"},
		{"revoked token", revoked, "application/json", `{"text":"hi"}`, 401, "Invalid or expired token"},
		{"malformed token", "not-a-token", "application/json", `{"text":"hi"}`, 401, "Invalid or expired token"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, body := a.post(t, tt.token, tt.ctype, tt.body)
			var e contractError
			strict(t, body, &e)
			if code != tt.code || !strings.Contains(e.Detail, tt.detail) {
				t.Errorf("HTTP %d %q; want %d with %q", code, e.Detail, tt.code, tt.detail)
			}
			for _, leak := range []string{"goroutine", "panic", "json:", "Go struct", "api.", "main.", "*http", "runtime"} {
				if strings.Contains(string(body), leak) {
					t.Errorf("the answer leaks %q: %s", leak, body)
				}
			}
		})
	}
	// Malformed Authorization headers.
	for _, h := range []string{"Basic dXNlcjpwYXNz", "Bearer", "Bearer ", "bearer" + a.token, a.token} {
		req, _ := http.NewRequest(http.MethodPost, a.url+"/agent/chat", strings.NewReader(`{"text":"hi"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", h)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e contractError
		strict(t, body, &e)
		if resp.StatusCode != 401 || e.Detail != "Invalid or expired token" {
			t.Errorf("Authorization %.12q: %d %s", h, resp.StatusCode, body)
		}
	}
	// Other methods: 405 in the same shape.
	resp, err := http.Get(a.url + "/agent/chat")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var e contractError
	strict(t, body, &e)
	if resp.StatusCode != 405 || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET: %d %s", resp.StatusCode, body)
	}
	// Nothing above ran a turn: the user's chat is empty.
	if r := a.chat(t, "show my tasks"); strings.Contains(string(r.Result), `"count":1`) {
		t.Errorf("a refused request created something: %s", r.Result)
	}
}

func TestAgentChatIdempotentAndLimited(t *testing.T) {
	a := startAPI(t, map[string]string{"MEMO_RATE_TOKEN": "6/1m"})
	body := `{"text":"remind me tomorrow at 9 to call mom","message_id":"m-1"}`
	code1, _, first := a.post(t, a.token, "application/json", body)
	code2, h2, second := a.post(t, a.token, "application/json", body)
	if code1 != 200 || code2 != 200 || !bytes.Equal(first, second) || h2.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("retry: %d %s / %d %s %v", code1, first, code2, second, h2)
	}
	r := a.chat(t, "show my tasks")
	var tasks struct {
		Items []map[string]any `json:"items"`
	}
	_ = json.Unmarshal(r.Result, &tasks)
	if len(tasks.Items) != 1 {
		t.Fatalf("after a retried create: %d tasks, want 1: %s", len(tasks.Items), r.Result)
	}
	// Another user's message_id "m-1" is theirs alone.
	otherToken := a.newToken(t, "+972509999999")
	if code, _, b := a.post(t, otherToken, "application/json", body); code != 200 || bytes.Equal(b, first) {
		t.Fatalf("other user: %d %s", code, b)
	}
	// The token's limit: 6 a minute, and the clock stands still.
	var codes []int
	for range 5 {
		code, h, b := a.post(t, a.token, "application/json", `{"text":"hi"}`)
		codes = append(codes, code)
		if code == http.StatusTooManyRequests {
			var e contractError
			strict(t, b, &e)
			if !strings.Contains(e.Detail, "Too many requests") || h.Get("Retry-After") == "" {
				t.Errorf("429: %s %v", b, h)
			}
		}
	}
	if fmt.Sprint(codes) != "[200 200 200 429 429]" {
		t.Errorf("codes %v; want the 7th request of the minute refused (the retry counts)", codes)
	}
}

func TestAgentChatServerSideErrors(t *testing.T) {
	a := startAPI(t, nil)
	db, err := sql.Open("sqlite", filepath.Join(a.env["XDG_DATA_HOME"], "memo", "memo.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// The token's user is gone: 400, the contract's wording.
	if _, err := db.Exec(`DELETE FROM users WHERE id = ?`, a.user); err != nil {
		t.Fatal(err)
	}
	code, _, body := a.post(t, a.token, "application/json", `{"text":"hi"}`)
	var e contractError
	strict(t, body, &e)
	if code != 400 || e.Detail != "Failed to load user context: User "+a.user+" not found" {
		t.Errorf("user gone: %d %s", code, body)
	}

	// The turn cannot run (its state store is broken): 500, the
	// contract's wording, and no internals.
	other := "+972508888888"
	tok := a.newToken(t, other)
	if _, err := db.Exec(`DROP TABLE state_languages`); err != nil {
		t.Fatal(err)
	}
	code, _, body = a.post(t, tok, "application/json", `{"text":"hello there"}`)
	e = contractError{}
	strict(t, body, &e)
	if code != 500 || !strings.HasPrefix(e.Detail, "Agent invocation failed: ") || strings.Contains(e.Detail, "state_languages") {
		t.Errorf("broken store: %d %s", code, body)
	}
	if !strings.Contains(a.stderr.String(), "state_languages") {
		t.Errorf("the server log lacks the cause:\n%s", a.stderr.String())
	}
}
