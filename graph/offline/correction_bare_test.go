package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNoThenHourAlone: a bare "no", "nah" or "לא" before an hour and
// nothing else ("לא 9", "no 12", "nah its 3 fam", "pardon, לא ב10, זה
// ב12") moves the item in focus to that hour of its own day; an hour
// gone on a today event is asked. "no" alone, "לא תודה", an hour with
// more words after it and a count are not read as one.
func TestNoThenHourAlone(t *testing.T) {
	tomorrow10 := time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem)
	end := tomorrow10.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &tomorrow10}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dana", When: &tomorrow10, End: &end}
	for _, c := range []struct {
		text  string
		hour  int
		focus *memo.FocusItem
	}{
		{"לא 9", 9, task},
		{"no 12", 12, task},
		{"no 9pm", 21, task},
		{"nah its 3 fam", 15, task},
		{"nope 11:30", 11, event},
		{"לא, זה 12", 12, event},
		{"pardon, לא ב10, זה ב12", 12, event},
		{"pardon me, 2", 14, event},
	} {
		s := focusStep(t, c.text, c.focus)
		var got *time.Time
		switch {
		case s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
			got = s.Tasks.NewDue
		case s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Start
		}
		if got == nil || got.In(jerusalem).Hour() != c.hour || got.In(jerusalem).Day() != 21 {
			t.Errorf("%q: %s.%s to %v; want the focus at %d:xx tomorrow", c.text, s.Capability, s.Operation, got, c.hour)
		}
	}
	today12 := time.Date(2026, 1, 20, 12, 0, 0, 0, jerusalem) // now is 09:00
	todayEnd := today12.Add(time.Hour)
	todayEvent := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "lunch with Noa", When: &today12, End: &todayEnd}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"no, 8", todayEvent}, // 08:00 today has passed
		{"לא 8", todayEvent},
		{"no", task},
		{"לא תודה", task},
		{"no 9 is too early", task},
		{"no, 3 of them", task},
		{"no 3 of them", event},
		{"לא 3 אנשים", event},
		{"no 9", nil},
		{"blorf, update: we're leaving at 6", task}, // a change announced after a word not read: no reminder of it
		{"לא 9", nil},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate || s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s.%s; want it asked or declined", c.text, s.Capability, s.Operation)
			}
		}
	}
}
