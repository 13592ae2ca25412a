package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reDayPartHour is a part of the day said right before a bare number,
// the hour of it ("ראשון בבוקר 9 …", "tomorrow morning 10 …"). Group 1 is
// the number.
var reDayPartHour = compile(`(?i)(?:^|\s)(?:בבוקר|בערב|בצהריים|בצהרים|בלילה|אחה"צ|morning|evening|afternoon|night|tonight)\s+(\d{1,2})\s`)

// hourLeftTitle reports whether a title made opens with the hour said
// after a part of the day ("9 1:1 עם דנה" of "ראשון בבוקר 9 1:1 עם דנה"):
// the hour was not read, and the time made is the part's default.
func hourLeftTitle(text string, steps []memo.Step) bool {
	g := reDayPartHour.FindStringSubmatch(text)
	if g == nil {
		return false
	}
	for _, t := range madeTitles(steps) {
		if first, _, _ := strings.Cut(strings.TrimSpace(t), " "); first == g[1] {
			return true
		}
	}
	return false
}
