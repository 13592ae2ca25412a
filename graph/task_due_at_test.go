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

// TestReminderNamedByItsDay: "delete the reminder tomorrow" with two due
// tomorrow asks which, with both as numbered options; with one due that
// day it is shown before it goes and deleted on yes; with none it says
// so and deletes nothing.
func TestReminderNamedByItsDay(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "remind me tomorrow at 4pm to call Dan")
	say(t, r, "remind me tomorrow at 9am to water the plants")
	say(t, r, "remind me on friday at 9am to pay the gardener")

	q := say(t, r, "delete the reminder tomorrow")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("two due tomorrow: %+v; want a question of two", q)
	}
	say(t, r, "no")
	if out := say(t, r, "תמחק את התזכורת של יום שישי"); out.Pending == nil || !strings.Contains(out.Text, "pay the gardener") {
		t.Fatalf("one due on Friday: %+v; want it shown before it goes", out)
	}
	if out := say(t, r, "yes"); !out.Success || out.Result == nil || out.Result.Meta.Deleted != 1 {
		t.Fatalf("yes: %+v; want pay the gardener deleted", out)
	}
	none := say(t, r, "cancel my reminder for today")
	if none.Success && none.Result != nil && none.Result.Meta.Deleted > 0 || !strings.Contains(none.Text, "no reminder due today") {
		t.Errorf("none due today: %+v; want it said, nothing deleted", none)
	}
	out := say(t, r, "show my reminders")
	for _, want := range []string{"water the plants", "call Dan"} {
		if !strings.Contains(out.Text, want) {
			t.Errorf("after the deletes, %q is gone: %s", want, out.Text)
		}
	}
}
