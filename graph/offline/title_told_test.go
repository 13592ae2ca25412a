package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventCopula: an event told with "is" before its time keeps no "is"
// before its place; a task's "is" (a question inside it) stays.
func TestEventCopula(t *testing.T) {
	for text, want := range map[string]string{
		"Mum's physio is every Monday at 2pm at the community centre, can you add that": "Mum's physio at the community centre",
		"the meeting with Dan is tomorrow at 3 at the office, put it in my calendar":    "meeting with Dan at the office",
	} {
		var got string
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) == 1 {
				got = s.Calendar.Drafts[0].Summary
			}
		}
		if got != want {
			t.Errorf("%q: event %q; want %q", text, got, want)
		}
	}
	s := plan(t, "remind me tomorrow at 9 to ask Dan where the key is at home").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "ask Dan where the key is at home" {
		t.Errorf("a task's own \"is\": %s %+v", s.Operation, s.Tasks)
	}
}
