package offline

import (
	"strings"
	"time"
)

// reWeekSpan is a week said as when a thing is to be done, with no day in
// it: "next week", "sometime this week", "during the week", "בשבוע הבא",
// "מתישהו השבוע". Group 1 or 2 is said of next week.
var reWeekSpan = compile(`(?i)(?:^|\s)(?:(?:sometime|some\s+time|somtime|during|within)\s+)?(?:this\s+week|(next)\s+week|the\s+week)(?:$|[^\p{L}'’])|` +
	`(?:^|\s)(?:(?:מתישהו|במהלך|במשך|תוך)\s+)?(?:(?:ב|ל)?ה?(שבוע)\s+הבא|(?:ב)?השבוע(?:\s+הזה)?|(?:ב)?שבוע\s+הזה)(?:$|[\s,.!?])`)

// reMonthSpan is a month said as when, with no day in it: "next month",
// "sometime this month", "during the month", "בחודש הבא", "מתישהו החודש".
// Group 1 or 2 is said of next month.
var reMonthSpan = compile(`(?i)(?:^|\s)(?:(?:sometime|some\s+time|somtime|during|within|in)\s+)?(?:this\s+month|(next)\s+month|the\s+month)(?:$|[^\p{L}'’])|` +
	`(?:^|\s)(?:(?:מתישהו|במהלך|במשך|תוך)\s+)?(?:(?:ב|ל)?ה?(חודש)\s+הבא|(?:ב)?החודש(?:\s+הזה)?|(?:ב)?חודש\s+הזה)(?:$|[\s,.!?])`)

// weekSpan finds a week or a month said as when (see reWeekSpan and
// reMonthSpan) in text: the first of its days from today, how many they
// are, whether it is a month, and where it is said. A span that is a
// thing's ("the slides of this week", "המצגת של החודש", "לתכנן את
// השבוע") is no when.
func weekSpan(text string, today time.Time) (start time.Time, days int, month bool, loc []int, ok bool) {
	low := toLower(text)
	if len(low) != len(text) {
		return start, 0, false, nil, false
	}
	for _, rx := range [...]*pattern{reWeekSpan, reMonthSpan} {
		g := rx.FindStringSubmatchIndex(low)
		if g == nil {
			continue
		}
		month = rx == reMonthSpan
		before := strings.Fields(low[:g[0]])
		if n := len(before); n > 0 && (before[n-1] == "של" || before[n-1] == "of" || before[n-1] == "for" || before[n-1] == "את") {
			continue
		}
		if sp := low[g[0]:g[1]]; (strings.Contains(sp, "the week") || strings.Contains(sp, "the month")) && !strings.Contains(sp, "during") && !strings.Contains(sp, "within") {
			continue // "the week" alone names no week to do it in
		}
		next := g[2] >= 0 || g[4] >= 0
		switch {
		case month && next:
			first := time.Date(today.Year(), today.Month()+1, 1, 0, 0, 0, 0, today.Location())
			return first, daysIn(first), true, g[:2], true
		case month:
			return today, daysIn(today) - today.Day() + 1, true, g[:2], true
		case next:
			return today.AddDate(0, 0, 7-int(today.Weekday())), 7, false, g[:2], true
		}
		return today, 7 - int(today.Weekday()), false, g[:2], true
	}
	return start, 0, false, nil, false
}

// daysIn is how many days the month of t has.
func daysIn(t time.Time) int {
	return time.Date(t.Year(), t.Month()+1, 0, 0, 0, 0, 0, t.Location()).Day()
}
