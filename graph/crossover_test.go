package graph_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestCrossoverTaskToEvent: "move the vet to friday" names no task, and
// moves the vet appointment in the calendar, keeping its hour.
func TestCrossoverTaskToEvent(t *testing.T) {
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "schedule the vet tomorrow at 16:00")
	out := say(t, r, "move the vet to friday same time")
	if !out.Success || out.Result == nil || out.Result.Meta.Updated != 1 {
		t.Fatalf("move: %+v", out)
	}
	from := time.Date(2026, 1, 23, 0, 0, 0, 0, jerusalem)
	es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 || es[0].Start.In(jerusalem).Hour() != 16 {
		t.Fatalf("friday: %+v", es)
	}
}

// TestCrossoverEventToTask: "move my dentist meeting to 11" names no
// event; the dentist task comes close, so it is offered, and the answer
// moves it on its own day. A name that is neither is a miss.
func TestCrossoverEventToTask(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "remind me tomorrow at 9 to call the dentist")
	q := say(t, r, "move my dentist meeting to 11")
	if q.Pending == nil || len(q.Pending.Options) != 1 || q.Tool != "tasks.update" {
		t.Fatalf("want the dentist task offered, got %+v", q)
	}
	out := say(t, r, "1")
	if !out.Success || out.Result == nil || out.Result.Meta.Updated != 1 {
		t.Fatalf("move: %+v", out)
	}
	task, ok := out.Result.Items[0].(memo.Task)
	if !ok || task.DueDate == nil || task.DueDate.In(jerusalem).Format("2006-01-02 15:04") != "2026-01-21 11:00" {
		t.Fatalf("task after the move: %+v", out.Result.Items)
	}
	if miss := say(t, r, "move the board meeting to 11"); miss.Pending != nil || miss.Result != nil && miss.Result.Meta.Updated > 0 {
		t.Fatalf("a name that is nothing moved something: %+v", miss)
	}
}
