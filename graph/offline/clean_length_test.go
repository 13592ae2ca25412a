package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestLengthFromNow: a length said right after the command to remind,
// with no "in" or "בעוד", is how long from now, in English and in Hebrew,
// with or without "me"/"לי"; a length followed by before or after, or one
// inside the thing to do, keeps its reading.
func TestLengthFromNow(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"remind 20 min call back the supplier", "call back the supplier", *at(20, 9, 20)},
		{"remind me 20 min to call back", "call back", *at(20, 9, 20)},
		{"please remind me 2 hours to leave", "leave", *at(20, 11, 0)},
		{"ping me an hour to check the oven", "check the oven", *at(20, 10, 0)},
		{"remind half an hour move the car", "move the car", *at(20, 9, 30)},
		{"remind me half an hour to take the cake out", "take the cake out", *at(20, 9, 30)},
		{"תזכיר 20 דק להתקשר", "להתקשר", *at(20, 9, 20)},
		{"תזכירי לי חצי שעה לצאת", "לצאת", *at(20, 9, 30)},
		{"תזכיר לי שעה וחצי להוציא את העוגה", "להוציא את העוגה", *at(20, 10, 30)},
		{"תזכירי 10 דקות לכבות את התנור", "לכבות את התנור", *at(20, 9, 10)},
		{"נא להגדיר תזכורת חצי שעה להשקות את העציצים", "להשקות את העציצים", *at(20, 9, 30)},
		{"set a reminder 10 min to stir the soup", "stir the soup", *at(20, 9, 10)},
		// "2day" is today, texted; "2 days" is a length.
		{"remind me 2day at 5pm to renew my passport", "renew my passport", *at(20, 17, 0)},
		{"remind me 2 days to renew my passport", "renew my passport", *at(22, 0, 0)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	// Near misses: a lead, a length inside the thing, a length after
	// something.
	for _, tt := range []struct {
		text  string
		title string
		lead  time.Duration
	}{
		{"remind me 20 min before the meeting", "the meeting", 20 * time.Minute},
		{"תזכיר לי שעתיים לפני הטיסה", "הטיסה", 2 * time.Hour},
		{"תזכורת חצי שעה לפני הטיסה", "הטיסה", 30 * time.Minute},
		{"remind me to run 20 min", "run 20 min", 0},
		{"תזכיר לי לרוץ 20 דקות", "לרוץ 20 דקות", 0},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one reminder", tt.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != tt.title || d.Lead != tt.lead || d.DueDate != nil && d.DueDate.Equal(*at(20, 9, 20)) {
			t.Errorf("%q: %q lead %v at %v; want %q lead %v", tt.text, d.Text, d.Lead, d.DueDate, tt.title, tt.lead)
		}
	}
	for _, text := range []string{"remind me 20 min after the call", "תזכיר לי 20 דקות אחרי האימון"} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.Equal(*at(20, 9, 20)) {
				t.Errorf("%q: read as in 20 minutes", text)
			}
		}
	}
}
