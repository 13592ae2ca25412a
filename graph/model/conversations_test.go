package model_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
)

// kind is what an exchange costs.
type kind int

const (
	open  kind = iota // a request the offline grammar does not understand: one model call
	reply             // an answer to a pending question: no call
	local             // a command the offline grammar understands: no call
)

func (k kind) calls() int {
	if k == open {
		return 1
	}
	return 0
}

// exchange is one message of a conversation and what the fake model
// answers if it is asked.
type exchange struct {
	text   string
	kind   kind
	script []openaitest.Response
	// tool is the reply's Tool; ask says the turn must stop on a question.
	tool string
	ask  bool
}

// conversation is a scripted chat and what the store must hold after it.
type conversation struct {
	name  string
	turns []exchange
	check func(tb testing.TB, f *fixture)
}

func tasksCall(args string) openaitest.Call { return openaitest.ToolCall("tasks", args) }
func listsCall(args string) openaitest.Call { return openaitest.ToolCall("lists", args) }

// conversations is the set the conversation tests, the token budget test
// and the benchmark run. Now is Monday 2026-01-19 10:30 in Jerusalem.
var conversations = []conversation{
	{
		name: "en_passport_time",
		turns: []exchange{{
			text: "Don't let me forget to renew my passport next Monday, mid-morning", kind: open, tool: "tasks.create",
			script: []openaitest.Response{openaitest.Tools(tasksCall(
				`{"operation":"create","tasks":[{"text":"Renew my passport","due":"2026-01-26T10:00","remind":true,"repeat":null}],"targets":[],"positions":[],"window":null}`))},
		}},
		check: wantTasks("Renew my passport @ 2026-01-26T10:00:00+02:00"),
	},
	{
		name: "he_passport_time",
		turns: []exchange{{
			text: "אל תיתן לי לשכוח לחדש דרכון כשאחזור מאילת ב-26 לחודש, באמצע הבוקר", kind: open, tool: "tasks.create",
			script: []openaitest.Response{openaitest.Tools(tasksCall(
				`{"operation":"create","tasks":[{"text":"לחדש דרכון","due":"2026-01-26T10:00","remind":true,"repeat":null}],"targets":[],"positions":[],"window":null}`))},
		}},
		check: wantTasks("לחדש דרכון @ 2026-01-26T10:00:00+02:00"),
	},
	{
		name: "en_passport_day_then_hour",
		turns: []exchange{
			{text: "passport renewal is on me next Monday, keep it in mind", kind: open, tool: "tasks.create", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"Renew my passport","due":"2026-01-26","remind":true}]}`))}},
			{text: "at 10am", kind: reply, tool: "tasks.create"},
		},
		check: wantTasks("Renew my passport @ 2026-01-26T10:00:00+02:00"),
	},
	{
		name: "he_passport_day_then_hour",
		turns: []exchange{
			{text: "את עניין הדרכון לסגור ביום שני הבא", kind: open, tool: "tasks.create", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"לחדש דרכון","due":"2026-01-26","remind":true}]}`))}},
			{text: "ב-10 בבוקר", kind: reply, tool: "tasks.create"},
		},
		check: wantTasks("לחדש דרכון @ 2026-01-26T10:00:00+02:00"),
	},
	{
		name: "en_which_call",
		turns: []exchange{
			{text: "add a task: call mom", kind: local, tool: "tasks.create"},
			{text: "add a task: call dad", kind: local, tool: "tasks.create"},
			{text: "scrap the call", kind: open, tool: "tasks.delete", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"delete","tasks":[],"targets":["call"],"positions":[],"window":null}`))}},
			{text: "2", kind: reply, tool: "tasks.delete", ask: true},
			{text: "yes", kind: reply, tool: "tasks.delete"},
		},
		check: wantTasks("call mom"),
	},
	{
		name: "he_which_call",
		turns: []exchange{
			{text: "משימה: שיחה לאמא", kind: local, tool: "tasks.create"},
			{text: "משימה: שיחה לאבא", kind: local, tool: "tasks.create"},
			{text: "תעיף את השיחה", kind: open, tool: "tasks.delete", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"delete","targets":["שיחה"]}`))}},
			{text: "2", kind: reply, tool: "tasks.delete", ask: true},
			{text: "כן", kind: reply, tool: "tasks.delete"},
		},
		check: wantTasks("שיחה לאמא"),
	},
	{
		name: "en_chitchat",
		turns: []exchange{{text: "how are you today?", kind: open, tool: "general.answer",
			script: []openaitest.Response{openaitest.Text("All good, thanks for asking! Anything I should remember for you?")}}},
		check: wantTasks(),
	},
	{
		name: "he_chitchat",
		turns: []exchange{{text: "מה שלומך היום?", kind: open, tool: "general.answer",
			script: []openaitest.Response{openaitest.Text("מצוין, תודה! יש משהו שתרצה שאזכור בשבילך?")}}},
		check: wantTasks(),
	},
	{
		name: "en_two_actions",
		turns: []exchange{
			{text: "add a task: call mom", kind: local, tool: "tasks.create"},
			{text: "new list shopping: milk", kind: local, tool: "lists.create"},
			{text: "I'm done with the call to mom, and toss eggs onto the shopping list", kind: open, tool: "lists.addItems",
				script: []openaitest.Response{openaitest.Tools(
					tasksCall(`{"operation":"complete","tasks":[],"targets":["call to mom"],"positions":[],"window":null}`),
					listsCall(`{"operation":"addItems","list":"shopping","position":null,"items":["eggs"],"item_positions":[]}`),
				)}},
		},
		check: func(tb testing.TB, f *fixture) {
			wantTasks()(tb, f)
			wantList(tb, f, "shopping", "milk", "eggs")
		},
	},
	{
		name: "he_by_position",
		turns: []exchange{
			{text: "משימה: לקנות מתנה לאבא", kind: local, tool: "tasks.create"},
			{text: "משימה: לשלם חשבון חשמל", kind: local, tool: "tasks.create"},
			{text: "מה המשימות שלי?", kind: local, tool: "tasks.getAll"},
			{text: "את השנייה כבר סגרתי, תסמן אותה", kind: open, tool: "tasks.complete",
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"complete","tasks":[],"targets":[],"positions":[2],"window":null}`))}},
		},
		check: wantTasks("לקנות מתנה לאבא"),
	},
	{
		name: "en_clear_all_confirmed",
		turns: []exchange{
			{text: "add a task: call mom", kind: local, tool: "tasks.create"},
			{text: "add a task: pay rent", kind: local, tool: "tasks.create"},
			{text: "wipe the slate clean, I want to start fresh", kind: open, tool: "tasks.deleteAll", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"deleteAll","tasks":[],"targets":[],"positions":[],"window":"all"}`))}},
			{text: "yes", kind: reply, tool: "tasks.deleteAll"},
		},
		check: wantTasks(),
	},
	{
		name: "he_clear_all_confirmed",
		turns: []exchange{
			{text: "משימה: שיחה לאמא", kind: local, tool: "tasks.create"},
			{text: "משימה: לשלם שכירות", kind: local, tool: "tasks.create"},
			{text: "תנקה לי הכל, מתחילים מאפס", kind: open, tool: "tasks.deleteAll", ask: true,
				script: []openaitest.Response{openaitest.Tools(tasksCall(`{"operation":"deleteAll","window":"all"}`))}},
			{text: "כן", kind: reply, tool: "tasks.deleteAll"},
		},
		check: wantTasks(),
	},
	{
		name: "en_weekly",
		turns: []exchange{{text: "the plants need water, can you bug me about it each Friday before work", kind: open, tool: "tasks.create",
			script: []openaitest.Response{openaitest.Tools(tasksCall(
				`{"operation":"create","tasks":[{"text":"Water the plants","due":null,"remind":true,"repeat":{"every":"week","time":"08:00","days":[5],"day_of_month":null,"interval_minutes":null}}],"targets":[],"positions":[],"window":null}`))}}},
		check: func(tb testing.TB, f *fixture) {
			ts := f.tasks()
			if len(ts) != 1 || ts[0].Recurrence == nil || ts[0].Recurrence.Type != memo.RecurWeekly ||
				ts[0].Recurrence.Time != "08:00" || len(ts[0].Recurrence.Days) != 1 || ts[0].Recurrence.Days[0] != 5 {
				tb.Errorf("tasks = %+v, want one weekly reminder on Fridays at 08:00", ts)
			}
		},
	},
	{
		name: "en_calendar_create",
		turns: []exchange{{text: "find time for a catch-up with Dana the day after tomorrow at 4pm", kind: open, tool: "calendar.create",
			script: []openaitest.Response{openaitest.Tools(calendarCall(
				`{"operation":"create","events":[{"summary":"Catch-up with Dana","start":"2026-01-21T16:00","end":"","repeat":""}],"summary":"","from":"","to":"","series":null}`))}}},
		check: wantEvents("Catch-up with Dana @ 2026-01-21T16:00:00+02:00–17:00"),
	},
	{
		name: "he_calendar_create",
		turns: []exchange{{text: "בוא נסגור קפה עם דנה מחרתיים בארבע אחה״צ", kind: open, tool: "calendar.create",
			script: []openaitest.Response{openaitest.Tools(calendarCall(
				`{"operation":"create","events":[{"summary":"קפה עם דנה","start":"2026-01-21T16:00","end":"","repeat":""}],"summary":"","from":"","to":"","series":null}`))}}},
		check: wantEvents("קפה עם דנה @ 2026-01-21T16:00:00+02:00–17:00"),
	},
	{
		name: "en_calendar_which_lunch",
		turns: []exchange{
			{text: "schedule lunch with Dan tomorrow at 13:00", kind: local, tool: "calendar.create"},
			{text: "schedule lunch with Dana on Wednesday at 13:00", kind: local, tool: "calendar.create"},
			{text: "scrap the lunch, it's off", kind: open, tool: "calendar.deleteBySummary", ask: true,
				script: []openaitest.Response{openaitest.Tools(calendarCall(`{"operation":"deleteBySummary","events":[],"summary":"lunch","from":"","to":"","series":null}`))}},
			{text: "2", kind: reply, tool: "calendar.deleteBySummary", ask: true},
			{text: "yes", kind: reply, tool: "calendar.deleteBySummary"},
		},
		check: wantEvents("lunch with Dan @ 2026-01-20T13:00:00+02:00–14:00"),
	},
	{
		name: "he_calendar_which_lunch",
		turns: []exchange{
			{text: "תקבע ארוחת צהריים עם דן מחר ב-13:00", kind: local, tool: "calendar.create"},
			{text: "תקבע ארוחת צהריים עם דנה ביום רביעי ב-13:00", kind: local, tool: "calendar.create"},
			{text: "תעיף את ארוחת הצהריים, היא לא רלוונטית", kind: open, tool: "calendar.deleteBySummary", ask: true,
				script: []openaitest.Response{openaitest.Tools(calendarCall(`{"operation":"deleteBySummary","summary":"ארוחת צהריים"}`))}},
			{text: "2", kind: reply, tool: "calendar.deleteBySummary", ask: true},
			{text: "כן", kind: reply, tool: "calendar.deleteBySummary"},
		},
		check: wantEvents("ארוחת צהריים עם דן @ 2026-01-20T13:00:00+02:00–14:00"),
	},
}

// wantEvents checks the events, a series once (see fixture.events).
func wantEvents(want ...string) func(testing.TB, *fixture) {
	return func(tb testing.TB, f *fixture) {
		tb.Helper()
		if got := f.events(); !slices.Equal(got, want) {
			tb.Errorf("events = %q, want %q", got, want)
		}
	}
}

// wantTasks checks the open tasks, as "text" or "text @ RFC 3339 due".
func wantTasks(want ...string) func(testing.TB, *fixture) {
	return func(tb testing.TB, f *fixture) {
		tb.Helper()
		var got []string
		for _, t := range f.tasks() {
			s := t.Text
			if t.DueDate != nil {
				s += " @ " + t.DueDate.In(jerusalem).Format(time.RFC3339)
			}
			got = append(got, s)
		}
		if len(got) != len(want) {
			tb.Fatalf("tasks = %q, want %q", got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				tb.Errorf("tasks = %q, want %q", got, want)
				return
			}
		}
	}
}

// wantList checks a list's items, in order.
func wantList(tb testing.TB, f *fixture, name string, items ...string) {
	tb.Helper()
	for _, l := range f.lists() {
		if l.Name != name {
			continue
		}
		var got []string
		for _, it := range l.Items {
			got = append(got, it.Text)
		}
		if len(got) != len(items) {
			tb.Fatalf("list %s = %q, want %q", name, got, items)
		}
		for i := range got {
			if got[i] != items[i] {
				tb.Fatalf("list %s = %q, want %q", name, got, items)
			}
		}
		return
	}
	tb.Fatalf("no list %s", name)
}

// play runs c on a fresh fixture, checking each exchange's cost and
// outcome, and returns the fixture.
func play(tb testing.TB, c conversation) *fixture {
	tb.Helper()
	f := newFixture(tb)
	for _, ex := range c.turns {
		f.srv.Push(ex.script...)
		before := f.srv.Calls()
		r := f.send(ex.text)
		if got := f.srv.Calls() - before; got != ex.kind.calls() {
			tb.Errorf("%q made %d model calls, want %d", ex.text, got, ex.kind.calls())
		}
		if r.Tool != ex.tool || (r.Pending != nil) != ex.ask {
			tb.Errorf("%q: reply tool %q, question %v; want %q, %v\n%s", ex.text, r.Tool, r.Pending != nil, ex.tool, ex.ask, r.Text)
		}
		if !ex.ask && !r.Success {
			tb.Errorf("%q failed:\n%s", ex.text, r.Text)
		}
	}
	if n := f.srv.Left(); n != 0 {
		tb.Errorf("%d scripted answers unused", n)
	}
	c.check(tb, f)
	return f
}

func TestConversations(t *testing.T) {
	for _, c := range conversations {
		t.Run(c.name, func(t *testing.T) { play(t, c) })
	}
}

// TestConversationsNeedTheModel keeps the set honest: every "open"
// message must be one the offline grammar does not understand, or only
// guesses at (else the router never asks the model and the test proves
// nothing).
func TestConversationsNeedTheModel(t *testing.T) {
	p := offline.New()
	for _, c := range conversations {
		for _, ex := range c.turns {
			if ex.kind != open {
				continue
			}
			lang, _ := memo.DetectLanguage(ex.text)
			plan, err := p.Plan(context.Background(), memo.PlanRequest{Text: ex.text, Lang: lang, Now: monday, Loc: jerusalem})
			if err != nil || model.Confident(plan) {
				t.Errorf("%s: the offline planner understands %q (%+v, %v); choose a message it does not", c.name, ex.text, plan.Steps, err)
			}
		}
	}
}
