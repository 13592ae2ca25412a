package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCancelPronounWithReason: a removal of "it", "that", "this one", "את
// זה" followed with no pause by a clause with its own subject and verb
// ("the plumber just telephoned", "he called already", "הוא כבר התקשר")
// removes the thing in focus, in the store of its kind; the clause is
// never a name looked up in the calendar.
func TestCancelPronounWithReason(t *testing.T) {
	at := time.Date(2026, 1, 21, 15, 0, 0, 0, jerusalem)
	end := at.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the plumber about the boiler", When: &at}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "plumber visit", When: &at, End: &end}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"oh please cancel that the plumber just telephoned", task},
		{"cancel that the plumber just telephoned", task},
		{"cancel it the plumber phoned already", task},
		{"delete that the plumber just telephoned", task},
		{"nuke it the plumber came by", task},
		{"delete this one my husband already sorted it", task},
		{"cancel it he called already", task},
		{"cancel that my boss rescheduled", task},
		{"תבטל את זה האינסטלטור התקשר", task},
		{"אחי תבטל את זה האינסטלטור התקשר!", task},
		{"תבטל את זה הוא כבר התקשר", task},
		{"תמחקי את זה המורה ביטלה", task},
		{"cancel that the plumber just telephoned", event},
		{"תבטל את זה האינסטלטור התקשר", event},
	} {
		s := focusStep(t, c.text, c.focus)
		wantOp, wantID := memo.OpTaskDelete, "t1"
		if c.focus.Kind == memo.FocusEvent {
			wantOp, wantID = memo.OpEventDelete, "e1"
		}
		var ids []string
		switch {
		case s.Tasks != nil:
			ids = s.Tasks.IDs
		case s.Calendar != nil:
			ids = s.Calendar.EventIDs
		}
		if s.Operation != wantOp || len(ids) != 1 || ids[0] != wantID {
			t.Errorf("%q: %s.%s %v; want %s of %s", c.text, s.Capability, s.Operation, ids, wantOp, wantID)
		}
	}
	// Near misses: no verb after the subject, or a time: never the focus
	// removed on them.
	for _, text := range []string{
		"cancel that the plumber",
		"cancel it the plumber at 5",
	} {
		p, err := planWith(t, text, task)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		if s := p.Steps[0]; s.Operation == memo.OpTaskDelete && s.Tasks != nil && len(s.Tasks.IDs) == 1 {
			t.Errorf("%q: the focus removed; want it read whole or declined", text)
		}
	}
}
