package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMarkAsBought: "mark X as bought" with a list in focus checks X off
// that list, and "mark X as done" still completes a task.
func TestMarkAsBought(t *testing.T) {
	f := newFixture(t)
	f.say("new list groceries: milk, eggs, bread")
	r := f.say("mark the bread as bought")
	if r.Result == nil || r.Result.Operation != memo.OpListCheck {
		t.Fatalf("mark the bread as bought: %+v", r)
	}
	ls := r.Result.Lists()
	if len(ls) != 1 {
		t.Fatalf("lists %+v", ls)
	}
	for _, it := range ls[0].Items {
		if it.Checked != (it.Text == "bread") {
			t.Errorf("item %q checked=%v", it.Text, it.Checked)
		}
	}
	f.say("add a task: call the bank")
	if r := f.say("mark call the bank as done"); r.Result == nil || r.Result.Operation != memo.OpTaskComplete {
		t.Errorf("mark call the bank as done: %+v", r)
	}
}
