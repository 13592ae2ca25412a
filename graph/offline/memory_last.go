package offline

import "strings"

// reRememberLast is the request to remember said after the fact, as a
// note is jotted: "pw for wifi studio = bluefox88 remember", "the gate
// code is 4512, remember it", "הקוד של השער 4512 תזכור". Group 1 is the
// fact.
var reRememberLast = compile(`(?i)^(.+?)[\s,.;!\-–—]+(?:(?:pls|please|plz)\s+)?(?:remember|memori[sz]e|תזכור|תזכרי)(?:\s+(?:it|this|that|את\s+זה))?(?:\s+(?:pls|please|plz))?[.!]*$`)

// reFactMark is what makes a thing told a fact to keep: an "=" or a
// colon, an "is", or a code of letters and digits.
var reFactMark = compile(`(?i)[=:]|\s(?:is|are|was|הוא|היא|זה|זו|הם)\s|\b\p{L}*\d+\p{L}+\w*\b|\b\p{L}+\d+\w*\b|\d{4,}`)

// rememberLast returns the fact of a message that asks to remember it
// at its end, and whether it is one. A thing with its day and hour
// ("dentist is at 5 tomorrow remember") may be a reminder and is not read
// so; nor is a thing without the mark of a fact ("call mom remember"),
// nor one whose asking runs on before it ("…, I want you to remember").
func rememberLast(s string) (string, bool) {
	low := toLower(s)
	if len(low) != len(s) || !containsAny(low, "remember", "memori", "תזכור", "תזכרי") {
		return "", false // the cheap check
	}
	g := reRememberLast.FindStringSubmatch(s)
	if g == nil {
		return "", false
	}
	fact := strings.TrimSpace(g[1])
	if !reFactMark.MatchString(fact) || reDangling.MatchString(fact) || datedThing(fact) || hasClock(fact, shapeNow, shapeNow.Location()) || reQuestionLead.MatchString(toLower(fact)) || strings.HasSuffix(fact, "?") {
		return "", false
	}
	return fact, true
}
