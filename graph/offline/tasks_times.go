package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// More than one time said for one reminder ("at 9, 11 and 3"): counted,
// so that none of them is picked by guess.

// reTimesLeft is a list of more hours left at the front of a reminder's
// text once its time was cut ("at 9, 11 and 3 to drink water"), or one
// more hour before the thing to do ("ב-8 ו-10 להתקשר": "10 להתקשר").
var reTimesLeft = compile(`^(?:ו?ב-?)?\d{1,2}(?::\d{2})?\s*(?:,|and|&|ו-?)\s*(?:ו?ב-?)?\d{1,2}(?::\d{2})?(?:\s|$|,)|` +
	`^(?:and\s+|ו-?)?(?:ב-?)?\d{1,2}(?::\d{2})?\s+(?:to\s+\p{L}|ל\p{Hebrew})`)

// clockTimes counts the different times of day r's expressions name
// each on its own in text ("tomorrow morning" and "in the afternoon":
// two); a day and a time said apart ("tomorrow", "at 9") are one, and so
// are a part of the day and an hour within it ("sunday morning like at
// 8").
func clockTimes(text string, r timeparse.Result, now time.Time, loc *time.Location) int {
	if len(r.Spans) < 2 {
		return 1
	}
	var clocks, parts []int // minutes of the day
	for _, sp := range r.Spans {
		if sp[0] < 0 || sp[1] > len(text) || sp[0] >= sp[1] {
			continue
		}
		one, found, err := timeparse.Parse(text[sp[0]:sp[1]], now, loc)
		if err != nil || !found || !one.HasTime {
			continue
		}
		at := one.Time.In(loc)
		mins := at.Hour()*60 + at.Minute()
		if reClockWord.MatchString(toLower(text[sp[0]:sp[1]])) {
			// An hour read alone may land in the other half of the day
			// than beside the rest ("like at 8" after "sunday morning"):
			// hours are compared on the 12-hour clock.
			clocks = appendNew(clocks, mins%(12*60))
		} else {
			parts = appendNew(parts, mins)
		}
	}
	n := len(clocks) + len(parts)
	for _, p := range parts {
		for _, c := range clocks {
			if near(c, p) || near(c+12*60, p) {
				n-- // the hour falls within the part of the day
				break
			}
		}
	}
	return n
}

// near reports whether two minutes of the day are at most four hours
// apart, around midnight too.
func near(a, b int) bool {
	d := (a - b + 24*60) % (24 * 60)
	return min(d, 24*60-d) <= 4*60
}

// reClockWord is an hour said in an expression, by number or by word,
// against a part of the day alone ("morning", "בערב").
var reClockWord = compile(`\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)\b|(?:אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|חצות)`)

// appendNew appends v to s unless s holds it.
func appendNew(s []int, v int) []int {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}

// reEndHourTail is an end said as an hour closing a reminder's words:
// "… till 4", "… until 5pm", "… עד 4", "… עד השעה ארבע".
var reEndHourTail = compile(`(?i)(?:^|\s)((?:until|till|til|untill|עד)\s+(?:ה?שעה\s+)?\S+(?:\s+(?:am|pm|a\.m\.|p\.m\.|בצהריים|בערב|בבוקר|אחה"צ))?)[\s.!]*$`)

// cutEndHour drops the end of a span said after a reminder's start ("at
// 8 to go to the beach till 4", "ב8 ללכת לים עד 4"): a reminder is due
// at the start, and the end is no part of what to do. With no time of
// day before it, "עד 4" is when the thing is due ("לסיים את הדוח עד 4")
// and stays.
func cutEndHour(text string, now time.Time, loc *time.Location) (string, bool) {
	g := reEndHourTail.FindStringSubmatchIndex(text)
	if g == nil {
		return text, false
	}
	end, found, err := timeparse.Parse(text[g[2]:g[3]], now, loc)
	if err != nil || !found || !end.HasTime || end.HasDate {
		return text, false
	}
	before := strings.TrimRight(text[:g[0]], " ,")
	start, found, err := timeparse.Parse(before, now, loc)
	if err != nil || !found || !start.HasTime {
		return text, false
	}
	return before, true
}

// dayDue is when a task said with a day and no hour is due: at
// DefaultTaskHour, or, on a day whose DefaultTaskHour has passed (today),
// at the next full hour, or at 23:59 when no hour of the day is left.
func dayDue(m *message, day time.Time) time.Time {
	y, mo, dd := day.In(m.loc()).Date()
	due := time.Date(y, mo, dd, DefaultTaskHour, 0, 0, 0, m.loc())
	if now := m.now().In(m.loc()); due.Before(now) {
		due = time.Date(now.Year(), now.Month(), now.Day(), now.Hour()+1, 0, 0, 0, m.loc())
		if due.Day() != dd || due.Month() != mo {
			due = time.Date(y, mo, dd, 23, 59, 0, 0, m.loc())
		}
	}
	return due
}

// parseFunc reads the time in a text, as timeparse.Parse does.
type parseFunc func(string, time.Time, *time.Location) (timeparse.Result, bool, error)

// parserFor is the reader of a new task's time: timeparse.ParseAsked when
// a command to remind was said and cut off ("תזכיר לי משמרת כפולה
// ראשון"), which reads what such a command makes a day; Parse otherwise.
func parserFor(reminder bool) parseFunc {
	if reminder {
		return timeparse.ParseAsked
	}
	return timeparse.Parse
}
