package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestParticlePause: a particle of Singapore and Malaysia English inside a
// message is the pause between two clauses, so what follows it (a reason)
// is no part of what the first clause points at; the same in Hebrew, where
// the reason follows with no mark. A particle held by the word before it
// ("a trip to leh") is a word of the thing.
func TestParticlePause(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
	}{
		{"cancel that one lah landlord postpone already", memo.OpTaskDelete},
		{"delete it lor he cancel already", memo.OpTaskDelete},
		{"ok lah move it to 6", memo.OpTaskUpdate},
		{"תבטל את זה הוא דחה", memo.OpTaskDelete},
		{"תמחקי את זה היא ביטלה", memo.OpTaskDelete},
	} {
		if s := withFocus(tc.text, focusReminder()); s.Operation != tc.op {
			t.Errorf("%q: %s; want %s", tc.text, s.Operation, tc.op)
		} else if s.Tasks != nil && len(s.Tasks.IDs) > 0 && s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: ids %v; want the focus", tc.text, s.Tasks.IDs)
		}
	}
	// Near miss: held by the word before, the particle is the thing's.
	s := withFocus("remind me tomorrow at 8 to book the trip to leh ladakh", nil)
	if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "book the trip to leh ladakh" {
		t.Errorf("trip to leh: %s %+v; want the task whole", s.Operation, s.Tasks)
	}
}

// TestParticlePauseClosing: a particle with only closing words after it
// is read off the end as before, with the particles before it.
func TestParticlePauseClosing(t *testing.T) {
	s := withFocus("remind me to buy roses by the end of december po leh 🙏", nil)
	if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text != "buy roses" {
		t.Errorf("po leh: title %q; want %q", s.Tasks.Drafts[0].Text, "buy roses")
	}
}
