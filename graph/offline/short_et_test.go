package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestShortEt: "ת'" is the spoken "את ה" ("תוריד ת'מצבר", "תראה לי
// ת'רשימה", "לאסוף ת'ילדים"), read wherever "את" is. Near misses: "ת'"
// glued to a prefix or opening the message is a loan's "th"
// ("לטוס לת'אילנד").
func TestShortEt(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"תזכיר לי מחר ב5 לאסוף ת'ילדים", "לאסוף את הילדים"},
		{"תזכיר לי ת'תרופות בערב", "התרופות"},
		{"תזכיר לי מחר ב5 להביא ת׳אמא", "להביא את אמא"},
		{"תזכיר לי מחר ב5 לטוס לת'אילנד", "לטוס לת'אילנד"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
	if s := plan(t, "תראה לי ת'רשימה").Steps[0]; s.Capability != memo.CapLists {
		t.Errorf("תראה לי ת'רשימה: %s.%s; want the lists shown", s.Capability, s.Operation)
	}
	s := plan(t, "תוריד ת'מצבר הלקוח הביא").Steps[0]
	if s.Tasks == nil || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != "המצבר הלקוח הביא" {
		t.Errorf("תוריד ת'מצבר הלקוח הביא: %s.%s %+v; want the removal of המצבר (its reason read by the list's resolver)", s.Capability, s.Operation, s.Tasks)
	}
}
