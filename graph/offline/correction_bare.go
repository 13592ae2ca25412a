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

// reNoVerbHourHE is "do it" with a new hour and nothing else, after a
// bare "לא": "לא תעשה את זה ב5", "לא תעשי לשבע" (group: the hour). "לא" is a word of its own there, the correction's, since a new
// hour follows: without one ("לא תעשה את זה") it says not to, and so it
// does before a verb of moving ("לא תזיז את זה לשמונה"), an infinitive
// ("לא להזיז לשבע") or "לא צריך".
var reNoVerbHourHE = compile(`^(?:תעשה|תעשי)` +
	`(?:\s+(?:לי|את\s+זה|אותו|אותה|אותם|את\s+ה\p{Hebrew}+))*\s+(.+)$`)

// reToHourHE is a Hebrew hour a change is to: "לשבע", "ל-5", "ל17:30",
// "לחמש בערב".
var reToHourHE = compile(`^ל-?(?:(?:[1-9]|1\d|2[0-3])(?:[:.][0-5]\d)?|` + heHourWords + `)(?:\s+(?:וחצי|ורבע))?(?:\s+(?:בערב|בבוקר|בצהריים|אחה"צ|אחרי\s+הצהריים|בלילה))?$`)

// reDoItWhenEN is "do it"/"have it" with when after it, a change of what
// was just made after a bare "no": "no do it at 5", "nah have it on
// friday"; "no do it again" is no change of when.
var reDoItWhenEN = compile(`(?i)^(?:do|have)\s+(?:it|that|this)\s+(?:at|on|by|around|tomorrow|tonight|today|(?:[1-9]|1\d|2[0-3])(?:[:.][0-5]\d)?\s*(?:am|pm)?$)`)

// nahChange reports whether rest, said after lead (a bare "no", "nah" or
// "לא", see reNahLead), is the change the lead opens: a change verb on
// what was just made ("nah make it 8", "no do it at 5"; after "לא" only
// with a new hour, see reNoVerbHourHE), a removal from the list in view
// ("nah take the iced coffee off") or an hour and nothing else ("no at 8",
// "לא בשמונה"; "לא מחר" is "not tomorrow").
func nahChange(lead, rest string) bool {
	if _, ok := hourAlone(rest); ok || reNoHourBare.MatchString(strings.TrimRight(rest, "!?., ")) {
		return true
	}
	// "nah take the iced coffee off": a thing of the list in view taken
	// off, as "nah, take …" is.
	if strings.HasPrefix(lead, "לא") {
		g := reNoVerbHourHE.FindStringSubmatch(strings.TrimRight(rest, "!?., "))
		if g == nil {
			return false
		}
		_, ok := hourAlone(g[1])
		return ok || reNoHourBare.MatchString(g[1]) || reToHourHE.MatchString(g[1])
	}
	return reChangeOpen.MatchString(rest) || reDoItWhenEN.MatchString(rest) || reFocusRemoveEN.MatchString(rest)
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
