package model_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph/model"
)

func memoryCall(args string) openaitest.Call { return openaitest.ToolCall("memory", args) }

// TestMemorySteps converts one memory call per operation.
func TestMemorySteps(t *testing.T) {
	tests := []struct {
		name, args, want string
	}{
		{"store a fact",
			`{"operation":"storeMemory","kind":"fact","text":"the gate code is 4512","subject":"the gate code","value":"4512","query":"","positions":[]}`,
			`{"capability":"memory","operation":"storeMemory","memory":{"draft":{"kind":"fact","text":"the gate code is 4512","subject":"the gate code","value":"4512"}}}`},
		{"store a contact's phone",
			`{"operation":"storeMemory","kind":"contact","text":"Avi 054-1234567","subject":"Avi","value":"054-1234567"}`,
			`{"capability":"memory","operation":"storeMemory","memory":{"draft":{"kind":"contact","text":"Avi 054-1234567","name":"Avi","phone":"054-1234567"}}}`},
		{"store a contact's email",
			`{"operation":"storeMemory","kind":"contact","text":"","subject":"Ronit","value":"ronit@example.com"}`,
			`{"capability":"memory","operation":"storeMemory","memory":{"draft":{"kind":"contact","text":"","name":"Ronit","email":"ronit@example.com"}}}`},
		{"store a note by default",
			`{"operation":"storeMemory","kind":null,"text":"I parked on level 2"}`,
			`{"capability":"memory","operation":"storeMemory","memory":{"draft":{"kind":"note","text":"I parked on level 2"}}}`},
		{"a question",
			`{"operation":"searchMemory","query":"where did I park"}`,
			`{"capability":"memory","operation":"searchMemory","memory":{"query":"where did I park"}}`},
		{"a name alone asks for everything about it",
			`{"operation":"searchMemory","query":"Avi"}`,
			`{"capability":"memory","operation":"searchMemory","memory":{"query":"Avi","all":true}}`},
		{"delete by position the message did not name is confirmed",
			`{"operation":"deleteMemory","positions":[2]}`,
			`{"capability":"memory","operation":"deleteMemory","verify":true,"memory":{"indexes":[2]}}`},
		{"update by name",
			`{"operation":"updateMemory","kind":"fact","text":"the gate code is 7777","subject":"the gate code","value":"7777","query":"gate code"}`,
			`{"capability":"memory","operation":"updateMemory","verify":true,"memory":{"draft":{"kind":"fact","text":"the gate code is 7777","subject":"the gate code","value":"7777"},"query":"gate code"}}`},
		{"list",
			`{"operation":"getAllMemory"}`,
			`{"capability":"memory","operation":"getAllMemory","memory":{}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(memoryCall(tt.args)))
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("x", memo.English))
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			want := `[{"id":"A",` + strings.TrimPrefix(tt.want, "{") + `]`
			if got := stepsJSON(plan.Steps); got != want {
				t.Errorf("steps\n got %s\nwant %s", got, want)
			}
		})
	}
}

// TestMemoryDeleteByPositionRunsAsSaid: a memory chosen by its number in
// the list shown, as the message said it, needs no confirmation.
func TestMemoryDeleteByPositionRunsAsSaid(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Tools(memoryCall(`{"operation":"deleteMemory","positions":[2]}`)))
	plan, err := newPlanner(t, srv).Plan(t.Context(), request("forget number 2", memo.English))
	if err != nil {
		t.Fatalf("Plan: %v", err)
	}
	if len(plan.Steps) != 1 || plan.Steps[0].Verify {
		t.Errorf("steps %s; want one delete, not to be confirmed", stepsJSON(plan.Steps))
	}
}

// TestMemoryBadCalls: a bad memory call gets one repair quoting what was
// wrong; still bad, nothing runs.
func TestMemoryBadCalls(t *testing.T) {
	for _, tt := range []struct{ name, args, repair string }{
		{"unknown operation", `{"operation":"forgetAll"}`, `memory operation "forgetAll"`},
		{"a store of nothing", `{"operation":"storeMemory","kind":"note","text":" "}`, "storeMemory needs the text to remember"},
		{"a search of nothing", `{"operation":"searchMemory","query":""}`, "search needs query"},
		{"a delete of nothing", `{"operation":"deleteMemory"}`, "delete needs query or positions"},
		{"an unknown kind", `{"operation":"storeMemory","kind":"poem","text":"x"}`, `kind "poem"`},
		{"a made-up id", `{"operation":"deleteMemory","id":"m_1"}`, "delete needs query or positions"},
		{"a text too long", `{"operation":"storeMemory","text":"` + strings.Repeat("x", memo.MaxMemoryRunes+1) + `"}`, "at most 10000"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(memoryCall(tt.args)), openaitest.Tools(memoryCall(tt.args)))
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("x", memo.English))
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify {
				t.Errorf("steps %s, want a clarify", stepsJSON(plan.Steps))
			}
			reqs := srv.Requests()
			if len(reqs) != 2 || !strings.Contains(string(reqs[1].Body), jsonFragment(tt.repair)) {
				t.Errorf("repair note lacks %q", tt.repair)
			}
		})
	}
}

func jsonFragment(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

func TestPhraser(t *testing.T) {
	srv := openaitest.New(t)
	client, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	p, err := model.NewPhraser(client)
	if err != nil {
		t.Fatal(err)
	}
	notes := []memo.Memory{{MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryNote, Text: "חניתי בקומה מינוס 2 ליד עמוד C7"}}}
	srv.Push(openaitest.Text("חנית בקומה מינוס 2, ליד עמוד C7."), openaitest.Text("NONE."), openaitest.Status(503, "down"))
	got, usage, err := p.Phrase(t.Context(), memo.Hebrew, "איפה חניתי?", notes)
	if err != nil || got != "חנית בקומה מינוס 2, ליד עמוד C7." || usage.Calls != 1 {
		t.Errorf("Phrase = %q, %+v, %v", got, usage, err)
	}
	body := string(srv.Requests()[0].Body)
	if !strings.Contains(body, "Hebrew") || !strings.Contains(body, "עמוד C7") {
		t.Errorf("request %s: want the language and the note", body)
	}
	if got, usage, err := p.Phrase(t.Context(), memo.Hebrew, "איפה חניתי?", notes); got != "" || err != nil || usage.Calls != 1 {
		t.Errorf("NONE: %q, %v; want no answer, one call counted", got, err)
	}
	if _, usage, err := p.Phrase(t.Context(), memo.English, "where?", notes); memo.ErrorCodeOf(err) != memo.EUnavailable || usage.Calls != 1 {
		t.Errorf("a server down: %v, %+v", err, usage)
	}
	if got, usage, err := p.Phrase(context.Background(), memo.English, "where?", nil); got != "" || usage.Calls != 0 || err != nil {
		t.Errorf("no notes: %q, %+v, %v; want no call", got, usage, err)
	}
}
