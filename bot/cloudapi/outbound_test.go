package cloudapi_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
	"github.com/memo-assistant/memo/reminder"
)

var templates = cloudapi.Templates{Reminder: "memo_reminder", Digest: "memo_digest"}

func reminderFor(chat string, lang memo.Language, text string) reminder.Notification {
	return reminder.Notification{ChatID: chat, Lang: lang, Kind: "reminder", Text: text, Tasks: []memo.Task{{ID: "t_1", Text: "call mom"}}}
}

// TestWindowRule: with the clock pinned, a reminder within 24 hours of the
// user's last message goes as text, after them as the template, and
// without a template it waits (ErrWindowClosed), sending nothing.
func TestWindowRule(t *testing.T) {
	h := newHarness(t, opts{templates: templates})
	h.say("wamid.W1", "hi") // the window opens at start
	ctx := t.Context()
	text := "⏰ Reminder:\n*call mom*   now"

	h.clock.Set(start.Add(24*time.Hour - time.Minute))
	if _, err := h.ch.Notify(ctx, reminderFor("+"+dana, memo.English, text)); err != nil {
		t.Fatal(err)
	}
	h.clock.Set(start.Add(24*time.Hour + time.Minute))
	if _, err := h.ch.Notify(ctx, reminderFor("+"+dana, memo.Hebrew, text)); err != nil {
		t.Fatal(err)
	}
	digest := reminder.Notification{ChatID: "+" + dana, Lang: memo.English, Kind: "digest", Text: "Good morning\n1. call mom"}
	if _, err := h.ch.Notify(ctx, digest); err != nil {
		t.Fatal(err)
	}
	sent := h.api.Sent()[1:]
	if len(sent) != 3 {
		t.Fatalf("sent %d; want 3", len(sent))
	}
	if sent[0].Request.Type != "text" || sent[0].Text() != text {
		t.Errorf("within the window: %s %q; want the text", sent[0].Request.Type, sent[0].Text())
	}
	tpl := sent[1].Request.Template
	if sent[1].Request.Type != "template" || tpl == nil || tpl.Name != "memo_reminder" || tpl.Language.Code != "he" {
		t.Fatalf("outside the window: %s %+v; want the reminder template in Hebrew", sent[1].Request.Type, tpl)
	}
	if got := sent[1].Text(); got != "⏰ Reminder: · *call mom* now" {
		t.Errorf("template parameter %q; want the text on one line", got)
	}
	if tpl := sent[2].Request.Template; tpl == nil || tpl.Name != "memo_digest" || tpl.Language.Code != "en" {
		t.Errorf("digest outside the window: %+v; want the digest template in English", tpl)
	}

	// No template: nothing is sent and the scheduler is told to wait.
	h2 := newHarness(t, opts{})
	h2.say("wamid.W2", "hi")
	h2.clock.Set(start.Add(25 * time.Hour))
	_, err := h2.ch.Notify(ctx, reminderFor("+"+dana, memo.English, text))
	if !errors.Is(err, cloudapi.ErrWindowClosed) {
		t.Errorf("without a template: %v; want ErrWindowClosed", err)
	}
	if n := len(h2.api.Sent()); n != 1 {
		t.Errorf("sent %d messages; want only the first reply", n)
	}
	// A chat that never wrote has no window either.
	if _, err := h2.ch.Notify(ctx, reminderFor("+972541111111", memo.English, text)); !errors.Is(err, cloudapi.ErrWindowClosed) {
		t.Errorf("to a chat that never wrote: %v; want ErrWindowClosed", err)
	}
}

// status posts Meta's status of message id.
func (h *harness) status(id, status string, at time.Time, code int, title string) {
	h.t.Helper()
	if c := h.post(nil, []string{cloudapitest.StatusUpdate(id, status, dana, at, code, title)}); c != 200 {
		h.t.Fatalf("status webhook answered %d", c)
	}
}

func (h *harness) outbound(id string) memo.OutboundMessage {
	h.t.Helper()
	m, ok, err := h.db.FindOutbound(h.t.Context(), id)
	if err != nil || !ok {
		h.t.Fatalf("outbound %s: %v, %v", id, ok, err)
	}
	return m
}

// TestStatusCallbacks: Meta's statuses are recorded against the message
// sent and never move back; a failure is sent again, sent as the
// template, or reported, as its code calls for.
func TestStatusCallbacks(t *testing.T) {
	h := newHarness(t, opts{templates: templates})
	ctx := t.Context()
	h.say("wamid.ST0", "hi")
	id, err := h.ch.Notify(ctx, reminderFor("+"+dana, memo.English, "⏰ call mom"))
	if err != nil {
		t.Fatal(err)
	}
	if m := h.outbound(id); m.Status != memo.StatusAccepted || m.Kind != "reminder" {
		t.Fatalf("after sending: %+v", m)
	}
	at := start.Add(time.Second)
	for _, st := range []string{"sent", "delivered", "read", "delivered", "sent"} {
		h.status(id, st, at, 0, "")
		at = at.Add(time.Second)
	}
	if m := h.outbound(id); m.Status != memo.StatusRead {
		t.Errorf("after sent, delivered, read and late repeats: %s; want read", m.Status)
	}
	sm, ok, err := h.db.FindSentMessage(ctx, "+"+dana, id)
	if err != nil || !ok || len(sm.TaskIDs) != 1 {
		t.Errorf("the reminder is not findable for quotes: %+v %v %v", sm, ok, err)
	}

	// Failures.
	send := func(text string) string {
		id, err := h.ch.Notify(ctx, reminderFor("+"+dana, memo.English, text))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	closed := send("⏰ window closed")
	h.status(closed, "failed", at, 131047, "Re-engagement message")
	gone := send("⏰ undeliverable")
	h.status(gone, "failed", at, 131026, "Message undeliverable")
	flaky := send("⏰ flaky")
	h.status(flaky, "failed", at, 131000, "Something went wrong")
	before := len(h.api.Sent())

	h.ch.Sweep(ctx)
	h.settle()
	got := h.api.Sent()[before:]
	var template, alert bool
	for _, s := range got {
		switch {
		case s.Request.To == dana && s.Request.Type == "template" && s.Text() == "⏰ window closed":
			template = true
		case s.Request.To == operator && strings.Contains(s.Text(), "131026"):
			alert = true
		case s.Text() == "⏰ flaky":
			t.Errorf("the transient failure was sent again before its delay")
		}
	}
	if !template || !alert {
		t.Errorf("after the sweep: %+v; want the closed-window reminder as a template and an alert to the operator", got)
	}
	if m := h.outbound(closed); m.FollowUp != memo.FollowNone || m.Status != memo.StatusFailed || m.ErrorCode != 131047 {
		t.Errorf("the failed message after its follow-up: %+v", m)
	}
	// The transient failure goes again after its delay, once.
	h.clock.Advance(time.Minute)
	before = len(h.api.Sent())
	h.ch.Sweep(ctx)
	h.ch.Sweep(ctx)
	again := h.api.Sent()[before:]
	if len(again) != 1 || again[0].Text() != "⏰ flaky" || h.outbound(again[0].ID).Attempts != 2 {
		t.Errorf("retry: %+v; want the flaky reminder once more, as attempt 2", again)
	}
	// A status for a message Memo has no record of is kept, and does no harm.
	h.status("wamid.UNKNOWN", "delivered", at, 0, "")
	if m := h.outbound("wamid.UNKNOWN"); m.Status != memo.StatusDelivered || m.ChatID != "+"+dana {
		t.Errorf("unknown message's status: %+v", m)
	}
}

// TestChunkedReplyAndQuestionBody: a long reply goes in chunks of at most
// 4,000 characters, and a question whose text is longer than a button
// message's body sends the rest first.
func TestChunkedReplyAndQuestionBody(t *testing.T) {
	long := strings.Repeat("a line of the long listing\n", 300) // ~8,100 characters
	h := newHarness(t, opts{})
	h.run.Reply = func(in memo.Inbound) memo.Reply {
		r := memo.Reply{ChatID: in.ChatID, Text: long + "Which one?\n1. a\n2. b", Lang: memo.English, Success: true}
		if in.Text == "ask" {
			r.Pending = &memo.Pending{Version: 7, Kind: memo.PendingChoose, Options: []memo.Option{{Label: "a"}, {Label: "b"}}, Lang: memo.English}
		}
		return r
	}
	h.say("wamid.L1", "plain")
	sent := h.settle()
	if len(sent) != 3 {
		t.Fatalf("a reply of %d characters went in %d messages; want 3", len(long), len(sent))
	}
	for _, s := range sent {
		if n := len([]rune(s.Text())); n > 4000 || s.Request.Type != "text" {
			t.Errorf("chunk of %d characters, type %s", n, s.Request.Type)
		}
	}
	h.say("wamid.L2", "ask")
	sent = h.settle()[3:]
	last := sent[len(sent)-1]
	if last.Request.Type != "interactive" || len([]rune(last.Text())) > 1024 || !strings.HasSuffix(last.Text(), "2. b") {
		t.Errorf("question sent as %s with a body of %d characters", last.Request.Type, len([]rune(last.Text())))
	}
	var joined []string
	for _, s := range sent {
		joined = append(joined, s.Text())
	}
	if got := strings.Join(joined, "\n"); strings.Count(got, "a line of the long listing") != 300 {
		t.Errorf("the question's text lost lines: %d of 300", strings.Count(got, "a line of the long listing"))
	}
}

// TestInteractiveRefusedFallsBackToText: when Meta refuses the
// interactive message, the question goes as text; typing the number
// still answers it.
func TestInteractiveRefusedFallsBackToText(t *testing.T) {
	h := newHarness(t, opts{})
	h.run.Reply = func(in memo.Inbound) memo.Reply {
		return memo.Reply{ChatID: in.ChatID, Text: "Which one?\n1. a\n2. b", Lang: memo.English,
			Pending: &memo.Pending{Version: 3, Kind: memo.PendingChoose, Options: []memo.Option{{Label: "a"}, {Label: "b"}}, Lang: memo.English}}
	}
	h.api.Fail(cloudapitest.BadParameter)
	r := h.say("wamid.F1", "delete")
	if r.Request.Type != "text" || r.Text() != "Which one?\n1. a\n2. b" {
		t.Errorf("after the refusal: %s %q; want the question as text", r.Request.Type, r.Text())
	}
}

// TestFailureBeforeRecord: Meta's "failed" can arrive before the API's
// answer is recorded; the follow-up still happens.
func TestFailureBeforeRecord(t *testing.T) {
	h := newHarness(t, opts{templates: templates})
	h.say("wamid.FB0", "hi") // wamid.FAKE0001
	h.status("wamid.FAKE0002", "failed", start, 131047, "Re-engagement message")
	id, err := h.ch.Notify(t.Context(), reminderFor("+"+dana, memo.English, "⏰ early"))
	if err != nil || id != "wamid.FAKE0002" {
		t.Fatalf("Notify = %q, %v", id, err)
	}
	if m := h.outbound(id); m.FollowUp != memo.FollowTemplate || m.Kind != "reminder" {
		t.Fatalf("record after the early failure: %+v; want a template follow-up", m)
	}
	h.ch.Sweep(t.Context())
	if last := h.api.Sent()[len(h.api.Sent())-1]; last.Request.Type != "template" || last.Text() != "⏰ early" {
		t.Errorf("after the sweep: %s %q; want the template", last.Request.Type, last.Text())
	}
}
