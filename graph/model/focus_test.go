package model_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestFocus: the item the conversation is about is in the prompt, and
// "it" / "that" / "זה" / "אותו" written by the model as a target is that
// item: "make it 6", "move it to 5", "cancel that", "remind me about it
// on Saturday".
func TestFocus(t *testing.T) {
	due := time.Date(2026, time.January, 20, 9, 0, 0, 0, jerusalem)
	gymAt := time.Date(2026, time.January, 21, 18, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &due}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "gym", When: &gymAt}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	item := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusListItem, ID: "i1", Title: "oat milk"}
	tests := []struct {
		name, text string
		focus      *memo.FocusItem
		call       openaitest.Call
		want       string
	}{
		{"make it 6", "make it 6", task,
			tasksCall(`{"operation":"update","tasks":[{"text":"","due":"2026-01-20T18:00","remind":false,"repeat":null}],"targets":["it"],"positions":[],"window":null}`),
			`{"capability":"tasks","operation":"update","tasks":{"targets":["call mom"],"newDue":"2026-01-20T18:00:00+02:00"}}`},
		{"תזיז אותו לשש", "תזיז אותו לשש", task,
			tasksCall(`{"operation":"update","tasks":[{"text":"","due":"2026-01-20T18:00"}],"targets":["אותו"]}`),
			`{"capability":"tasks","operation":"update","tasks":{"targets":["call mom"],"newDue":"2026-01-20T18:00:00+02:00"}}`},
		{"cancel that", "cancel that", task,
			tasksCall(`{"operation":"delete","targets":["that"]}`),
			`{"capability":"tasks","operation":"delete","verify":true,"tasks":{"targets":["call mom"]}}`},
		{"remind me about it on Saturday", "remind me about it on Saturday", event,
			tasksCall(`{"operation":"create","tasks":[{"text":"it","due":"2026-01-24T10:00","remind":true}]}`),
			`{"capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"gym","due_date":"2026-01-24T10:00:00+02:00"}]}}`},
		{"move it to 5: the event on its day and at its time", "move it to 5", event,
			calendarCall(`{"operation":"update","events":[{"summary":"","start":"17:00","end":"","repeat":""}],"summary":"it","from":"","to":"","series":null}`),
			`{"capability":"calendar","operation":"update","calendar":{"from":"2026-01-21T00:00:00+02:00","to":"2026-01-22T00:00:00+02:00","summary":"gym","atTime":"18:00","fields":{"start":"2026-01-21T17:00:00+02:00","timeOnly":true}}}`},
		{"תבטל את זה", "תבטל את זה", event,
			calendarCall(`{"operation":"delete","summary":"זה"}`),
			`{"capability":"calendar","operation":"delete","verify":true,"calendar":{"from":"2026-01-21T00:00:00+02:00","to":"2026-01-22T00:00:00+02:00","summary":"gym","atTime":"18:00"}}`},
		{"add eggs to it", "add eggs to it", list,
			listsCall(`{"operation":"addItems","list":"it","items":["eggs"]}`),
			`{"capability":"lists","operation":"addItems","lists":{"name":"shopping","items":["eggs"],"checklist":true}}`},
		{"check it off", "check it off", item,
			listsCall(`{"operation":"checkItems","list":null,"items":["it"]}`),
			`{"capability":"lists","operation":"checkItems","verify":true,"lists":{"items":["oat milk"],"checklist":true}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(tt.call))
			lang, _ := memo.DetectLanguage(tt.text)
			req := request(tt.text, lang)
			req.Focus = tt.focus
			plan, err := newPlanner(t, srv).Plan(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			if srv.Calls() != 1 {
				t.Errorf("%d calls, want 1", srv.Calls())
			}
			want := `[{"id":"A",` + strings.TrimPrefix(tt.want, "{") + `]`
			if got := stepsJSON(plan.Steps); got != want {
				t.Errorf("steps\n got %s\nwant %s", got, want)
			}
			body := string(srv.Requests()[0].Body)
			if !strings.Contains(body, `Focus (\"it\"): `+strings.ReplaceAll(tt.focus.Kind, "_", " ")) || !strings.Contains(body, tt.focus.Title) {
				t.Errorf("the prompt does not name the focus: %s", body)
			}
		})
	}
}

// TestFocusMissing: "it" with nothing in focus, or with an item of another
// kind, is a problem for the repair; still unnamed, the user is asked
// which one.
func TestFocusMissing(t *testing.T) {
	gymAt := time.Date(2026, time.January, 21, 18, 0, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "gym", When: &gymAt}
	del := openaitest.Tools(tasksCall(`{"operation":"delete","targets":["it"]}`))
	for _, tt := range []struct {
		name   string
		focus  *memo.FocusItem
		repair string
	}{
		{"nothing in focus", nil, `"it" names nothing: nothing is in focus`},
		{"an event in focus, a task tool", event, `"it" is the event in focus: use the calendar tool`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(del, del)
			req := request("cancel it", memo.English)
			req.Focus = tt.focus
			plan, err := newPlanner(t, srv).Plan(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify || !strings.HasPrefix(plan.Steps[0].General.Text, "Which one do you mean?") {
				t.Errorf("want a which-one question, got %s", stepsJSON(plan.Steps))
			}
			if note := repairNote(t, srv.Requests()[1].Body); !strings.Contains(note, tt.repair) {
				t.Errorf("repair note %q does not say %q", note, tt.repair)
			}
		})
	}
}
