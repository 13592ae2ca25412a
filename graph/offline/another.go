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
	// reAnotherForEN is one more said with "one" or "one more" alone, which
	// only a deed after it makes a reminder: "and one for checking the
	// water troughs", "one more to feed the dogs" ("and one more thing"
	// is not one).
	reAnotherForEN = compile(`(?i)^(?:(?:and|an)\s+)?(?:also\s+)?one(?:\s+more)?\s*,?\s+((?:for|to)\s.+)$`)
	reAnotherHE    = compile(`^(?:ו)?(?:גם\s+)?עוד\s+(?:אחת|אחד|תזכורת(?:\s+אחת)?)\s*,?\s+((?:ב|ל|מחר|היום|הערב|מחרתיים).+)$`)
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
	if g := reCopyLeadEN.FindStringIndex(text); g != nil && reFollowingDay.MatchString(closedPlain(dropSame(text[g[1]:]))) {
		return text, false, false // "one more the next day": a copy of the focus, read by copyAt
	}
	if g := reCopyLeadHE.FindStringIndex(text); g != nil && reFollowingDay.MatchString(closedPlain(dropSame(text[g[1]:]))) {
		return text, false, false
	}
	if g := reAnotherEN.FindStringSubmatch(text); g != nil {
		if deed, ok := anotherDeedEN(g[1]); ok {
			return deed, true, false // "another one to check the troughs": at the same time as the one before
		}
		return "remind me " + strings.TrimSpace(g[1]), true, false
	}
	if g := reAnotherForEN.FindStringSubmatch(text); g != nil {
		if deed, ok := anotherDeedEN(g[1]); ok {
			return deed, true, false // "and one for checking the water troughs"
		}
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

// anotherDeedSaid reports whether s is one more reminder said with "one"
// and its deed (reAnotherForEN): its opening is no filler to take off.
func anotherDeedSaid(s string) bool {
	g := reAnotherForEN.FindStringSubmatch(s)
	if g == nil {
		return false
	}
	_, ok := anotherDeedEN(g[1])
	return ok
}

// anotherDeedEN reads rest, said after "another one", as a thing to do
// and nothing else: "to check the troughs", "for checking the troughs"
// (the deed in its plain form). ok is false when it names no deed or says
// a time of its own, which the reminder reader takes.
func anotherDeedEN(rest string) (string, bool) {
	prep, deed, _ := strings.Cut(strings.TrimSpace(rest), " ")
	verb, tail, _ := strings.Cut(strings.TrimSpace(deed), " ")
	switch toLower(prep) {
	case "to":
		if !taskVerbEN[toLower(verb)] {
			return "", false
		}
	case "for":
		if verb = gerundVerb(toLower(verb)); verb == "" {
			return "", false // "another one for Sarah": for someone
		}
	default:
		return "", false
	}
	deed = strings.TrimSpace(verb + " " + tail)
	if _, found, err := parseAnyDay(deed); found || err != nil || len(strings.Fields(deed)) < 2 {
		return "", false
	}
	return deed, true
}

// gerundVerb is the task verb a gerund is said of ("checking": "check",
// "taking": "take", "getting": "get"), or "".
func gerundVerb(w string) string {
	stem, ok := strings.CutSuffix(w, "ing")
	if !ok || len(stem) < 2 {
		return ""
	}
	for _, v := range []string{stem, stem + "e", stem[:len(stem)-1]} {
		if taskVerbEN[v] {
			return v
		}
	}
	return ""
}
