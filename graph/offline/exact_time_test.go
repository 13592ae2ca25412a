package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHowExactTheTime: a word said after the time of how exact it is
// ("prompt", "sharp", "on the dot", "exactly", "at the latest", "latest",
// "max", "בדיוק", "עגול", "לכל המאוחר", "מקסימום", "לא יאוחר") is part of
// the time, before or after the day; after a count with no time ("3 max",
// "3 מקסימום") it stays a word of the thing.
func TestHowExactTheTime(t *testing.T) {
	for _, row := range []struct {
		text, title string
		d, h        int
	}{
		{"Please help me to remind me to submit the VAT returns by 4pm prompt today", "submit the VAT returns", 20, 16},
		{"remind me to submit the VAT returns today by 4pm prompt", "submit the VAT returns", 20, 16},
		{"remind me to call mom at 5 sharp tomorrow", "call mom", 21, 17},
		{"remind me tomorrow at 5 on the dot to call mom", "call mom", 21, 17},
		{"remind me to send the report by 5pm at the latest tomorrow", "send the report", 21, 17},
		{"remind me to pay rent tomorrow by 6 latest", "pay rent", 21, 18},
		{"remind me at 9 exactly tomorrow to take the pills", "take the pills", 21, 9},
		{"remind me tomorrow at 10 max to leave", "leave", 21, 10},
		{"תזכיר לי מחר ב-5 בדיוק להתקשר לאמא", "להתקשר לאמא", 21, 17},
		{"תזכיר לי מחר ב-8 עגול לצאת", "לצאת", 21, 8},
		{"תזכיר לי להגיש את הדוח מחר ב-12 לכל המאוחר", "להגיש את הדוח", 21, 12},
		{"תזכיר לי מחר ב-6 מקסימום לסגור את החנות", "לסגור את החנות", 21, 18},
		{"תזכיר לי לשלם מחר עד 4 לא יאוחר", "לשלם", 21, 16},
		// Near misses: a count, not a time.
		{"remind me tomorrow at 9 to eat 2 cookies max", "eat 2 cookies max", 21, 9},
		{"remind me tomorrow at 9 to buy 3 max", "buy 3 max", 21, 9},
		{"תזכיר לי מחר ב-9 לקנות 3 מקסימום", "לקנות 3 מקסימום", 21, 9},
		{"remind me tomorrow at 9 to read the latest report", "read the latest report", 21, 9},
	} {
		op, title, start := eventOrTask(t, row.text)
		if op != memo.OpTaskCreate || title != row.title || !start.Equal(*at(row.d, row.h, 0)) {
			t.Errorf("%q: %s %q %v; want a reminder %q on the %d at %d:00", row.text, op, title, start, row.title, row.d, row.h)
		}
	}
}
