package offline

import (
	"strings"
)

// One more reminder said after one ("and another one at 9 pm to take out
// the trash", "ועוד אחת ב-9 להוציא את הזבל", "ועוד תזכורת מחר ב-8 …") is
// a reminder of its own, on the day of the one before it when no day is
// said: "another one" is no word of it.
var (
	reAnotherEN = compile(`(?i)^(?:and\s+)?(?:also\s+)?(?:another(?:\s+one)?|another\s+reminder|one\s+more\s+(?:one|reminder)|a\s+second\s+(?:one|reminder))\s*,?\s+` +
		`((?:at|on|for|in|tomorrow|today|tonight|this|next|to)\s.+)$`)
	reAnotherHE = compile(`^(?:ו)?(?:גם\s+)?עוד\s+(?:אחת|אחד|תזכורת(?:\s+אחת)?)\s*,?\s+((?:ב|ל|מחר|היום|הערב|מחרתיים).+)$`)
	// reAnotherTaskEN and reAnotherTaskHE are one more task said after
	// one: "and another task: call the bank", "ועוד משימה להתקשר לאמא",
	// "משימה נוספת: לשלם ארנונה". They say what they add one more of, and
	// are read with no task before them too.
	reAnotherTaskEN = compile(`(?i)^(?:and\s+)?(?:also\s+)?(?:another|one\s+more)\s+(?:task|to-?do)\s*[:,\-–—]?\s+(\S.*)$`)
	reAnotherTaskHE = compile(`^(?:ו)?(?:גם\s+)?(?:עוד\s+(?:משימה|מטלה)(?:\s+אחת)?|(?:משימה|מטלה)\s+(?:נוספת|אחרת))\s*[:,\-–—]?\s+(\S.*)$`)
)

// anotherOne writes one more reminder as a reminder: "another one at 9
// pm to …" is "remind me at 9 pm to …". ok is false when text is no such
// request; task is set when it said it adds a task ("another task: …"),
// which needs no task before it to say what it is one more of.
func anotherOne(text string) (out string, ok, task bool) {
	if g := reAnotherEN.FindStringSubmatch(text); g != nil {
		return "remind me " + strings.TrimSpace(g[1]), true, false
	}
	if g := reAnotherHE.FindStringSubmatch(text); g != nil {
		rest := strings.TrimSpace(g[1])
		first, _, _ := strings.Cut(rest, " ")
		if _, found, err := parseAnyDay(rest); heInfinitiveVerb(first) && !found && err == nil {
			// "ועוד אחד לעדכן את המצגת": one more thing to do, like the
			// one before it, not a reminder with its time unsaid.
			return rest, true, false
		}
		return "תזכיר לי " + rest, true, false
	}
	if g := reAnotherTaskEN.FindStringSubmatch(text); g != nil {
		return "add a task: " + strings.TrimSpace(g[1]), true, true
	}
	if g := reAnotherTaskHE.FindStringSubmatch(text); g != nil {
		return "משימה: " + strings.TrimSpace(g[1]), true, true
	}
	return text, false, false
}
