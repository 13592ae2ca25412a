package graph_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestLeadsInAConversation: reminders counted back from the event just
// made, through the runner and a real store: before a day with no hour,
// at the day's usual hour; before an event of a series, repeating with
// it; and a number said as where a day-long event goes moves its day.
func TestLeadsInAConversation(t *testing.T) {
	for _, tt := range []struct {
		said []string
		want string // the stored reminder: its time, or its repetition
	}{
		{[]string{"Mom's birthday on the 28th", "remind me a week before"}, "21 09:00"},
		{[]string{"יום הולדת לאמא ב-28 לחודש", "תזכיר לי שבוע לפני"}, "21 09:00"},
		{[]string{"I have yoga every Tuesday at 18:00", "remind me an hour before"}, "weekly [2] 17:00"},
		{[]string{"יש לי חוג כל יום שלישי ב-18", "תזכיר שעה לפני"}, "weekly [2] 17:00"},
		{[]string{"יש לי חוג כל יום שלישי ב-18", "תזכיר לי יום לפני"}, "weekly [1] 18:00"},
	} {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		for _, text := range tt.said {
			if out := say(t, r, text); !out.Success {
				t.Fatalf("%q: %+v", text, out)
			}
		}
		ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, k := range ts {
			switch {
			case k.Recurrence != nil:
				got = append(got, fmt.Sprint(k.Recurrence.Type, " ", k.Recurrence.Days, " ", k.Recurrence.Time))
			case k.DueDate != nil:
				got = append(got, k.DueDate.In(jerusalem).Format("02 15:04"))
			}
		}
		if strings.Join(got, ", ") != tt.want {
			t.Errorf("%q: stored %v; want %s", tt.said, got, tt.want)
		}
	}
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	for _, tt := range []struct{ said, want string }{
		{"יום הולדת לאמא ב-28 לחודש", "28 00:00 all day"},
		{"תזיז את זה ל16", "16 00:00 all day"},
		{"move it to 26", "26 00:00 all day"},
	} {
		if out := say(t, r, tt.said); !out.Success {
			t.Fatalf("%q: %+v", tt.said, out)
		}
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 2, 0))
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != 1 || es[0].Start.In(jerusalem).Format("02 15:04")+map[bool]string{true: " all day"}[es[0].AllDay] != tt.want {
			t.Errorf("after %q: %+v; want one event on %s", tt.said, es, tt.want)
		}
	}
}
