package graph_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// quotedPlanner plans "delete call and mark this done", said quoting a
// reminder, as the model planner does: a delete of the task named, and a
// completion of the quoted reminder's tasks (FromQuote). Everything else
// goes to the offline grammar.
type quotedPlanner struct{ *offline.Planner }

func (p quotedPlanner) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	if req.Text != "delete call and mark this done" || !req.Quoted {
		return p.Planner.Plan(ctx, req)
	}
	return memo.Plan{TurnID: req.TurnID, Text: req.Text, Lang: req.Lang, Source: "model", Steps: []memo.Step{
		{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"call"}}},
		{ID: "B", Capability: memo.CapTasks, Operation: memo.OpTaskComplete, Tasks: &memo.TaskArgs{FromQuote: true}},
	}}, nil
}

// TestQuotedStepResumesWithItsTasks answers a question asked by one step
// of a plan made from a message quoting a reminder: the step after it,
// which takes its tasks from the quote, completes the quoted reminder's
// task when the plan resumes, in a turn whose own message quotes nothing.
func TestQuotedStepResumesWithItsTasks(t *testing.T) {
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: quotedPlanner{offline.New()}, Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Sent: db})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	say := func(text, quoted string) memo.Reply {
		t.Helper()
		n++
		reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: "chat", MessageID: "m" + string(rune('a'+n)), Text: text, QuotedMessageID: quoted, At: c.Now()})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return reply
	}
	for _, text := range []string{"add a task: call Dana", "add a task: call Dan", "add a task: pay the rent"} {
		say(text, "")
	}
	plants := say("remind me at 10 to water the plants", "").Result.Tasks()
	if len(plants) != 1 {
		t.Fatalf("no reminder created: %+v", plants)
	}
	if err := db.SaveSentMessage(t.Context(), memo.SentMessage{ChatID: "chat", MessageID: "wamid.reminder", Kind: "reminder",
		TaskIDs: []string{plants[0].ID}, SentAt: c.Now()}); err != nil {
		t.Fatal(err)
	}

	q := say("delete call and mark this done", "wamid.reminder")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonWhichTask || len(q.Pending.Options) != 2 {
		t.Fatalf("want which of the two calls, got %+v (%q)", q.Pending, q.Text)
	}
	var dana int
	for i, o := range q.Pending.Options {
		if o.Label == "call Dana" {
			dana = i + 1
		}
	}
	a := say(string(rune('0'+dana)), "")
	if a.Pending != nil {
		t.Fatalf("the answer asked again: %+v (%q)", a.Pending, a.Text)
	}
	open, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, task := range open {
		left = append(left, task.Text)
	}
	if len(left) != 2 || left[0] == "water the plants" || left[1] == "water the plants" {
		t.Errorf("open tasks after the answer: %q; want call Dan and pay the rent (call Dana deleted, the plants watered)", left)
	}
	done, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{IDs: []string{plants[0].ID}, IncludeCompleted: true})
	if err != nil || len(done) != 1 || !done[0].Completed {
		t.Errorf("the quoted reminder's task: %+v, %v; want it completed", done, err)
	}
}
