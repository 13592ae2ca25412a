package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A repeating reminder in focus told to stop after a day: "stop it after
// the exam", "end it after friday", "תעצור את זה אחרי המבחן", "תפסיקי
// אותה אחרי יום שישי". An end named by what happens then ("the exam",
// "המבחן") has no date Memo can place: which date is asked, never
// guessed. An end said as a date is the series' last day (seriesEnd).
// The words are no new reminder either way.

// reStopAfter is such a stop. Groups: the end as said.
var reStopAfter = compile(`(?i)^(?:please\s+|pls\s+)?(?:stop|end|cancel|finish)\s+(?:it|that|this|them|(?:the|that|this)\s+reminders?)\s+(?:after|past)\s+(.+)$|` +
	`^(?:please\s+|pls\s+)?(?:stop|no\s+more)\s+(?:reminding\s+me\s+)?after\s+(.+)$|` +
	`^(?:תעצור|תעצרי|עצור|תפסיק|תפסיקי|הפסק|תסיים|תסיימי|תבטל|תבטלי)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת(?:\s+הזאת|\s+הזו)?)\s+)?(?:אחרי|מאחרי|לאחר)\s+(.+)$`)

// reCountOf is a count of times, not a day: "after three times", "אחרי
// שלוש פעמים".
var reCountOf = compile(`(?i)(?:^|\s)(?:times?|occurrences?|reminders?|weeks?|days?|months?|פעמים|פעם|שבועות|ימים|חודשים)$`)

// stopAfter reads a stop after a day of the repeating reminder in focus;
// ok is false when text is none.
func (m *message) stopAfter(low string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if !containsAny(low, "after", "past", "אחרי", "לאחר") {
		return nil, false, nil
	}
	g := reStopAfter.FindStringSubmatch(low)
	if g == nil {
		return nil, false, nil
	}
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask || !f.Recurring {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // no series in focus to end
	}
	return m.endSaid(strings.TrimSpace(firstOf(g[1:])), f)
}

// endSaid reads end, said after "stop it after" or "only until", as the
// last day of the series f: a date ends it that day, an hour or a count
// of times is declined, and an end named by what happens then ("the
// exam") asks which date.
func (m *message) endSaid(end string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if steps, ok, err := m.seriesEnd(end, f); ok || err != nil {
		return steps, true, err // "stop it after friday": its last day
	}
	if reUntilNotice.MatchString("until " + end) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "until further notice": it goes on as it is
	}
	r, found, err := timeparse.Parse(end, m.now(), m.loc())
	if err == nil && found && r.HasDate {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // a date with more said: not guessed
	}
	if strings.ContainsAny(end, "0123456789") || !found && reCountOf.MatchString(end) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "after 3 times": a count, not a day
	}
	return nil, true, memo.Refuse(memo.EInvalid, memo.WhyUntilWhichDate, memo.Detail{}) // "after the exam": which date?
}
