package model_test

import (
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

// TokenBudget is the most a planning request body may cost, tools
// included. The memory tool (about 170 tokens) raised it from 1,500, the
// mail tool (about 200) from 1,700.
const tokenBudget = 1900

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

// TestRequestTokens checks the budget on every request the conversation
// set sends, and on the largest request the prompt bounds allow, with its
// repair call.
func TestRequestTokens(t *testing.T) {
	var bodies [][]byte
	names := []string{}
	for _, c := range conversations {
		f := play(t, c)
		for i, r := range f.srv.Requests() {
			bodies = append(bodies, r.Body)
			names = append(names, c.name+"#"+strconv.Itoa(i+1))
		}
	}

	srv := openaitest.New(t)
	// The worst first request, and its repair: every problem kind, long
	// quoted values.
	bad := make([]openaitest.Call, 0, 6)
	for range 3 {
		bad = append(bad, tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"`+hebrew(200)+`","remind":true}]}`),
			openaitest.ToolCall(hebrew(100), `{}`))
	}
	srv.Push(openaitest.Tools(bad...), openaitest.Text("ok"))
	if _, err := newPlanner(t, srv).Plan(t.Context(), worstCase()); err != nil {
		t.Fatalf("Plan: %v", err)
	}
	if srv.Calls() != 2 {
		t.Fatalf("worst case made %d calls, want 2 (with the repair)", srv.Calls())
	}
	for i, r := range srv.Requests() {
		bodies = append(bodies, r.Body)
		names = append(names, "worst_case#"+strconv.Itoa(i+1))
	}

	most, sum := 0, 0
	for i, b := range bodies {
		n := countTokens(t, b)
		sum += n
		most = max(most, n)
		if n > tokenBudget {
			t.Errorf("%s: request body is %d tokens, over the budget of %d", names[i], n, tokenBudget)
		}
	}
	t.Logf("%d requests: mean %d tokens, max %d (budget %d)", len(bodies), sum/len(bodies), most, tokenBudget)
}

// hebrew is n runes of ordinary Hebrew (about 2.4 runes a token in
// o200k_base; English runs about 4.5).
func hebrew(n int) string {
	const sentence = "תזכיר לי מחר בבוקר להתקשר לאמא ולקבוע תור לרופא השיניים של הילדים, ואחר כך לקנות חלב ולחם. "
	s := []rune(strings.Repeat(sentence, n/len([]rune(sentence))+1))
	return string(s[:n])
}

// worstCase is a request past every prompt bound: the longest message
// sent, and more recent turns, numbered titles, list names and options
// than are sent, all longer than the cuts, and an item in focus.
func worstCase() memo.PlanRequest {
	req := request(hebrew(model.MaxTextRunes), memo.Hebrew)
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
