package main

import (
	"testing"

	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestCalendarThroughTheModel: the operations only a model plan reaches
// (several events in one request, several repeating ones) run through
// memo chat --jsonl against a fake OpenAI-compatible server.
func TestCalendarThroughTheModel(t *testing.T) {
	srv := openaitest.New(t)
	s := newSession(t, tuesday9, map[string]string{"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": srv.URL})
	srv.Push(
		openaitest.Tools(openaitest.ToolCall("calendar", `{"operation":"create","events":[`+
			`{"summary":"training","start":"2026-01-21T08:00","end":"","repeat":""},`+
			`{"summary":"haircut","start":"2026-01-21T10:30","end":"","repeat":""}],"summary":"","from":"","to":"","series":null}`)),
		openaitest.Tools(openaitest.ToolCall("calendar", `{"operation":"create","events":[`+
			`{"summary":"gym","start":"2026-01-26T18:00","end":"19:00","repeat":"week"},`+
			`{"summary":"yoga","start":"2026-01-22T07:00","end":"08:00","repeat":"week"}],"summary":"","from":"","to":"","series":null}`)),
	)
	created := func(tool string, n int, words ...string) func(t *testing.T, o out) {
		return func(t *testing.T, o out) {
			t.Helper()
			if o.Tool != tool {
				t.Errorf("tool=%s want %s", o.Tool, tool)
			}
			items(t, o, n)
			has(words...)(t, o)
		}
	}
	s.talk(
		turn{"the two things for tomorrow morning we talked about, put them in", all(ok, created("calendar.createMultiple", 2, "training", "haircut"))},
		turn{"and the usual two classes from next week on, the way we discussed", all(ok, created("calendar.createMultipleRecurring", 2, "gym", "yoga"))},
		turn{"what's on tomorrow?", func(t *testing.T, o out) { has("training", "haircut")(t, o) }},
	)
	if n := srv.Calls(); n != 2 {
		t.Errorf("%d model calls, want 2 (the listing is understood offline)", n)
	}
}
