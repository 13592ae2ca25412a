package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// reUntilVague is a period named after a holiday or a season said as the
// end of a repetition, whose first and last days no calendar gives:
// "until christmas break", "till the summer holidays", "עד סוף החופש".
var reUntilVague = re(`^(?:the\s+)?(?:(?:christmas|xmas|easter|spring|summer|winter|fall|autumn|mid-?term|half-?term|school|holiday|thanksgiving|passover|hanukk?ah|chanukk?ah|sukkot)\s+)?(?:break|holidays?|vacation|vacay|hols|recess|term|semester)\b|` +
	`^(?:סוף\s+)?(?:ה)?(?:חופש|חופשת|חופשה|חגים|סמסטר|פגרה|פגרת)(?:$|[\s,.!?])`)

// repeatUntil reads the end of a repetition said after it: "until friday",
// "till dec 18", "through christmas", "עד יום ראשון", "עד ה-20 בדצמבר".
// The end is the last day the series comes on (UNTIL in its RULE); the
// series starts at its next occurrence, never on the day of the end. An
// "until" of an hour ("from 22:00 until 02:00") is the end of a span, not
// of the series, and is passed over for the next one. An end named by a
// period with no date ("until christmas break", "עד החופש") is asked.
func (m *message) repeatUntil(text string, rec *memo.Recurrence) (string, error) {
	low := toLower(text)
	if len(low) != len(text) || !containsAny(low, "until", "till", "through", "עד") {
		return text, nil
	}
	for _, loc := range reUntil.FindAllStringIndex(low, -1) {
		if reUntilVague.MatchString(low[loc[1]:]) {
			return text, memo.Refuse(memo.EInvalid, memo.WhyUntilWhichDate, memo.Detail{})
		}
		// The end is read with its word, which a holiday's reader takes
		// as its own ("until christmas").
		from := loc[0]
		if text[from] == ' ' {
			from++
		}
		rest := text[from:]
		res, found, err := timeparse.Parse(rest, m.now(), m.loc())
		if err != nil {
			return text, InvalidTime()
		}
		if !found || len(res.Spans) == 0 || !onlyUntilWord(toLower(rest[:res.Spans[0][0]])) {
			continue
		}
		end := res.Spans[0][1]
		day, ok, _ := timeparse.Parse(rest[:end], m.now(), m.loc())
		if !ok || !day.HasDate {
			continue // "until 02:00": a span's end
		}
		if reUntilVague.MatchString(toLower(strings.TrimLeft(rest[end:], " "))) {
			return text, memo.Refuse(memo.EInvalid, memo.WhyUntilWhichDate, memo.Detail{})
		}
		y, mo, d := day.Time.In(m.loc()).Date()
		until := time.Date(y, mo, d, 23, 59, 59, 0, m.loc())
		if until.Before(m.now()) {
			return text, memo.Refuse(memo.EInvalid, memo.WhyUntilBeforeStart, memo.Detail{})
		}
		rec.Until = &until
		return cut(text, []int{loc[0], from + end}), nil
	}
	return text, nil
}

// onlyUntilWord reports whether s, what stands between the end's word and
// the day read, is that word alone or nothing.
func onlyUntilWord(s string) bool {
	s = strings.TrimSpace(s)
	switch s {
	case "", "until", "till", "through", "עד", "עד ה", "עד ה-", "עד ל", "עד ל-":
		return true
	}
	return false
}
