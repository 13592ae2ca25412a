package offline

import "strings"

// reCalledWord is the word that opens a new list's name: "a list called
// Christmas presents", "רשימה בשם מתנות לחנוכה".
var reCalledWord = compile(`(?i)(?:^|\s)(?:called|named|titled|בשם)\s+`)

// listNameEnds are the words that close a list's name before its items
// when a colon follows them: "called gifts with: …", "בשם מתנות עם: …".
var listNameEnds = []string{"with", "containing", "including", "that has", "which has", "עם", "שכוללת", "שיש בה"}

// calledName is what a create command says after "called"/"named"/"בשם"
// when it says one: the words before it ("could you make me a list") are
// the request, never the name. Without such a word head is returned as it
// is.
func calledName(head string) string {
	loc := reCalledWord.FindStringIndex(head)
	if loc == nil {
		return head
	}
	name := strings.TrimSpace(head[loc[1]:])
	if name == "" {
		return head
	}
	return trimTrailingWords(name, listNameEnds...)
}

// ownerOff drops "שלי"/"שלנו" opening what follows a list said by a bare
// name ("למשימות שלי: לבדוק ביטוח"): it says whose the list is, and is no
// part of the first item.
func ownerOff(s string) string {
	for _, w := range []string{"שלי", "שלנו"} {
		if rest, ok := strings.CutPrefix(s, w); ok && (rest == "" || rest[0] == ' ' || rest[0] == ':') {
			return strings.TrimLeft(rest, ": ")
		}
	}
	return s
}
