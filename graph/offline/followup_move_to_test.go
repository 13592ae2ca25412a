package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMoveWithoutObject: a move with its object left out ("move to 11",
// "push to 3pm", "change to friday", "תזיז ל-11", "תעביר ליום חמישי")
// moves the item in focus; with nothing in focus, or with a rest that is
// no time, nothing is moved.
func TestMoveWithoutObject(t *testing.T) {
	for _, tc := range []struct {
		text    string
		day, hr int // the new start, on January of now's year
	}{
		{"move to 11", 21, 11}, {"push to 3pm", 21, 15}, {"change to friday", 23, 16}, {"reschedule to friday", 23, 16},
		{"shift to 5pm", 21, 17}, {"move to thursday same time", 22, 16}, {"move to jan 22 same time", 22, 16},
		{"push it to wed same time", 21, 16}, {"move it to sat", 24, 16}, {"move that to sun", 25, 16},
		{"תדחה את זה לרביעי באותה שעה", 21, 16},
		{"תזיז ל-11", 21, 11}, {"תעביר ליום חמישי", 22, 16}, {"תשני לשלוש", 21, 15}, {"תעביר ל-22 בינואר באותה שעה", 22, 16},
	} {
		s := withFocus(tc.text, focusEvent())
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(tc.day, tc.hr, 0)) {
			t.Errorf("%q about an event: %s.%s %+v; want it at Jan %d %d:00", tc.text, s.Capability, s.Operation, s.Calendar, tc.day, tc.hr)
		} else if len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q about an event: ids %v; want the focus", tc.text, s.Calendar.EventIDs)
		}
		want := at(tc.day, tc.hr, 0)
		if tc.hr == 16 {
			want = at(tc.day, 17, 0) // a new day keeps the reminder's own time
		}
		s = withFocus(tc.text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*want) {
			t.Errorf("%q about a reminder: %s.%s %+v; want it at %v", tc.text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"move to 11", nil}, {"push to 3pm", nil}, {"change to friday", nil}, {"תזיז ל-11", nil}, {"תעביר ליום חמישי", nil},
		{"move to the shopping list", focusEvent()}, {"change to something else", focusReminder()},
		{"move it to sun lounge", focusReminder()}, {"change it to wed my sister", focusReminder()},
	} {
		if s := withFocus(tc.text, tc.focus); s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate {
			t.Errorf("%q (focus %v): %s.%s; want nothing moved", tc.text, tc.focus != nil, s.Capability, s.Operation)
		}
	}
}
