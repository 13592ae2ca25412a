package graph_test

import (
	"context"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// unsure plans with the offline grammar and marks every step Verify, as a
// planner that is not sure of its reading does.
type unsure struct{ offline *offline.Planner }

func (u unsure) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	p, err := u.offline.Plan(ctx, req)
	for i := range p.Steps {
		if p.Steps[i].Capability != memo.CapGeneral {
			p.Steps[i].Verify = true
		}
	}
	return p, err
}

// TestVerifyGate: a Verify step whose items the message did not name
// exactly stops on a confirm question listing them; "no" changes nothing,
// "yes" runs it; a message that named the item runs at once.
func TestVerifyGate(t *testing.T) {
	r, db := calendarRunner(t, nil, unsure{offline.New()}, func(s memo.ConversationState) memo.ConversationState { return s })
	open := func() []string {
		ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, task := range ts {
			out = append(out, task.Text)
		}
		return out
	}
	say(t, r, "remind me tomorrow at 9 to call mom")
	say(t, r, "add a task: pay rent")

	for _, no := range []string{"no", "לא", "ביטול"} {
		q := say(t, r, "delete call")
		if q.Pending == nil || q.Pending.Kind != memo.PendingConfirm || q.Pending.Reason != memo.ReasonConfirmPlanned {
			t.Fatalf("delete call: want a planned-confirm question, got %+v: %q", q.Pending, q.Text)
		}
		if o := q.Pending.Options; len(o) != 1 || o[0].Label != "call mom" || o[0].When == nil {
			t.Errorf("options %+v, want call mom with its due time", o)
		}
		if want := "I'm about to delete: *call mom* — tomorrow at 09:00 — OK? (yes / no)"; q.Text != want {
			t.Errorf("question %q, want %q", q.Text, want)
		}
		say(t, r, no)
		if got := open(); !slices.Equal(got, []string{"call mom", "pay rent"}) {
			t.Fatalf("after %q: tasks %q, want both", no, got)
		}
	}
	say(t, r, "delete call")
	if done := say(t, r, "yes"); done.Result == nil || done.Result.Meta.Deleted != 1 {
		t.Fatalf("yes: %+v", done)
	}
	if got := open(); !slices.Equal(got, []string{"pay rent"}) {
		t.Fatalf("after yes: tasks %q", got)
	}
	// Named by its title: no question.
	if r2 := say(t, r, "delete pay rent"); r2.Pending != nil || r2.Result == nil || r2.Result.Meta.Deleted != 1 {
		t.Fatalf("delete pay rent: %+v: %q", r2.Pending, r2.Text)
	}

	// A list with items goes only when the words say all of it goes.
	say(t, r, "רשימת קניות: חלב, לחם")
	q := say(t, r, "תמחק את רשימת קניות")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonConfirmPlanned {
		t.Fatalf("list delete: want a confirmation, got %q", q.Text)
	}
	if want := "אני עומד למחוק את הרשימה: *קניות* — לאשר? (כן / לא)"; q.Text != want {
		t.Errorf("question %q, want %q", q.Text, want)
	}
	say(t, r, "לא")
	if q := say(t, r, "תמחק את רשימת קניות כולה"); q.Pending != nil {
		t.Fatalf("a list delete the words named asked %q", q.Text)
	}
	if ls, _ := db.FindLists(t.Context(), "chat"); len(ls) != 0 {
		t.Errorf("lists %+v, want none", ls)
	}
}
