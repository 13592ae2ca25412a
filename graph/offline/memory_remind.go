package offline

import (
	"strings"

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

// reToldIs is the copula that tells what a thing is, or when, after the
// thing: "my anniversary is on march 3rd", "the exam is due on friday",
// "the report is due", "יום הנישואין שלנו הוא ב-3 במרץ". Group 1
// (English) or 2 (Hebrew) opens what is told of the thing ("due on
// friday", "ב-3 במרץ"); the copula before it is read away.
var reToldIs = compile(`(?i)\s+(?:is|are|'s|falls)\s+((?:due\s+)?(?:on\s+)?)|\s+(?:הוא|היא|יוצא|יוצאת|חל|חלה)\s+(ב)`)

// toldIs splits told at its first copula of reToldIs: the thing before
// it ("my anniversary", "the report") and what is told of it ("on march
// 3rd", "due"). ok is false with no copula. The thing keeps its
// determiner: whether "the"/"my" is a word of the name is the caller's
// to say (toldIsDay keeps it for the title's cleaning, dueTold names the
// thing without it).
func toldIs(told string) (thing, said string, ok bool) {
	g := reToldIs.FindStringSubmatchIndex(told)
	if g == nil {
		return "", "", false
	}
	k := 2
	if g[2] < 0 {
		k = 4
	}
	return told[:g[0]], told[g[k]:], true
}

// toldIsDay reads a thing told with "is on" its day as the thing and the
// day: "my anniversary is on march 3rd" is "my anniversary on march 3rd".
// Any other text is returned as it is.
func toldIsDay(told string) string {
	thing, said, ok := toldIs(told)
	if !ok {
		return told
	}
	return thing + " " + said
}

// reDueDeterminer is a determiner before a thing said to be due, no word
// of its name: "the report is due" is the "report due".
var reDueDeterminer = compile(`(?i)^(?:the|my|our)\s+`)

// dueTold reads a thing said to be due, with nothing after "due" ("the
// report is due", "the essays are due"), as the thing named as told with
// no determiner: "report due". A thing of more than four words is none.
func dueTold(text string) (string, bool) {
	thing, said, ok := toldIs(text)
	if !ok || !strings.EqualFold(said, "due") {
		return "", false
	}
	if loc := reDueDeterminer.FindStringIndex(thing); loc != nil && loc[1] < len(thing) {
		thing = thing[loc[1]:]
	}
	if n := len(strings.Fields(thing)); n == 0 || n > 4 || thing != strings.TrimLeft(thing, " \t\n") {
		return "", false
	}
	return thing + " due", true
}
