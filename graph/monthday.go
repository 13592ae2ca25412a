package graph

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// reMonthDayAnswer is a day of the month said first in an answer to "when
// next month?": "the 15th at 9", "15th", "ב-15 בתשע", "ה-15 ב-9",
// "ב-15 לחודש". Group 1 is the day, group 2 what follows.
var reMonthDayAnswer = regexp.MustCompile(`^\s*(?:on\s+)?(?:the\s+)?(?:(?:ב|ה)-?)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+(?:of\s+the\s+month|לחודש|בחודש))?(?:\s*,?\s+(.+))?\s*$`)

// reHourWordAfter is what makes the number before it an hour: "9 am",
// "9 o'clock", "9 בבוקר".
var reHourWordAfter = regexp.MustCompile(`^(?:am|pm|a\.m\.?|p\.m\.?|o'?clock|בבוקר|בערב|בלילה|בצהריים|בצהרים|אחה"צ)(?:\s|$)`)

// monthDayAnswer writes an answer that opens with a day of the month the
// question named as that day's full date, so the rest is read on it:
// "ב-15 בתשע" asked of January is "15.1.2027 בתשע". A bare number with no
// ordinal, prefix or time after it ("15") is left as it is; ok is false
// when text opens with no such day.
func monthDayAnswer(text string, first time.Time) (string, bool) {
	g := reMonthDayAnswer.FindStringSubmatch(text)
	if g == nil || (g[2] == "" && strings.TrimSpace(text) == g[1]) {
		return text, false
	}
	if reHourWordAfter.MatchString(strings.ToLower(g[2])) {
		return text, false // "9 am", "9 בבוקר": an hour, not a day
	}
	day, err := strconv.Atoi(g[1])
	last := time.Date(first.Year(), first.Month()+1, 0, 0, 0, 0, 0, first.Location()).Day()
	if err != nil || day < 1 || day > last {
		return text, false
	}
	return strings.TrimSpace(fmt.Sprintf("%d.%d.%d %s", day, int(first.Month()), first.Year(), g[2])), true
}
