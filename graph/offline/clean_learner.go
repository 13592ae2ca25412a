package offline

import (
	"strconv"
	"strings"
)

// How a learner of Hebrew (or of English) says a command: the pronoun
// put before it ("אתה תזכיר לי …", "את תרשמי …", "you remind me to …"),
// as the future tense reads in a textbook, and the reminded one said as
// the subject "אני" for "לי" ("תזכיר אני לקחת כדור", the slip "תזכיר
// אותי" is of; see reRememberMe). Both read as the plain command. "את"
// is also the object's marker, which no command follows; "you remind me
// of my mother" and "תזכיר, אני לא זוכר" are no such slip.

// rePronounFirst is a pronoun of the one spoken to before a Hebrew
// command verb or "remind me" at the message's start: group 1 is what
// follows the pronoun.
var rePronounFirst = compile(`(?i)^(?:אתה|את|you)\s+((\S+)(?:\s+(\S+))?.*)$`)

// reMeAsSubject is "אני" said after a verb of reminding for "לי":
// group 2 is the verb, group 3 the word after "אני".
var reMeAsSubject = compile(`(^|\s)(ו?(?:תזכיר|תזכירי|תזכור|תזכרי|תזכר))\s+אני\s+(\S+)`)

// learnerCommand writes a learner's command as the plain one (see above).
func learnerCommand(s string) string {
	if g := rePronounFirst.FindStringSubmatch(s); g != nil {
		verb, next := toLower(g[2]), toLower(g[3])
		if heCommandVerbs[verb] || verb == "remind" && next == "me" && !strings.HasPrefix(strings.TrimSpace(toLower(g[1])), "remind me of") {
			s = g[1]
		}
	}
	if g := reMeAsSubject.FindStringSubmatchIndex(s); g != nil {
		rest := s[g[6]:]
		if infinitiveHE(s[g[6]:g[7]]) || timeFirst(rest) {
			s = s[:g[4]] + s[g[4]:g[5]] + " לי " + rest
		}
	}
	return s
}

// infinitiveHE reports whether w reads as a Hebrew infinitive ("לקחת",
// "להתקשר"): a ל and three letters or more, and no small word of ל.
func infinitiveHE(w string) bool {
	switch w {
	case "לא", "לי", "לך", "לו", "לה", "לנו", "לכם", "להם", "לכן", "להן", "לפני", "לכל", "למה", "לגבי", "לאן":
		return false
	}
	return strings.HasPrefix(w, "ל") && len([]rune(w)) >= 4
}

// timeFirst reports whether s opens with a time ("מחר ב-9 …", "ב-8 …").
func timeFirst(s string) bool {
	r, found, err := parseAnyDay(s)
	return err == nil && found && len(r.Spans) > 0 && r.Spans[0][0] == 0
}

// reAtTheHour is "at the 8", "at the 20:30": the article an Italian or a
// Spanish speaker puts before the hour ("alle 8", "a las 8"). Group 1 is
// the hour, group 2 the word after it, which keeps a date a date ("at
// the 15th", "at the 15 of may").
var reAtTheHour = compile(`(?i)\bat\s+the\s+(\d{1,2}(?:[:.]\d{2})?)(st|nd|rd|th|\s+\S+)?`)

// atTheHour writes "at the N" as "at N" where N is an hour (see
// reAtTheHour); a day of the month stays as said.
func atTheHour(s string) string {
	if !strings.Contains(toLower(s), "at the ") {
		return s
	}
	return reAtTheHour.ReplaceAllStringFunc(s, func(m string) string {
		g := reAtTheHour.FindStringSubmatch(m)
		next := strings.TrimSpace(toLower(g[2]))
		if next == "st" || next == "nd" || next == "rd" || next == "th" || next == "of" || reMonthAlone.MatchString(next) {
			return m
		}
		h := g[1]
		if i := strings.IndexAny(h, ":."); i >= 0 {
			h = h[:i]
		}
		if n, err := strconv.Atoi(h); err != nil || n > 24 {
			return m
		}
		return "at " + g[1] + g[2]
	})
}

// reMonthAlone is a month's name said alone.
var reMonthAlone = compile(`(?i)^` + monthName + `[,.]?$`)

// reRememberMeTo is a learner's "remember me" for "remind me", said with
// what to do after "to" ("Remember me every Monday at the 9 to pay the
// rent"); "remember me to your mother" names no time and stays.
var reRememberMeTo = compile(`(?i)^(please\s+)?remember\s+me\s+(.+\s+to\s+.+)$`)

// rememberMeTo writes reRememberMeTo's "remember me" as "remind me" when
// a time is said before "to".
func rememberMeTo(s string) string {
	if !strings.HasPrefix(toLower(s), "remember me ") && !strings.HasPrefix(toLower(s), "please remember me ") {
		return s
	}
	g := reRememberMeTo.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	before, _, _ := strings.Cut(g[2], " to ")
	if r, found, err := parseAnyDay(before); err != nil || !found || len(r.Spans) == 0 {
		return s
	}
	return g[1] + "remind me " + g[2]
}
