package offline

import (
	"strings"
	"unicode/utf8"
)

// A nudge said with the deed that ends it ("nag me every hour until i book
// the flights", "תציק לי כל שעה עד שאני מגיש את הדוח") is a nudge about
// that deed: the clause after "until I"/"עד ש" is the thing to do.
var (
	// reDeedHeadEN and reDeedHeadHE are all that may come before such a
	// clause: the nag and its interval, and no thing of its own.
	reDeedHeadEN = re(`^(?:(?:please\s+)?(?:and\s+)?(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?|ping(?:ing)?|nudg(?:e|ing)|remind(?:ing)?)\s+me\s+)?(?:every|each)\s+(?:` +
		numberEN + `\s*(?:minutes?|mins?|m|hours?|hrs?|h)|minute|hour|half\s+(?:an\s+)?hour|quarter\s+(?:of\s+an\s+)?hour)$`)
	reDeedHeadHE = re(`^(?:(?:ו)?(?:תציק|תציקי|תנדנד|תנדנדי|תחפור|תזכיר|תזכירי)\s+לי\s+)?(?:ב)?כל\s+(?:` + numberHE + `\s*(?:דקות|דק'|דקה|שעות|שעה)|דקה|שעה|שעתיים|חצי\s+שעה|רבע\s+שעה)$`)
	// reUntilDeedEN and reUntilDeedHE are the clause: "until i <deed>",
	// "עד ש(אני) <deed>".
	reUntilDeedEN = re(`\s(?:until|till|til|untill)\s+i\s+(\S.*)$`)
	reUntilDeedHE = re(`\sעד\s+ש(?:אני\s+)?(\S.*)$`)
	// reUntilClause is an "until I …"/"עד ש…" clause left in a title: the
	// deed that ends a nudge, never part of the thing itself.
	// reDeedFillerTail is talk said after the deed that is no word of it:
	// "until i do it to be honest", "עד שאעשה את זה באמת".
	reDeedFillerTail = re(`(?:\s*[,.!]*\s*(?:to\s+be\s+honest|to\s+be\s+fair|tbh|honestly|for\s+real|seriously|lol|haha+|please|pls|plz|ok|okay|thanks|בבקשה|באמת|ברצינות|בכנות|בכנות\s+גמורה|ב?אמת\s+ו?תמים|חח+|לול|תודה))+[\s.!]*$`)
	reUntilClause    = compile(`^(?:until|till|til|untill)\s|(?:^|\s)(?:until|till|til|untill)\s+i\b|(?:^|\s)עד\s+ש`)
)

// notDeedEN are words after "until i" that open no deed to do: a deed
// done ("i've sent"), or a state.
var notDeedEN = map[string]bool{"have": true, "had": true, "am": true, "was": true, "did": true, "were": true, "will": true}

// untilDeed rewrites a nudge whose thing is said as the deed that ends it
// into the nudge with that thing: "nag me every hour until i book the
// flights" is "nag me every hour to book the flights". ok is false when
// text is no such nudge, or the clause cannot be read as a deed.
func untilDeed(text string) (string, bool) {
	low := toLower(text)
	if len(low) != len(text) || reUntilDone.MatchString(low) {
		return text, false
	}
	if loc := reUntilDeedEN.FindStringSubmatchIndex(low); loc != nil && reDeedHeadEN.MatchString(strings.TrimSpace(low[:loc[0]])) {
		deed := dropDeedFiller(text[loc[2]:loc[3]])
		if thing, ok := dropDoneLead(deed); ok {
			return strings.TrimSpace(text[:loc[0]]) + " to " + thing, true // "until i do it: sign the form"
		}
		first, _, _ := strings.Cut(toLower(deed), " ")
		if notDeedEN[first] || len(strings.Fields(deed)) < 2 {
			return text, false
		}
		return strings.TrimSpace(text[:loc[0]]) + " to " + deed, true
	}
	if loc := reUntilDeedHE.FindStringSubmatchIndex(text); loc != nil && reDeedHeadHE.MatchString(strings.TrimSpace(text[:loc[0]])) {
		deed := dropDeedFiller(text[loc[2]:loc[3]])
		if thing, ok := dropDoneLead(deed); ok {
			return strings.TrimSpace(text[:loc[0]]) + " " + thing, true // "עד שאני עושה את זה לחתום …"
		}
		verb, rest, _ := strings.Cut(deed, " ")
		said := strings.Contains(text[loc[0]:loc[2]], "אני")
		if inf, ok := infinitiveOf(verb); ok {
			verb = inf
		} else if !said && !strings.HasPrefix(verb, "א") || !said && othersDeed(rest) {
			return text, false // "עד שהחבילה תגיע", "עד שאמא תתקשר": no deed of the user's
		}
		if rest == "" {
			return text, false
		}
		return strings.TrimSpace(text[:loc[0]]) + " " + verb + " " + rest, true
	}
	return text, false
}

// dropDeedFiller takes talk that is no word of the deed ("to be honest",
// "lol", "בבקשה", "באמת") off its end, keeping at least one word.
func dropDeedFiller(deed string) string {
	if loc := reDeedFillerTail.FindStringIndex(deed); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(deed[:loc[0]])
	}
	return deed
}

// othersDeed reports whether rest, said after a word that opens with "א"
// ("עד שאמא תתקשר", "עד שאבא יחזור"), opens with a verb of someone
// else: that word was its subject, not a verb of the user's.
func othersDeed(rest string) bool {
	w, _, _ := strings.Cut(rest, " ")
	return utf8.RuneCountInString(w) >= 3 && (strings.HasPrefix(w, "ת") || strings.HasPrefix(w, "י"))
}

// infinitiveOf is the infinitive of a Hebrew verb said in the first person
// future ("אסיים", "אגיש") or the present ("מגיש", "מסיימת"), when it is
// one of heInfinitives.
func infinitiveOf(w string) (string, bool) {
	r, n := utf8.DecodeRuneInString(w)
	if r != 'א' && r != 'מ' {
		return "", false
	}
	stems := []string{w[n:]}
	if r == 'מ' && strings.HasSuffix(w, "ת") {
		stems = append(stems, finalForm(strings.TrimSuffix(w[n:], "ת"))) // "מסיימת"
	}
	for _, s := range stems {
		cands := []string{"ל" + s, "לה" + s}
		if strings.HasSuffix(s, "ה") {
			cands = append(cands, "ל"+strings.TrimSuffix(s, "ה")+"ות") // "אקנה": לקנות
		}
		if rs := []rune(s); len(rs) == 3 {
			cands = append(cands, "ל"+string(rs[:2])+"ו"+string(rs[2:])) // "אשלח": לשלוח
		}
		for _, c := range cands {
			if heInfinitives[c] {
				return c, true
			}
		}
	}
	return "", false
}

// finalForm writes the last letter of a Hebrew word in its final form.
func finalForm(s string) string {
	finals := map[rune]rune{'מ': 'ם', 'נ': 'ן', 'צ': 'ץ', 'פ': 'ף', 'כ': 'ך'}
	r, n := utf8.DecodeLastRuneInString(s)
	if f, ok := finals[r]; ok {
		return s[:len(s)-n] + string(f)
	}
	return s
}

// nagMeEN is an English nag said to Memo: "nudge me", "keep reminding me".
const nagMeEN = `(?:please\s+)?(?:keep\s+(?:nagging|bugging|pestering|nudging|reminding)|nag|bug|pester|nudge)\s+me`

// reNagBareEN and reNagBareHE are a nag said with no interval before the
// deed that ends it: "nudge me until i book the flights", "תציק לי עד
// שאשלח את הדוח"; reNagToUntilDone one said with its thing first, "nudge
// me to send the files until i do it". nagEveryHour gives them the
// default, every hour, which the reply states.
var (
	reNagBareEN      = re(`^(` + nagMeEN + `)\s+((?:until|till|til|untill)\s+i\s)`)
	reNagToUntilDone = re(`^(` + nagMeEN + `)\s+(to\s+.+\s(?:(?:until|till|til)\s+(?:i\s+(?:do\s+it|did\s+it|say\s+(?:so|done|stop))|it'?s\s+done|done)|` + untilDoneCoreEN + `|(?:until|till|til|untill)\s+i\s+[a-z]+))$`)
	reNagBareHE      = re(`^((?:ו)?(?:תציק|תציקי|תנדנד|תנדנדי|תחפור|תחפרי)\s+לי)\s+(עד\s+ש)`)
)

// nagEveryHour gives a nag said with no interval the default one, after
// the nag: "nudge me every hour until i …", "nudge me every hour to send
// the files until i do it", "תציק לי כל שעה עד ש…".
func nagEveryHour(s string) string {
	for _, n := range [...]struct {
		rx    *pattern
		every string
	}{{reNagBareEN, " every hour "}, {reNagToUntilDone, " every hour "}, {reNagBareHE, " כל שעה "}, {reNagItemFirstHE, " כל שעה "}} {
		if loc := n.rx.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[3]] + n.every + s[loc[4]:]
		}
	}
	return s
}
