package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldScheduleIs: a schedule told with a copula between its thing and
// its day and hour ("the reunion is saturday at six", "הישיבה היא ביום
// חמישי בשש") is an event, as the schedule told without one is. A day
// with no hour, a habit, a day gone by, a question, a thing that is no
// event and a fact with no time are not.
func TestToldScheduleIs(t *testing.T) {
	for _, c := range []struct {
		text, title string
		day, h, min int
	}{
		{"the reunion is saturday at six", "reunion", 24, 18, 0},
		{"The Ladder 15 reunion is Saturday at six", "Ladder 15 reunion", 24, 18, 0},
		{"my dentist appointment is on thursday at 4:30", "dentist appointment", 22, 16, 30},
		{"the parent teacher conference is next tuesday at 6pm", "parent teacher conference", 27, 18, 0},
		{"our book club is on friday at 8pm", "our book club", 23, 20, 0},
		{"ישיבת ההורים היא ביום חמישי בשש", "ישיבת ההורים", 22, 18, 0},
		{"הישיבה היא ביום חמישי בשש", "הישיבה", 22, 18, 0},
	} {
		p := planOf(t, c.text)
		e := firstEvent(p)
		if e == nil || len(p.Steps) != 1 {
			t.Errorf("%q: want one event, got %s", c.text, stepsOf(p.Steps))
			continue
		}
		if e.Summary != c.title || e.Start.Day() != c.day || e.Start.Hour() != c.h || e.Start.Minute() != c.min {
			t.Errorf("%q: %q at %s, want %q on the %d at %02d:%02d", c.text, e.Summary, e.Start, c.title, c.day, c.h, c.min)
		}
	}
	for _, text := range []string{
		"is the reunion saturday at six?", "the reunion is saturday at six?", "מתי ישיבת ההורים?",
		"the reunion is saturday", "my dentist appointment is on thursday",
		"the bus is at 7 every day", "the meeting is at 7 every day", "הישיבה היא כל יום חמישי בשש",
		"the meeting was yesterday at 5", "the meeting is yesterday at 5",
		"the store is open at 9 tomorrow", "my locker code is 4312",
	} {
		for _, s := range planOf(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: made an event %+v", text, s.Calendar.Drafts)
			}
		}
	}
}
