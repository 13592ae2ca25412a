package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNoLongerNeededThenDeleted: a thing said to be no longer needed and
// deleted by a pronoun in the same message is the thing deleted; the
// pronoun alone, with nothing named, deletes nothing.
func TestNoLongerNeededThenDeleted(t *testing.T) {
	for _, c := range []struct{ text, target string }{
		{"no need to call the bank anymore, delete it", "call the bank"},
		{"hey no need to buy milk anymore, delete it.", "buy milk"},
		{"I don't need to renew the passport after all - remove that", "renew the passport"},
		{"i won't need to water the plants, just delete it", "water the plants"},
		{"no need to email Avi about the contract anymore, cancel the reminder", "email Avi about the contract"},
		{"אין צורך לקנות חלב יותר, תמחק את זה", "לקנות חלב"},
		{"כבר לא צריך להתקשר לבנק, תמחקי את התזכורת", "להתקשר לבנק"},
		{"לא צריך כבר לאסוף את הילדים, תבטל את זה", "לאסוף את הילדים"},
		{"never mind, delete it", ""},
		{"לא צריך, תמחק את זה", ""},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if c.target == "" {
			if s.Operation == memo.OpTaskDelete && s.Tasks != nil && len(s.Tasks.Targets) > 0 {
				t.Errorf("%q deletes %v; nothing was named", c.text, s.Tasks.Targets)
			}
			continue
		}
		if len(p.Steps) != 1 || s.Operation != memo.OpTaskDelete || s.Tasks == nil || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != c.target {
			t.Errorf("%q planned %s.%s %+v; want the delete of %q", c.text, s.Capability, s.Operation, s.Tasks, c.target)
		}
	}
}
