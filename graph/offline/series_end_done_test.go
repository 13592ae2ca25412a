package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestStopEndsSeriesDoneDoesNot: a stop of a repeating reminder ("stop
// reminding me about the pill", "תפסיק להזכיר לי לקחת כדור", "stop" or
// "די" after it came, "stop this reminder") is a completion that ends the
// series (EndSeries); a done of it ("done", "סיימתי", "took it", "done 1",
// "mark the pill reminder done") is not: it is this time's done, and the
// series goes on.
func TestStopEndsSeriesDoneDoesNot(t *testing.T) {
	came := now.Add(-time.Hour)
	pill := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take my pill", When: &came, Recurring: true}
	for _, c := range []struct {
		text string
		end  bool
	}{
		{"stop reminding me about the pill", true},
		{"stop reminding me to take my pill", true},
		{"תפסיק להזכיר לי לקחת כדור", true},
		{"stop this reminder", true},
		{"stop", true},
		{"די", true},
		{"done", false},
		{"סיימתי", false},
		{"בוצע", false},
		{"took it", false},
		{"done 1", false},
		{"mark the pill reminder done", false},
	} {
		p, err := planWith(t, c.text, pill)
		if err != nil || len(p.Steps) != 1 {
			t.Errorf("%q: %+v %v; want one completion", c.text, p.Steps, err)
			continue
		}
		s := p.Steps[0]
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || s.Tasks.EndSeries != c.end {
			t.Errorf("%q: %s.%s %+v; want a completion, the series ended %v", c.text, s.Capability, s.Operation, s.Tasks, c.end)
		}
	}
}
