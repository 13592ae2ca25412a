package model_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pkoukk/tiktoken-go"
	loader "github.com/pkoukk/tiktoken-go-loader"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph/model"
)

// tokenBudget is the most a planning request may cost without its
// message and repair note (the fixed prompt: instructions, context, recent
// turns and the tools sent); the message and the note pay their own way. Sending only
// the tools a message can need brought it down from 1,900 (all six tools
// on every call).
const tokenBudget = model.FixedBudget

// o200k is the tokenizer of gpt-4o and gpt-4o-mini, loaded from the BPE
// ranks embedded in tiktoken-go-loader, so counting needs no download.
var o200k = sync.OnceValues(func() (*tiktoken.Tiktoken, error) {
	tiktoken.SetBpeLoader(loader.NewOfflineLoader())
	return tiktoken.GetEncoding("o200k_base")
})

// countTokens counts the tokens of a request body as sent: the whole JSON,
// tool schemas, keys and escapes included. That is more than the API
// bills for the same request, so the budget is checked on the safe side.
func countTokens(tb testing.TB, body []byte) int {
	tb.Helper()
	enc, err := o200k()
	if err != nil {
		tb.Fatalf("load o200k_base: %v", err)
	}
	return len(enc.EncodeOrdinary(string(body)))
}

func TestTokenizerWorksOffline(t *testing.T) {
	// Known counts of o200k_base, so a wrong encoding or loader shows.
	tests := []struct {
		text string
		want int
	}{
		{"hello world", 2},
		{"", 0},
	}
	for _, tt := range tests {
		if got := countTokens(t, []byte(tt.text)); got != tt.want {
			t.Errorf("tokens(%q) = %d, want %d", tt.text, got, tt.want)
		}
	}
}

// sent is one request body.
type sent struct {
	name string
	body []byte
	// worst is set for the requests with a context past every bound.
	worst bool
}

// withoutMessage is the body with the user's message (its last user
// message) and the repair note after it emptied: the fixed prompt, whose
// cost the budget bounds.
func withoutMessage(tb testing.TB, r sent) []byte {
	tb.Helper()
	var req struct {
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(r.body, &req); err != nil {
		tb.Fatalf("%s: %v", r.name, err)
	}
	last := -1
	for i, m := range req.Messages {
		if m.Role == "user" {
			last = i
		}
	}
	if last < 0 {
		tb.Fatalf("%s: no user message", r.name)
	}
	body := r.body
	for i := len(req.Messages) - 1; i >= last; i-- {
		q, err := json.Marshal(req.Messages[i].Content)
		if err != nil {
			tb.Fatal(err)
		}
		q = q[1 : len(q)-1]
		j := bytes.LastIndex(body, q)
		if len(q) == 0 || j < 0 {
			tb.Fatalf("%s: message %d %q is not in the request body", r.name, i, req.Messages[i].Content)
		}
		body = slices.Concat(body[:j], body[j+len(q):])
	}
	return body
}

// badAnswer is an answer that fails every check, with long quoted values,
// so that the repair call that follows carries the longest note.
func badAnswer() openaitest.Response {
	bad := make([]openaitest.Call, 0, 6)
	for range 3 {
		bad = append(bad, tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"`+hebrew(200)+`","remind":true}]}`),
			openaitest.ToolCall(hebrew(100), `{}`))
	}
	return openaitest.Tools(bad...)
}

// corpus is every request the budget is checked on: the conversation set;
// each message of toolCases with its own context, and again with a
// context past every prompt bound and a repair call; and worstCase.
func corpus(t *testing.T) []sent {
	var out []sent
	for _, c := range conversations {
		f := play(t, c)
		for i, r := range f.srv.Requests() {
			out = append(out, sent{name: c.name + "#" + strconv.Itoa(i+1), body: r.Body})
		}
	}
	plan := func(name string, worst bool, req memo.PlanRequest, script ...openaitest.Response) {
		srv := openaitest.New(t)
		srv.Push(script...)
		if _, err := newPlanner(t, srv).Plan(t.Context(), req); err != nil {
			t.Fatalf("%s: Plan: %v", name, err)
		}
		if srv.Calls() != len(script) {
			t.Fatalf("%s: %d calls, want %d", name, srv.Calls(), len(script))
		}
		for i, r := range srv.Requests() {
			out = append(out, sent{name: name + "#" + strconv.Itoa(i+1), body: r.Body, worst: worst})
		}
	}
	for _, c := range toolCases {
		plan(c.text, false, c.request(), openaitest.Text("Which day do you mean?"))
		plan(c.text+" (worst context)", true, worstContext(c.request()), badAnswer(), openaitest.Text("Which day do you mean?"))
	}
	plan("worst_case", true, worstCase(), badAnswer(), openaitest.Text("Which day do you mean?"))
	return out
}

// TestRequestTokens checks the budget on every request of the corpus,
// among them messages that get every tool with every prompt bound
// reached, and logs the figures: the whole request and the fixed prompt,
// min, median and max.
func TestRequestTokens(t *testing.T) {
	var whole, fixed, own []int
	allTools := 0
	for _, r := range corpus(t) {
		n, f := countTokens(t, r.body), countTokens(t, withoutMessage(t, r))
		whole, fixed = append(whole, n), append(fixed, f)
		if !r.worst {
			own = append(own, n)
		}
		if f > tokenBudget {
			t.Errorf("%s: the request without its message and repair note is %d tokens, over the budget of %d", r.name, f, tokenBudget)
		}
		if len(sentTools(t, r.body)) == len(every) {
			allTools++
		}
	}
	if allTools == 0 {
		t.Error("no request of the corpus sent every tool: the worst case is not measured")
	}
	t.Logf("%d requests (%d with every tool); whole request %s; without the message and repair note %s (budget %d)",
		len(whole), allTools, spread(whole), spread(fixed), tokenBudget)
	t.Logf("%d requests with their own context (the conversations and the messages): whole request %s", len(own), spread(own))
}

// TestToolTokenEstimate checks that the planner's estimate of each tool's
// cost, which the context budget is spent by, is never below its real
// cost in a request.
func TestToolTokenEstimate(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Text("Which day do you mean?"))
	p := newPlanner(t, srv)
	if _, err := p.Plan(t.Context(), request("hmm", memo.English)); err != nil {
		t.Fatalf("Plan: %v", err)
	}
	var body struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if err := json.Unmarshal(srv.Requests()[0].Body, &body); err != nil {
		t.Fatal(err)
	}
	est := model.ToolTokens(p)
	if len(body.Tools) != len(est) {
		t.Fatalf("%d tools sent for a message with no cue, want all %d", len(body.Tools), len(est))
	}
	for _, raw := range body.Tools {
		var def struct {
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		}
		if err := json.Unmarshal(raw, &def); err != nil {
			t.Fatal(err)
		}
		real := countTokens(t, raw) + 1 // and the comma between tools
		t.Logf("%s: estimated %d, real %d", def.Function.Name, est[def.Function.Name], real)
		if e := est[def.Function.Name]; e < real || e > real+real/5 {
			t.Errorf("tool %s: estimated %d tokens, costs %d (the estimate must be at least the cost, and within 20%%)", def.Function.Name, e, real)
		}
	}
}

// spread is "min/median/max" of ns.
func spread(ns []int) string {
	s := slices.Sorted(slices.Values(ns))
	return fmt.Sprintf("min %d, median %d, max %d", s[0], s[len(s)/2], s[len(s)-1])
}

// hebrew is n runes of ordinary Hebrew (about 2.4 runes a token in
// o200k_base; English runs about 4.5).
func hebrew(n int) string {
	const sentence = "תזכיר לי מחר בבוקר להתקשר לאמא ולקבוע תור לרופא השיניים של הילדים, ואחר כך לקנות חלב ולחם. "
	s := []rune(strings.Repeat(sentence, n/len([]rune(sentence))+1))
	return string(s[:n])
}

// worstCase is a request past every prompt bound: a long message, and
// more recent turns, numbered titles, list names and options than are
// sent, all longer than the cuts, and an item in focus.
func worstCase() memo.PlanRequest {
	return worstContext(request(hebrew(model.MaxTextRunes), memo.Hebrew))
}

// worstContext is req with a context past every prompt bound, in Hebrew.
func worstContext(req memo.PlanRequest) memo.PlanRequest {
	for i := range memo.MaxTurns {
		role := "user"
		if i%2 == 1 {
			role = "assistant"
		}
		req.Recent = append(req.Recent, memo.Turn{At: monday, Role: role, Text: hebrew(400)})
	}
	n := &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks}
	for range 30 {
		n.IDs = append(n.IDs, "id")
		n.Titles = append(n.Titles, hebrew(200))
	}
	req.Numbered = n
	for range 30 {
		req.ListNames = append(req.ListNames, hebrew(100))
	}
	p := memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichTask, Subject: hebrew(100), StepID: "A",
		Plan: memo.Plan{Steps: []memo.Step{{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete}}}}
	for range 5 {
		p.Options = append(p.Options, memo.Option{Label: hebrew(200)})
	}
	req.Dropped = &p
	when := monday.AddDate(0, 0, 3)
	req.Focus = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusListItem, ID: "i1", Title: hebrew(200), When: &when}
	return req
}
