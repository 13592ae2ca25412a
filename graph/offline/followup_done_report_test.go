package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDoneReport: the thing in focus told done in words of one's own
// ("grand thats done now, im after doing it", "done already la, can tick
// it", "עשיתי את זה כבר", "זה בוצע, אפשר לסמן") completes the task in
// focus; with no task in focus it is asked, never looked for by "it".
func TestDoneReport(t *testing.T) {
	at := time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem)
	end := at.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &at}
	weekly := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "gym", When: &at, Recurring: true}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting", When: &at, End: &end}
	said := []string{
		"grand thats done now, im after doing it", "done already la, can tick it", "its done", "that's all sorted now",
		"ok its done, you can tick it off", "just did it, tick it off", "סיימתי עם זה", "עשיתי את זה כבר", "זה בוצע, אפשר לסמן",
		"טוב, זה כבר נעשה", "סבבה עשיתי את זה ואפשר לסמן",
	}
	for _, text := range said {
		s := focusStep(t, text, task)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s; want the task in focus completed", text, s.Capability, s.Operation)
		}
	}
	// With no task in focus to complete: asked. Near misses: a question,
	// a report with a request after it, "not done", an ok alone.
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"grand thats done now, im after doing it", nil},
		{"עשיתי את זה כבר", nil},
		{"its done", nil},
		{"done already la, can tick it", event},
		{"done already la, can tick it", weekly},
		{"that's done?", task},
		{"its done, now remind me to call mom at 5", task},
		{"its not done", task}, {"it isn't done yet", task},
		{"grand", task},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskComplete || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s.%s; want it asked or declined", c.text, s.Capability, s.Operation)
			}
		}
	}
}
