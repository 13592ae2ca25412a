package graph_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMissingTextAnsweredWithATimeOrThanks: asked what a reminder is
// about, an answer that only corrects its time ("actually make it 4",
// "בעצם תעשה את זה ב-4", "make it tomorrow") changes the time and asks
// again; a thanks answers nothing. Neither becomes the reminder's text.
func TestMissingTextAnsweredWithATimeOrThanks(t *testing.T) {
	at := func(d, h int) time.Time { return time.Date(2026, 1, d, h, 0, 0, 0, jerusalem) }
	for _, c := range []struct {
		ask, retime, what string
		due               time.Time
	}{
		{"remind me at 3", "actually make it 4", "call dana", at(20, 16)},
		{"remind me at 3", "no, at 5", "call dana", at(20, 17)},
		{"remind me at 3", "make it tomorrow", "call dana", at(21, 15)},
		{"תזכיר לי ב-3", "בעצם תעשה את זה ב-4", "להתקשר לדנה", at(20, 16)},
		{"תזכיר לי ב-3", "בעצם מחר", "להתקשר לדנה", at(21, 15)},
	} {
		f := newFixture(t)
		if q := f.say(c.ask); q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTaskText {
			t.Fatalf("%q: want the question what about, got %+v", c.ask, q)
		}
		if q := f.say(c.retime); q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTaskText {
			t.Fatalf("%q: want the question again, got %+v (%q)", c.retime, q.Pending, q.Text)
		}
		out := f.say(c.what)
		ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(ts) != 1 || ts[0].Text != c.what || ts[0].DueDate == nil || !ts[0].DueDate.Equal(c.due) {
			t.Fatalf("%q then %q then %q: tasks %+v (%q); want %q at %s", c.ask, c.retime, c.what, ts, out.Text, c.what, c.due)
		}
	}
	for _, thanks := range []string{"thanks", "תודה", "👍"} {
		f := newFixture(t)
		f.say("remind me tomorrow morning")
		f.say(thanks)
		ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(ts) != 0 {
			t.Fatalf("%q made a reminder of the thanks: %+v", thanks, ts)
		}
	}
}

// TestTimeOnlyReminderAsksWhat: a reminder given only a time ("ב 5" with
// its ב apart, "at 5", "tomorrow at 9") asks what it is about, and the
// answer makes the reminder at that time.
func TestTimeOnlyReminderAsksWhat(t *testing.T) {
	at := func(d, h int) time.Time { return time.Date(2026, 1, d, h, 0, 0, 0, jerusalem) }
	for _, c := range []struct {
		ask, what string
		due       time.Time
	}{
		{"תזכירי לי ב 5", "להתקשר לאמא", at(20, 17)},
		{"תזכירי לי מחר ב 9", "להתקשר לאמא", at(21, 9)},
		{"remind me at 5", "call mom", at(20, 17)},
		{"remind me tomorrow at 9", "call mom", at(21, 9)},
	} {
		f := newFixture(t)
		if q := f.say(c.ask); q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTaskText {
			t.Fatalf("%q: want the question what about, got %+v (%q)", c.ask, q.Pending, q.Text)
		}
		out := f.say(c.what)
		ts, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(ts) != 1 || ts[0].Text != c.what || ts[0].DueDate == nil || !ts[0].DueDate.Equal(c.due) {
			t.Fatalf("%q then %q: tasks %+v (%q); want %q at %s", c.ask, c.what, ts, out.Text, c.what, c.due)
		}
	}
}
