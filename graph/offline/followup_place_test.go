package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestPlaceOfFocus: a new place for the event in focus sets its location
// and keeps its title; a move to an hour stays a move; a task has no place.
func TestPlaceOfFocus(t *testing.T) {
	start := time.Date(2026, 12, 7, 14, 0, 0, 0, jerusalem)
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "פגישה עם לקוח", When: &start}
	for text, place := range map[string]string{
		"תשנה את המיקום לארומה":            "ארומה",
		"תשני את המקום ל-קפה גרג":          "קפה גרג",
		"המיקום החדש הוא ארומה":            "ארומה",
		"change the location to Aroma":     "Aroma",
		"the venue is the Hilton":          "Hilton",
		"move it to the zoom room instead": "zoom room",
		"תעביר את זה לחדר הישיבות":         "חדר הישיבות",
	} {
		s := planAbout(t, text, ev).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Location != place || s.Calendar.Fields.Summary != "" {
			t.Errorf("%q: %s.%s %+v; want the place %q", text, s.Capability, s.Operation, s.Calendar, place)
		}
	}
	for _, text := range []string{"move it to 5", "תעביר את זה לחמש", "תשנה את זה לשש"} {
		s := planAbout(t, text, ev).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Location != "" || s.Calendar.Fields.Start == nil {
			t.Errorf("%q: %s.%s %+v; want a move", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקנות חלב", When: &start}
	for _, text := range []string{"תשנה את המיקום לארומה", "change the location to Aroma"} {
		if s := planAbout(t, text, task).Steps[0]; s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: %+v; want no change of a task", text, s.Tasks)
		}
	}
}
