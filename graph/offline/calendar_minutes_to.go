package offline

import (
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
)

// reMinutesTo is an event's hours said as "10 to 1" or "5 to 7", with
// "at" or nothing before them ("dinner at 10 to 1", "ארוחה ב-10 ל-1"): ten
// minutes to one, or from ten to one. "from 10 to 1", "between 10 and 1",
// "10-1" and "מ-10 עד 1" are ranges and are not this.
var reMinutesTo = compile(`^(?:at\s+|ב-?)?(5|10)\s*(?:\bto\b|ל-?)\s*(\d{1,2})$`)

// minutesOrRange refuses the hours of an event said as m, the range the
// event reader found, when they may be minutes to an hour as well as a
// range ("meeting tomorrow at 10 to 1": 12:50, or 10:00–13:00?): Memo asks
// rather than guess.
func minutesOrRange(m string) error {
	g := reMinutesTo.FindStringSubmatch(strings.TrimSpace(m))
	if g == nil {
		return nil
	}
	mins, _ := strconv.Atoi(g[1])
	h, _ := strconv.Atoi(g[2])
	if h < 1 || h > 12 {
		return nil
	}
	hr := h - 1 // 10 to 1: 12:50
	if hr == 0 {
		hr = 12
	}
	return memo.Refuse(memo.EInvalid, memo.WhyMinutesOrRange, memo.Detail{Name: g[1], N: hr*60 + 60 - mins, Max: h})
}
