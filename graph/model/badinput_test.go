package model_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// repairNote returns the note a repair request ends with.
func repairNote(t *testing.T, body []byte) string {
	t.Helper()
	var req struct {
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		t.Fatalf("request body: %v", err)
	}
	last := req.Messages[len(req.Messages)-1]
	if last.Role != "system" {
		t.Fatalf("repair request ends with a %s message, want the system note", last.Role)
	}
	return last.Content
}

func TestPlanBadInput(t *testing.T) {
	valid := tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T09:00","remind":true}]}`)
	validSteps := `[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"call mom","due_date":"2026-01-20T09:00:00+02:00"}]}}]`
	tests := []struct {
		name   string
		lang   memo.Language
		script []openaitest.Response
		calls  int
		// Either the steps, or the error code and the message the user sees.
		steps string
		code  memo.ErrorCode
		msg   string
		// why is what the writer is told to word, when the planner
		// leaves the wording to it.
		why memo.Why
		// repair is quoted in the note of the repair request.
		repair []string
	}{
		{name: "malformed JSON, then fixed", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom"`)), openaitest.Tools(valid),
		}, calls: 2, steps: validSteps, repair: []string{"call 1: tasks: not valid JSON"}},
		{name: "malformed JSON twice", lang: memo.Hebrew, script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":`)), openaitest.Tools(tasksCall(`not json`)),
		}, calls: 2, code: memo.EInvalid, msg: "לא הבנתי את כל הפרטים. אפשר לנסח שוב, למשל עם יום ושעה מלאים?"},
		{name: "JSON with trailing text", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"getAll"} {"operation":"deleteAll"}`)), openaitest.Text("Sorry, which tasks?"),
		}, calls: 2, steps: `[{"id":"A","capability":"general","operation":"answer","general":{"text":"Sorry, which tasks?"}}]`,
			repair: []string{"text after the object"}},
		{name: "end_series on a delete, then a complete", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete","targets":["drink water"],"end_series":true}`)),
			openaitest.Tools(tasksCall(`{"operation":"complete","targets":["drink water"],"end_series":true}`)),
		}, calls: 2, steps: `[{"id":"A","capability":"tasks","operation":"complete","verify":true,"tasks":{"targets":["drink water"],"endSeries":true}}]`,
			repair: []string{"end_series is for complete only"}},
		{name: "unknown tool", script: []openaitest.Response{
			openaitest.Tools(openaitest.ToolCall("email", `{"operation":"send"}`)), openaitest.Tools(valid),
		}, calls: 2, steps: validSteps, repair: []string{`unknown tool "email": use tasks, lists, calendar or help`}},
		{name: "a hallucinated id field is no target", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete","id":"tsk_01HZX3"}`)),
			openaitest.Tools(tasksCall(`{"operation":"delete","ids":["tsk_01HZX3"]}`)),
		}, calls: 2, code: memo.EInvalid, msg: "Which one do you mean? Please write its name as it appears.",
			repair: []string{`delete needs targets`}},
		{name: "a time with no date", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"09:00","remind":true}]}`)), openaitest.Tools(valid),
		}, calls: 2, steps: validSteps, repair: []string{`due \"09:00\" has a time but no date`}},
		{name: "a time with a zone", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T07:00:00Z","remind":true}]}`)), openaitest.Tools(valid),
		}, calls: 2, steps: validSteps, repair: []string{"has a time zone"}},
		{name: "a date that does not exist, twice", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-02-30T09:00","remind":true}]}`)),
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-02-30T09:00","remind":true}]}`)),
		}, calls: 2, code: memo.EInvalid, msg: "that date or time does not exist", repair: []string{"is not a real date or time"}},
		{name: "an hour skipped by daylight saving", lang: memo.Hebrew, script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-03-27T02:30","remind":true}]}`)),
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-03-27T02:30","remind":true}]}`)),
		}, calls: 2, code: memo.EInvalid, msg: "התאריך או השעה לא קיימים בלוח השנה", repair: []string{"daylight-saving"}},
		{name: "a time in the past, twice", lang: memo.Hebrew, script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-01-19T08:00","remind":true}]}`)),
			openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2025-01-19T08:00","remind":true}]}`)),
		}, calls: 2, code: memo.EInvalid, msg: "הזמן הזה כבר עבר", repair: []string{"is in the past (now is 2026-01-19 10:30)"}},
		{name: "an unknown operation", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"archive","targets":["x"]}`)), openaitest.Text("I can't archive tasks."),
		}, calls: 2, steps: `[{"id":"A","capability":"general","operation":"answer","general":{"text":"I can't archive tasks."}}]`,
			repair: []string{`tasks operation "archive": use one of create, getAll, update, complete`}},
		{name: "a position below one", script: []openaitest.Response{
			openaitest.Tools(tasksCall(`{"operation":"delete","positions":[0]}`)), openaitest.Tools(tasksCall(`{"operation":"delete","positions":[1]}`)),
		}, calls: 2, steps: `[{"id":"A","capability":"tasks","operation":"delete","verify":true,"tasks":{"indexes":[1]}}]`, repair: []string{"positions: 0 is not a number shown"}},
		{name: "check with nothing to check", script: []openaitest.Response{
			openaitest.Tools(listsCall(`{"operation":"checkItems","list":"shopping","items":[],"item_positions":[]}`)),
			openaitest.Tools(listsCall(`{"operation":"checkItems","list":"shopping","items":["milk"]}`)),
		}, calls: 2, steps: `[{"id":"A","capability":"lists","operation":"checkItems","verify":true,"lists":{"name":"shopping","items":["milk"],"checklist":true}}]`,
			repair: []string{"checkItems needs items or item_positions"}},
		{name: "one valid and one invalid call: neither runs until both are fixed", script: []openaitest.Response{
			openaitest.Tools(valid, listsCall(`{"operation":"addItems","list":"shopping","items":[""]}`)),
			openaitest.Tools(valid, listsCall(`{"operation":"addItems","list":"shopping","items":["eggs"]}`)),
		}, calls: 2,
			steps: `[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"call mom","due_date":"2026-01-20T09:00:00+02:00"}]}},` +
				`{"id":"B","capability":"lists","operation":"addItems","lists":{"name":"shopping","items":["eggs"],"checklist":true}}]`,
			repair: []string{"nothing was run", "call 2: items[0] is empty"}},
		{name: "an empty answer", script: []openaitest.Response{openaitest.Text(""), openaitest.Text("What should I do?")},
			calls: 2, steps: `[{"id":"A","capability":"general","operation":"answer","general":{"text":"What should I do?"}}]`,
			repair: []string{"the answer was empty"}},
		{name: "nine identical calls are one", script: []openaitest.Response{
			openaitest.Tools(valid, valid, valid, valid, valid, valid, valid, valid, valid),
		}, calls: 1, steps: validSteps},
		{name: "empty choices", script: []openaitest.Response{{NoChoices: true}}, calls: 1, code: memo.EUnavailable},
		{name: "400 from the API", lang: memo.Hebrew, script: []openaitest.Response{openaitest.Status(400, "Invalid schema for function 'tasks'")},
			calls: 1, code: memo.EInvalid, why: memo.WhyModelRefused},
		{name: "401 from the API", script: []openaitest.Response{openaitest.Status(401, "Incorrect API key")}, calls: 1, code: memo.EUnlinked},
		{name: "500 from the API", script: []openaitest.Response{openaitest.Status(500, "boom")}, calls: 1, code: memo.EUnavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lang := tt.lang
			if lang == "" {
				lang = memo.English
			}
			srv := openaitest.New(t)
			srv.Push(tt.script...)
			// Words with no verb: no operation contradicts them.
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("the usual thing", lang))
			if srv.Calls() != tt.calls || plan.Usage.Calls != tt.calls {
				t.Errorf("%d requests, usage %d calls; want %d", srv.Calls(), plan.Usage.Calls, tt.calls)
			}
			if tt.code == memo.EInvalid && tt.calls == 2 {
				// Still invalid after the repair: nothing runs and the turn
				// asks the user to say more.
				if err != nil || len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify ||
					!strings.Contains(plan.Steps[0].General.Text, tt.msg) {
					t.Fatalf("want a clarify step asking %q, got %s, %v", tt.msg, stepsJSON(plan.Steps), err)
				}
				return
			}
			if tt.steps != "" {
				if err != nil {
					t.Fatalf("Plan: %v", err)
				}
				if got := stepsJSON(plan.Steps); got != tt.steps {
					t.Errorf("steps\n got %s\nwant %s", got, tt.steps)
				}
			} else {
				if code := memo.ErrorCodeOf(err); code != tt.code {
					t.Fatalf("error %v has code %q, want %q", err, code, tt.code)
				}
				if len(plan.Steps) != 0 {
					t.Errorf("a failed plan has steps: %s", stepsJSON(plan.Steps))
				}
				if tt.msg != "" && memo.ErrorMessageOf(err) != tt.msg {
					t.Errorf("user message %q, want %q", memo.ErrorMessageOf(err), tt.msg)
				}
				if why, _ := memo.WhyOf(err); why != tt.why {
					t.Errorf("refusal %q, want %q", why, tt.why)
				}
			}
			if len(tt.repair) > 0 {
				reqs := srv.Requests()
				joined := repairNote(t, reqs[len(reqs)-1].Body)
				for _, want := range tt.repair {
					if !strings.Contains(joined, strings.ReplaceAll(want, `\"`, `"`)) {
						t.Errorf("repair request does not quote %q:\n%s", want, joined)
					}
				}
			}
		})
	}
}
