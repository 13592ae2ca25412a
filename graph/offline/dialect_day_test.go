package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDialectDays: the days and times of English dialects and texting
// ("the morra", "tomoz", "this arvo", "half 4", "now now") and the
// Hebrew ways of saying dawn are read as their meaning and never left in
// the title; a vague one ("now now", "just now") asks for the hour. The
// plain English beside them ("the day after", "stay the night", "half 4
// kilos", "just now I called") is no time.
func TestDialectDays(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
		needTime    bool
	}{
		{"remind me the morra at 5 to call mum", "call mum", *at(21, 17, 0), false},
		{"remind me to call mum the morn", "call mum", *at(21, 0, 0), true},
		{"remind me the day at 5 to call dan", "call dan", *at(20, 17, 0), false},
		{"remind me the night to call dan", "call dan", *at(20, 21, 0), false},
		{"remind me the morra's morn to feed the cat", "feed the cat", *at(21, 9, 0), false},
		{"remind me tomoz at 5 to call dan", "call dan", *at(21, 17, 0), false},
		{"remind me tmoz to call dan", "call dan", *at(21, 0, 0), true},
		{"remind me tmrw arvo to ring bob", "ring bob", *at(21, 14, 0), false},
		{"remind me half 4 to call dan", "call dan", *at(20, 16, 30), false},
		{"remind me half four tomorrow to call dan", "call dan", *at(21, 16, 30), false},
		{"remind me at a quarter of 5 to call dan", "call dan", *at(20, 16, 45), false},
		{"remind me now now to call dan", "call dan", *at(20, 0, 0), true},
		{"remind me to call dan just now", "call dan", *at(20, 0, 0), true},
		{"remind me tomorrow at dawn to water the plants", "water the plants", *at(21, 5, 0), false},
		{"תזכיר לי מחר עם עלות השחר להשקות", "להשקות", *at(21, 5, 0), false},
		{"תזכיר לי עם הזריחה לצלם", "לצלם", *at(21, 5, 0), false},
	} {
		s := plan(t, tt.text).Steps[0]
		wantReminder(t, tt.text, s, tt.title, tt.due)
		if s.Tasks != nil && s.Tasks.NeedTime != tt.needTime {
			t.Errorf("%q: needTime %v, want %v", tt.text, s.Tasks.NeedTime, tt.needTime)
		}
	}
	// Plain English and a name: never read as a time.
	for _, text := range []string{
		"remind me the day after to call dan", "remind me the night before to pack", "buy half 4 kilos of apples",
		"just now I called dan", "remind me to stay the night at dan's", "remind me to meet with shachar",
		"תזכיר לי מחר להיפגש עם שחר",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation != memo.OpTaskCreate {
				continue
			}
			for _, d := range s.Tasks.Drafts {
				if d.DueDate != nil && (d.DueDate.Hour() == 5 || d.DueDate.Hour() == 21 && d.DueDate.Day() == 20 || d.DueDate.Minute() == 30) {
					t.Errorf("%q: %q at %v; want no dialect time read", text, d.Text, d.DueDate)
				}
			}
		}
	}
}
