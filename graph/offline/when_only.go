package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// whenAnchor is the day a text is read against to tell whether it is a
// time and nothing else; any day would do.
var whenAnchor = time.Date(2026, 1, 7, 9, 0, 0, 0, time.UTC)

// onlyWhen reports whether s is a time expression and nothing else, with
// or without a prefix letter ("ובעוד שבוע", "מחר", "in a week"):
// such a text names when, never what.
func onlyWhen(s string) bool {
	s = strings.TrimSpace(s)
	if !hasDigit(s) && !hebrewText(s) && !mayBeTime(s) {
		return false // no digit and no word of time: no time at all
	}
	tried := make([]string, 0, 4)
	for _, t := range []string{s, strings.TrimPrefix(s, "ו"), strings.TrimPrefix(s, "ה"), strings.TrimPrefix(s, "ל")} {
		t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "and "), "And "))
		if t == "" || slices.Contains(tried, t) {
			continue
		}
		tried = append(tried, t)
		r, found, err := timeparse.Parse(t, whenAnchor, time.UTC)
		if err == nil && found && (r.HasDate || r.HasTime) && onlyConnectives(r.Remainder(t)) {
			return true
		}
	}
	return false
}

// timeWordsEN are English words no time expression without a digit lacks.
var timeWordsEN = []string{"day", "tomorrow", "tmrw", "tonight", "tonite", "week", "month", "year", "morning", "evening", "night",
	"noon", "midnight", "hour", "minute", "min", "o'clock", "oclock", "now", "later", "soon", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
	"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "one", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "eleven", "twelve", "half", "quarter", "christmas", "easter", "eve", "weekend", "afternoon"}

// mayBeTime reports whether an English text holds a word a time said
// without digits needs: a cheap test before reading it.
func mayBeTime(s string) bool {
	low := strings.ToLower(s)
	for _, w := range timeWordsEN {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
