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
