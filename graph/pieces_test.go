package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestRequestInPieces: a request texted over several short messages, as
// on WhatsApp: a command alone asks what is missing, each answer fills
// what it says (a time alone is the time, whatever the question asked),
// and the request runs once it is whole. An answer that says nothing asks
// again or sets the question aside; it is never stored as the thing.
func TestRequestInPieces(t *testing.T) {
	at := func(d, h int) *time.Time { x := time.Date(2026, 1, d, h, 0, 0, 0, jerusalem); return &x }
	for _, c := range []struct {
		turns []string
		title string
		due   *time.Time
	}{
		{[]string{"תזכורת", "מחר 0600", "להעיר את הצוות"}, "להעיר את הצוות", at(21, 6)},
		{[]string{"reminder", "tomorrow 6am", "wake up the team"}, "wake up the team", at(21, 6)},
		{[]string{"remind me", "to call mom", "at 5"}, "call mom", at(20, 17)},
		{[]string{"new reminder", "call mom", "tomorrow 6am"}, "call mom", at(21, 6)},
		{[]string{"תזכורת חדשה", "לקנות חלב", "מחר ב-6"}, "לקנות חלב", at(21, 18)},
		{[]string{"set a reminder", "6", "call mom"}, "call mom", at(20, 18)},
		{[]string{"reminder", "call dana tomorrow at 9"}, "call dana", at(21, 9)},
		{[]string{"תזכורת", "להתקשר לדנה מחר ב-9"}, "להתקשר לדנה", at(21, 9)},
		{[]string{"remind me", "call mom", "asdf", "at 5"}, "call mom", at(20, 17)},
		{[]string{"תזכירי לי", "להתקשר לאמא", "משהו", "ב-5"}, "להתקשר לאמא", at(20, 17)},
		{[]string{"task", "buy bread"}, "buy bread", nil},
		{[]string{"משימה", "לקנות לחם"}, "לקנות לחם", nil},
	} {
		f := newFixture(t)
		var out memo.Reply
		for i, m := range c.turns {
			out = f.say(m)
			if i < len(c.turns)-1 && out.Pending == nil {
				t.Fatalf("%q: %q asked nothing (%q)", c.turns, m, out.Text)
			}
		}
		ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(ts) != 1 || ts[0].Text != c.title || (c.due == nil) != (ts[0].DueDate == nil) || (c.due != nil && !ts[0].DueDate.Equal(*c.due)) {
			t.Fatalf("%q: tasks %+v (%q); want %q at %v", c.turns, ts, out.Text, c.title, c.due)
		}
	}
	// Near-misses: nothing is made of a thanks, a time or a request of another kind.
	for _, turns := range [][]string{
		{"reminder", "thanks"}, {"תזכורת", "תודה"}, {"reminder", "0600"}, {"תזכורת", "מחר ב-6"},
		{"reminder", "what can you do"}, {"remind me", "call mom", "asdf"},
	} {
		f := newFixture(t)
		for _, m := range turns {
			f.say(m)
		}
		ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(ts) != 0 {
			t.Fatalf("%q made %+v", turns, ts)
		}
	}
	// "asdf" to "what time?" asks again; a thanks sets the question aside.
	f := newFixture(t)
	f.say("reminder")
	f.say("call mom")
	if q := f.say("asdf"); q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTime {
		t.Fatalf("asdf: %+v (%q); want the time asked again", q.Pending, q.Text)
	}
	if q := f.say("thanks"); q.Pending != nil || !strings.Contains(q.Text, "set aside") {
		t.Fatalf("thanks: %+v (%q); want the question set aside", q.Pending, q.Text)
	}
}

// TestRequestInPiecesSurvivesRestart: the question a command alone asks
// is the chat's pending question, kept in the store: a runner started
// afresh reads the next pieces against it.
func TestRequestInPiecesSurvivesRestart(t *testing.T) {
	f := newFixture(t)
	if q := f.say("תזכורת"); q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTaskText {
		t.Fatalf("תזכורת: %+v", q)
	}
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: f.db, Tasks: f.tasks, Lists: f.db, State: f.state, Clock: f.clock, Zone: jerusalem})
	if err != nil {
		t.Fatal(err)
	}
	f.runner = r
	f.say("מחר 0600")
	f.say("להעיר את הצוות")
	ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2026, 1, 21, 6, 0, 0, 0, jerusalem)
	if len(ts) != 1 || ts[0].Text != "להעיר את הצוות" || ts[0].DueDate == nil || !ts[0].DueDate.Equal(want) {
		t.Fatalf("after a restart: %+v", ts)
	}
}
