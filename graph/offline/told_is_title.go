package offline

import "strings"

// "Remind me my visa renewal is on January 20", "remind me that our rent is
// due on the 1st", "תזכיר לי שהתור שלי הוא ביום שישי": the reminder is of a
// thing told with the day it is on. Once the day is read, what is left
// ("my visa renewal is") names the thing with the words that told it: the
// thing is "visa renewal", "rent due", "התור שלי".

var (
	// reToldIsEN is a thing of one's own told with "is" or "are", the day
	// cut from after it: "my visa renewal is", "that our rent is due".
	reToldIsEN = compile(`(?i)^(?:that\s+)?(?:my|our)\s+(.+?)\s+(?:is|are)(\s+due)?[\s,.!]*$`)
	// reToldIsHE is "ה… שלי הוא", the day cut from after it.
	reToldIsHE = compile(`^ש?(\S.*?)\s+(?:הוא|היא|הם|הן)[\s,.!]*$`)
	// reToldIsOn is the "is on", "is due on", "הוא ב" that tells the day.
	reToldIsOn = compile(`\b(?:is|are)\s+(?:due\s+)?on\s|\s(?:הוא|היא|הם|הן)\s+ב`)
)

// toldIsTitle names the thing of a reminder told as "my X is on DAY" (see
// above); any other text is returned as it is.
func toldIsTitle(rest string) string {
	rest = strings.TrimSpace(rest)
	if g := reToldIsEN.FindStringSubmatch(rest); g != nil && !strings.ContainsAny(g[1], ",") {
		return g[1] + g[2]
	}
	if g := reToldIsHE.FindStringSubmatch(rest); g != nil && hebrewText(g[1]) {
		return g[1]
	}
	return rest
}
