package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A weekday added to the repeating reminder in focus, or put in place of
// its days: "actually also wednesday", "and thursdays too", "add fridays",
// "בעצם גם רביעי", "גם בחמישי", "תוסיף גם את יום שישי"; "only wednesday",
// "רק ברביעי". The executor adds the days to a reminder that repeats on
// weekdays and refuses any other. Said of a reminder that does not repeat,
// "also wednesday" is one more reminder that day (againAt), as "גם מחר" is.

var (
	// reAddDayLead marks the days as more: "also", "and also", "plus",
	// "add", "וגם", "תוסיף גם את".
	reAddDayLead = compile(`(?i)^(?:(?:and|plus)\s+)?(?:also|plus)\s+|^(?:add|include)\s+(?:also\s+)?|^(?:ו)?גם\s+|^(?:תוסיף|תוסיפי|להוסיף)\s+(?:לי\s+)?(?:גם\s+)?(?:את\s+)?`)
	// reAddDayTail marks them at the end: "too", "as well", "גם".
	reAddDayTail = compile(`(?i)\s+(?:too|as\s+well|also)$|\s+גם(?:\s+כן)?$`)
	// reOnlyDayLead says the days replace the series' own: "only", "just",
	// "רק".
	reOnlyDayLead = compile(`(?i)^(?:only|just)\s+|^רק\s+`)
	// reDaysSaidEN and reDaysSaidHE are weekdays said alone, one or more:
	// "wednesday", "on wed and fri", "ביום חמישי", "רביעי ושישי".
	reDaysSaidEN = compile(`(?i)^(?:and\s+)?(?:on\s+)?` + wdEN + `(?:\s*(?:,|and|&|\+)\s*(?:on\s+)?` + wdEN + `)*$`)
	reDaysSaidHE = compile(`^(?:ו)?(?:ב?יום\s+|ב)?` + wdHE + `(?:(?:\s*,\s*|\s+)(?:ו)?(?:ב?יום\s+|ב|וב)?` + wdHE + `)*$`)
)

// daysFocus reads text as weekdays added to the repeating reminder in
// focus, or put in place of its days; ok is false when it is none. more
// says the message was said as more ("actually also …", whose "also"
// cleaning took off).
func (m *message) daysFocus(text string, more bool, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask || !f.Recurring {
		return nil, false
	}
	rest := strings.TrimSpace(strings.Trim(toLower(text), " ,.!?"))
	only := false
	if loc := reAddDayTail.FindStringIndex(rest); loc != nil {
		rest, more = strings.TrimSpace(rest[:loc[0]]), true
	}
	if loc := reAddDayLead.FindStringIndex(rest); loc != nil {
		rest, more = strings.TrimSpace(rest[loc[1]:]), true
	}
	if loc := reOnlyDayLead.FindStringIndex(rest); loc != nil && !more {
		rest, only = strings.TrimSpace(rest[loc[1]:]), true
	}
	if !more && !only || only && m.saidDaily() {
		return nil, false // "only on mondays" of a series told daily: narrowed where its repetition is read (repeatFocus)
	}
	rest = daysOfRepeat(rest) // "thursdays", "בימי חמישי"
	if !reDaysSaidEN.MatchString(rest) && !reDaysSaidHE.MatchString(rest) {
		return nil, false
	}
	days := weekdays(rest)
	if len(days) == 0 {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, AddDays: days, OnlyDays: only})}, true
}
