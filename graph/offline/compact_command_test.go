package offline_test

import (
	"testing"
	"time"
)

// TestClockAfterTheCommand: four digits of the 24-hour clock said right
// after the ask for a reminder, before the thing to do or a day, are its
// hour ("remind me 1730 take meds", "תזכיר לי 1730 לקחת כדורים"); a year
// ("remind me 2027 taxes"), a thing counted ("1500 steps") or an amount
// stays a word of the thing, and the hour is asked.
func TestClockAfterTheCommand(t *testing.T) {
	for _, row := range []struct {
		text, title string
		due         *time.Time
	}{
		{"remind me 1730 take meds", "take meds", at(20, 17, 30)},
		{"remind me 0930 call the bank", "call the bank", at(20, 9, 30)},
		{"remind me 1730 to take meds", "take meds", at(20, 17, 30)},
		{"remind me 1730 tomorrow take meds", "take meds", at(21, 17, 30)},
		{"remind me 2130 call mom", "call mom", at(20, 21, 30)},
		{"תזכיר לי 1730 לקחת כדורים", "לקחת כדורים", at(20, 17, 30)},
		{"תזכירי לי 1845 להוציא את הכלב", "להוציא את הכלב", at(20, 18, 45)},
		// Near misses: a year, a count, an amount.
		{"remind me 2027 taxes", "2027 taxes", nil},
		{"remind me 2030 call mom", "2030 call mom", nil},
		{"remind me 1500 steps a day", "1500 steps a day", nil},
		{"תזכיר לי 1200 שקל לאבא", "1200 שקל לאבא", nil},
		{"remind me to buy 1500 shekels of dollars", "buy 1500 shekels of dollars", nil},
	} {
		_, title, start := eventOrTask(t, row.text)
		if title != row.title || row.due == nil && !start.IsZero() || row.due != nil && !start.Equal(*row.due) {
			t.Errorf("%q: %q %v; want %q at %v", row.text, title, start, row.title, row.due)
		}
	}
}
