package model_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s changed (run go test -update and review the diff):\n%s", path, got)
	}
}

// snapshot splits a request body into its tools and the rest (with the
// tools' names), each indented, so a golden file shows prompt changes and
// the tools chosen, and the tools file shows schema changes.
func snapshot(t *testing.T, body []byte) (rest, tools []byte) {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("request body: %v", err)
	}
	var names []string
	var defs []struct {
		Function struct {
			Name string `json:"name"`
		} `json:"function"`
	}
	if err := json.Unmarshal(m["tools"], &defs); err != nil {
		t.Fatalf("tools: %v", err)
	}
	for _, d := range defs {
		names = append(names, d.Function.Name)
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, m["tools"], "", "  "); err != nil {
		t.Fatal(err)
	}
	// A copy: buf is reused below for the rest.
	tools = append(bytes.Clone(buf.Bytes()), '\n')
	m["tools"], _ = json.Marshal(names)
	compact, _ := json.Marshal(m)
	buf.Reset()
	if err := json.Indent(&buf, compact, "", "  "); err != nil {
		t.Fatal(err)
	}
	return append(buf.Bytes(), '\n'), tools
}

// TestRequestGolden snapshots the request bodies the planner sends, with
// "now" and the zone pinned.
func TestRequestGolden(t *testing.T) {
	full := request("תמחק את זה של אבא, ותוסיף ביצים לקניות", memo.Hebrew)
	full.Numbered = &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks,
		IDs: []string{"a", "b", "c"}, Titles: []string{"שיחה לאמא", "שיחה לאבא", "לשלם חשבון חשמל"}}
	full.ListNames = []string{"קניות", "אריזה לטיול"}
	full.Recent = []memo.Turn{
		{At: monday, Role: "user", Text: "מה המשימות שלי?"},
		{At: monday, Role: "assistant", Text: "1. *שיחה לאמא*\n2. *שיחה לאבא*\n3. *לשלם חשבון חשמל*", Tool: "tasks.getAll"},
		{At: monday, Role: "user", Text: "תמחק את השיחה"},
		{At: monday, Role: "assistant", Text: "לאיזו התכוונת ב„שיחה”?\n1. שיחה לאמא\n2. שיחה לאבא", Tool: "tasks.delete"},
	}
	full.Dropped = &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichTask, Subject: "שיחה", StepID: "A",
		Options: []memo.Option{{Label: "שיחה לאמא"}, {Label: "שיחה לאבא"}},
		Plan:    memo.Plan{Steps: []memo.Step{{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete}}}}
	due := time.Date(2026, time.January, 20, 9, 0, 0, 0, jerusalem)
	full.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "b", Title: "שיחה לאבא", When: &due}

	tests := []struct {
		name   string
		req    memo.PlanRequest
		script []openaitest.Response
	}{
		{"en_first_message", request("Don't let me forget to renew my passport next Monday, mid-morning", memo.English),
			[]openaitest.Response{openaitest.Text("Which day do you mean?")}},
		{"he_full_context", full, []openaitest.Response{openaitest.Text("Which day do you mean?")}},
		// Words that point to no domain: every tool is sent, so tools.json
		// holds them all.
		{"en_no_cue", request("Noa likes lilies", memo.English), []openaitest.Response{openaitest.Text("Which day do you mean?")}},
		{"en_repair", request("remind me to call mom at 9", memo.English), []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"09:00","remind":true}]}`),
				openaitest.ToolCall("email", `{}`)),
			openaitest.Text("Which day do you mean?"),
		}},
	}
	var tools []byte
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(tt.script...)
			if _, err := newPlanner(t, srv).Plan(t.Context(), tt.req); err != nil {
				t.Fatalf("Plan: %v", err)
			}
			reqs := srv.Requests()
			rest, ts := snapshot(t, reqs[len(reqs)-1].Body)
			golden(t, tt.name+".json", rest)
			if len(ts) > len(tools) {
				tools = ts // the request with the most tools
			}
		})
	}
	golden(t, "tools.json", tools)
}
