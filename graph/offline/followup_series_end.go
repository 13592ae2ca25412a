package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// An end given to the repeating reminder in focus, its rule kept: "only
// until the 20th", "until the end of the month", "just till friday", "רק
// עד ה-20", "עד סוף החודש", and a stop after a date ("stop it after
// friday", "תעצור את זה אחרי יום שישי", read in stopAfter). The end is the
// series' last day, read as a new series' "until" is (repeatUntil); an end
// named by what happens then is asked, an end already past is refused, and
// the executor says so when the series does not come again by then.

// reUntilAlone is an end said alone of the series in focus; group 1 is the
// end, said after its word.
var reUntilAlone = compile(`(?i)^(?:(?:and|but|ok|so)\s+)?(?:(?:only|just)\s+|make\s+it\s+(?:only\s+|just\s+)?|(?:have|keep|let)\s+it\s+(?:go(?:ing)?\s+|run(?:ning)?\s+)?(?:only\s+|just\s+)?)?(?:until|till|til|through|thru)\s+(.+)$|` +
	`^(?:ו)?(?:(?:רק|בסדר|אוקיי?)\s+|(?:שיהיה|שזה\s+יהיה|תשאיר|תשאירי|תעשה|תעשי)\s+(?:את\s+זה\s+|אותה\s+|אותו\s+)?(?:רק\s+)?)?עד\s+(.+)$`)

// untilAlone reads low as an end given to the repeating reminder in
// focus; ok is false when it is none, or no such reminder is in focus.
func (m *message) untilAlone(low string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask || !f.Recurring || !containsAny(low, "until", "till", "til", "through", "thru", "עד") {
		return nil, false, nil
	}
	g := reUntilAlone.FindStringSubmatch(low)
	if g == nil {
		return nil, false, nil
	}
	return m.endSaid(strings.TrimSpace(firstOf(g[1:])), f)
}

// seriesEnd is the step that ends the series f on the day end says ("friday",
// "the 20th", "ה-20", "סוף החודש"); ok is false when end is no day and
// nothing else, and an end with no date ("the exam", "החופש") is asked.
func (m *message) seriesEnd(end string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	day, ok, err := m.endDay(end)
	if err != nil || !ok {
		return nil, ok, err
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewUntil: &day})}, true, nil
}

// endDay reads end, said after "until", as the last day of a series: its
// start in the user's zone. ok is false when end is not a day and nothing
// else; err asks which date when end names a period with no date.
func (m *message) endDay(end string) (time.Time, bool, error) {
	end = strings.TrimSpace(strings.Trim(end, " ,.!?"))
	if end == "" || strings.Contains(end, "?") {
		return time.Time{}, false, nil
	}
	if r, found, err := timeparse.Parse(end, m.now(), m.loc()); err == nil && found && (r.HasTime || r.HourMeant) {
		return time.Time{}, false, nil // "the 25th at 5": an hour is no series' end
	}
	word := "until "
	if hebrewText(end) {
		word = "עד "
	}
	var rec memo.Recurrence
	rest, err := m.repeatUntil(word+end, &rec)
	if err != nil {
		return time.Time{}, true, err
	}
	if rec.Until == nil || strings.TrimSpace(rest) != "" {
		return time.Time{}, false, nil
	}
	y, mo, d := rec.Until.In(m.loc()).Date()
	return time.Date(y, mo, d, 0, 0, 0, 0, m.loc()), true, nil
}
