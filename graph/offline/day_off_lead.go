package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// A day one is off work, told before a request about that same day ("my
// day off is saturday, i have mass in jaffa church 2pm on saturday pls put
// it", "יום החופש שלי הוא שבת, יש לי מיסה ביפו בשבת ב-2 תכניס") is a remark:
// the request says its day again, and is read alone. When the request
// names no day, or another, the day off may be what it means, and the
// message is read whole (and declined).

var (
	// reDayOffLeadEN is the remark with its weekday (group 1) and the
	// pause after it.
	reDayOffLeadEN = compile(`(?i)^(?:(?:my|the)\s+day\s+off\s+is|i'?m\s+off|i\s+am\s+off|i\s+have\s+(?:the\s+day\s+)?off|im\s+off)\s+(?:on\s+|this\s+)?(\p{L}+)\s*[,.;:!]+\s*`)
	// reDayOffLeadHE is the Hebrew one; group 1 is the weekday with its
	// prefix letters.
	reDayOffLeadHE = compile(`^(?:יום\s+החופש\s+שלי\s+(?:הוא\s+)?|אני\s+(?:בחופש|בחופשה|לא\s+עובד|לא\s+עובדת|פנוי|פנויה)\s+)(?:יום\s+)?(\S+?)\s*[,.;:!]+\s*`)
)

// dayOffLead is s without a day-off remark before it (see above) when what
// follows names the same weekday.
func dayOffLead(s string) string {
	g := reDayOffLeadEN.FindStringSubmatchIndex(s)
	if g == nil {
		g = reDayOffLeadHE.FindStringSubmatchIndex(s)
	}
	if g == nil || g[1] >= len(s) {
		return s
	}
	day, ok := weekdayWord(s[g[2]:g[3]])
	if !ok {
		return s
	}
	rest := s[g[1]:]
	for _, w := range strings.Fields(rest) {
		if d, ok := weekdayWord(strings.Trim(w, ",.;:!?")); ok && d == day {
			return rest
		}
	}
	return s
}

// weekdayWord reads one word as a weekday (0 = Sunday): an English name
// in its full or short form, or a Hebrew one behind its "ב"/"ביום".
func weekdayWord(w string) (int, bool) {
	if d, form := lexicon.EnWeekday(toLower(w)); form == lexicon.WeekdayFull || form == lexicon.WeekdayAbbr {
		return d, true
	}
	for _, p := range []string{"", "ב", "ה", "בה", "ו", "וב"} {
		if rest, ok := strings.CutPrefix(w, p); ok {
			if d, ok := lexicon.HeWeekday(rest); ok {
				return d, true
			}
		}
	}
	return 0, false
}
