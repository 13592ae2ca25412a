package offline

import (
	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A repetition is one rule of one kind: the weekdays it falls on, or its
// day of the month, or every day. A day of another kind said beside it,
// with no word that makes it the series' first day ("starting", "החל
// מ…"), is a second repetition the rule cannot keep: "כל יום שני וב1
// לחודש", "every monday and on the 1st", "every month on the 1st and
// every monday", "every day and on the 15th". Read as the first day, it
// would keep one half of what was asked and drop the other; it is
// refused instead, as two times for one reminder are.

// reMonthDaySaid is a day named by its number, in a month or of every
// month: "the 1st", "ב1 לחודש", "15 בחודש", "17.12", "dec 17", "17
// בדצמבר". A weekday or a relative day ("tomorrow", "in 3 days") is none.
var reMonthDaySaid = compile(`(?i)\b\d{1,2}(?:st|nd|rd|th)\b|(?:^|[^\d:])\d{1,2}\s+(?:ב|ל)?חודש(?:$|[\s,.!?])|\bof\s+(?:the|every|each)\s+month\b|` +
	reDateSaid.expr)

// mixedRepeat reports whether a day said with rec, read in text as r,
// is of another kind than rec's own days (see above); started is whether
// a word said the series' first day.
func mixedRepeat(rec *memo.Recurrence, r timeparse.Result, found, started bool, text string) bool {
	if !found || !r.HasDate || started {
		return false
	}
	switch rec.Type {
	case memo.RecurDaily:
		return monthDaySaid(text, r.Spans) || namesWeekday(text, r.Spans)
	case memo.RecurWeekly:
		return monthDaySaid(text, r.Spans)
	case memo.RecurMonthly:
		return (rec.DayOfMonth > 0 || rec.Week != 0) && namesWeekday(text, r.Spans)
	}
	return false
}

// monthDaySaid reports whether one of spans of text names a day by its
// number (see reMonthDaySaid).
func monthDaySaid(text string, spans [][2]int) bool {
	for _, sp := range spans {
		if reMonthDaySaid.MatchString(text[sp[0]:sp[1]]) {
			return true
		}
	}
	return false
}
