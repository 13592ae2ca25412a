package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestNoteAndRepeatOfFocus: through the runner and a real store, a note
// and a place told after an event was made are its description and
// location, and a repetition told after it makes it a series at its own
// hour; a repetition told after a reminder makes that reminder repeat.
// None of them makes another item.
func TestNoteAndRepeatOfFocus(t *testing.T) {
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	events := func() []memo.Event {
		t.Helper()
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 15))
		if err != nil {
			t.Fatal(err)
		}
		return es
	}
	say(t, r, "dentist tomorrow at 4pm")
	for _, text := range []string{"add a note: bring ID", "it's at room 3", "make it every week"} {
		out := say(t, r, text)
		t.Log(out.Text)
		if !out.Success {
			t.Fatalf("%q: %+v", text, out)
		}
	}
	es := events()
	if len(es) != 2 || es[0].Summary != "dentist" || es[0].Description != "bring ID" || es[0].Location != "room 3" ||
		es[1].Start.In(jerusalem).Format("02 15:04") != "28 16:00" {
		t.Errorf("events: %+v; want the dentist with its note and place, weekly at 16:00", es)
	}
	say(t, r, "תזכירי לי מחר בשש להתקשר לסבתא")
	out := say(t, r, "שיהיה כל יום")
	t.Log(out.Text)
	if !out.Success {
		t.Fatalf("שיהיה כל יום: %+v", out)
	}
	tasks, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tasks) != 1 || tasks[0].Recurrence == nil || tasks[0].Recurrence.Type != memo.RecurDaily || tasks[0].Recurrence.Time != "18:00" ||
		!strings.Contains(tasks[0].Text, "סבתא") {
		t.Errorf("tasks: %+v; want one reminder, daily at 18:00", tasks)
	}
}
