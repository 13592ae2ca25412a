package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestReminderNamedByDayAndName: a reminder named by its day and a name
// ("delete friday's job reminder", "cancel fridays job" of the reminder
// just set) is looked for among that day's reminders: one is shown before
// it goes, several are asked about, none is said and nothing goes.
func TestReminderNamedByDayAndName(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "remind me on thursday at 9am to do the job")
	say(t, r, "remind me on friday at 9am to pay the gardener")
	say(t, r, "remind me on friday at 5pm to call the gardener")
	say(t, r, "remind me on friday at 10am to do the job")

	if out := say(t, r, "cancel fridays job"); out.Pending == nil || !strings.Contains(out.Text, "do the job") || strings.Contains(out.Text, "gardener") {
		t.Fatalf("cancel fridays job: %+v; want friday's job shown before it goes", out)
	}
	if out := say(t, r, "yes"); !out.Success || out.Result == nil || out.Result.Meta.Deleted != 1 {
		t.Fatalf("yes: %+v; want friday's job deleted", out)
	}
	if q := say(t, r, "delete fridays gardener reminder"); q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("two gardener reminders on friday: %+v; want a question of two", q)
	}
	say(t, r, "no")
	if none := say(t, r, "delete friday's dentist reminder"); none.Success && none.Result != nil && none.Result.Meta.Deleted > 0 {
		t.Errorf("no dentist on friday: %+v; want nothing deleted", none)
	}
	out := say(t, r, "show my reminders")
	for _, want := range []string{"do the job", "pay the gardener", "call the gardener"} {
		if !strings.Contains(out.Text, want) {
			t.Errorf("after the deletes, %q is gone: %s", want, out.Text)
		}
	}
}

// TestConfirmBothEvents: "both" answers a confirmation of deleting two
// events as yes; "neither" as no.
func TestConfirmBothEvents(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "add dentist tomorrow at 9 and haircut tomorrow at 11")
	if q := say(t, r, "delete tomorrow's events"); q.Pending == nil {
		t.Fatalf("delete tomorrow's events: %+v; want a confirmation", q)
	}
	if out := say(t, r, "neither"); out.Result != nil && out.Result.Meta.Deleted > 0 {
		t.Fatalf("neither: %+v; want nothing deleted", out)
	}
	say(t, r, "delete tomorrow's events")
	if out := say(t, r, "both"); !out.Success || out.Result == nil || out.Result.Meta.Deleted != 2 {
		t.Fatalf("both: %+v; want the two deleted", out)
	}
}
