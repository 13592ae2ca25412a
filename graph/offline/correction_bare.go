package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A correction may open with a bare "no" and no mark after it: "nah make
// it 8", "no at 8", "לא בשמונה" said to the reminder just set at seven.
// Only a change or a time alone follows such a "no"; a "no" before the
// time the item already has says "not then", and what is meant instead
// was not said.

// reNoHourBare is an hour said bare after such a "no", as the hour meant:
// "no 9", "לא 9", "nah 9:30", "no 9pm", "nah its 3 fam", "לא, זה 9". A
// word after the hour but an address makes it no hour alone: "no 9 is too
// early", "no, 3 of them".
var reNoHourBare = compile(`(?i)^(?:(?:it'?s|its|it\s+is|זה)\s+)?(?:at\s+|ב-?)?(?:[1-9]|1\d|2[0-3])(?:[:.][0-5]\d)?\s*(?:am|pm)?` +
	`(?:\s+(?:fam|bro|bruv|mate|lah|la|man|dude|אחי|נשמה|כפרה))?$`)

// nahChange reports whether rest, said after lead (a bare "no", "nah" or
// "לא", see reNahLead), is the change the lead opens: a change verb on
// what was just made ("nah make it 8"; not after "לא", where "לא תזיז"
// says not to), a removal from the list in view ("nah take the iced coffee
// off") or an hour and nothing else ("no at 8", "לא בשמונה"; "לא
// מחר" is "not tomorrow").
func nahChange(lead, rest string) bool {
	if _, ok := hourAlone(rest); ok || reNoHourBare.MatchString(strings.TrimRight(rest, "!?., ")) {
		return true
	}
	// "nah take the iced coffee off": a thing of the list in view taken
	// off, as "nah, take …" is.
	return !strings.HasPrefix(lead, "לא") && (reChangeOpen.MatchString(rest) || reFocusRemoveEN.MatchString(rest))
}

// keepsFocusDue reports whether steps are one change of the task in focus
// to the due time it already has: a correction that corrects nothing.
func keepsFocusDue(f *memo.FocusItem, steps []memo.Step) bool {
	if f == nil || f.When == nil || len(steps) != 1 || steps[0].Tasks == nil || steps[0].Operation != memo.OpTaskUpdate {
		return false
	}
	d := steps[0].Tasks.NewDue
	return d != nil && d.Equal(*f.When)
}
