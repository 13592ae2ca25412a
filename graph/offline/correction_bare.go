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

// nahChange reports whether rest, said after lead (a bare "no", "nah" or
// "לא", see reNahLead), is the change the lead opens: a change verb on
// what was just made ("nah make it 8"; not after "לא", where "לא תזיז"
// says not to) or an hour and nothing else ("no at 8", "לא בשמונה"; "לא
// מחר" is "not tomorrow").
func nahChange(lead, rest string) bool {
	if _, ok := hourAlone(rest); ok {
		return true
	}
	return !strings.HasPrefix(lead, "לא") && reChangeOpen.MatchString(rest)
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
