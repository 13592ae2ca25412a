package graph_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEventInPieces: "new event" / "אירוע חדש" said alone asks what the
// event is and when, as "new reminder" does; an answer that says both
// makes the event, and one that does not (a thanks, a word) makes none.
func TestEventInPieces(t *testing.T) {
	for _, c := range []struct {
		turns []string
		title string
		start time.Time
	}{
		{[]string{"new event", "dentist tomorrow at 4pm"}, "dentist", time.Date(2026, 1, 21, 16, 0, 0, 0, jerusalem)},
		{[]string{"add an event", "lunch with dana on thursday at 1pm"}, "lunch with dana", time.Date(2026, 1, 22, 13, 0, 0, 0, jerusalem)},
		{[]string{"אירוע חדש", "רופא שיניים מחר ב-16:00"}, "רופא שיניים", time.Date(2026, 1, 21, 16, 0, 0, 0, jerusalem)},
	} {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		q := say(t, r, c.turns[0])
		if q.Pending == nil || q.Pending.Reason != memo.ReasonMissingEvent {
			t.Fatalf("%q: %+v (%q); want what the event is asked", c.turns[0], q.Pending, q.Text)
		}
		say(t, r, c.turns[1])
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 7))
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != 1 || es[0].Summary != c.title || !es[0].Start.Equal(c.start) {
			t.Fatalf("%q: events %+v; want %q at %v", c.turns, es, c.title, c.start)
		}
	}
	// Near-misses: nothing is made of a thanks or a word alone.
	for _, turns := range [][]string{{"new event", "thanks"}, {"אירוע חדש", "תודה"}, {"new event", "asdf"}} {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		for _, m := range turns {
			say(t, r, m)
		}
		from := time.Date(2026, 1, 19, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 30))
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != 0 {
			t.Fatalf("%q made %+v", turns, es)
		}
	}
}
