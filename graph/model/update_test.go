package model_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestModelTaskUpdate: the model changes a task's time, day or text, as
// the offline grammar can; one task named by the user changes at once,
// several are confirmed first.
func TestModelTaskUpdate(t *testing.T) {
	f := newFixture(t)
	f.send("remind me tomorrow at 9 to call mom")

	// A new time.
	f.model("could you make the mom call 6pm instead", 1, openaitest.Tools(tasksCall(
		`{"operation":"update","tasks":[{"text":"","due":"2026-01-20T18:00","remind":false,"repeat":null}],"targets":["call mom"],"positions":[],"window":null}`)))
	wantTasks("call mom @ 2026-01-20T18:00:00+02:00")(t, f)

	// A new day: the task keeps its time of day.
	f.model("bump call mom over to thursday please", 1, openaitest.Tools(tasksCall(
		`{"operation":"update","tasks":[{"text":"","due":"2026-01-22","remind":false,"repeat":null}],"targets":["call mom"]}`)))
	wantTasks("call mom @ 2026-01-22T18:00:00+02:00")(t, f)

	// A new text.
	f.model("reword call mom as call mom and dad", 1, openaitest.Tools(tasksCall(
		`{"operation":"update","tasks":[{"text":"call mom and dad","due":null,"remind":false,"repeat":null}],"targets":["call mom"]}`)))
	wantTasks("call mom and dad @ 2026-01-22T18:00:00+02:00")(t, f)

	// Several at once: shown first.
	f.send("add a task: pay rent")
	r := f.model("make the mom call and the rent one both thursday", 1, openaitest.Tools(tasksCall(
		`{"operation":"update","tasks":[{"text":"","due":"2026-01-22"}],"targets":["call mom and dad","pay rent"]}`)))
	confirms(t, r, "call mom and dad", "pay rent")
	if !strings.Contains(r.Text, "New day: Thursday") {
		t.Errorf("question %q does not say the new day", r.Text)
	}
	f.send("yes")
	wantTasks("pay rent @ 2026-01-22T09:00:00+02:00", "call mom and dad @ 2026-01-22T18:00:00+02:00")(t, f)
}

// TestModelTaskUpdateBadInput: an update with nothing to change, or a
// time already past, is a problem for the repair; the update steps the
// planner builds.
func TestModelTaskUpdateBadInput(t *testing.T) {
	tests := []struct {
		name, args, repair string
	}{
		{"nothing to change", `{"operation":"update","tasks":[{"text":"","due":null}],"targets":["call mom"]}`, "update needs a new text or due in tasks[0]"},
		{"no new values", `{"operation":"update","tasks":[],"targets":["call mom"]}`, "update needs the new values in tasks[0]"},
		{"no target", `{"operation":"update","tasks":[{"text":"x","due":null}]}`, "update needs targets"},
		{"a past time", `{"operation":"update","tasks":[{"text":"","due":"2026-01-19T08:00"}],"targets":["call mom"]}`, "tasks[0].due 2026-01-19 08:00 is in the past"},
		{"a past day", `{"operation":"update","tasks":[{"text":"","due":"2026-01-18"}],"targets":["call mom"]}`, "tasks[0].due 2026-01-18 is before today"},
		{"a repeat", `{"operation":"update","tasks":[{"text":"","due":null,"repeat":{"every":"day","time":"09:00"}}],"targets":["call mom"]}`, "update cannot change repeat"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(tasksCall(tt.args)), openaitest.Text("Which task, and what should change?"))
			if _, err := newPlanner(t, srv).Plan(t.Context(), request("the usual thing", "en")); err != nil {
				t.Fatal(err)
			}
			if note := repairNote(t, srv.Requests()[1].Body); !strings.Contains(note, tt.repair) {
				t.Errorf("repair note %q does not say %q", note, tt.repair)
			}
		})
	}
}

// TestModelNamedExactly: a delete whose target the message names by its
// title runs at once; one the message names in part is shown first.
func TestModelNamedExactly(t *testing.T) {
	f := newFixture(t)
	f.send("add a task: call mom")
	f.send("add a task: pay rent")
	r := f.model("get rid of the call mom task", 1, openaitest.Tools(tasksCall(`{"operation":"delete","targets":["call mom"]}`)))
	if r.Pending != nil {
		t.Fatalf("a delete the message named asked %q", r.Text)
	}
	wantTasks("pay rent")(t, f)

	f.send("add a task: call mom")
	confirms(t, f.model("get rid of the call", 1, openaitest.Tools(tasksCall(`{"operation":"delete","targets":["call"]}`))), "call mom")
	f.send("no")
	wantTasks("pay rent", "call mom")(t, f)
}
