package offline

import "strings"

// A removal said with a condition of the thing's being there ("cancel my
// 3 oclock thursday if theres one", "delete the dentist reminder if there
// is one", "תבטל את הפגישה של חמישי אם יש") names the thing without it: the
// condition is no word of what is looked for, and a thing not found is
// said so anyway. Only a removal is read so; "buy a gift if there's one
// on sale" keeps every word.

// reRemoveOpen is a request that opens with a removal's verb.
var reRemoveOpen = compile(`(?i)^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:cancel|delete|remove|drop|call\s+off|clear|take\s+off)\s|` +
	`^(?:תבטל|בטל|תבטלי|בטלי|תמחק|מחק|תמחקי|מחקי|תוריד|תורידי|תסיר|תסירי)\s`)

// reIfAnyTail is the condition of being there, said last: "if there's
// one", "if any", "if i have one", "אם יש", "אם יש כזה".
var reIfAnyTail = compile(`(?i)[\s,(]+(?:if\s+(?:there\s+is|there'?s|theres|there\s+are|i\s+have|i'?ve\s+got|i\s+got|it\s+exists|they\s+exist|so)(?:\s+(?:one|any|anything|such|a\s+thing|one\s+there))?|if\s+any)[\s.!?)]*$|` +
	`(?:^|\s)(?:,\s*)?אם\s+(?:יש|קיים|קיימת)(?:\s+(?:כזה|כזאת|כזו|כאלה|אחד|אחת|משהו))?[\s.!?]*$`)

// dropIfAny takes the condition of being there off a removal (see above).
func dropIfAny(s string) string {
	if !containsAny(s, "if ", "If ", "אם ") || !reRemoveOpen.MatchString(s) {
		return s
	}
	loc := reIfAnyTail.FindStringIndex(s)
	if loc == nil || loc[0] == 0 {
		return s
	}
	return strings.TrimRight(s[:loc[0]], " ,")
}
