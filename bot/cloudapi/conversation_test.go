package cloudapi_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// tap posts a tap on button i of the interactive message q and returns
// the reply.
func (h *harness) tap(id string, q cloudapitest.Sent, i int) cloudapitest.Sent {
	h.t.Helper()
	bs := buttons(h.t, q)
	before := len(h.api.Sent())
	h.post([]string{cloudapitest.ButtonReply(dana, id, h.clock.Now(), bs[i][0], bs[i][1], q.ID)}, nil)
	return h.api.WaitSent(h.t, before+1, replyWait)[before]
}

// TestConversationEnglish is a conversation through the webhook, as Meta
// delivers it, answered by the real turn pipeline.
func TestConversationEnglish(t *testing.T) {
	h := newHarness(t, opts{real: true})
	if r := h.say("wamid.E1", "remind me tomorrow at 9 to call mom"); !strings.Contains(r.Text(), "call mom") || r.Request.Type != "text" {
		t.Fatalf("reminder reply: %s %q", r.Request.Type, r.Text())
	}
	h.say("wamid.E2", "add a task: call the bank")
	q := h.say("wamid.E3", "delete call")
	if !strings.Contains(q.Text(), "Which one") {
		t.Fatalf("question: %q", q.Text())
	}
	if r := h.tap("wamid.E4", q, 0); !strings.Contains(r.Text(), "Deleted") {
		t.Errorf("after tapping 1: %q", r.Text())
	}
	if got := h.tasks(); len(got) != 1 {
		t.Fatalf("tasks %q; want one left", got)
	}
	if r := h.say("wamid.E5", "show my tasks"); !strings.Contains(r.Text(), "1.") {
		t.Errorf("listing: %q", r.Text())
	}
	confirm := h.say("wamid.E6", "delete all my tasks")
	bs := buttons(t, confirm)
	if len(bs) != 2 || bs[0][1] != "Yes" || bs[1][1] != "No" {
		t.Fatalf("confirmation buttons %v; want Yes and No", bs)
	}
	h.tap("wamid.E7", confirm, 0)
	if got := h.tasks(); len(got) != 0 {
		t.Errorf("tasks %q after confirming; want none", got)
	}
}

// TestConversationHebrew is the same in Hebrew: the question's buttons
// speak Hebrew, and "כולם" picks every option.
func TestConversationHebrew(t *testing.T) {
	h := newHarness(t, opts{real: true})
	if r := h.say("wamid.H1", "תזכיר לי מחר בשמונה בערב לקנות חלב"); !strings.Contains(r.Text(), "לקנות חלב") || !strings.Contains(r.Text(), "20:00") {
		t.Fatalf("reminder reply: %q", r.Text())
	}
	h.say("wamid.H2", "הוסף משימה: להתקשר לאמא")
	h.say("wamid.H3", "הוסף משימה: להתקשר לבנק")
	q := h.say("wamid.H4", "מחק להתקשר")
	bs := buttons(t, q)
	if len(bs) != 3 || bs[2][1] != "כולם" || !strings.Contains(q.Text(), "לאיזו") {
		t.Fatalf("Hebrew question %q with buttons %v", q.Text(), bs)
	}
	if r := h.tap("wamid.H5", q, 2); !strings.Contains(r.Text(), "מחקתי") {
		t.Errorf("after tapping כולם: %q", r.Text())
	}
	if got := h.tasks(); !slices.Equal(got, []string{"לקנות חלב"}) {
		t.Errorf("tasks %q; want only the milk", got)
	}
	// The chat speaks Hebrew: a notice is in Hebrew too.
	h.post([]string{cloudapitest.UnsupportedMessage(dana, "wamid.H6", h.clock.Now())}, nil)
	sent := h.settle()
	if last := sent[len(sent)-1]; !strings.Contains(last.Text(), "טקסט") {
		t.Errorf("notice to a Hebrew chat: %q", last.Text())
	}
}

// TestDoneQuotingReminder: a reminder sent on the Cloud API (a template,
// outside the window) is quoted back with "done", and its task is
// completed.
func TestDoneQuotingReminder(t *testing.T) {
	h := newHarness(t, opts{real: true, templates: templates})
	h.say("wamid.D1", "remind me tomorrow at 9 to call mom")
	id := h.fireTheReminder()
	if last := h.api.Sent()[len(h.api.Sent())-1]; last.Request.Type != "template" {
		t.Fatalf("reminder went as %s; want the template", last.Request.Type)
	}
	before := len(h.api.Sent())
	h.post([]string{cloudapitest.ReplyMessage(dana, "wamid.D2", h.clock.Now(), "done", id)}, nil)
	r := h.api.WaitSent(t, before+1, replyWait)[before]
	open, _ := h.db.FindTasks(t.Context(), "+"+dana, memo.TaskFilter{})
	if len(open) != 0 || r.Request.Type != "text" {
		t.Errorf("after \"done\" quoting the reminder: %q, open tasks %+v", r.Text(), open)
	}
}
