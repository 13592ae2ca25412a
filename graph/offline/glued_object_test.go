package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCommandGluedToObject: a Hebrew command verb written together with
// the "את" after it ("תדחהאת", "תמחקאת") is that verb and its object, and
// never part of an item's text.
func TestCommandGluedToObject(t *testing.T) {
	for _, c := range []struct {
		text, target string
		op           memo.Op
	}{
		{"אם את יכולה תדחהאת לקנות בננה ל-15 במרץ", "לקנות בננה", memo.OpTaskUpdate},
		{"תמחקאת התזכורת לקנות חלב", "לקנות חלב", memo.OpTaskDelete},
		{"ותמחקיאת המשימה לקנות חלב", "לקנות חלב", memo.OpTaskDelete},
	} {
		p := plan(t, c.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != c.op || p.Steps[0].Tasks == nil ||
			len(p.Steps[0].Tasks.Targets) != 1 || p.Steps[0].Tasks.Targets[0] != c.target {
			t.Errorf("%q: %+v; want %s of %q", c.text, p.Steps, c.op, c.target)
		}
	}
}
