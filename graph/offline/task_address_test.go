package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestReminderAtAddress: a house number said with its street ("at 14
// Baird st", "at 22 Main Road", "ברחוב הרצל 14") is no hour in a reminder
// either: the address ends the title and only the time said apart is
// read, or the time is asked for when none is. Near-misses: an hour
// written as one ("at 14:00"), a number with no street word ("a 5 star
// hotel", "room 12") keep their reading.
func TestReminderAtAddress(t *testing.T) {
	for _, c := range []struct {
		text, title string
		day, h      int // 0: the time is asked for
	}{
		{"remind me to fix the boiler at 22 Main Road at 3", "fix the boiler, 22 Main Road", 20, 15},
		{"remind me tomorrow at 5 to meet Sarah at 5 Elm street", "meet Sarah, 5 Elm street", 21, 17},
		{"remind me to meet Sarah at 5 Elm street", "meet Sarah, 5 Elm street", 0, 0},
		{"remind me tomorrow at 10 to quote the job at 14 Baird st", "quote the job, 14 Baird st", 21, 10},
		{"fix the boiler at 22 Main Road at 3", "fix the boiler, 22 Main Road", 20, 15},
		{"pick up keys at 14 Maple st tomorrow 8am", "pick up keys, 14 Maple st", 21, 8},
		{"תזכיר לי לתקן את הדוד ברחוב הרצל 14 מחר ב-3", "לתקן את הדוד ברחוב הרצל 14", 21, 15},
		{"לתקן את הדוד ברחוב הרצל 14 מחר ב-3", "לתקן את הדוד ברחוב הרצל 14", 21, 15},
		{"תזכיר לי מחר ב-9 לאסוף את החבילה בשדרות רוטשילד 5", "לאסוף את החבילה בשדרות רוטשילד 5", 21, 9},
		// Near-misses: hours, and numbers of no address.
		{"remind me at 14:00 to call mom", "call mom", 20, 14},
		{"remind me to book a 5 star hotel at 6", "book a 5 star hotel", 20, 18},
		{"remind me at 5 to call room 12", "call room 12", 20, 17},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s; want a reminder", c.text, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		switch {
		case d.Text != c.title:
			t.Errorf("%q: titled %q; want %q", c.text, d.Text, c.title)
		case c.day == 0 && (!s.Tasks.NeedTime || d.DueDate != nil && d.DueDate.Hour() != 0):
			t.Errorf("%q: due %v; want the time asked for", c.text, d.DueDate)
		case c.day != 0 && (d.DueDate == nil || !d.DueDate.Equal(*at(c.day, c.h, 0))):
			t.Errorf("%q: due %v; want %d %02d:00", c.text, d.DueDate, c.day, c.h)
		}
	}
	// An address and no time of its own: no hour is read from the number.
	for _, text := range []string{"meet Sarah at 5 Elm street", "quote the job at 14 Baird st tomorrow"} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.Hour() != 0 &&
				!strings.Contains(s.Tasks.Drafts[0].Text, "st") {
				t.Errorf("%q: %+v; want no hour read from the address", text, s.Tasks.Drafts[0])
			}
		}
	}
}
