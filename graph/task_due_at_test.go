package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestReminderNamedByItsDue: "cancel my 4pm reminder" deletes the one due
// at 16:00; when two are due at the hour said the turn asks which, and
// when none is, it says so and deletes nothing.
func TestReminderNamedByItsDue(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "remind me tomorrow at 4pm to call Dan")
	say(t, r, "remind me tomorrow at 9am to water the plants")
	say(t, r, "remind me on friday at 9am to pay the gardener")

	if out := say(t, r, "cancel my 4pm reminder"); !out.Success || out.Pending != nil || !strings.Contains(out.Text, "call Dan") {
		t.Fatalf("cancel my 4pm reminder: %+v; want call Dan deleted", out)
	}
	q := say(t, r, "delete my reminder at 9am")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("two due at 9am: %+v; want a question of two", q)
	}
	say(t, r, "no")
	none := say(t, r, "תבטלי את התזכורת של 7")
	if out := none; out.Success && out.Result != nil && out.Result.Meta.Deleted > 0 {
		t.Errorf("none due at 7: %+v; want nothing deleted", out)
	}
	out := say(t, r, "show my reminders")
	for _, want := range []string{"water the plants", "pay the gardener"} {
		if !strings.Contains(out.Text, want) {
			t.Errorf("after the deletes, %q is gone: %s", want, out.Text)
		}
	}
	if strings.Contains(out.Text, "call Dan") {
		t.Errorf("call Dan still there: %s", out.Text)
	}
}
