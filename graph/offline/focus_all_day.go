package offline

import (
	"fmt"
	"strconv"

	"github.com/memo-assistant/memo"
)

// A number said alone as where an event of the whole day goes is a day of
// the month, not an hour: after "Mom's birthday on the 20th", "move it to
// 16", "change it to the 16", "תזיז את זה ל16", "תעביר אותו ל-16" move it
// to the 16th. Said with "at" or "ב" ("make it at 4", "תזיז את זה ב-4") it
// stays an hour, which gives the day a time; a focus with an hour of its
// own reads the number as an hour, as before.

var (
	// reNumberAlone is the number, with the "to" it may keep and an
	// ordinal ending.
	reNumberAlone = compile(`(?i)^(?:(?:to|for|until|till)\s+)?(?:ל-?)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?$`)
	// reAtNumber is a number said at: an hour.
	reAtNumber = compile(`(?i)(?:(?:^|\s)at\s+|(?:^|\s)ב-?\s*)\d{1,2}(?:\s|$|[,.!?;:])`)
)

// dayOfAllDay is text as a day of the month, when f is an event of the
// whole day and text a number alone said as where it goes.
func (m *message) dayOfAllDay(text string, f *memo.FocusItem) (string, bool) {
	if f == nil || f.Kind != memo.FocusEvent || !f.AllDay {
		return "", false
	}
	g := reNumberAlone.FindStringSubmatch(toLower(text))
	if g == nil || reAtNumber.MatchString(toLower(m.req.Text)) {
		return "", false
	}
	n, err := strconv.Atoi(g[1])
	if err != nil || n < 1 || n > 31 {
		return "", false
	}
	if hebrewText(m.req.Text) {
		return fmt.Sprintf("ב-%d לחודש", n), true
	}
	suffix := "th"
	switch {
	case n%10 == 1 && n != 11:
		suffix = "st"
	case n%10 == 2 && n != 12:
		suffix = "nd"
	case n%10 == 3 && n != 13:
		suffix = "rd"
	}
	return fmt.Sprintf("the %d%s", n, suffix), true
}
