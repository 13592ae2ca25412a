package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHourAfterPartRepeat: a bare hour right after a repetition by a part
// of the day is its hour, in that part ("כל ערב 9 לקחת כדור" is 21:00);
// a number that counts the deed's things is not.
func TestHourAfterPartRepeat(t *testing.T) {
	for _, tt := range []struct{ text, title, clock string }{
		{"תזכיר לי כל ערב 9 לקחת כדור", "לקחת כדור", "21:00"},
		{"כל בוקר 8 תזכיר לשתות כדור של סוכרת", "לשתות כדור של סוכרת", "08:00"},
		{"תזכירי לי כל לילה 11 לכבות את הדוד", "לכבות את הדוד", "23:00"},
		{"every morning 8 remind me meds", "meds", "08:00"},
		{"remind me every evening 7 to walk the dog", "walk the dog", "19:00"},
		{"remind me every evening 7:30 to walk the dog", "walk the dog", "19:30"},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a daily reminder", tt.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if r := d.Recurrence; d.Text != tt.title || r == nil || r.Type != memo.RecurDaily || r.Time != tt.clock {
			t.Errorf("%q: %q %+v; want %q daily at %s", tt.text, d.Text, r, tt.title, tt.clock)
		}
	}
	// near misses: the number counts; a part not said as a repetition
	for _, text := range []string{"תזכיר לי כל ערב 2 כדורים", "remind me every night 3 pages of reading", "remind me every day 8 glasses of water"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Recurrence != nil {
				if c := s.Tasks.Drafts[0].Recurrence.Time; c == "02:00" || c == "14:00" || c == "03:00" || c == "15:00" || c == "08:00" || c == "20:00" {
					t.Errorf("%q: the count read as the hour %s", text, c)
				}
			}
		}
	}
}
