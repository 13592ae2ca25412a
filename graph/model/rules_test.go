package model_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
)

// The regression tests of what was seen against a scripted model: each
// drives the real runner and the real OpenAI client against the fake
// server, and checks the store.

// model sends text, which the offline grammar must not understand (else
// the router never asks the model), with the model's answers scripted,
// and checks the calls it cost and that the script was used up.
func (f *fixture) model(text string, calls int, script ...openaitest.Response) memo.Reply {
	f.tb.Helper()
	lang, _ := memo.DetectLanguage(text)
	plan, err := offline.New().Plan(context.Background(), memo.PlanRequest{Text: text, Lang: lang, Now: monday, Loc: jerusalem})
	if err != nil || model.Confident(plan) {
		f.tb.Fatalf("the offline grammar understands %q (%s, %v); choose a message it does not", text, stepsJSON(plan.Steps), err)
	}
	f.srv.Push(script...)
	before := f.srv.Calls()
	r := f.send(text)
	if got := f.srv.Calls() - before; got != calls {
		f.tb.Errorf("%q made %d model calls, want %d", text, got, calls)
	}
	if n := f.srv.Left(); n != 0 {
		f.tb.Errorf("%q left %d scripted answers unused", text, n)
	}
	return r
}

// confirms checks that r stops on the planned-step confirmation listing
// labels.
func confirms(tb testing.TB, r memo.Reply, labels ...string) {
	tb.Helper()
	p := r.Pending
	if p == nil || p.Kind != memo.PendingConfirm || p.Reason != memo.ReasonConfirmPlanned {
		tb.Fatalf("want a confirmation of the planned step, got %+v:\n%s", p, r.Text)
	}
	var got []string
	for _, o := range p.Options {
		got = append(got, o.Label)
	}
	if strings.Join(got, "|") != strings.Join(labels, "|") {
		tb.Errorf("confirmation lists %q, want %q", got, labels)
	}
}

// asks checks that r is a clarifying question (pending "missing", the
// planner's question) whose text contains want.
func asks(tb testing.TB, r memo.Reply, want string) {
	tb.Helper()
	if r.Pending == nil || r.Pending.Kind != memo.PendingMissing || r.Pending.Reason != memo.ReasonClarify {
		tb.Fatalf("want a clarifying question, got %+v:\n%s", r.Pending, r.Text)
	}
	if !strings.Contains(r.Text, want) {
		tb.Errorf("question %q does not say %q", r.Text, want)
	}
}

// 1. A deleteBySummary with series: true deleted a whole recurring series
// with no question.
func TestModelSeriesDeleteIsConfirmed(t *testing.T) {
	series := calendarCall(`{"operation":"deleteBySummary","events":[],"summary":"gym","from":"","to":"","series":true}`)
	gym := "gym @ 2026-01-19T18:00:00+02:00–19:00"

	f := newFixture(t)
	f.send("add gym every Monday 18:00-19:00")
	r := f.model("get rid of gym", 1, openaitest.Tools(series))
	confirms(t, r, "gym")
	if want := "I'm about to delete the whole series: *gym* — OK? (yes / no)"; r.Text != want {
		t.Errorf("question %q, want %q", r.Text, want)
	}
	wantEvents(gym)(t, f)
	f.send("no")
	wantEvents(gym)(t, f)

	confirms(t, f.model("get rid of gym", 1, openaitest.Tools(series)), "gym")
	if done := f.send("yes"); !done.Success {
		t.Fatalf("yes: %q", done.Text)
	}
	wantEvents()(t, f)

	// The user's own words named the whole series: no question.
	f = newFixture(t)
	f.send("add gym every Monday 18:00-19:00")
	if r := f.model("I'm quitting, drop the whole gym series for good", 1, openaitest.Tools(series)); r.Pending != nil {
		t.Fatalf("a series the words named asked %q", r.Text)
	}
	wantEvents()(t, f)

	// Hebrew, unnamed: asked in Hebrew, and "לא" keeps it.
	f = newFixture(t)
	f.send("add gym every Monday 18:00-19:00")
	r = f.model("תעיף את החדר כושר", 1, openaitest.Tools(series))
	confirms(t, r, "gym")
	if !strings.HasPrefix(r.Text, "אני עומד למחוק את כל הסדרה:") || !strings.HasSuffix(r.Text, "לאשר? (כן / לא)") {
		t.Errorf("Hebrew question %q", r.Text)
	}
	f.send("לא")
	wantEvents(gym)(t, f)
}

// 2. A list was deleted with its items after a request to add to it.
func TestModelAddNeverDeletesTheList(t *testing.T) {
	del := openaitest.Tools(listsCall(`{"operation":"delete","list":"shopping","position":null,"items":[],"item_positions":[]}`))
	add := openaitest.Tools(listsCall(`{"operation":"addItems","list":"shopping","position":null,"items":["oat milk"],"item_positions":[]}`))

	f := newFixture(t)
	f.send("new list shopping: milk, bread")
	f.model("please also add oat milk in with the shopping stuff", 2, del, add)
	wantList(t, f, "shopping", "milk", "bread", "oat milk")
	if note := repairNote(t, f.srv.Requests()[1].Body); !strings.Contains(note, "lists delete does not fit the user's words, which ask to add") {
		t.Errorf("repair note: %s", note)
	}

	// Still a delete after the repair: nothing runs, the user is asked.
	f = newFixture(t)
	f.send("new list shopping: milk, bread")
	r := f.model("תוסיף גם חלב שיבולת שועל לדברים של הקניות בבקשה", 2, del, del)
	asks(t, r, "?")
	if lang, _ := memo.DetectLanguage(r.Text); lang != memo.Hebrew {
		t.Errorf("question %q is not in Hebrew", r.Text)
	}
	wantList(t, f, "shopping", "milk", "bread")

	// A delete the words do ask for still shows the list first: deleting
	// a list deletes its items, and "the shopping list" is not "all".
	f = newFixture(t)
	f.send("new list shopping: milk, bread")
	confirms(t, f.model("bin the shopping list, trip's over", 1, del), "shopping")
	wantList(t, f, "shopping", "milk", "bread")
	f.send("yes")
	if ls := f.lists(); len(ls) != 0 {
		t.Errorf("lists after yes: %+v", ls)
	}
}

// drafts is a tasks create of n reminders "water 1".."water n", each at its
// own hour from Tuesday 08:00.
func drafts(from, n int) string {
	var ds []string
	for i := from; i < from+n; i++ {
		ds = append(ds, fmt.Sprintf(`{"text":"water %d","due":"2026-01-%02dT%02d:00","remind":true,"repeat":null}`, i, 20+i/12, 8+i%12))
	}
	return `{"operation":"create","tasks":[` + strings.Join(ds, ",") + `],"targets":[],"positions":[],"window":null}`
}

// 3. One answer created 80 reminders.
func TestModelOneAnswerCreatesAtMostTen(t *testing.T) {
	tests := []struct {
		name, text string
		answer     openaitest.Response
		want       string
	}{
		{"80 in one call", "set me up with water reminders for the next few days",
			openaitest.Tools(tasksCall(drafts(0, 80))), "That would create 80 tasks at once; I create up to 10 in one message."},
		{"8 calls of 10", "set me up with water reminders for the next few days",
			openaitest.Tools(tasksCall(drafts(0, 10)), tasksCall(drafts(10, 10)), tasksCall(drafts(20, 10)), tasksCall(drafts(30, 10)),
				tasksCall(drafts(40, 10)), tasksCall(drafts(50, 10)), tasksCall(drafts(60, 10)), tasksCall(drafts(70, 10))),
			"That would create 80 tasks at once; I create up to 10 in one message."},
		{"Hebrew, 11", "תסדר לי תזכורות לשתות מים לכל השבוע",
			openaitest.Tools(tasksCall(drafts(0, 11))), "זה היה יוצר 11 משימות בבת אחת, ואני יוצר עד 10 בהודעה אחת."},
		{"40 list items", "set me up with water reminders for the next few days",
			openaitest.Tools(listsCall(`{"operation":"create","list":"water","items":[` + items(40) + `]}`)),
			"That's 40 list items at once; I add up to 30 in one message."},
		{"twelve different calls", "set me up with water reminders for the next few days",
			openaitest.Tools(calls(12)...), "That's 12 actions at once; I do up to 8 in one message."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			// No repair call: asked to cut, the model would cut silently.
			r := f.model(tt.text, 1, tt.answer)
			asks(t, r, tt.want)
			wantTasks()(t, f)
			if ls := f.lists(); len(ls) != 0 {
				t.Errorf("lists %+v", ls)
			}
		})
	}
}

// items is n distinct list items, JSON-quoted and joined.
func items(n int) string {
	var out []string
	for i := range n {
		out = append(out, fmt.Sprintf(`"item %d"`, i))
	}
	return strings.Join(out, ",")
}

// calls is n different valid tasks calls, one task each.
func calls(n int) []openaitest.Call {
	var out []openaitest.Call
	for i := range n {
		out = append(out, tasksCall(drafts(i, 1)))
	}
	return out
}

// 4. Two identical tool calls made two identical reminders.
func TestModelMergesRepeats(t *testing.T) {
	f := newFixture(t)
	f.send("new list shopping: milk")
	milk := tasksCall(`{"operation":"create","tasks":[{"text":"buy milk","due":"2026-01-20T09:00","remind":true,"repeat":null}],"targets":[],"positions":[],"window":null}`)
	twice := tasksCall(`{"operation":"create","tasks":[{"text":"buy bread","due":null,"remind":false,"repeat":null},{"text":"buy bread","due":null,"remind":false,"repeat":null}]}`)
	eggs := listsCall(`{"operation":"addItems","list":"shopping","position":null,"items":["eggs","Eggs"," eggs "],"item_positions":[]}`)
	f.model("jot down buy milk twice", 1, openaitest.Tools(milk, milk, twice, eggs, eggs))
	wantTasks("buy milk @ 2026-01-20T09:00:00+02:00", "buy bread")(t, f)
	wantList(t, f, "shopping", "milk", "eggs")

	// In the plan: one step per distinct call, one draft per distinct task.
	srv := openaitest.New(t)
	srv.Push(openaitest.Tools(milk, milk, twice))
	plan, err := newPlanner(t, srv).Plan(t.Context(), request("jot down buy milk twice", memo.English))
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"id":"A","capability":"tasks","operation":"create","tasks":{"drafts":[{"text":"buy milk","due_date":"2026-01-20T09:00:00+02:00"}]}},` +
		`{"id":"B","capability":"tasks","operation":"create","dependsOn":["A"],"tasks":{"drafts":[{"text":"buy bread"}]}}]`
	if got := stepsJSON(plan.Steps); got != want {
		t.Errorf("steps\n got %s\nwant %s", got, want)
	}
}

// 5. A plain-text answer "Done! I've set a reminder…" reached the user
// while nothing was created.
func TestModelClaimWithoutCallIsNotShown(t *testing.T) {
	claim := openaitest.Text("Done! I've set a reminder for tomorrow at 9 to call mom.")
	create := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T09:00","remind":true,"repeat":null}]}`))

	f := newFixture(t)
	r := f.model("tomorrow 9 call mom", 2, claim, claim)
	asks(t, r, "I didn't manage to do that. Could you say it again in other words?")
	if strings.Contains(r.Text, "Done") || strings.Contains(r.Text, "set a reminder") {
		t.Errorf("the claim reached the user: %q", r.Text)
	}
	wantTasks()(t, f)
	if note := repairNote(t, f.srv.Requests()[1].Body); !strings.Contains(note, "you called no tool, so nothing was done") {
		t.Errorf("repair note: %s", note)
	}

	// The repair makes the call: it runs.
	f = newFixture(t)
	f.model("tomorrow 9 call mom", 2, claim, create)
	wantTasks("call mom @ 2026-01-20T09:00:00+02:00")(t, f)

	// Hebrew.
	f = newFixture(t)
	heClaim := openaitest.Text("הוספתי תזכורת למחר ב-9 ✅")
	r = f.model("מה עם הדבר הזה", 2, heClaim, heClaim)
	asks(t, r, "לא הצלחתי לבצע את זה. אפשר לנסח שוב במילים אחרות?")
	wantTasks()(t, f)
}

// maxTokens reads the completion budget a request asked for.
func maxTokens(tb testing.TB, body []byte) int {
	tb.Helper()
	var req struct {
		MaxCompletionTokens int `json:"max_completion_tokens"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		tb.Fatal(err)
	}
	return req.MaxCompletionTokens
}

// 6. A finish_reason "length" answer ran half a request and reported
// success.
func TestModelCutAnswerRunsNothing(t *testing.T) {
	first := tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T09:00","remind":true,"repeat":null}]}`)
	half := tasksCall(`{"operation":"create","tasks":[{"text":"pay re`)
	cut := openaitest.Response{ToolCalls: []openaitest.Call{first, half}, FinishReason: "length"}
	whole := openaitest.Tools(first, tasksCall(`{"operation":"create","tasks":[{"text":"pay rent","due":null,"remind":false,"repeat":null}]}`))

	// Cut, then whole with the larger budget: the whole answer runs once.
	f := newFixture(t)
	f.model("tomorrow 9 call mom", 2, cut, whole)
	wantTasks("call mom @ 2026-01-20T09:00:00+02:00", "pay rent")(t, f)
	reqs := f.srv.Requests()
	if a, b := maxTokens(t, reqs[0].Body), maxTokens(t, reqs[1].Body); a != model.DefaultMaxTokens || b != 2*model.DefaultMaxTokens {
		t.Errorf("budgets %d then %d, want %d then %d", a, b, model.DefaultMaxTokens, 2*model.DefaultMaxTokens)
	}

	// Cut twice: nothing runs, and the reply says so.
	f = newFixture(t)
	r := f.model("tomorrow 9 call mom", 2, cut, cut)
	asks(t, r, "I couldn't get through that request in one go.")
	wantTasks()(t, f)

	// Filtered: no retry, an honest reply.
	f = newFixture(t)
	r = f.model("מה עם הדבר הזה", 1, openaitest.Response{ToolCalls: []openaitest.Call{first}, FinishReason: "content_filter"})
	asks(t, r, "לא הצלחתי לטפל בבקשה הזו")
	wantTasks()(t, f)

	// The repair call cut: nothing runs.
	f = newFixture(t)
	bad := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"09:00","remind":true}]}`))
	r = f.model("tomorrow 9 call mom", 2, bad, cut)
	asks(t, r, "I couldn't get through that request in one go.")
	wantTasks()(t, f)
}

// 7. Harmless extra fields from non-strict servers (Ollama, vLLM) in tool
// arguments failed the turn.
func TestModelExtraFieldsAreDropped(t *testing.T) {
	f := newFixture(t)
	f.send("new list shopping: milk")
	extra := openaitest.Tools(
		tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T09:00","remind":true,"repeat":null,"priority":"high","notes":{"a":1}}],`+
			`"targets":[],"positions":[],"window":null,"id":"call_1","confidence":0.93,"reasoning":"the user wants a reminder"}`),
		listsCall(`{"operation":"addItems","list":"shopping","items":["eggs"],"quantity":12,"position":null,"item_positions":[]}`))
	f.model("tomorrow 9 call mom", 1, extra)
	wantTasks("call mom @ 2026-01-20T09:00:00+02:00")(t, f)
	wantList(t, f, "shopping", "milk", "eggs")

	// A known field of the wrong type is still a problem.
	f = newFixture(t)
	wrong := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":9,"remind":true}]}`))
	fixed := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-01-20T09:00","remind":true}]}`))
	f.model("tomorrow 9 call mom", 2, wrong, fixed)
	if note := repairNote(t, f.srv.Requests()[0+1].Body); !strings.Contains(note, "tasks: not valid JSON for the schema") {
		t.Errorf("repair note: %s", note)
	}
	wantTasks("call mom @ 2026-01-20T09:00:00+02:00")(t, f)
}

// 8. After a failed repair, the clarifying question was generic rather
// than about what was missing.
func TestModelClarifyAsksForWhatWasMissing(t *testing.T) {
	tests := []struct {
		name   string
		call   openaitest.Call
		en, he string
	}{
		{"a time with no day", tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"09:00","remind":true}]}`),
			"Which day?", "לאיזה יום?"},
		{"a daily reminder with no time", tasksCall(`{"operation":"create","tasks":[{"text":"vitamins","due":null,"remind":true,"repeat":{"every":"day","time":null,"days":[],"day_of_month":null,"interval_minutes":null}}]}`),
			"What time should I remind you?", "לאיזו שעה להזכיר לך?"},
		{"a nudge with no interval", tasksCall(`{"operation":"create","tasks":[{"text":"water","due":null,"remind":true,"repeat":{"every":"minutes","time":null,"days":[],"day_of_month":null,"interval_minutes":null}}]}`),
			"Every how many minutes?", "כל כמה דקות?"},
		{"a list called it, nothing in focus", listsCall(`{"operation":"removeItems","list":"it","items":["milk"]}`),
			"Which list?", "לאיזו רשימה?"},
		{"a create with no task", tasksCall(`{"operation":"create","tasks":[]}`),
			"What should I remind you about?", "על מה להזכיר לך?"},
		{"a delete naming nothing", tasksCall(`{"operation":"delete","targets":[],"positions":[]}`),
			"Which one do you mean?", "למה בדיוק התכוונת?"},
		{"an event with no start", calendarCall(`{"operation":"create","events":[{"summary":"dentist","start":"","end":"","repeat":""}]}`),
			"When exactly? Which day, and what time?", "מתי בדיוק? באיזה יום ובאיזו שעה?"},
		{"a removeItems with no items", listsCall(`{"operation":"removeItems","list":"shopping","items":[],"item_positions":[]}`),
			"Which items?", "אילו פריטים?"},
		{"a truncate with no last day", calendarCall(`{"operation":"truncateRecurring","summary":"gym","to":""}`),
			"Which day?", "לאיזה יום?"},
	}
	for _, tt := range tests {
		for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
			t.Run(tt.name+"/"+string(lang), func(t *testing.T) {
				srv := openaitest.New(t)
				srv.Push(openaitest.Tools(tt.call), openaitest.Tools(tt.call))
				plan, err := newPlanner(t, srv).Plan(t.Context(), request("the usual thing", lang))
				if err != nil {
					t.Fatal(err)
				}
				want := tt.en
				if lang == memo.Hebrew {
					want = tt.he
				}
				if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify || !strings.HasPrefix(plan.Steps[0].General.Text, want) {
					t.Errorf("want a question starting %q, got %s", want, stepsJSON(plan.Steps))
				}
			})
		}
	}

	// Through the runner: the question is the reply, and nothing ran.
	f := newFixture(t)
	bad := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"09:00","remind":true}]}`))
	r := f.model("מה עם הדבר הזה", 2, bad, bad)
	asks(t, r, "לאיזה יום?")
	wantTasks()(t, f)
}

// A list's items named by kind by the model ("which": "all") are listed
// and confirmed before they go; a "which" the schema does not offer is a
// problem, never a guess.
func TestModelClearListIsConfirmed(t *testing.T) {
	f := newFixture(t)
	f.send("new list shopping: milk, eggs")
	clear := openaitest.Tools(listsCall(`{"operation":"removeItems","list":"shopping","items":[],"item_positions":[],"which":"all"}`))
	r := f.model("ok wipe whatever's in shopping so i can start over", 1, clear)
	if r.Pending == nil || r.Pending.Kind != memo.PendingConfirm || len(r.Pending.Options) != 2 {
		t.Fatalf("want the two items confirmed, got %+v:\n%s", r.Pending, r.Text)
	}
	wantList(t, f, "shopping", "milk", "eggs")
	f.send("yes")
	wantList(t, f, "shopping")

	// An uncheck of them all is listed too.
	f.send("new list packing: tent, lamp")
	f.send("check tent and lamp on the packing list")
	uncheck := openaitest.Tools(listsCall(`{"operation":"uncheckItems","list":"packing","items":[],"item_positions":[],"which":"all"}`))
	if r = f.model("packing again for the next trip so reset that one", 1, uncheck); r.Pending == nil || r.Pending.Kind != memo.PendingConfirm || len(r.Pending.Options) != 2 {
		t.Fatalf("uncheck all: want the two items confirmed, got %+v:\n%s", r.Pending, r.Text)
	}

	srv := openaitest.New(t)
	odd := openaitest.Tools(listsCall(`{"operation":"removeItems","list":"shopping","items":[],"item_positions":[],"which":"old"}`))
	srv.Push(odd, odd)
	plan, err := newPlanner(t, srv).Plan(t.Context(), request("drop the old stuff", memo.English))
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify {
		t.Errorf("which \"old\": planned %s, want a clarifying question", stepsJSON(plan.Steps))
	}
}
