package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMoveToPartThenHour: a move of the item in focus that names the part
// of the day and then the hour ("push it to the afternoon, like 3", "תעביר
// את זה לאחה"צ, ב-4") and a snooze to an hour ("snooze it to 3pm", "תדחה
// את זה ל-3") move it to that hour of its day; the part alone is not
// guessed, and never read as a task named "it to the afternoon".
func TestMoveToPartThenHour(t *testing.T) {
	for _, tc := range []struct {
		text string
		h    int
	}{
		{"push it to the afternoon, like 3", 15}, {"move it to the evening, say 7", 19}, {"push it to the afternoon at 3", 15},
		{"move it to the evening at 7ish", 19}, {"shift it to the afternoon, maybe 4", 16}, {"snooze it to 3", 15}, {"snooze it to 3pm", 15},
		{"snooze till 5", 17}, {"postpone it until 4", 16},
		{"תעביר את זה לאחה\"צ, ב-4", 16}, {"תזיז את זה לערב, ב-7", 19}, {"תדחה את זה ל-3", 15}, {"תעבירי אותו לאחר הצהריים, בסביבות 4", 16},
	} {
		s := withFocus(tc.text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*at(21, tc.h, 0)) {
			t.Errorf("%q about a reminder: %s.%s %+v; want it at %d:00", tc.text, s.Capability, s.Operation, s.Tasks, tc.h)
		}
		s = withFocus(tc.text, focusEvent())
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(21, tc.h, 0)) {
			t.Errorf("%q about an event: %s.%s %+v; want it at %d:00", tc.text, s.Capability, s.Operation, s.Calendar, tc.h)
		}
	}
	for _, text := range []string{"push it to the afternoon", "move it to the evening, like"} {
		if s := withFocus(text, focusEvent()); s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s; want it declined", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"push it to the afternoon at 3", "snooze it to 3"} {
		if s := withFocus(text, nil); s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate {
			t.Errorf("%q with nothing in focus: %s.%s %+v; want nothing moved", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}
