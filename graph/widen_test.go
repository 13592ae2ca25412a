package graph_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNoWidening: a move or delete whose named task matches nothing never
// touches the other tasks; a name that only comes close is asked about.
func TestNoWidening(t *testing.T) {
	for _, tc := range []struct {
		name, move string
	}{
		{"english", "move call Sara to 18:00"},
		{"hebrew", "תזיז את להתקשר לשרה ל-18:00"},
		{"delete", "delete call Sara"},
		{"done", "done call Sara"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.say("remind me tomorrow at 9 to water the plants")
			f.say("remind me tomorrow at 10 to pay the bill")
			f.say("add a task: buy bread")
			before := f.tasksNow()
			r := f.say(tc.move)
			if r.Result != nil && (r.Result.Meta.Updated > 0 || r.Result.Meta.Deleted > 0) {
				t.Errorf("%q changed tasks: %+v", tc.move, r.Result.Meta)
			}
			if r.Pending != nil {
				t.Errorf("%q asked about unrelated tasks: %+v", tc.move, r.Pending.Options)
			}
			after := f.tasksNow()
			if len(after) != len(before) {
				t.Fatalf("%d tasks before, %d after", len(before), len(after))
			}
			for i := range before {
				if before[i].Text != after[i].Text || !sameTime(before[i].DueDate, after[i].DueDate) || before[i].Completed != after[i].Completed {
					t.Errorf("task changed: %+v → %+v", before[i], after[i])
				}
			}
		})
	}
}

// TestNearMatchAsks: a name that matches nothing well but comes close to
// some tasks is a numbered question; the answer acts on the option picked.
func TestNearMatchAsks(t *testing.T) {
	f := newFixture(t)
	f.say("add a task: pay the water bill")
	f.say("add a task: buy bread")
	r := f.say("done pay the electricity")
	if r.Pending == nil {
		t.Fatalf("want a did-you-mean question, got %q", r.Text)
	}
	if r.Pending.Reason != memo.ReasonNearTask || len(r.Pending.Options) != 1 {
		t.Fatalf("want one near option, got %s %+v", r.Pending.Reason, r.Pending.Options)
	}
	r = f.say("1")
	if r.Result == nil || len(r.Result.Items) != 1 || !r.Result.Items[0].(memo.Task).Completed {
		t.Fatalf("the answer did not complete the option: %q", r.Text)
	}
}

func (f *fixture) tasksNow() []memo.Task {
	f.t.Helper()
	u, err := f.db.EnsureUser(context.Background(), "chat", "Asia/Jerusalem", "")
	if err != nil {
		f.t.Fatal(err)
	}
	ts, err := f.db.FindTasks(context.Background(), u.ID, memo.TaskFilter{IncludeCompleted: true})
	if err != nil {
		f.t.Fatal(err)
	}
	return ts
}

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}
