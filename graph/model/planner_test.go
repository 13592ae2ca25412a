package model_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph/model"
)

// request is a plan request at the pinned now.
func request(text string, lang memo.Language) memo.PlanRequest {
	return memo.PlanRequest{TurnID: "turn1", Text: text, Lang: lang, Now: monday, Loc: jerusalem}
}

// stepsJSON renders steps for comparison.
func stepsJSON(steps []memo.Step) string {
	b, _ := json.Marshal(steps)
	return string(b)
}

func TestPlanSteps(t *testing.T) {
	newYork := mustLoad("America/New_York")
	tests := []struct {
		name  string
		calls []openaitest.Call
		loc   *time.Location
		want  string
	}{
		{"reminder at a local time",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"Renew passport","due":"2026-01-26T10:00","remind":true,"repeat":null}],"targets":[],"positions":[],"window":null}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"Renew passport","due_date":"2026-01-26T10:00:00+02:00"}]}}]`},
		{"the local time is read in the user's zone",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"Renew passport","due":"2026-01-26T10:00","remind":true}]}`)}, newYork,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"Renew passport","due_date":"2026-01-26T10:00:00-05:00"}]}}]`},
		{"seconds and a space are accepted",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"x","due":"2026-01-26 10:00:00","remind":true}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"x","due_date":"2026-01-26T10:00:00+02:00"}]}}]`},
		{"a reminder with a day and no hour asks for the hour",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"Renew passport","due":"2026-01-26","remind":true}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"Renew passport","due_date":"2026-01-26T00:00:00+02:00"}],"needTime":true}}]`},
		{"a reminder with no time at all asks when",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":null,"remind":true}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"call mom"}],"needTime":true}}]`},
		{"a task with a day is due at nine",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"pay rent","due":"2026-01-20","remind":false}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"pay rent","due_date":"2026-01-20T09:00:00+02:00"}]}}]`},
		{"a task for today after nine is due at the next hour",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"pay rent","due":"2026-01-19","remind":false}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"pay rent","due_date":"2026-01-19T11:00:00+02:00"}]}}]`},
		{"an undated task",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"buy a gift","due":null,"remind":false}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"buy a gift"}]}}]`},
		{"several tasks in one create",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"a","due":null,"remind":false},{"text":"b","due":"2026-01-21T18:30","remind":true}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"a"},{"text":"b","due_date":"2026-01-21T18:30:00+02:00"}]}}]`},
		{"a create whose second task needs an hour is split, one question each",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"a","due":"2026-01-21T18:30","remind":true},{"text":"b","due":"2026-01-22","remind":true}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"a","due_date":"2026-01-21T18:30:00+02:00"}]}},` +
				`{"id":"B","capability":"tasks","operation":"create","dependsOn":["A"],"tasks":{"drafts":[{"text":"b","due_date":"2026-01-22T00:00:00+02:00"}],"needTime":true}}]`},
		{"weekly",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"trash","due":null,"remind":true,"repeat":{"every":"week","time":"20:00","days":[0,3],"day_of_month":null,"interval_minutes":null}}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"trash","reminder_recurrence":{"type":"weekly","time":"20:00","days":[0,3],"timezone":"Asia/Jerusalem"}}]}}]`},
		{"monthly takes its hour from due",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"rent","due":"2026-02-01T09:15","remind":true,"repeat":{"every":"month","time":null,"days":[],"day_of_month":1,"interval_minutes":null}}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"rent","reminder_recurrence":{"type":"monthly","time":"09:15","dayOfMonth":1,"timezone":"Asia/Jerusalem"}}]}}]`},
		{"a nudge every 30 minutes",
			[]openaitest.Call{tasksCall(`{"operation":"create","tasks":[{"text":"drink water","due":null,"remind":true,"repeat":{"every":"minutes","time":null,"days":[],"day_of_month":null,"interval_minutes":30}}]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"drink water","reminder_recurrence":{"type":"nudge","interval":1800000000000,"timezone":"Asia/Jerusalem"}}]}}]`},
		{"list today's tasks",
			[]openaitest.Call{tasksCall(`{"operation":"getAll","tasks":[],"targets":[],"positions":[],"window":"today"}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"getAll","tasks":{"window":"today"}}]`},
		{"a window of null is all",
			[]openaitest.Call{tasksCall(`{"operation":"getAll","window":null}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"getAll","tasks":{"window":"all"}}]`},
		{"delete the overdue ones",
			[]openaitest.Call{tasksCall(`{"operation":"deleteAll","window":"overdue"}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"deleteAll","verify":true,"tasks":{"window":"overdue"}}]`},
		{"complete by position and by name",
			[]openaitest.Call{tasksCall(`{"operation":"complete","targets":[" call mom "],"positions":[1,3]}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"complete","verify":true,"tasks":{"targets":["call mom"],"indexes":[1,3]}}]`},
		{"stop reminding me: a complete that ends the series",
			[]openaitest.Call{tasksCall(`{"operation":"complete","targets":["drink water"],"positions":[],"end_series":true}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"complete","verify":true,"tasks":{"targets":["drink water"],"endSeries":true}}]`},
		{"a done with end_series false is of the current occurrence",
			[]openaitest.Call{tasksCall(`{"operation":"complete","targets":["drink water"],"positions":[],"end_series":false}`)}, nil,
			`[{"id":"A","capability":"tasks","operation":"complete","verify":true,"tasks":{"targets":["drink water"]}}]`},
		{"a new list is a checklist",
			[]openaitest.Call{listsCall(`{"operation":"create","list":"packing","position":null,"items":["socks","passport"],"item_positions":[]}`)}, nil,
			`[{"id":"A","capability":"lists","operation":"create","lists":{"name":"packing","items":["socks","passport"],"checklist":true}}]`},
		{"check items by number in the list shown",
			[]openaitest.Call{listsCall(`{"operation":"checkItems","list":null,"position":null,"items":[],"item_positions":[2]}`)}, nil,
			`[{"id":"A","capability":"lists","operation":"checkItems","verify":true,"lists":{"itemIndexes":[2],"checklist":true}}]`},
		{"show a list by its number",
			[]openaitest.Call{listsCall(`{"operation":"get","list":null,"position":2,"items":[],"item_positions":[]}`)}, nil,
			`[{"id":"A","capability":"lists","operation":"get","lists":{"index":2,"checklist":true}}]`},
		{"help",
			[]openaitest.Call{openaitest.ToolCall("help", `{}`)}, nil,
			`[{"id":"A","capability":"general","operation":"help","general":{}}]`},
		{"create a list, then add to it, then help",
			[]openaitest.Call{
				listsCall(`{"operation":"create","list":"trip","items":[]}`),
				listsCall(`{"operation":"addItems","list":"trip","items":["tent"]}`),
				openaitest.ToolCall("help", ``),
			}, nil,
			`[{"id":"A","capability":"lists","operation":"create","lists":{"name":"trip","checklist":true}},` +
				`{"id":"B","capability":"lists","operation":"addItems","dependsOn":["A"],"lists":{"name":"trip","items":["tent"],"checklist":true}},` +
				`{"id":"C","capability":"general","operation":"help","general":{}}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(tt.calls...))
			req := request("whatever", memo.English)
			if tt.loc != nil {
				req.Loc, req.Now = tt.loc, monday.In(tt.loc)
			}
			plan, err := newPlanner(t, srv).Plan(t.Context(), req)
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			if got := stepsJSON(plan.Steps); got != tt.want {
				t.Errorf("steps\n got %s\nwant %s", got, tt.want)
			}
			if plan.Source != model.Source || plan.TurnID != "turn1" || plan.Usage.Calls != 1 || srv.Calls() != 1 {
				t.Errorf("plan source %q turn %q usage %+v after %d requests; want model, turn1, one call",
					plan.Source, plan.TurnID, plan.Usage, srv.Calls())
			}
		})
	}
}

func TestPlanTextAnswer(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Response{Text: "  Paris is the capital of France.  ", PromptTokens: 700, CompletionTokens: 12})
	plan, err := newPlanner(t, srv).Plan(t.Context(), request("what's the capital of France?", memo.English))
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"id":"A","capability":"general","operation":"answer","general":{"text":"Paris is the capital of France."}}]`
	if got := stepsJSON(plan.Steps); got != want {
		t.Errorf("steps = %s, want %s", got, want)
	}
	if u := plan.Usage; u.Calls != 1 || u.PromptTokens != 700 || u.CompletionTokens != 12 || u.Latency <= 0 {
		t.Errorf("usage = %+v, want one call of 700+12 tokens with a latency", u)
	}
}

// TestPlanLongMessageGoesToTheModel: a message past the length the fixed
// prompt allows for (a voice note) is sent whole, paying its own tokens.
func TestPlanLongMessageGoesToTheModel(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Text("What should I keep in mind?"))
	long := strings.Repeat("please keep this in mind for later. ", 30)
	plan, err := newPlanner(t, srv).Plan(t.Context(), request(long, memo.English))
	if err != nil || srv.Calls() != 1 {
		t.Fatalf("Plan = %s, %v after %d calls; want one call", stepsJSON(plan.Steps), err, srv.Calls())
	}
	if body := string(srv.Requests()[0].Body); !strings.Contains(body, strings.TrimSpace(long)) {
		t.Error("the long message was not sent whole")
	}
}

func TestPlanTooLongMakesNoCall(t *testing.T) {
	srv := openaitest.New(t)
	plan, err := newPlanner(t, srv).Plan(t.Context(), request(strings.Repeat("a", model.DefaultMaxMessageRunes+1), memo.English))
	if err != nil || len(plan.Steps) != 1 || plan.Steps[0].General == nil || plan.Steps[0].General.Reason != memo.ReasonTooLong {
		t.Errorf("Plan = %s, %v; want the too_long step", stepsJSON(plan.Steps), err)
	}
	if srv.Calls() != 0 || plan.Usage.Calls != 0 {
		t.Errorf("%d calls for a message over the limit", srv.Calls())
	}
}

func TestNewNeedsAModel(t *testing.T) {
	if _, err := model.New(model.Config{}); err == nil {
		t.Error("New without a chat model succeeded")
	}
}
