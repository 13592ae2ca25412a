package timeparse

import (
	"strings"
	"time"
)

// TimeWords returns the byte ranges of the words in text that look
// temporal but are not part of an expression Parse reads there (nor a
// connective Remainder cuts with one). A caller that claims a message
// only when every word is accounted for refuses it when this is not
// empty: in "tomorrow 9 dentist" the 9 is left, in "in 5 minutes and
// tomorrow" the second day is. What it reports:
//
//   - weekday and month names and their short forms, in English and
//     Hebrew (Hebrew weekdays after "יום"), with common misspellings
//     ("wensday", "thrusday", "tmrw", "tomorow", "mrng");
//   - day and period words: today, tomorrow, tonight, yesterday, morning,
//     evening, night, noon, midnight, week, weekend, month, hour(s),
//     minute(s), am, pm, o'clock, soon, and היום, מחר, מחרתיים, אתמול,
//     בבוקר, בערב, בלילה, בצהריים, ביום, בשבוע, שבוע, חודש, שעה, שעות,
//     דקות and the like;
//   - numbers in a time position: any h:mm, and a one- or two-digit
//     number, a four-digit hhmm or a dotted 9.30 after a lead ("at", "by",
//     "until", "from", "עד", "ב-"), beside a temporal word, or before
//     am/pm;
//   - "before", "after", "since", "from", "לפני", "אחרי", "מאז" followed
//     by a temporal word or expression, and vague times ("in a bit", "in
//     a while", "עוד מעט").
//
// It reads text on its own, like Parse; the words Parse used are not
// reported.
func TimeWords(text string) [][2]int {
	var p parser
	p.init(text, time.Time{}, nil)
	p.scan()
	r, _, _ := p.resolve()
	return p.timeWords(r.Spans)
}

// TimeWords is the package's TimeWords for a result already parsed from
// text: the temporal words outside r.Spans.
func (r Result) TimeWords(text string) [][2]int {
	var p parser
	p.init(text, time.Time{}, nil)
	return p.timeWords(r.Spans)
}

func (p *parser) timeWords(spans [][2]int) [][2]int {
	cut := cutMask(p.toks, spans)
	var out [][2]int
	for i := 0; i < len(p.toks); {
		n := p.timeWordAt(i, cut)
		if n == 0 {
			i++
			continue
		}
		out = append(out, [2]int{p.toks[i].start, p.toks[i+n-1].end})
		i += n
	}
	return out
}

// timeWordAt is the count of tokens from i that form a temporal word left
// outside the cut tokens, 0 when token i is none.
func (p *parser) timeWordAt(i int, cut []bool) int {
	if cut[i] {
		return 0
	}
	t := &p.toks[i]
	switch t.kind {
	case tNum:
		if !p.numStart(i) && !(i > 0 && p.sym(i-1, "-")) {
			return 0
		}
		return p.clockLike(i, cut)
	case tWord:
	default:
		return 0
	}
	if n := p.vague(i); n > 0 {
		return n
	}
	if p.temporalWord(i) {
		return 1
	}
	if p.word(i, "before", "after", "since", "from", "לפני", "אחרי", "מאז", "ולפני", "ואחרי") && i+1 < len(p.toks) &&
		(cut[i+1] || p.temporalWord(i+1) || p.isNum(i+1) && p.clockLike(i+1, cut) > 0) {
		return 1
	}
	return 0
}

// clockLike is the token count of the number form at k when it stands
// where a time would, 0 otherwise.
func (p *parser) clockLike(k int, cut []bool) int {
	f := p.numeric(k)
	n := f.hi - k
	if f.kind == nHM {
		return n
	}
	if p.quantityAt(f.hi) {
		return 0
	}
	var fits bool
	switch f.kind {
	case nOther:
		// "9-11", "14-16": a range of hours, or a score; either way not plain.
		if p.sepAt(k+1) == "-" && f.ad <= 2 && f.bd <= 2 && f.a <= 24 && f.b <= 24 && f.hi == k+3 {
			return n
		}
	case nPlain:
		fits = f.ad <= 2 && f.a <= 24 || (f.ad == 3 || f.ad == 4) && f.a%100 < 60 && f.a/100 <= 24
	case nDM:
		fits = f.bd == 2 && f.a <= 24 && f.b < 60
	}
	if !fits {
		return 0
	}
	if mer, _ := p.ampm(f.hi); mer != merNone || p.word(f.hi, "h", "hrs", "o'clock", "oclock") {
		return n
	}
	prev := k - 1
	if prev >= 0 && p.sym(prev, "-") && p.joined(k) {
		prev-- // "ב-9"
	}
	if prev >= 0 && (p.leadWord(prev) || cut[prev] && prev == k-1 || p.temporalWord(prev)) {
		return n
	}
	if f.hi < len(p.toks) && (cut[f.hi] || p.temporalWord(f.hi)) {
		return n
	}
	return 0
}

// leadWord reports whether token i introduces a time: "at", "by",
// "until", "from", "@", "עד", "בשעה" or a Hebrew prefix ("ב" of "ב-9").
func (p *parser) leadWord(i int) bool {
	t := &p.toks[i]
	if t.kind == tSym {
		return t.text == "@" || t.text == "~"
	}
	switch t.text {
	case "at", "by", "until", "till", "til", "from", "around", "before", "after", "since", "to",
		"עד", "בשעה", "לפני", "אחרי", "מאז", "בסביבות", "ב", "מ", "ל", "וב", "ומ", "ול":
		return true
	}
	return false
}

// temporalWord reports whether the word at i looks temporal.
func (p *parser) temporalWord(i int) bool {
	t := p.at(i)
	if t == nil || t.kind != tWord {
		return false
	}
	if t.alien {
		return true // "saa", "prochain": a word of time of another tongue, not read
	}
	if t.hebrew {
		return p.heTemporal(i)
	}
	if p.greeting(i) {
		return false
	}
	switch _, form := enWeekday(t.text); form {
	case wdFull, wdAbbr:
		return true
	case wdWeak:
		return t.upper || p.word(i-1, "next", "this", "last") || p.weakWeekday(i)
	}
	if _, ok := enMonth(t.text); ok {
		if t.text == "may" || t.text == "march" || t.text == "mar" {
			return p.isNum(i+1) || p.isNum(i-1)
		}
		return true
	}
	switch t.text {
	case "today", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "tomm", "tmrow", "tomrrow",
		"tmorow", "tmorrow", "tomoro", "tomorro", "tomrw", "tmrrw", "tmw", "tomoz", "tmoz", "morra", "mamaya",
		"tonight", "tonite", "yesterday", "yday", "morning", "mornings", "mrng", "morn", "evening", "evenings",
		"night", "nights", "nite", "noon", "midday", "midnight", "afternoon", "afternoons", "week", "weeks",
		"weekend", "weekends", "wknd", "month", "months", "hour", "hours", "hr", "hrs", "minute", "minutes",
		"min", "mins", "am", "pm", "o'clock", "oclock", "later", "soon", "asap", "eod", "eow", "eom", "ago",
		"fortnight", "year", "years", "weekday", "weekdays", "daily", "weekly", "monthly", "hourly", "nightly", "annually", "yearly":
		return true
	}
	return false
}

// heTemporal reports whether the Hebrew word at i looks temporal.
func (p *parser) heTemporal(i int) bool {
	if p.greeting(i) || p.afterWord(i, "ארוחת", "ארוחות") {
		return false // "בוקר טוב"; "ארוחת ערב" is dinner
	}
	w := p.toks[i].text
	for _, pre := range [...]string{"", "ב", "ה", "ל", "מ", "ו", "וב", "וה", "ול", "ומ", "בה", "לה", "מה", "ש"} {
		if !strings.HasPrefix(w, pre) || len(w) == len(pre) {
			continue
		}
		base := w[len(pre):]
		switch base {
		case "היום", "יום", "מחר", "מחרתיים", "אתמול", "שלשום", "אמש", "בוקר", "ערב", "לילה", "צהריים", "צהרים",
			"אחה\"צ", "אחהצ", "חצות", "שבוע", "שבועות", "שבועיים", "חודש", "חודשים", "חודשיים", "שעה", "שעות",
			"שעתיים", "דקה", "דקות", "דקתיים", "דק", "סופ\"ש", "סופש", "סוף", "תחילת", "שבת", "עכשיו", "מאוחר":
			if base == "יום" && pre == "" || base == "סוף" && !p.he(i+1, "חודש", ",ה") && !p.he(i+1, "שבוע", ",ה") ||
				base == "שבת" && (pre == "ל" || pre == "ול") || base == "עכשיו" && pre != "מ" ||
				base == "מאוחר" && !p.word(i+1, "יותר") {
				continue
			}
			return true
		}
		if _, ok := heMonth(base); ok && pre != "ש" {
			return true
		}
		if _, ok := heWeekday(base); ok && p.he(i-1, "יום", ",ב,ל,ו,וב,ול,מ,ומ") {
			return true
		}
		if _, ok := heHourWord(base); ok && (pre == "ב" || pre == "וב") {
			return true
		}
	}
	return false
}

// greeting reports whether the word at i is part of a greeting, not a
// time: "good morning", "good night", "בוקר טוב", "שבוע טוב", "שבת שלום".
func (p *parser) greeting(i int) bool {
	switch {
	case p.word(i, "morning", "evening", "night", "afternoon", "day", "week", "weekend"):
		return p.word(i-1, "good", "nice", "great", "lovely")
	case p.word(i, "בוקר", "ערב", "לילה", "שבוע", "צהריים", "צהרים", "סופ\"ש"):
		return p.word(i+1, "טוב", "טובה", "נעים", "מבורך") || p.word(i-1, "בוקר", "ערב") && p.word(i, "טוב")
	case p.word(i, "שבת"):
		return p.word(i+1, "שלום")
	}
	return false
}
