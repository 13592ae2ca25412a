package offline

import (
	"github.com/memo-assistant/memo"
)

// A fact told with a reminder asked in the same message ("my anniversary
// is on march 3rd, remind me a week before", "יום הנישואין שלנו הוא ב-3
// במרץ, תזכיר לי שבוע לפני") asks for the reminder: the reader of a
// reminder counted from a day told reads it (event_lead.go), the copula
// that told the day read away (toldIsDay). A memory is never kept with a
// command to remind inside it: what it would keep is the request, and a
// reply that it was kept would hide that no reminder was made.

// keepsRemindCommand reports whether steps keep a memory whose text holds
// a word of remembering or reminding (see saysKeep): the command was not
// read, and what would be kept is the request.
func keepsRemindCommand(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Operation == memo.OpMemoryStore && s.Memory != nil && s.Memory.Draft != nil && saysKeep(toLower(s.Memory.Draft.Text)) {
			return true
		}
	}
	return false
}

// reToldIsDay is the copula that tells the day of a thing before it: "my
// anniversary is on march 3rd", "the exam is due on friday", "יום
// הנישואין שלנו הוא ב-3 במרץ". Group 1 is what stays ("due ", "ב").
var reToldIsDay = compile(`(?i)\s+(?:is|are|falls)\s+((?:due\s+)?(?:on\s+)?)|\s+(?:הוא|היא|יוצא|יוצאת|חל|חלה)\s+(ב)`)

// toldIsDay reads a thing told with "is on" its day as the thing and the
// day: "my anniversary is on march 3rd" is "my anniversary on march 3rd".
// Any other text is returned as it is.
func toldIsDay(told string) string {
	g := reToldIsDay.FindStringSubmatchIndex(told)
	if g == nil {
		return told
	}
	k := 2
	if g[2] < 0 {
		k = 4
	}
	return told[:g[0]] + " " + told[g[k]:]
}
