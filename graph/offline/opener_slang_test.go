package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSlangOpeners: a spoken opener ("וואלה", "פליז", "תכלס", "בקיצור")
// before a request asks nothing; the request after it is read as said.
func TestSlangOpeners(t *testing.T) {
	for _, c := range []struct {
		text, item string
		op         memo.Op
	}{
		{"וואלה תזכיר לי כל ראשון ורביעי ב6 בערב ללכת לחדר כושר", "ללכת לחדר כושר", memo.OpTaskCreate},
		{"פליז תזכיר לי מחר בארבע לאסוף את החבילה מהדואר", "לאסוף את החבילה מהדואר", memo.OpTaskCreate},
		{"בקיצור תזכיר לי מחר ב9 להתקשר לבנק", "להתקשר לבנק", memo.OpTaskCreate},
		{"תכלס תוסיף חלב לקניות", "חלב", memo.OpListAdd},
	} {
		p := plan(t, c.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != c.op {
			t.Errorf("%q: %+v; want %s", c.text, p.Steps, c.op)
			continue
		}
		s := p.Steps[0]
		switch {
		case s.Tasks != nil && (len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != c.item):
			t.Errorf("%q: drafts %+v; want %q", c.text, s.Tasks.Drafts, c.item)
		case s.Lists != nil && (len(s.Lists.Items) != 1 || s.Lists.Items[0] != c.item):
			t.Errorf("%q: items %q; want %q", c.text, s.Lists.Items, c.item)
		}
	}
}
