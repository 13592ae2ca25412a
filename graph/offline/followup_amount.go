package offline

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A time said as an amount from now ("in 20 min", "בעוד שעתיים") is
// corrected by a number alone: "actually make it 30" right after "remind
// me in 20 min" is 30 minutes, not 30 o'clock, and "make it 3" after "in 2
// hours" is three hours. The number counts in the unit the last message
// used, from when that message was sent.

var (
	// reAmountEN and reAmountHE are an amount from now in digits, its
	// number in group 1 and its unit, when said, in group 2: "in 30" said
	// without one is minutes, as the reminder it set was read. "עוד 20
	// דק" is said without its "ב" too.
	reAmountEN = compile(`(?i)\bin\s+(\d{1,3})(?:\s*(min|mins|minute|minutes|m|hour|hours|hr|hrs|h)\b|\s+(?:to|that|i|we|about|for|and)\b|$)`)
	reAmountHE = compile(`(?:בעוד|עוד|תוך)\s+(\d{1,3})(?:\s*(דקות|דק׳|דק'|דק|שעות|שעה)(?:\s|$)|\s+(?:ל|ש|על)|$)`)
	// reTwoHoursHE is two hours said by the dual, as Hebrew says it:
	// "בעוד שעתיים", "עוד שעתיים".
	reTwoHoursHE = compile(`(?:^|\s)(?:בעוד|עוד|תוך)\s+שעתיים(?:\s|$)`)
	// reAmountAlone is the correction: a number, with the unit or without.
	reAmountAlone = compile(`(?i)^(\d{1,3})(?:\s*(?:min|mins|minutes|hours|hrs|דקות|שעות))?$`)
)

// amountFresh is how long after the message that said the amount a
// number alone still corrects it.
const amountFresh = 15 * time.Minute

// newAmount reads text as a new amount for the focus task, when the last
// message set the task's time as an amount from then; false otherwise.
// Said with "in" ("make it in 4"), it is newAmountIn's.
// A number of minutes must be over 12 (an hour of the clock otherwise
// reads just as well) unless it is near the amount said and that hour has
// passed (nearCount), a number of hours at most 12.
func (m *message) newAmount(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if steps, ok := m.newAmountIn(text, f); ok {
		return steps, true // "תעשה את זה בעוד ארבע" after "בעוד שעתיים": four hours
	}
	g := reAmountAlone.FindStringSubmatch(text)
	if g == nil || f.Kind != memo.FocusTask || f.When == nil {
		return nil, false
	}
	said, unit, ok := m.lastAmount()
	if !ok || f.When.Sub(said.At.Add(time.Duration(unit.n)*unit.per)).Abs() > time.Minute {
		return nil, false
	}
	n, _ := strconv.Atoi(g[1])
	if n == unit.n || n == 0 || (unit.per == time.Minute && n <= 12 && !m.nearCount(n, unit.n, *f.When)) || (unit.per == time.Hour && n > 12) {
		return nil, false
	}
	due := f.When.Add(time.Duration(n-unit.n) * unit.per)
	if !due.After(m.now()) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewDue: &due})}, true
}

// nearCount reports whether n, an hour of the clock as well as a count,
// is the count: that hour of the morning has come on the item's day, and
// n is near the amount said (half to twice it). "make it 10" said at 10:00
// after "in 5 min" is ten minutes; "make it 8" after "in 30" could be 20:00.
func (m *message) nearCount(n, was int, when time.Time) bool {
	when = when.In(m.loc())
	y, mo, d := when.Date()
	if time.Date(y, mo, d, n%12, 0, 0, 0, m.loc()).After(m.now()) {
		return false
	}
	return 2*n >= was && n <= 2*was
}

// amount is a count of minutes or hours.
type amount struct {
	n   int
	per time.Duration
}

// lastAmount finds the user's last message, when it is fresh, and the
// amount from then it said.
func (m *message) lastAmount() (memo.Turn, amount, bool) {
	for i := len(m.req.Recent) - 1; i >= 0; i-- {
		t := m.req.Recent[i]
		if t.Role != "user" {
			continue
		}
		if m.now().Sub(t.At) > amountFresh {
			return t, amount{}, false
		}
		g := reAmountEN.FindStringSubmatch(t.Text)
		if g == nil {
			g = reAmountHE.FindStringSubmatch(t.Text)
		}
		if g == nil && reTwoHoursHE.MatchString(t.Text) {
			return t, amount{2, time.Hour}, true
		}
		if g == nil {
			return t, amount{}, false
		}
		n, _ := strconv.Atoi(g[1])
		per := time.Minute
		switch g[2] {
		case "hour", "hours", "hr", "hrs", "h", "שעות", "שעה":
			per = time.Hour
		}
		return t, amount{n, per}, true
	}
	return memo.Turn{}, amount{}, false
}

// reAnotherAmount is "another", "an extra", "a further" before an amount
// counted on from the time the item has now.
var reAnotherAmount = compile(`(?i)^(?:another|an\s+extra|(?:a\s+)?further)\s+`)

// reMoreInside is "more" between a number and its unit: "15 more minutes",
// "an hour more" is read by the closing "more" of the shift.
var reMoreInside = compile(`(?i)^(\d+|an?|a\s+few|a\s+couple(?:\s+of)?|half\s+an?)\s+(?:more|extra)\s+`)

// onAmount is amount without its word of "more": "another 20" and "15 more
// minutes" are 20 and 15 minutes, counted on from the time the item has.
func onAmount(amount string) (string, bool) {
	if reAnotherAmount.MatchString(amount) {
		return reAnotherAmount.ReplaceAllString(amount, ""), true
	}
	if reMoreInside.MatchString(amount) {
		return reMoreInside.ReplaceAllString(amount, "$1 "), true
	}
	return amount, false
}

// reAmountInBare is an amount from now said with no unit, in digits or
// words: "in 4", "בעוד ארבע", "עוד 40", "within ten".
var reAmountInBare = compile(`(?i)^(?:in|within|בעוד|עוד|תוך)\s+(\S+)$`)

// newAmountIn reads "make it in 4", "תעשה את זה בעוד ארבע" said of the
// task in focus right after the message that set its time as an amount
// from now: the number counts in that message's unit ("in 2 hours", then
// "in 4" is four hours), from now. With no such message a number in words
// is asked as unclear (hours or minutes?); one in digits is left to the
// grammar, which reads it as minutes.
func (m *message) newAmountIn(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	g := reAmountInBare.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil || f.Kind != memo.FocusTask || f.When == nil {
		return nil, false
	}
	n, ok := timeparse.CountWord(g[1])
	if !ok || n == 0 {
		return nil, false
	}
	digits := strings.Trim(g[1], "0123456789") == ""
	said, unit, ok := m.lastAmount()
	if !ok || f.When.Sub(said.At.Add(time.Duration(unit.n)*unit.per)).Abs() > time.Minute || unit.per == time.Hour && n > 24 {
		if digits {
			return nil, false
		}
		return []memo.Step{general(memo.OpUnknown, "")}, true // "בעוד ארבע": four of what?
	}
	due := m.now().Add(time.Duration(n) * unit.per)
	if due.Equal(*f.When) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewDue: &due})}, true
}
