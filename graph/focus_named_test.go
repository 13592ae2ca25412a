package graph_test

import (
	"strings"
	"testing"
)

// TestFocusNamedAsks: two events of one title, the second just made: a
// delete or a move that names it asks which, and the answer acts on the
// one chosen alone; "cancel it" right after making one is that one.
func TestFocusNamedAsks(t *testing.T) {
	for _, c := range []struct{ first, second, named, pick, left string }{
		{"תקבע פגישה עם מנחה ביום חמישי ב10", "תקבע פגישה עם מנחה ביום ראשון ב12", "תבטל פגישה עם מנחה", "1", "פגישה עם מנחה 25 12:00"},
		{"schedule meeting with advisor thursday at 10", "schedule meeting with advisor sunday at 12", "cancel meeting with advisor", "2", "meeting with advisor 22 10:00"},
		{"schedule meeting with advisor thursday at 10", "schedule meeting with advisor sunday at 12", "the advisor is sick, cancel it", "2", "meeting with advisor 22 10:00"},
		{"schedule meeting with advisor thursday at 10", "schedule meeting with advisor sunday at 12", "cancel it", "", "meeting with advisor 22 10:00"},
	} {
		r, starts := conversationRunner(t)
		say(t, r, c.first)
		say(t, r, c.second)
		out := say(t, r, c.named)
		if c.pick != "" {
			if !strings.Contains(out.Text, "1.") || !strings.Contains(out.Text, "2.") {
				t.Errorf("%q: %q; want which of the two asked", c.named, out.Text)
				continue
			}
			say(t, r, c.pick)
		}
		if got := starts(); got != c.left {
			t.Errorf("%q then %q: left %s; want %s", c.named, c.pick, got, c.left)
		}
	}
}
