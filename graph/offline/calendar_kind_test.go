package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCancelKindOnDay: a removal of an event named by its kind and a day
// ("cancel the meeting tomorrow", "תבטלי את התור ביום חמישי") is a removal
// of that day's event of the kind, never of the whole day; a removal of
// everything on the day, or of the kind in the plural, stays the day's.
func TestCancelKindOnDay(t *testing.T) {
	for text, kind := range map[string]string{
		"cancel the meeting tomorrow":   "meeting",
		"delete tomorrow's meeting":     "meeting",
		"cancel the appointment friday": "appointment",
		"cancel my appt on monday":      "appt",
		"תבטל את הפגישה מחר":            "הפגישה",
		"תבטלי את התור ביום חמישי":      "התור",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventDelete || s.Calendar == nil || s.Calendar.Summary != kind || s.Calendar.From == nil {
			t.Errorf("%q: %s %+v; want a delete of the day's %q", text, s.Operation, s.Calendar, kind)
		}
	}
	// Near misses: the whole day, every one of the kind, or an hour.
	for text, op := range map[string]memo.Op{
		"clear tomorrow":                   memo.OpEventDeleteByWindow,
		"cancel everything tomorrow":       memo.OpEventDeleteByWindow,
		"cancel all the meetings tomorrow": memo.OpEventDeleteByWindow,
		"delete all my events tomorrow":    memo.OpEventDeleteByWindow,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s; want %s", text, s.Operation, op)
		}
	}
	if s := plan(t, "cancel my 3pm meeting").Steps[0]; s.Calendar == nil || s.Calendar.AtTime != "15:00" {
		t.Errorf("cancel my 3pm meeting: %+v", s.Calendar)
	}
}
