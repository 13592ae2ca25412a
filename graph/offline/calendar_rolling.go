package offline

import (
	"strconv"
	"time"
)

// A span counted from today rather than a calendar week: "over the next
// week", "in the next 7 days", "the coming week", "for the next few days",
// "בשבוע הקרוב", "בימים הקרובים", "ב-7 הימים הבאים" are today and the days
// after it, however the week falls. "next week" and "בשבוע הבא" alone stay
// Sunday to Saturday (reNextWeek), and "this week", "השבוע" today to
// Saturday (reThisWeek).

var (
	// reRollingWeek is a week counted from today: "the next week" with its
	// article, "the coming week", "בשבוע הקרוב", "השבוע הקרוב".
	reRollingWeek = re(`\b(?:over|in|within|during|for|throughout)?\s*the\s+(?:next|coming|upcoming)\s+week\b|` +
		`(?:^|\s)(?:ב|ה|ל|בה|לה)?שבוע\s+הקרוב(?:\s|$|[?!.,])`)
	// reRollingDays is a number of days counted from today: "the next 7
	// days", "next few days", "coming days", "ב-7 הימים הבאים", "בימים
	// הקרובים", "בשבעת הימים הקרובים".
	reRollingDays = re(`\b(?:over|in|within|during|for|throughout)?\s*(?:the\s+)?(?:next|coming|upcoming)\s+(?:(\d{1,2}|two|three|four|five|six|seven|ten|few|couple\s+of|couple)\s+)?days\b|` +
		`(?:^|\s)(?:ב|ל)?-?(?:(\d{1,2})\s+|(שבעת|שלושת|ארבעת|חמשת|ששת|עשרת)\s+)?(?:ה)?ימים\s+(?:הקרובים|הבאים)(?:\s|$|[?!.,])`)
)

// rollingDayCounts are the counts said in words, in either language, and
// the days of "few", "couple", "הימים הקרובים" with no count.
var rollingDayCounts = map[string]int{
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "few": 3, "couple of": 2, "couple": 2,
	"שלושת": 3, "ארבעת": 4, "חמשת": 5, "ששת": 6, "שבעת": 7, "עשרת": 10, "": 3,
}

// rollingWindow reads low (lower-cased) as a span counted from today:
// [today, today+n+1), today and the n days after it. rest is low without
// the words of the span.
func rollingWindow(low string, today time.Time) (from, to time.Time, rest string, ok bool) {
	if loc := reRollingWeek.FindStringIndex(low); loc != nil {
		return today, today.AddDate(0, 0, 8), low[:loc[0]] + " " + low[loc[1]:], true
	}
	g := reRollingDays.FindStringSubmatchIndex(low)
	if g == nil {
		return from, to, low, false
	}
	said := ""
	for i := 2; i+1 < len(g); i += 2 {
		if g[i] >= 0 {
			said = low[g[i]:g[i+1]]
			break
		}
	}
	n, err := strconv.Atoi(said)
	if err != nil {
		n = rollingDayCounts[said]
	}
	if n < 1 || n > 31 {
		return from, to, low, false
	}
	return today, today.AddDate(0, 0, n+1), low[:g[0]] + " " + low[g[1]:], true
}
