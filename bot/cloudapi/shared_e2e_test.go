package cloudapi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
	"github.com/memo-assistant/memo/reminder"
)

// send posts one webhook message and returns the reply it got.
func (h *harness) send(message string) cloudapitest.Sent {
	h.t.Helper()
	before := len(h.api.Sent())
	if code := h.post([]string{message}, nil); code != 200 {
		h.t.Fatalf("webhook answered %d", code)
	}
	return h.api.WaitSent(h.t, before+1, replyWait)[before]
}

// fireTheReminder sends, a day on, the chat's one reminder ("call mom")
// and returns the id of the message that carried it.
func (h *harness) fireTheReminder() string {
	h.t.Helper()
	tasks, err := h.db.FindTasks(h.t.Context(), "+"+dana, memo.TaskFilter{})
	if err != nil || len(tasks) != 1 {
		h.t.Fatalf("tasks %+v, %v", tasks, err)
	}
	h.clock.Advance(25 * time.Hour)
	id, err := h.ch.Notify(h.t.Context(), reminder.Notification{ChatID: "+" + dana, Lang: memo.English, Kind: "reminder", Text: "⏰ call mom", Tasks: tasks})
	if err != nil {
		h.t.Fatal(err)
	}
	return id
}

// TestSharedEndToEnd: a contact card, a location pin, a forwarded
// appointment and a reaction to a fired reminder, as Meta delivers them,
// answered by the real turn pipeline (no model) in English and Hebrew.
func TestSharedEndToEnd(t *testing.T) {
	t.Run("card", func(t *testing.T) {
		h := newHarness(t, opts{real: true})
		h.say("wamid.C0", "hi")
		r := h.send(cloudapitest.ContactsMessage(dana, "wamid.C1", h.clock.Now(),
			cloudapitest.Card("Dana Levi", []string{"+972 50-111-2222", "+972 3-555-6666"}, []string{"dana@example.com"}, "Acme")))
		if !strings.Contains(r.Text(), "Dana Levi") {
			t.Fatalf("card saved: %q", r.Text())
		}
		if r := h.say("wamid.C2", "what's Dana's number?"); !strings.Contains(r.Text(), "50-111-2222") || !strings.Contains(r.Text(), "3-555-6666") {
			t.Errorf("number asked: %q; want both numbers", r.Text())
		}
	})
	t.Run("card hebrew", func(t *testing.T) {
		h := newHarness(t, opts{real: true})
		h.say("wamid.K0", "היי")
		r := h.send(cloudapitest.ContactsMessage(dana, "wamid.K1", h.clock.Now(),
			cloudapitest.Card("דנה כהן", []string{"050-777-8888"}, nil, ""), cloudapitest.Card("אבי", []string{"052-123-4567"}, nil, "")))
		if !strings.Contains(r.Text(), "דנה כהן") || !strings.Contains(r.Text(), "אבי") {
			t.Fatalf("two cards saved: %q", r.Text())
		}
		if r := h.say("wamid.K2", "מה המספר של אבי?"); !strings.Contains(r.Text(), "052-123-4567") {
			t.Errorf("number asked: %q", r.Text())
		}
	})
	t.Run("pin", func(t *testing.T) {
		h := newHarness(t, opts{real: true})
		h.say("wamid.P0", "hi")
		r := h.send(cloudapitest.LocationMessage(dana, "wamid.P1", h.clock.Now(), 32.0853, 34.781768, "", ""))
		if r.Text() == "" {
			t.Fatal("a pin got no reply")
		}
		h.say("wamid.P2", "that's where I parked")
		if r := h.say("wamid.P3", "where did I park?"); !strings.Contains(r.Text(), "maps.google.com/?q=32.085300,34.781768") {
			t.Errorf("where did I park: %q; want the map link", r.Text())
		}
	})
	t.Run("forwarded appointment", func(t *testing.T) {
		h := newHarness(t, opts{real: true})
		h.say("wamid.F0", "hi")
		r := h.send(cloudapitest.ForwardedMessage(dana, "wamid.F1", h.clock.Now(),
			"Your appointment with Dr. Cohen is confirmed for January 27, 2026 at 10:30, 12 Herzl St.", false, ""))
		if !strings.Contains(r.Text(), "Cohen") || !strings.Contains(r.Text(), "10:30") {
			t.Fatalf("appointment offered: %q", r.Text())
		}
		h.say("wamid.F2", "yes")
		cal := h.db.Calendar("+"+dana, time.UTC)
		evs, err := cal.FindEvents(t.Context(), start, start.AddDate(0, 1, 0))
		if err != nil || len(evs) != 1 || !strings.Contains(evs[0].Summary, "Cohen") {
			t.Errorf("events after yes: %+v, %v; want the appointment", evs, err)
		}
	})
	t.Run("forwarded command", func(t *testing.T) {
		h := newHarness(t, opts{real: true})
		h.say("wamid.G1", "add a task: call the bank")
		h.send(cloudapitest.ForwardedMessage(dana, "wamid.G2", h.clock.Now(), "delete all my tasks", true, ""))
		if got := h.tasks(); len(got) != 1 {
			t.Errorf("tasks %q after a forwarded \"delete all my tasks\"; want it kept", got)
		}
	})
	t.Run("reaction", func(t *testing.T) {
		h := newHarness(t, opts{real: true, templates: templates})
		h.say("wamid.R1", "remind me tomorrow at 9 to call mom")
		id := h.fireTheReminder()
		// A heart is ignored quietly: nothing sent, nothing changed.
		before := len(h.api.Sent())
		h.post([]string{cloudapitest.ReactionMessage(dana, "wamid.R2", h.clock.Now(), id, "❤️")}, nil)
		h.settle()
		if n := len(h.api.Sent()); n != before {
			t.Errorf("a heart was answered: %d messages sent", n-before)
		}
		if open, _ := h.db.FindTasks(t.Context(), "+"+dana, memo.TaskFilter{}); len(open) != 1 {
			t.Fatalf("a heart changed the tasks: %+v", open)
		}
		r := h.send(cloudapitest.ReactionMessage(dana, "wamid.R3", h.clock.Now(), id, "👍🏽"))
		if open, _ := h.db.FindTasks(t.Context(), "+"+dana, memo.TaskFilter{}); len(open) != 0 || !strings.Contains(r.Text(), "call mom") {
			t.Errorf("after 👍: %q, open tasks %+v", r.Text(), open)
		}
	})
}
