package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
)

// conversationRunner is a runner on the offline grammar and a real store,
// with starts: the events of the two weeks from Tuesday 20 January 2026,
// each as "<title> <day> <hh:mm>", in the order the calendar lists them.
func conversationRunner(t *testing.T) (*graph.Runner, func() string) {
	t.Helper()
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	starts := func() string {
		t.Helper()
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 14))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range es {
			out = append(out, e.Summary+" "+e.Start.In(jerusalem).Format("02 15:04"))
		}
		return strings.Join(out, ", ")
	}
	return r, starts
}

// TestFollowUpsInAConversation: follow-ups on the event just made, through
// the runner and a real store: a weekday said in place of its own moves it
// within its week; a reminder asked for with an hour alone is on its day;
// a deletion with why deletes it.
func TestFollowUpsInAConversation(t *testing.T) {
	r, starts := conversationRunner(t)
	say(t, r, "dentist next wednesday at 3pm")
	if got := starts(); got != "dentist 28 15:00" {
		t.Fatalf("made: %s", got)
	}
	if out := say(t, r, "it's on thursday not wednesday"); !out.Success {
		t.Fatalf("thursday not wednesday: %+v", out)
	}
	if got := starts(); got != "dentist 29 15:00" {
		t.Errorf("after thursday not wednesday: %s; want the Thursday of its week", got)
	}
	if out := say(t, r, "nah delete that my teacher moved it"); !out.Success {
		t.Fatalf("delete that with why: %+v", out)
	}
	if got := starts(); got != "" {
		t.Errorf("after delete that with why: %s; want it gone", got)
	}
	say(t, r, "מחר יש לי מסיבה ב-8")
	out := say(t, r, "ותזכירי לי בשש")
	if !out.Success || !strings.Contains(out.Text, "מחר") || !strings.Contains(out.Text, "18:00") {
		t.Errorf("ותזכירי לי בשש: %q; want a reminder tomorrow at 18:00", out.Text)
	}
}
