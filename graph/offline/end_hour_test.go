package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestReminderEndHourAfterStart: a reminder told with its start and then
// the end of a span ("at 8 to go to the beach till 4", "ב8 ללכת לים עד
// 4") is due at the start, and the end is not in its title. With no time
// of day before it, "עד 4"/"till 4" is when the thing is due; an end that
// is a day, or one said inside the words, is not cut.
func TestReminderEndHourAfterStart(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		day, hour   int
	}{
		{"תזכיר לי מחר ב8 ללכת לים עד 4", "ללכת לים", 1, 8},
		{"remind me tomorrow at 8 to go to the beach till 4", "go to the beach", 1, 8},
		{"remind me tomorrow at 8 to go to the beach until 4pm", "go to the beach", 1, 8},
		{"תזכירי לי מחר ב8 ללכת לים עד ארבע", "ללכת לים", 1, 8},
		{"תזכירו לי ב-5 לשחק בפארק עד השעה 7", "לשחק בפארק", 0, 17},
		{"תזכור לי ביום שישי ב10 לעבוד בגינה עד 12", "לעבוד בגינה", 3, 10},
		{"remind me on friday at 10 to work in the garden until noon", "work in the garden", 3, 10},
		{"tell me at 6 to study till 9", "study", 0, 18},
		// Near misses: no start, so the end is when it is due.
		{"לסיים את הדוח עד 4", "לסיים את הדוח", 0, 16},
		{"תזכיר לי לסיים את הדוח עד 4", "לסיים את הדוח", 0, 16},
		{"remind me to finish the report till 4", "finish the report", 0, 16},
		{"תזכיר לי מחר לעבוד עד 4", "לעבוד", 1, 16},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != tc.title || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s.%s %+v; want a reminder %q", tc.text, s.Capability, s.Operation, s.Tasks, tc.title)
			continue
		}
		due := s.Tasks.Drafts[0].DueDate.In(jerusalem)
		want := now.In(jerusalem).AddDate(0, 0, tc.day)
		if due.Format(time.DateOnly) != want.Format(time.DateOnly) || due.Hour() != tc.hour {
			t.Errorf("%q: due %v; want day +%d at %d", tc.text, due, tc.day, tc.hour)
		}
	}
	// An end that is a day, or an hour inside the words: no title keeps
	// a time cut in half.
	for _, text := range []string{
		"remind me tomorrow at 8 to work on the project until friday", "תזכיר לי מחר ב8 לעבוד על הפרויקט עד חמישי",
		"remind me at 8 to wait till 4 for the package",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != "" && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.In(jerusalem).Hour() != 8 {
				t.Errorf("%q: %+v; want it at 8 or declined", text, s.Tasks)
			}
		}
	}
}
