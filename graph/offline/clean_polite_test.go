package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPoliteChange: a change of the reminder in focus wrapped in
// politeness, a leading "now", an owned mistake, a closing "actually" or
// said as what it "should be" moves it as the plain command does; a
// dotted time ("9.30") is read where a time was asked for. "It should be"
// with no time after it moves nothing.
func TestPoliteChange(t *testing.T) {
	for _, tc := range []struct {
		text string
		h, m int
	}{
		{"Please change it to 9.30", 21, 30}, {"Now move it to 4 please", 16, 0}, {"make it 5 actually", 17, 0},
		{"Sorry, I've made a mistake, it should be 10.30", 22, 30}, {"could you possibly move it to 4pm", 16, 0},
		{"actually, would you mind making it 11", 11, 0}, {"it ought to be at 6.45", 18, 45},
		{"עכשיו תזיז את זה ל-4 בבקשה", 16, 0}, {"סליחה טעיתי, זה צריך להיות 10:30", 22, 30},
		{"זה אמור להיות ב-10.30", 22, 30}, {"תעשה את זה 5 בעצם", 17, 0}, {"עשיתי טעות, זה צריך להיות ב-6", 18, 0},
	} {
		s := withFocus(tc.text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*at(21, tc.h, tc.m)) {
			t.Errorf("%q: %s.%s %+v; want the reminder at %02d:%02d", tc.text, s.Capability, s.Operation, s.Tasks, tc.h, tc.m)
		}
	}
	for _, text := range []string{"it should be fine", "now what", "זה צריך להיות מוכן", "would you mind terribly"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: %s.%s; want nothing moved", text, s.Capability, s.Operation)
		}
	} // With nothing in focus, or glued so it is not read, the time it
	// should be is no new task.
	for _, text := range []string{"it should be at 6", "זה צריך להיות ב-6", "סליחהטעיתי, זה צריך להיות ב-6", "זהאמור להיות ב-6"} {
		if s := withFocus(text, nil); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: a task %+v; want none", text, s.Tasks)
		}
	}
}

// TestCalendarQuestionsPolite: "what have I got on next week?", "anything
// on tomorrow?", "מה יש לי בשבוע הבא", "מה קורה ביום חמישי" read the
// calendar (with the reminders of those days).
func TestCalendarQuestionsPolite(t *testing.T) {
	for _, text := range []string{"what have I got on next week?", "what's happening on Thursday?", "anything on tomorrow?",
		"מה יש לי בשבוע הבא", "מה קורה ביום חמישי", "יש משהו מחר?"} {
		p, err := planWith(t, text, nil)
		read := false
		for _, s := range p.Steps {
			read = read || s.Operation == memo.OpEventGetEvents
		}
		if err != nil || !read {
			t.Errorf("%q: %+v (%v); want the calendar read", text, p.Steps, err)
		}
	}
}
