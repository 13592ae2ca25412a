package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// People ask Memo to remember a fact in many more words than "remember
// that": "I need to remember that …", "don't let me forget that …",
// "make a mental note that …", "אני צריך לזכור ש…", "אל תשכח ש…". Each
// is written here as "remember that …" / "תזכור ש…", so the one store
// matcher reads it and the wrapper never stays in the note. Only a
// that-clause is rewritten: "I need to remember to call mom" is a thing to
// do, and the reminder wrappers in Clean read it.

const (
	// keepWrapEN are the English wrappers that are a request to keep a
	// fact, whatever it says.
	keepWrapEN = `(?:(?:(?:i|we)\s+)?(?:really\s+|just\s+)?(?:need|have|must|gotta|got\s+to|should|want|wanna|'d\s+like|would\s+like)\s+(?:to\s+)?remember|` +
		`make\s+sure\s+(?:that\s+)?you\s+remember|make\s+sure\s+to\s+remember|help\s+me\s+remember|remember\s+(?:this\s+)?for\s+me|` +
		`(?:make|take)\s+a\s+mental\s+note(?:\s+of\s+the\s+fact)?|mental\s+note)`
	// keepWrapHE are the Hebrew ones: "(אני) צריך לזכור", "אל תשכח",
	// "חשוב שתזכור", "תזכור לי".
	keepWrapHE = `(?:(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים|רוצה|רוצים)\s+לזכור|אל\s+(?:תשכח|תשכחי|תשכחו)|` +
		`(?:זה\s+)?חשוב\s+(?:ש|שאתה\s+|שאת\s+)(?:תזכור|תזכרי)|(?:תזכור|תזכרי)\s+(?:לי|בשבילי))`
	// dontLetForgetEN and dontLetForgetHE are wrappers that may ask for a
	// reminder too ("don't let me forget that the dentist is at 5"): a
	// fact only when no time near enough to be reminded at is said.
	dontLetForgetEN = `(?:(?:don'?t|do\s+not|dont)\s+let\s+me\s+forget|make\s+sure\s+(?:that\s+)?i\s+(?:remember|(?:don'?t|do\s+not|dont|won'?t)\s+forget))`
	dontLetForgetHE = `(?:אל\s+(?:תיתן|תתן|תתני)\s+לי\s+לשכוח|(?:תדאג|תדאגי|תוודא|תוודאי)\s+ש(?:לא\s+אשכח|אזכור))`
)

var (
	// The fact follows "that" / "ש", or a colon: "Need to remember: the
	// Garcias want 3 bed", "צריך לזכור: הקוד 5831".
	reKeepThatEN      = compile(`(?i)^` + keepWrapEN + `(?:\s+that\s+|\s*[:\-–—]\s*)(\S.*)$`)
	reKeepThatHE      = compile(`^` + keepWrapHE + `(?:\s+ש|\s*[:\-–—]\s*)(\p{Hebrew}.*)$`)
	reDontLetForgetEN = compile(`(?i)^` + dontLetForgetEN + `\s+that\s+(\S.*)$`)
	reDontLetForgetHE = compile(`^` + dontLetForgetHE + `\s+ש(\p{Hebrew}.*)$`)
	// reKeepBareEN and reKeepBareHE are a wrapper with only "that" after
	// it ("I need to remember that", "אני צריך לזכור את זה"): the fact
	// is the message before, as with "remember this". "Don't let me
	// forget it" and "אל תשכח את זה" may ask to be reminded of the thing
	// just said, and are left to the reminder's grammar.
	reKeepBareEN = compile(`(?i)^` + keepWrapEN + `(?:\s+of)?\s+(?:that|this|it)$`)
	reKeepBareHE = compile(`^(?:(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים|רוצה|רוצים)\s+לזכור|(?:תזכור|תזכרי)\s+(?:לי|בשבילי))\s+(?:את\s+)?(?:זה|זאת)$`)
	// reSoYouKnow is "just so you know, …", read before Clean takes
	// "just" and "so" as filler and leaves "you know, …".
	reSoYouKnow = compile(`(?i)^(?:just\s+)?so\s+you\s+know\s*[,:\-–—]?\s+(\S.*)$`)
)

// keepThat writes a request to keep a fact said in other words as
// "remember that …" / "תזכור ש…"; any other text is returned as it is.
func keepThat(s string) string {
	switch {
	case reKeepBareEN.MatchString(s):
		return "remember this"
	case reKeepBareHE.MatchString(s):
		return "תזכור את זה"
	}
	if g := reSoYouKnow.FindStringSubmatch(s); g != nil {
		return "remember that " + g[1] // not "fyi", which Clean takes as filler
	}
	if g := reKeepThatEN.FindStringSubmatch(s); g != nil {
		return "remember that " + g[1]
	}
	if g := reKeepThatHE.FindStringSubmatch(s); g != nil && !wholeWordAfter("ש", g[1]) {
		return "תזכור ש" + g[1]
	}
	if g := reKeepFactEN.FindStringSubmatch(s); g != nil && factShaped(g[1], false) {
		return "remember that " + g[1] // "I need to remember the gate code is 5831"
	}
	if g := reKeepFactHE.FindStringSubmatch(s); g != nil && factShaped(g[1], true) {
		return "תזכור ש" + g[1] // "אני צריך לזכור את הקוד של השער 5831"
	}
	if g := reDontLetForgetEN.FindStringSubmatch(s); g != nil && !remindableTime(g[1]) {
		return "remember that " + g[1]
	}
	if g := reDontLetForgetHE.FindStringSubmatch(s); g != nil && !remindableTime(g[1]) && !wholeWordAfter("ש", g[1]) {
		return "תזכור ש" + g[1]
	}
	return s
}

// reKeepFactEN and reKeepFactHE are a wrapper (see keepWrapEN) said
// before a fact with no "that": "I need to remember the gate code is
// 5831", "אני צריך לזכור (את) קוד השער 5831". What follows is a fact only
// when factShaped says so; "I need to remember to buy milk" is a deed.
var (
	reKeepFactEN = compile(`(?i)^(?:(?:i|we)\s+(?:really\s+|just\s+)?(?:need|have|must|gotta|got\s+to|should)\s+(?:to\s+)?remember)\s+(\S.*)$`)
	reKeepFactHE = compile(`^(?:(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)\s+לזכור)\s+(?:את\s+)?(\p{Hebrew}.*)$`)
	// reFactIsEN and reFactIsHE are the "is" of a fact: "X is Y", "X הוא Y".
	reFactIsEN = compile(`(?i)\s(?:is|are|was)\s+\S`)
	reFactIsHE = compile(`\s(?:הוא|היא|הם|זה)\s+\S`)
)

// factShaped reports whether rest, said after "I need to remember", is a
// fact to keep: it holds a number or a code, or says that X is Y; and it
// is no deed (an infinitive, "to …", "about …") and names no time a
// reminder could be set for ("the meeting at 5").
func factShaped(rest string, hebrew bool) bool {
	low := toLower(strings.TrimSpace(rest))
	first, _, _ := strings.Cut(low, " ")
	if hebrew && (heInfinitives[first] || strings.HasPrefix(first, "ל") || first == "ש") ||
		!hebrew && (first == "to" || first == "about" || first == "that" || first == "this" || first == "it") {
		return false
	}
	number := false
	for _, w := range strings.Fields(low) {
		w = strings.Trim(w, ",.!?:;")
		if codeToken(w) || len(w) >= 3 && strings.Trim(w, "0123456789-") == "" {
			number = true
		}
	}
	is := hebrew && reFactIsHE.MatchString(low) || !hebrew && reFactIsEN.MatchString(low)
	return (number || is) && !remindableTime(rest)
}

// wholeWordAfter reports whether prefix and the first word of rest are
// one word ("ש" and "בוע …" are "שבוע"), so that prefix is no prefix.
func wholeWordAfter(prefix, rest string) bool {
	first, _, _ := strings.Cut(rest, " ")
	return lexicon.HebrewWord(prefix + first)
}

// remindableTime reports whether s says a time a reminder could be set
// for: a time of day, or a day within the next week ("tomorrow",
// "Sunday"). "Dana's birthday is in May" is a fact, not a reminder.
func remindableTime(s string) bool {
	r, found, err := timeparse.Parse(s, shapeNow, time.UTC)
	if err != nil || !found {
		return err != nil // a time said wrong is still a time
	}
	return r.HasTime || r.HourMeant || r.Time.Before(shapeNow.AddDate(0, 0, 8))
}

var (
	// reRememberBareAtEnd is a bare "remember" said after the fact: "…
	// january 14, please remember", "… remember for me". Asked ("…,
	// remember?") it is not a request.
	// "I want you to remember (this)" said after the fact is the same.
	reRememberBareAtEnd = compile(`(?i)(?:\s*[,;:!.\-–—]\s*(?:(?:pls|please|plz|and|so)\s+)?|\s+(?:pls|please|plz)\s+)(?:(?:i\s+)?(?:want|need|would\s+like)\s+(?:you|u)\s+to\s+)?` +
		`remember(?:\s+(?:this|that|it))?(?:\s+(?:for\s+me|pls|please|plz))?\s*[!.]*$|` +
		`\s+i\s+(?:want|need|would\s+like)\s+(?:you|u)\s+to\s+remember(?:\s+(?:this|that|it))?(?:\s+(?:pls|please|plz))?\s*[!.]*$`)
	// reForgetNotAtEnd is "don't forget" or "keep it in mind" said after
	// a thing: "…, don't forget it", "…, שלא תשכח". It may ask to be
	// reminded of a thing to do, so a fact is read only from a head that
	// is none.
	reForgetNotAtEnd = compile(`(?i)(?:\s*[,;:!.\-–—]\s*(?:(?:pls|please|plz|and|so)\s+)?|\s+(?:pls|please|plz|and|so)\s+)(?:don'?t|do\s+not|dont)\s+forget(?:\s+(?:that|this|it))?\s*[!.]*$|` +
		`\s*[,;:!.\-–—]\s*(?:and\s+)?keep\s+(?:that|this|it)\s+in\s+mind\s*[!.]*$|` +
		`\s*[,;:!.\-–—]\s*ו?(?:בבקשה\s+)?(?:שלא|אל)\s+(?:תשכח|תשכחי|תשכחו)(?:\s+(?:את\s+זה|זאת))?(?:\s+בבקשה)?\s*[!.]*$|` +
		// "…, אני רוצה שתזכור": in Hebrew it may ask to be reminded too.
		`\s*[,;:!.\-–—]\s*ו?(?:בבקשה\s+)?(?:אני\s+)?(?:רוצה|רוצים|מבקש|מבקשת)\s+ש(?:תזכור|תזכרי)(?:\s+(?:את\s+זה|זאת))?(?:\s+בבקשה)?\s*[!.]*$|` +
		`\s+ו?אני\s+(?:רוצה|מבקש|מבקשת)\s+ש(?:תזכור|תזכרי)(?:\s+(?:את\s+זה|זאת))?(?:\s+בבקשה)?\s*[!.]*$`)
)

// cutKeep cuts a request to keep what was said off its end ("…, please
// remember", "…, שלא תשכח") before the politeness in it is taken out, and
// returns the text before it and the request; tail is "" when there is
// none.
func cutKeep(s string) (head, tail string) {
	for _, rx := range []*pattern{reRememberBareAtEnd, reForgetNotAtEnd} {
		if loc := rx.FindStringIndex(s); loc != nil && loc[0] > 0 {
			head, tail = s[:loc[0]], s[loc[0]:]
			if f := strings.Fields(head); len(f) > 0 && strings.HasPrefix(tail, "!") && codeToken(f[len(f)-1]) {
				head, tail = head+"!", tail[1:] // "Owl2026! please remember": the mark is the password's
			}
			return head, tail
		}
	}
	return s, ""
}

// keepAsked writes a fact that tail (see cutKeep) asked to keep
// ("Shira's birthday is on january 14", "please remember") as "remember
// that …" / "תזכור ש…". "Don't forget" after a thing to do or a near
// time ("call mom at 5, don't forget") is a reminder's: the text is
// given back whole, as is any head that is no fact.
func keepAsked(head, tail string) string {
	if tail == "" {
		return head
	}
	h := strings.TrimRight(strings.TrimSpace(head), ",;:-–— ")
	whole := strings.TrimSpace(head + tail)
	if h == "" || startsWithRemind(h) || len(strings.Fields(h)) < 3 {
		return whole
	}
	if !reRememberBareAtEnd.MatchString(tail) && (startsWithVerb(h) || reNeedHE.MatchString(h)) && !strings.Contains(toLower(tail), "mind") {
		return h // "call mom at 5, don't forget": the thing to do, not a fact
	}
	if !reRememberBareAtEnd.MatchString(tail) && (remindableTime(h) || startsWithVerb(h) || reNeedHE.MatchString(h)) {
		return whole
	}
	for _, rx := range []*pattern{reRememberEN, reNoteEN, reRememberHE, reNoteHE} {
		if rx.MatchString(toLower(h)) {
			return h // "remember that …, don't forget": asked twice
		}
	}
	if hebrewText(h) {
		return "תזכור ש" + h
	}
	return "remember that " + h
}
