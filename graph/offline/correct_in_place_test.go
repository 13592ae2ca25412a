package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCorrectedInPlace: a time corrected within the message that set it
// ("…, no wait, 6", "… oh wait make that tuesday", "…, רגע, בעצם ב-6",
// "…, סליחה, התכוונתי ליום שלישי") is the time the reminder or the event
// takes: a day alone keeps the first hour, an hour alone keeps the first
// day and takes the half of the day nearer the first hour, a day and an
// hour replace it, and a time the request lacked is filled. A correction
// of anything but the time is declined, as what it corrects is not known.
func TestCorrectedInPlace(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		when        *time.Time
	}{
		{"remind me next monday at 10 to file the brief oh wait make that tuesday", "file the brief", at(27, 10, 0)},
		{"remind me tomorrow at 5 to call the bank, no wait, 6", "call the bank", at(21, 18, 0)},
		{"remind me at 10 to call mom, actually make it 11", "call mom", at(20, 11, 0)},
		{"call mom at 5, sorry, make that 6pm", "call mom", at(20, 18, 0)},
		{"remind me later to call the bank, sorry, tomorrow at 7pm thanks", "call the bank", at(21, 19, 0)},
		{"dentist thursday at 4 sorry i meant friday", "dentist", at(23, 16, 0)},
		{"תזכיר לי מחר ב-5 להתקשר לבנק, רגע, בעצם ב-6", "להתקשר לבנק", at(21, 18, 0)},
		{"תזכיר לי ביום שני ב-10 להגיש את הדוח, סליחה, התכוונתי ליום שלישי", "להגיש את הדוח", at(27, 10, 0)},
		{"תזכיר לי בעוד שעה לתדלק, אופס, מחר ב-18:00", "לתדלק", at(21, 18, 0)},
	} {
		s := plan(t, tc.text).Steps[0]
		var title string
		var when time.Time
		switch {
		case s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil:
			title, when = s.Tasks.Drafts[0].Text, *s.Tasks.Drafts[0].DueDate
		case s.Operation == memo.OpEventCreate && len(s.Calendar.Drafts) == 1:
			title, when = s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start
		default:
			t.Errorf("%q: %s; want %q at %v", tc.text, s.Operation, tc.title, tc.when)
			continue
		}
		if title != tc.title || !when.Equal(*tc.when) {
			t.Errorf("%q: %q at %v; want %q at %v", tc.text, title, when, tc.title, tc.when)
		}
	}
	// Near misses: the thing corrected, a correction to a time gone by, a
	// task that waits.
	for _, text := range []string{
		"remind me at 10 to call mom, sorry, dad",
		"תזכיר לי ב-10 להתקשר לאמא, סליחה, לאבא",
		"remind me tomorrow at 10 to call mom, no wait, yesterday at 9",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s; want it declined", text, s.Operation)
		}
	}
	if s := plan(t, "remind me to wait for the plumber tomorrow at 9").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "wait for the plumber" {
		t.Errorf("remind me to wait for the plumber tomorrow at 9: %s %+v", s.Operation, s.Tasks)
	}
}
