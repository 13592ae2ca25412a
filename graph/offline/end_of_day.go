package offline

import (
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// EndOfDayHour is the hour "end of day" stands for in a reminder or a
// task's due time: the hour the evening starts at, as "this evening" is.
const EndOfDayHour = timeparse.EveningHour

// reEndOfDay is the end of a day said as such: "eod", "EOD", "by end of
// day", "end of the day", "COB", "סוף היום", "עד סוף היום".
var reEndOfDay = compile(`(?i)\b(?:eod|cob|end\s+of\s+(?:the\s+)?(?:day|business\s+day))\b|(?:^|\s)(?:עד\s+|ב)?סוף\s+היום(?:\s|$|[,.!?])`)

// endOfDay is the time a reminder or task said for the end of a day with
// no hour ("remind me to send the report by eod", "Friday EOD", "תזכיר לי
// עד סוף היום …") is due: EndOfDayHour of that day. ok is false when text
// says no end of day, says an hour, or that hour has passed (the reminder
// then asks for one).
func (m *message) endOfDay(text string, r timeparse.Result) (time.Time, bool) {
	if r.HasTime || !r.HasDate || !reEndOfDay.MatchString(text) {
		return time.Time{}, false
	}
	y, mo, d := r.Time.In(m.loc()).Date()
	at := time.Date(y, mo, d, EndOfDayHour, 0, 0, 0, m.loc())
	return at, at.After(m.now())
}
