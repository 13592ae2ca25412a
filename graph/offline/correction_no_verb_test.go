package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNoThenNewHour: a "no"/"לא" of its own before a complete change with
// a new hour corrects what was just made ("לא תעשה את זה ב5", "no do it
// at 5", "nah 5 instead", "לא לא, תזיז לשבע"); a "לא" that forbids ("לא
// תעשה את זה", "לא תזיז לשבע", "לא לשנות", "לא צריך להזיז", "don't move
// it") changes nothing, and neither does a change with nothing in focus.
func TestNoThenNewHour(t *testing.T) {
	ride := func(kind string) *memo.FocusItem {
		when := time.Date(2026, 1, 21, 16, 30, 0, 0, jerusalem)
		if kind == memo.FocusEvent {
			end := when.Add(time.Hour)
			return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "ride", When: &when, End: &end}
		}
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "ride", When: &when}
	}
	for _, tt := range []struct {
		text string
		hour int
	}{
		{"לא תעשה את זה ב5", 17}, {"לא תעשה את זה ב-17:00", 17}, {"לא תעשה ב5", 17}, {"לא תעשי את זה לשבע", 19},
		{"לא תעשה את זה לחמש בערב", 17}, {"לא, ב-5", 17}, {"לא לא, תזיז לשבע", 19}, {"לא, תזיז לשבע", 19},
		{"no make it 5", 17}, {"nah 5 instead", 17}, {"no do it at 5", 17}, {"no have it at 6", 18}, {"nope, 7", 19},
	} {
		for _, kind := range []string{memo.FocusEvent, memo.FocusTask} {
			s := withFocus(tt.text, ride(kind))
			var got *time.Time
			switch {
			case s.Calendar != nil && s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
				got = s.Calendar.Fields.Start
			case s.Tasks != nil && s.Operation == memo.OpTaskUpdate:
				got = s.Tasks.NewDue
			}
			if got == nil || got.In(jerusalem).Hour() != tt.hour || got.In(jerusalem).Day() != 21 {
				t.Errorf("%q (%s): %s.%s at %v; want the ride moved to %d:00", tt.text, kind, s.Capability, s.Operation, got, tt.hour)
			}
		}
	}
	for _, text := range []string{"לא תעשה את זה", "לא תזיז את זה", "לא לשנות", "לא צריך להזיז", "לא צריך להזיז לשבע", "לא להזיז לשבע",
		"לא, לא להזיז", "אל תזיז לשבע", "לא תזיז לשבע", "לא תזיז את זה לשמונה", "לא תעביר את זה לחמש", "לא תעשה את זה 5 אנשים", "לא תזכיר לי ב5", "don't move it", "don't change it",
		"no dont move it to 7", "don't make it 5", "no do it again"} {
		for _, kind := range []string{memo.FocusEvent, memo.FocusTask} {
			if s := withFocus(text, ride(kind)); s.Capability != memo.CapGeneral {
				t.Errorf("%q (%s): %s.%s; want nothing changed", text, kind, s.Capability, s.Operation)
			}
		}
	}
	for _, text := range []string{"לא תעשה את זה ב5", "no do it at 5", "לא תעשי לשבע"} {
		if s := withFocus(text, nil); s.Capability != memo.CapGeneral {
			t.Errorf("%q with nothing in focus: %s.%s; want nothing made", text, s.Capability, s.Operation)
		}
	}
}
