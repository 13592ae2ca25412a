package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDoneToldFitsTheVerb: "watered the lemon tree and paid the gardener"
// completes the two tasks it names; "paid the plumber" when the plumber
// task is to call him is asked about, and the answer completes it.
func TestDoneToldFitsTheVerb(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	for _, s := range []string{"add task: water the lemon tree", "add task: pay the gardener", "add task: call the plumber", "add task: fix the gate"} {
		say(t, r, s)
	}
	out := say(t, r, "watered the lemon tree and paid the gardener")
	if !out.Success || out.Result == nil || out.Result.Meta.Updated != 2 {
		t.Fatalf("done: %+v", out)
	}
	q := say(t, r, "paid the plumber")
	if q.Pending == nil || len(q.Pending.Options) != 1 || q.Pending.Options[0].Label != "call the plumber" {
		t.Fatalf("want the plumber task asked about, got %+v", q)
	}
	if out := say(t, r, "yes"); out.Result == nil || out.Result.Meta.Updated != 1 {
		t.Fatalf("yes: %+v", out)
	}
	left := say(t, r, "show my tasks")
	if left.Result == nil || len(left.Result.Items) != 1 {
		t.Fatalf("left: %+v", left.Result)
	}
}
