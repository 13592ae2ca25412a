package main

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestLongMessageReachesTheModel: a long message the grammar does not
// claim (a voice note's transcript) goes to the model whole and is
// answered, instead of "please send a shorter message".
func TestLongMessageReachesTheModel(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Text("That sounds like a lot; one thing at a time."))
	s := newSession(t, tuesday9, map[string]string{"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": srv.URL})
	long := strings.TrimSpace(strings.Repeat("so today was long and I kept thinking about how the week went and what is still open. ", 8))
	s.talk(turn{long, func(t *testing.T, o out) {
		if !strings.Contains(o.Summary, "one thing at a time") {
			t.Errorf("reply %q; want the model's answer", o.Summary)
		}
	}})
	if n := srv.Calls(); n != 1 {
		t.Fatalf("%d model calls; want 1", n)
	}
	if body := string(srv.Requests()[0].Body); !strings.Contains(body, long) {
		t.Error("the message was not sent whole")
	}
}
