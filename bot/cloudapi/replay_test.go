package cloudapi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// TestOldDeliveriesRefused: Meta's signature carries no time, so a
// captured delivery can be posted again after the inbox forgot its id. A
// message older than the window (six days), or with no timestamp at all,
// is refused before it is stored or run; one inside the window runs.
func TestOldDeliveriesRefused(t *testing.T) {
	h := newHarness(t, opts{})
	now := h.clock.Now()
	undated := `{"from": "` + dana + `", "id": "wamid.NOTIME", "type": "text", "text": {"body": "yes"}}`
	badTime := `{"from": "` + dana + `", "id": "wamid.BADTIME", "timestamp": "soon", "type": "text", "text": {"body": "yes"}}`
	old := cloudapitest.TextMessage(dana, "wamid.OLD", now.Add(-6*24*time.Hour-time.Minute), "yes")
	recent := cloudapitest.TextMessage(dana, "wamid.RECENT", now.Add(-5*24*time.Hour), "add milk")
	if code := h.post([]string{undated, badTime, old, recent}, nil); code != 200 {
		t.Fatalf("webhook answered %d; want 200 (Meta must not send it again)", code)
	}
	h.settle()
	got := h.run.Inbounds()
	if len(got) != 1 || got[0].MessageID != "wamid.RECENT" {
		t.Fatalf("turns ran for %+v; want only the message inside the window", got)
	}
	for _, id := range []string{"wamid.NOTIME", "wamid.BADTIME", "wamid.OLD"} {
		if s := h.inboxState(id); s != "" {
			t.Errorf("%s stored as %q; want refused before the inbox", id, s)
		}
	}
	if !strings.Contains(h.logs.String(), "message too old or undated refused") {
		t.Errorf("no log line for the refused messages:\n%s", h.logs.String())
	}
}

// TestOldMessageAnswersNoNewerQuestion: a "1" sent before the question
// was asked (a delivery replayed inside the window) does not answer it;
// the same answer sent after the question does.
func TestOldMessageAnswersNoNewerQuestion(t *testing.T) {
	h := newHarness(t, opts{real: true})
	h.say("wamid.R1", "add a task: call mom")
	h.say("wamid.R2", "add a task: call the bank")
	h.clock.Advance(time.Hour)
	h.say("wamid.R3", "delete call") // asks which one
	before := len(h.api.Sent())
	h.post([]string{cloudapitest.TextMessage(dana, "wamid.R4", h.clock.Now().Add(-50*time.Minute), "1")}, nil)
	h.api.WaitSent(t, before+1, replyWait)
	if n := len(h.tasks()); n != 2 {
		t.Fatalf("an answer sent before the question deleted a task: %d left", n)
	}
	h.say("wamid.R5", "1")
	if n := len(h.tasks()); n != 1 {
		t.Errorf("the answer sent after the question: %d tasks left; want 1", n)
	}
}
