package model_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

func calendarCall(args string) openaitest.Call { return openaitest.ToolCall("calendar", args) }

// TestCalendarSteps converts one calendar call per operation. Now is
// Monday 2026-01-19 10:30 in Jerusalem (+02:00).
func TestCalendarSteps(t *testing.T) {
	tests := []struct {
		name string
		args string
		want string
	}{
		{"create at a time lasts an hour",
			`{"operation":"create","events":[{"summary":"Coffee with Dana","start":"2026-01-21T16:00","end":"","repeat":""}],"summary":"","from":"","to":"","series":null}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Coffee with Dana","start":"2026-01-21T16:00:00+02:00","end":"2026-01-21T17:00:00+02:00"}]}}`},
		{"create on a day with no time is 10:00-11:00",
			`{"operation":"create","events":[{"summary":"Dentist","start":"2026-01-22"}]}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Dentist","start":"2026-01-22T10:00:00+02:00","end":"2026-01-22T11:00:00+02:00"}]}}`},
		{"create with an end of HH:MM ends that day",
			`{"operation":"create","events":[{"summary":"Workshop","start":"2026-01-22T09:00","end":"12:30"}]}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Workshop","start":"2026-01-22T09:00:00+02:00","end":"2026-01-22T12:30:00+02:00"}]}}`},
		{"dates alone are one all-day span, the last day included",
			`{"operation":"create","events":[{"summary":"Eilat","start":"2026-01-20","end":"2026-01-23"}]}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Eilat","start":"2026-01-20T00:00:00+02:00","end":"2026-01-24T00:00:00+02:00","allDay":true}]}}`},
		{"an untitled event gets a title",
			`{"operation":"create","events":[{"summary":" ","start":"2026-01-20T09:00"}]}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Event","start":"2026-01-20T09:00:00+02:00","end":"2026-01-20T10:00:00+02:00"}]}}`},
		{"two events are createMultiple",
			`{"operation":"create","events":[{"summary":"a","start":"2026-01-20T09:00"},{"summary":"b","start":"2026-01-21T09:00"}]}`,
			`{"capability":"calendar","operation":"createMultiple","calendar":{"drafts":[{"summary":"a","start":"2026-01-20T09:00:00+02:00","end":"2026-01-20T10:00:00+02:00"},{"summary":"b","start":"2026-01-21T09:00:00+02:00","end":"2026-01-21T10:00:00+02:00"}]}}`},
		{"a weekly event is createRecurring on its weekday, until the last day",
			`{"operation":"create","events":[{"summary":"Gym","start":"2026-01-26T18:00","end":"19:00","repeat":"week"}],"to":"2026-03-31"}`,
			`{"capability":"calendar","operation":"createRecurring","calendar":{"drafts":[{"summary":"Gym","start":"2026-01-26T18:00:00+02:00","end":"2026-01-26T19:00:00+02:00","timeZone":"Asia/Jerusalem","recurrence":{"type":"weekly","days":[1],"until":"2026-03-31T23:59:59+03:00"}}]}}`},
		{"a weekly slot already past today starts after today, on its weekday",
			`{"operation":"create","events":[{"summary":"Gym","start":"2026-01-19T08:00","repeat":"week"}]}`,
			`{"capability":"calendar","operation":"createRecurring","calendar":{"drafts":[{"summary":"Gym","start":"2026-01-20T08:00:00+02:00","end":"2026-01-20T09:00:00+02:00","timeZone":"Asia/Jerusalem","recurrence":{"type":"weekly","days":[1]}}]}}`},
		{"two weekdays are createMultipleRecurring",
			`{"operation":"create","events":[{"summary":"Gym","start":"2026-01-19T18:00","repeat":"week"},{"summary":"Gym","start":"2026-01-21T18:00","repeat":"week"}]}`,
			`{"capability":"calendar","operation":"createMultipleRecurring","calendar":{"drafts":[{"summary":"Gym","start":"2026-01-19T18:00:00+02:00","end":"2026-01-19T19:00:00+02:00","timeZone":"Asia/Jerusalem","recurrence":{"type":"weekly","days":[1]}},{"summary":"Gym","start":"2026-01-21T18:00:00+02:00","end":"2026-01-21T19:00:00+02:00","timeZone":"Asia/Jerusalem","recurrence":{"type":"weekly","days":[3]}}]}}`},
		{"a monthly event repeats on its day of the month",
			`{"operation":"create","events":[{"summary":"Rent","start":"2026-02-01","repeat":"month"}]}`,
			`{"capability":"calendar","operation":"createRecurring","calendar":{"drafts":[{"summary":"Rent","start":"2026-02-01T10:00:00+02:00","end":"2026-02-01T11:00:00+02:00","timeZone":"Asia/Jerusalem","recurrence":{"type":"monthly","dayOfMonth":1}}]}}`},
		{"a day with no time on the night clocks go forward is still 10:00",
			`{"operation":"create","events":[{"summary":"Dentist","start":"2026-03-27"}]}`,
			`{"capability":"calendar","operation":"create","calendar":{"drafts":[{"summary":"Dentist","start":"2026-03-27T10:00:00+03:00","end":"2026-03-27T11:00:00+03:00"}]}}`},
		{"getEvents of a day",
			`{"operation":"getEvents","events":[],"summary":"","from":"2026-01-22","to":"","series":null}`,
			`{"capability":"calendar","operation":"getEvents","calendar":{"from":"2026-01-22T00:00:00+02:00","to":"2026-01-23T00:00:00+02:00"}}`},
		{"getEvents of days, the last included",
			`{"operation":"getEvents","from":"2026-01-20","to":"2026-01-22"}`,
			`{"capability":"calendar","operation":"getEvents","calendar":{"from":"2026-01-20T00:00:00+02:00","to":"2026-01-23T00:00:00+02:00"}}`},
		{"getEvents with no window is the default",
			`{"operation":"getEvents"}`,
			`{"capability":"calendar","operation":"getEvents","calendar":{}}`},
		{"checkConflicts at a time is the hour from it",
			`{"operation":"checkConflicts","from":"2026-01-20T10:00"}`,
			`{"capability":"calendar","operation":"checkConflicts","calendar":{"from":"2026-01-20T10:00:00+02:00","to":"2026-01-20T11:00:00+02:00"}}`},
		{"checkConflicts with no time is today",
			`{"operation":"checkConflicts"}`,
			`{"capability":"calendar","operation":"checkConflicts","calendar":{"from":"2026-01-19T00:00:00+02:00","to":"2026-01-20T00:00:00+02:00"}}`},
		{"get by name",
			`{"operation":"get","summary":"meeting with Dana"}`,
			`{"capability":"calendar","operation":"get","calendar":{"summary":"meeting with Dana"}}`},
		{"getRecurringInstances is of the series",
			`{"operation":"getRecurringInstances","summary":"gym"}`,
			`{"capability":"calendar","operation":"getRecurringInstances","calendar":{"summary":"gym","scope":"series"}}`},
		{"update to a time keeps the day",
			`{"operation":"update","events":[{"summary":"","start":"15:00","end":"","repeat":""}],"summary":"review with Noa"}`,
			`{"capability":"calendar","operation":"update","calendar":{"summary":"review with Noa","fields":{"start":"2026-01-19T15:00:00+02:00","timeOnly":true}}}`},
		{"update of the event at a time on a day, to another day",
			`{"operation":"update","events":[{"summary":"","start":"2026-01-22"}],"from":"2026-01-20T09:00"}`,
			`{"capability":"calendar","operation":"update","calendar":{"from":"2026-01-20T00:00:00+02:00","to":"2026-01-21T00:00:00+02:00","atTime":"09:00","fields":{"start":"2026-01-22T00:00:00+02:00","dateOnly":true}}}`},
		{"update of one occurrence, start and end",
			`{"operation":"update","events":[{"summary":"Gym","start":"2026-01-21T18:00","end":"20:00"}],"summary":"gym","series":false}`,
			`{"capability":"calendar","operation":"update","calendar":{"summary":"gym","fields":{"summary":"Gym","start":"2026-01-21T18:00:00+02:00","end":"2026-01-21T20:00:00+02:00"},"scope":"instance"}}`},
		{"updateByWindow moves a morning",
			`{"operation":"updateByWindow","events":[{"summary":"","start":"2026-01-22"}],"from":"2026-01-20T00:00","to":"2026-01-20T12:00"}`,
			`{"capability":"calendar","operation":"updateByWindow","verify":true,"calendar":{"from":"2026-01-20T00:00:00+02:00","to":"2026-01-20T12:00:00+02:00","fields":{"start":"2026-01-22T00:00:00+02:00","dateOnly":true}}}`},
		{"delete the event of a day",
			`{"operation":"delete","summary":"boxing","from":"2026-01-26"}`,
			`{"capability":"calendar","operation":"delete","verify":true,"calendar":{"from":"2026-01-26T00:00:00+02:00","to":"2026-01-27T00:00:00+02:00","summary":"boxing"}}`},
		{"deleteByWindow except some",
			`{"operation":"deleteByWindow","summary":"","from":"2026-01-20"}`,
			`{"capability":"calendar","operation":"deleteByWindow","verify":true,"calendar":{"from":"2026-01-20T00:00:00+02:00","to":"2026-01-21T00:00:00+02:00"}}`},
		{"deleteBySummary of the whole series",
			`{"operation":"deleteBySummary","summary":"gym","series":true}`,
			`{"capability":"calendar","operation":"deleteBySummary","verify":true,"calendar":{"summary":"gym","scope":"series"}}`},
		{"truncateRecurring after a day",
			`{"operation":"truncateRecurring","summary":"gym","to":"2026-02-10"}`,
			`{"capability":"calendar","operation":"truncateRecurring","verify":true,"calendar":{"summary":"gym","scope":"series","until":"2026-02-10T23:59:59+02:00"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(calendarCall(tt.args)))
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("x", memo.English))
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			if srv.Calls() != 1 {
				t.Errorf("%d calls, want 1 (no repair)", srv.Calls())
			}
			want := `[{"id":"A",` + strings.TrimPrefix(tt.want, "{") + `]`
			if got := stepsJSON(plan.Steps); got != want {
				t.Errorf("steps\n got %s\nwant %s", got, want)
			}
		})
	}
}

// TestCalendarBadInput: a calendar call with bad arguments gets one repair
// call quoting the problem; still bad, the turn asks the user to say more
// and nothing runs.
func TestCalendarBadInput(t *testing.T) {
	const (
		unclear  = "I couldn't make out all the details. Could you say it again, for example with a full day and time?"
		whichDay = "Which day?"
		when     = "When exactly? Which day, and what time?"
	)
	tests := []struct {
		name   string
		args   string
		repair string
		msg    string
	}{
		{"an event ending before it starts",
			`{"operation":"create","events":[{"summary":"Lunch","start":"2026-01-20T13:00","end":"2026-01-20T12:00"}]}`,
			"events[0]: end 2026-01-20 12:00 is not after start 2026-01-20 13:00", unclear},
		{"a window of ten years",
			`{"operation":"getEvents","from":"2026-01-19","to":"2036-01-19"}`,
			"the window is 3653 days; at most 732", unclear},
		{"a deleteByWindow of ten years",
			`{"operation":"deleteByWindow","from":"2026-01-19","to":"2035-12-31"}`,
			"the window is 3634 days; at most 732", whichDay},
		{"February 30",
			`{"operation":"create","events":[{"summary":"Lunch","start":"2026-02-30T13:00"}]}`,
			`events[0]: start "2026-02-30T13:00" is not a real date or time`, "that date or time does not exist"},
		{"a start already past",
			`{"operation":"create","events":[{"summary":"Lunch","start":"2026-01-19T08:00"}]}`,
			"events[0]: start 2026-01-19 08:00 is in the past", "that time has already passed"},
		{"a time with a zone",
			`{"operation":"getEvents","from":"2026-01-20T08:00:00Z"}`,
			`from "2026-01-20T08:00:00Z" has a time zone`, when},
		{"a title of 5,000 characters",
			`{"operation":"create","events":[{"summary":"` + strings.Repeat("a", 5000) + `","start":"2026-01-20T13:00"}]}`,
			"events[0]: summary is 5000 characters; at most 300", unclear},
		{"an event id the model made up, with no name",
			`{"operation":"delete","summary":"","eventIds":["evt_1"]}`,
			"delete needs summary or from", "Which event?"},
		{"deleteBySummary with no name",
			`{"operation":"deleteBySummary","summary":""}`,
			"deleteBySummary needs summary", "Which event?"},
		{"an update that changes nothing",
			`{"operation":"update","events":[{"summary":"","start":""}],"summary":"lunch"}`,
			"update needs a new summary or start in events[0]", "What should I change it to?"},
		{"an end given as to",
			`{"operation":"create","events":[{"summary":"Lunch","start":"2026-01-20T13:00"}],"to":"2026-01-20T14:00"}`,
			"to is only for a repeat; put the end in events[].end", unclear},
		{"truncateRecurring with no last day",
			`{"operation":"truncateRecurring","summary":"gym"}`,
			"truncateRecurring needs to: the last day", whichDay},
		{"an operation that does not exist",
			`{"operation":"move","summary":"lunch"}`,
			`calendar operation "move": use one of get, getEvents`, unclear},
		{"a repeat every few minutes",
			`{"operation":"create","events":[{"summary":"Lunch","start":"2026-01-20T13:00","repeat":"minutes"}]}`,
			`events[0]: repeat "minutes": use one of day, week, month`, unclear},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(calendarCall(tt.args)), openaitest.Tools(calendarCall(tt.args)))
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("x", memo.English))
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			if srv.Calls() != 2 {
				t.Errorf("%d calls, want 2 (with the repair)", srv.Calls())
			}
			if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpClarify || plan.Steps[0].General.Text != tt.msg {
				t.Fatalf("want one clarify step asking %q, got %s", tt.msg, stepsJSON(plan.Steps))
			}
			if note := repairNote(t, srv.Requests()[1].Body); !strings.Contains(note, "call 1: "+tt.repair) {
				t.Errorf("repair note does not quote %q:\n%s", tt.repair, note)
			}
		})
	}
}

// TestCalendarBadInputConversation: through the runner, an event ending
// before it starts, or a window of ten years, costs the call and its
// repair, then the user is asked to say more; nothing is created or
// deleted.
func TestCalendarBadInputConversation(t *testing.T) {
	tests := []struct {
		name, text, args string
		lang             memo.Language
	}{
		{"an event ending before it starts", "find room for lunch with Dana tomorrow from 1pm until noon",
			`{"operation":"create","events":[{"summary":"Lunch with Dana","start":"2026-01-20T13:00","end":"2026-01-20T12:00"}]}`, memo.English},
		{"a window of ten years", "תעיף לי את כל מה שיש ביומן בעשר השנים הקרובות",
			`{"operation":"deleteByWindow","from":"2026-01-19","to":"2036-01-19"}`, memo.Hebrew},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			f.send("schedule gym tomorrow at 18:00")
			f.srv.Push(openaitest.Tools(calendarCall(tt.args)), openaitest.Tools(calendarCall(tt.args)))
			r := f.send(tt.text)
			if f.srv.Calls() != 2 {
				t.Errorf("%d model calls, want 2 (the repair)", f.srv.Calls())
			}
			if r.Pending == nil || r.Pending.Kind != memo.PendingMissing {
				t.Errorf("reply %q asks %+v, want a question for more details", r.Text, r.Pending)
			}
			if lang, _ := memo.DetectLanguage(r.Text); lang != tt.lang {
				t.Errorf("reply %q is not in %s", r.Text, tt.lang)
			}
			wantEvents("gym @ 2026-01-20T18:00:00+02:00–19:00")(t, f)
		})
	}
}
