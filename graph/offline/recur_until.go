package offline

import (
	"strconv"
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

// reUntilNotice is an end not said: "until further notice", "עד הודעה
// חדשה".
var reUntilNotice = re(`^\s*(?:(?:until|till|through)\s+further\s+notice|עד\s+(?:ל)?הודעה\s+חדשה)\b`)

// reHeMonthDay is a day of the month said bare after "עד ה-": "10",
// "10 לחודש"; an hour after it ("10 בלילה") makes it none.
var reHeMonthDay = compile(`^(\d{1,2})(?:\s+לחודש)?(?:$|[\s,.!?])`)

// heDayOfMonth reads the day of the month after "עד ה-" (until, the
// words of reUntil), with the length of what it read; 0 when none.
func heDayOfMonth(until, rest string) (int, int) {
	if !strings.HasSuffix(strings.TrimSpace(until), "ה-") && !strings.HasSuffix(strings.TrimSpace(until), "ה") {
		return 0, 0
	}
	g := reHeMonthDay.FindStringSubmatchIndex(rest)
	if g == nil || reHeHourOfPart.MatchString(" ב"+rest) {
		return 0, 0
	}
	d, _ := strconv.Atoi(rest[g[2]:g[3]])
	if d < 1 || d > 31 {
		return 0, 0
	}
	return d, len(strings.TrimRight(rest[:g[1]], " ,.!?"))
}

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
		if g := reUntilNotice.FindStringIndex(low[loc[0]:]); g != nil {
			return cut(text, []int{loc[0], loc[0] + g[1]}), nil // "until further notice": no end
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
		end := 0
		if found && len(res.Spans) > 0 && onlyUntilWord(toLower(rest[:res.Spans[0][0]])) {
			end = res.Spans[0][1]
		}
		day, ok, _ := timeparse.Parse(rest[:end], m.now(), m.loc())
		if end == 0 || !ok || !day.HasDate {
			if d, n := heDayOfMonth(low[loc[0]:loc[1]], low[loc[1]:]); d > 0 {
				// "עד ה-10", no month read with it: the next 10th.
				rec.Until = m.nextMonthDay(d)
				return cut(text, []int{loc[0], loc[1] + n}), nil
			}
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

// nextMonthDay is the end of the next day d of a month, today's included.
func (m *message) nextMonthDay(d int) *time.Time {
	y, mo, _ := m.now().In(m.loc()).Date()
	until := time.Date(y, mo, d, 23, 59, 59, 0, m.loc())
	if until.Before(m.now()) || until.Day() != d {
		until = time.Date(y, mo+1, d, 23, 59, 59, 0, m.loc())
	}
	return &until
}
