package offline

import "strings"

// A question as learners order it, with its question word said last, read
// by the creole reader (readCreole) as the question English or Hebrew
// asks first:
//   - "my student ID is what?", "locker code is what ah?" are "what is my
//     student ID?" (a thing kept, asked), where what is asked opens with an
//     owner's word or an article; "הקוד של הלוקר שלי זה מה?" is "מה הקוד
//     של הלוקר שלי?" where what is asked names its owner;
//   - "shopping list have what", "what my shopping list have?" are "what's
//     on shopping list?"; "ברשימת קניות יש מה?" is "מה יש ברשימת קניות?";
//   - the Franglais "c'est quoi my locker number" and "my locker number
//     c'est quoi?" are "what's my locker number".
//
// "shopping list: have what you need" (a heading and its items) and "c'est
// quoi le problème" (French) stay as typed.

// askLastGate holds a piece of each form read here.
var askLastGate = []string{"what", "What", "מה", "quoi"}

var (
	// reIsWhatLast is a thing asked, then "is what": "my student ID is what?".
	reIsWhatLast = compile(`(?i)^((?:my|our|the|his|her|their|mi|ma)\s+[^?!.,:;]{2,60}?|[^\s?!.,:;]+'s\s+[^?!.,:;]{2,60}?)\s+(?:is|are|was)\s+what(?:\s+(?:ah|lah|la|leh|again|already))?\s*[?!.]*$`)
	// reHaveWhatLast is a list, then "have what": "shopping list have what".
	reHaveWhatLast = compile(`(?i)^((?:(?:my|our|the)\s+)?[^?!.,:;]{0,40}?\blist)\s+(?:have|has|got)\s+what(?:\s+(?:ah|lah|la|leh|inside|now|already))?\s*[?!.]*$`)
	// reWhatListHave is "what" before a list that "has": "what my shopping list have?".
	reWhatListHave = compile(`(?i)^what\s+((?:(?:my|our|the)\s+)?[^?!.,:;]{0,40}?\blist)\s+(?:have|has|got)(?:\s+(?:ah|lah|la|leh|inside|now))?\s*[?!.]*$`)
	// reCestQuoi is the Franglais question before an English thing asked.
	reCestQuoi = compile(`(?i)^(?:c['’]est\s+quoi|qu['’]est-ce\s+que\s+c['’]est)\s+((?:my|our|the)\s+[^?!.:;]{2,60}?)\s*[?!.]*$`)
	// reCestQuoiLast is the same question said last.
	reCestQuoiLast = compile(`(?i)^((?:my|our|the)\s+[^?!.,:;]{2,60}?),?\s+c['’]est\s+quoi\s*[?!.]*$`)
	// reZehMaLast is the Hebrew thing asked, then "זה מה".
	reZehMaLast = compile(`^([^?!.,:;]*\sשל(?:י|נו)?(?:\s[^?!.,:;]*)?)\s+(?:זה|זו|זאת|הוא|היא)\s+מה\s*[?!.]*$`)
	// reYeshMaLast is a Hebrew list, then "יש מה".
	reYeshMaLast = compile(`^(ב(?:ה)?רשימ[הת][^?!.,:;]{0,40}?)\s+יש\s+מה\s*[?!.]*$`)
)

// askLast says a question of s with its question word last (see above)
// as asked first; s in no such order is returned as it is.
func askLast(s string) string {
	if !containsAny(s, askLastGate...) {
		return s
	}
	t := strings.TrimSpace(s)
	if m := reIsWhatLast.FindStringSubmatch(t); m != nil {
		return "what is " + ownerLower(m[1]) + "?"
	}
	if m := reHaveWhatLast.FindStringSubmatch(t); m != nil {
		return "what's on " + ownerLower(m[1]) + "?"
	}
	if m := reWhatListHave.FindStringSubmatch(t); m != nil {
		return "what's on " + ownerLower(m[1]) + "?"
	}
	if m := reCestQuoi.FindStringSubmatch(t); m != nil {
		return "what's " + m[1] + "?"
	}
	if m := reCestQuoiLast.FindStringSubmatch(t); m != nil {
		return "what's " + m[1] + "?"
	}
	if m := reZehMaLast.FindStringSubmatch(t); m != nil {
		return "מה " + m[1] + "?"
	}
	if m := reYeshMaLast.FindStringSubmatch(t); m != nil {
		return "מה יש " + m[1] + "?"
	}
	return s
}

// ownerLower says an owner's word or an article opening s in lower case:
// "My student ID" is asked as "what is my student ID".
func ownerLower(s string) string {
	for _, w := range []string{"My ", "Our ", "The ", "His ", "Her ", "Their "} {
		if strings.HasPrefix(s, w) {
			return toLower(w) + s[len(w):]
		}
	}
	return s
}
