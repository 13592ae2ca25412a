package cloudapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// TestRestartAnswersEveryQueuedMessage stores 50 messages of two chats
// while the process cannot run them (as when it is killed with them
// queued), then starts a new one on the same database: each is answered
// once, in the order its chat sent them, and marked done.
func TestRestartAnswersEveryQueuedMessage(t *testing.T) {
	first := newHarness(t, opts{})
	if err := first.d.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	const each = 25
	var msgs []string
	for i := range each {
		for _, who := range []string{dana, operator} {
			msgs = append(msgs, cloudapitest.TextMessage(who, fmt.Sprintf("wamid.Q%s-%02d", who, i), start, fmt.Sprintf("note %02d", i)))
		}
	}
	if code := first.post(msgs, nil); code != 200 {
		t.Fatalf("webhook answered %d; want 200, the messages stored", code)
	}

	second := newHarness(t, opts{db: first.db})
	sent := second.settle()
	got := map[string][]string{}
	for _, s := range sent {
		got[s.Request.To] = append(got[s.Request.To], strings.TrimPrefix(s.Text(), "echo: "))
	}
	for _, who := range []string{dana, operator} {
		if len(got[who]) != each {
			t.Fatalf("%s got %d replies after the restart, want %d: %v", who, len(got[who]), each, got[who])
		}
		for i, text := range got[who] {
			if want := fmt.Sprintf("note %02d", i); text != want {
				t.Errorf("%s reply %d = %q, want %q (in the order sent)", who, i, text, want)
			}
		}
		for i := range each {
			if st := second.inboxState(fmt.Sprintf("wamid.Q%s-%02d", who, i)); st != "done" {
				t.Errorf("message %d of %s is %q, want done", i, who, st)
			}
		}
	}
	if len(first.api.Sent()) != 0 {
		t.Error("the stopped process sent something")
	}
}
