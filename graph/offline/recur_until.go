package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reSchoolBreak is the break or holidays a holiday names, right after it
// ("until christmas break").
var reSchoolBreak = re(`^\s+(?:break|hols|holidays|holiday|vacation|vacay)\b`)

// untilHoliday reads the day after the "until" at loc in text when only
// the word makes it one ("until christmas": a holiday is a day only after
// its "until", so the reader is given the word too). res and found are
// returned as they are when it is none; the span is counted from after
// the "until".
func (m *message) untilHoliday(text string, loc []int, res timeparse.Result, found bool) (timeparse.Result, bool) {
	start := loc[0] + len(text[loc[0]:loc[1]]) - len(strings.TrimLeft(text[loc[0]:loc[1]], " "))
	r, ok, err := timeparse.Parse(text[start:], m.now(), m.loc())
	if err != nil || !ok || !r.HasDate || len(r.Spans) == 0 || r.Spans[0][0] != 0 || r.Spans[0][1] <= loc[1]-start {
		return res, found
	}
	r.Spans[0][1] -= loc[1] - start
	return r, true
}

// breakAfter is how long the break a holiday names right after it is in
// rest ("until christmas break"); 0 when none follows.
func breakAfter(rest string) int {
	if low := lower(rest); len(low) == len(rest) {
		if w := reSchoolBreak.FindStringIndex(low); w != nil {
			return w[1]
		}
	}
	return 0
}
