package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// TestUnpolite: an answer loses the politeness said around it — "please"
// anywhere, thanks, polite conditions and emoji at its ends — in either
// language; what is no politeness stays, and politeness alone is left as
// it is.
func TestUnpolite(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Tomorrow at 10:30, if you please.", "Tomorrow at 10:30"},
		{"10:30 if you please", "10:30"},
		{"tomorrow 10:30 pls 🙏", "tomorrow 10:30"},
		{"at 9 thank you so much", "at 9"},
		{"ok so 9 pls thanks", "9"},
		{"tomorrow at 10:30, cheers mate", "tomorrow at 10:30"},
		{"Tomorrow at 10:30 if you would", "Tomorrow at 10:30"},
		{"מחר ב-10:30 אם אפשר 🙏", "מחר ב-10:30"},
		{"מחר ב10:30, תודה!", "מחר ב10:30"},
		{"בשש בבקשה אם לא קשה לך", "בשש"},
		// Near misses: words that are no politeness stay.
		{"at 10 to call mom please", "at 10 to call mom"},
		{"at 10 and 11", "at 10 and 11"},
		{"מחר ב-10 ותזכיר לי גם לקנות חלב", "מחר ב-10 ותזכיר לי גם לקנות חלב"},
		{"thanks", "thanks"},
		{"🙏", "🙏"},
	} {
		if got := offline.Unpolite(c.in); got != c.want {
			t.Errorf("Unpolite(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}

// TestRetimeAnswer: an answer that changes the time, its day with it or
// not, is read as the time it changes to — "to" said apart or glued to
// the day in Hebrew; a change to anything but a time is none.
func TestRetimeAnswer(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"make it saturday morning at 8", "saturday morning at 8", true},
		{"change to saturday at 8", "saturday at 8", true},
		{"move it to sunday 9am", "sunday 9am", true},
		{"actually sunday, 9am", "sunday, 9am", true},
		{"תשנה לשבת בבוקר בשמונה", "שבת בבוקר בשמונה", true},
		{"תעביר את זה ל-9", "9", true},
		{"תעביר ליום ראשון ב9", "יום ראשון ב9", true},
		{"תעשה את זה ב-9", "ב-9", true},
		// Near misses.
		{"תעביר את זה לדנה", "", false},
		{"תעביר לאמא את הכסף", "", false},
		{"change to the blue one", "", false},
		{"saturday at 8", "", false},
	} {
		got, ok := offline.Retime(c.in)
		if ok != c.ok || got != c.want {
			t.Errorf("Retime(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
