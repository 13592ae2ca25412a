package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestAnotherOne: one more reminder said after a reminder ("and another
// one at 9 pm to take out the trash", "ועוד אחת ב-9 ל…", "ועוד תזכורת
// ב…") is a reminder of its own on the first one's day, "another one" no
// word of it; with no reminder before it (nothing, or an event), it is
// declined.
func TestAnotherOne(t *testing.T) {
	fri9 := time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)
	reminder := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &fri9}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with dana", When: &fri9}
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"and another one at 9 pm to take out the trash", "take out the trash", *at(23, 21, 0)},
		{"another reminder at 6pm to feed the cat", "feed the cat", *at(23, 18, 0)},
		{"and one more reminder at 7pm to lock the door", "lock the door", *at(23, 19, 0)},
		{"and a second one tomorrow at 8 to call the bank", "call the bank", *at(21, 8, 0)},
		{"ועוד אחת ב-9 בערב להוציא את הזבל", "להוציא את הזבל", *at(23, 21, 0)},
		{"ועוד תזכורת ב-9 בערב להוציא את הזבל", "להוציא את הזבל", *at(23, 21, 0)},
		{"עוד אחת בשמונה בערב לסגור את החלון", "לסגור את החלון", *at(23, 20, 0)},
		{"וגם עוד תזכורת מחר ב-8 להתקשר לבנק", "להתקשר לבנק", *at(21, 8, 0)},
	} {
		wantReminder(t, tt.text, focusStep(t, tt.text, reminder), tt.title, tt.due)
	}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"and another one at 9 pm to take out the trash", nil},
		{"ועוד אחת ב-9 להוציא את הזבל", nil},
		{"and another one at 3 to discuss the budget", event},
		{"ועוד אחת ב-3 לדבר על התקציב", event},
	} {
		if s := focusStep(t, tt.text, tt.focus); s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s; want it declined", tt.text, s.Capability, s.Operation)
		}
	}
}
