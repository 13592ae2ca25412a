package model_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestModelCalls counts model calls per turn: a command the offline
// grammar understands costs none, an open request one, a reply to the
// question it asked none; each turn's trace row says so.
func TestModelCalls(t *testing.T) {
	f := newFixture(t)
	steps := []struct {
		text   string
		script []openaitest.Response
		calls  int
		source string
	}{
		{"add a task: call mom", nil, 0, "offline"},
		{"add a task: call dad", nil, 0, "offline"},
		{"scrap the call", []openaitest.Response{{ToolCalls: []openaitest.Call{tasksCall(`{"operation":"delete","targets":["call"]}`)}, PromptTokens: 812, CompletionTokens: 31}}, 1, "model"},
		// Picking the task answers "which"; the delete the model planned
		// is still confirmed, as "2" names no task.
		{"2", nil, 0, "reply"},
		{"yes", nil, 0, "reply"},
		{"how are you today?", []openaitest.Response{{Text: "Great, thanks!", PromptTokens: 790, CompletionTokens: 6}}, 1, "model"},
	}
	var want []string
	for _, s := range steps {
		f.srv.Push(s.script...)
		before := f.srv.Calls()
		f.send(s.text)
		if got := f.srv.Calls() - before; got != s.calls {
			t.Errorf("%q: %d model calls, want %d", s.text, got, s.calls)
		}
		want = append(want, s.source+" "+strconv.Itoa(s.calls))
	}
	wantTasks("call mom")(t, f)

	rows, err := f.db.SQL().QueryContext(t.Context(), `SELECT source, calls, prompt_tokens, completion_tokens, tool, success
		FROM turn_traces WHERE chat_id = ? ORDER BY rowid`, f.chat)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got, tokens []string
	for rows.Next() {
		var source, tool string
		var calls, prompt, completion int
		var ok bool
		if err := rows.Scan(&source, &calls, &prompt, &completion, &tool, &ok); err != nil {
			t.Fatal(err)
		}
		got = append(got, source+" "+strconv.Itoa(calls))
		tokens = append(tokens, strconv.Itoa(prompt)+"+"+strconv.Itoa(completion)+" "+tool)
	}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("traces = %v, want %v", got, want)
	}
	wantTokens := []string{"0+0 tasks.create", "0+0 tasks.create", "812+31 tasks.delete", "0+0 tasks.delete", "0+0 tasks.delete", "790+6 general.answer"}
	if strings.Join(tokens, ", ") != strings.Join(wantTokens, ", ") {
		t.Errorf("trace tokens = %v, want %v", tokens, wantTokens)
	}
}

// TestBadInputRunsNothing drives bad model answers through the runner:
// the user gets a clear reply and the store is untouched.
// clarify marks a case whose reply is a clarifying question (pending
// "missing") rather than a failure.
const clarify = "(asks to clarify)"

func TestBadInputRunsNothing(t *testing.T) {
	valid := tasksCall(`{"operation":"create","tasks":[{"text":"buy bread","due":null,"remind":false}]}`)
	tests := []struct {
		name   string
		text   string
		script []openaitest.Response
		// reply is a part of the reply; err means the turn fails for the
		// dispatcher's apology.
		reply string
		err   memo.ErrorCode
	}{
		{"an invalid call beside a valid one, twice", "scrap the call and get bread", []openaitest.Response{
			openaitest.Tools(valid, tasksCall(`{"operation":"delete","id":"t1"}`)),
			openaitest.Tools(valid, tasksCall(`{"operation":"delete","id":"t1"}`)),
		}, clarify, ""},
		{"a hallucinated id as a target", "scrap the call", []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete","targets":["tsk_01HZX3Q9"]}`)),
		}, "tsk_01HZX3Q9", ""},
		{"a position beyond the list shown", "scrap the seventh", []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete","positions":[7]}`)),
		}, "7", ""},
		{"malformed JSON twice", "scrap the call", []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete",`)), openaitest.Tools(tasksCall(`{`)),
		}, clarify, ""},
		{"400 from the API", "scrap the call", []openaitest.Response{openaitest.Status(400, "bad request")},
			"I couldn't work that request out", ""},
		// The model unreachable after its retries: an apology, not an error
		// of the turn (which is still traced).
		{"429 from the API", "scrap the call", []openaitest.Response{openaitest.Status(429, "rate limited")}, "Sorry", ""},
		{"empty choices", "scrap the call", []openaitest.Response{{NoChoices: true}}, "Sorry", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			f.send("add a task: call mom")
			f.send("show my tasks")
			f.srv.Push(tt.script...)
			r, err := f.try(tt.text)
			if tt.err != "" {
				if memo.ErrorCodeOf(err) != tt.err {
					t.Fatalf("Handle error %v, want code %q", err, tt.err)
				}
			} else {
				if err != nil {
					t.Fatalf("Handle: %v", err)
				}
				asked := r.Pending != nil && r.Pending.Kind == memo.PendingMissing && r.Pending.Reason == memo.ReasonClarify
				if tt.reply == clarify {
					if !asked || !strings.Contains(r.Text, "?") {
						t.Errorf("want a clarifying question, got pending %+v:\n%s", r.Pending, r.Text)
					}
				} else if r.Success || !strings.Contains(r.Text, tt.reply) {
					t.Errorf("reply (success %v):\n%s\nwant a failure mentioning %q", r.Success, r.Text, tt.reply)
				}
			}
			wantTasks("call mom")(t, f)
			if n := f.srv.Left(); n != 0 {
				t.Errorf("%d scripted answers unused", n)
			}
		})
	}
}
