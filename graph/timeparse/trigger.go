package timeparse

import "strings"

// mayStart reports whether a piece of a time expression can begin at
// token i, so scan runs the matchers only there. It accepts every word a
// matcher starts with (and some more); the tests check it on every row.
func (p *parser) mayStart(i int) bool {
	t := &p.toks[i]
	switch t.kind {
	case tNum:
		return true
	case tSym:
		return t.text == "@" || t.text == "~"
	}
	if t.hebrew {
		return heTrigger(t.text)
	}
	return enTrigger(t.text)
}

func enTrigger(w string) bool {
	if _, f := enWeekday(w); f != wdNone {
		return true
	}
	if _, ok := enMonth(w); ok {
		return true
	}
	if _, ok := enNumber(w); ok {
		return true
	}
	if _, ok := enOrdinal(w); ok {
		return true
	}
	if enUnit(w) != uNone || enPartWord(w) != partNone {
		return true
	}
	switch w {
	case "about", "after", "approx", "approximately", "around", "at", "before", "beginning", "between", "by",
		"cob", "coming", "couple", "day", "during", "early", "end", "eod", "eom", "eow", "few", "for", "from",
		"half", "in", "last", "later", "lunchtime", "midday", "midnight", "next", "noon", "on", "over", "past",
		"previous", "quarter", "since", "start", "starting", "the", "this", "till", "til", "until", "within",
		"today", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "tomm", "tmrow", "tomrrow",
		"tmorow", "tmorrow", "tomoro", "tomorro", "tomrw", "tmrrw", "tmw", "tomoz", "tmoz", "now", "just", "mamaya",
		"tonight", "tonite", "tn", "yesterday", "yday", "yesterdy", "weekend", "wknd", "same",
		"new", "nye", "christmas", "xmas", "valentine's", "valentines", "valentine", "valentine’s", "halloween",
		"soon", "soonish", "sometime", "somtime",
		"erev", "motzei", "motzaei", "motzai", "motsei", "motzash", "motzeish", "shabbat", "shabbos", "shabbes", "shabat", "shabbath":
		return true
	}
	return false
}

// heTrigger reports whether a Hebrew word, behind up to three prefix
// letters, is one a matcher starts with.
func heTrigger(w string) bool {
	switch {
	case len(w) <= 2:
		return true // a lone prefix before a number ("ב-9"), or a letter weekday ("ג'")
	case len(w) <= 4 && inList(w, "וב,וה,ול,ומ,עד,לה,מה,בה,א',ב',ג',ד',ה',ו',ש'"):
		return true
	case len(w) == len("בה'") && strings.HasPrefix(w, "ב") && strings.HasSuffix(w, "'"):
		return true // a letter weekday behind ב ("בה'")
	}
	for k := 0; k <= 3 && len(w) > 2*k; k++ {
		if k > 0 && !strings.Contains("ובלמהשכ", w[2*(k-1):2*k]) {
			break
		}
		if heBase(w[2*k:]) {
			return true
		}
	}
	return false
}

func heBase(b string) bool {
	if _, ok := heWeekday(b); ok {
		return true
	}
	if _, ok := heMonth(b); ok {
		return true
	}
	if _, ok := heNumber(b); ok {
		return true
	}
	if _, ok := heOrdinal(b); ok {
		return true
	}
	if _, ok := minutesWord(b); ok {
		return true
	}
	if u, _ := heUnit(b); u != uNone {
		return true
	}
	switch b {
	case "אחה\"צ", "אחהצ", "אחר", "אחרי", "אמש", "אתמול", "בין", "בוקר", "חצות", "יום", "לילה", "ליל", "לפני",
		"מוצ\"ש", "מוצאי", "מוצש", "מחר", "מחרתיים", "סביבות", "סוף", "סופ\"ש", "סופש", "עד", "עוד", "ערב",
		"פנות", "צהריים", "צהרים", "ראשית", "שבוע", "שלשום", "שעה", "שעות", "תוך", "תחילת", "מאוחר", "יותר",
		"המשך", "כמה", "מספר", "שלושת", "שלושה", "היום", "בקרים", "ערבים", "לילות", "אותה", "על", "סילבסטר",
		"בקרוב", "מתישהו", "אחכ", "אח\"כ", "אח״כ", "עם":
		return true
	}
	return false
}
