package timeparse

import "strings"

// Parts of the day: after an hour ("8 in the evening", "8 בערב") or alone
// ("in the morning", "בבוקר").

// partAfter reads a part of the day said after an hour: "in the
// morning", "at night", "noon", "early in the morning", "בבוקר",
// "בערב", "בלילה", "בצהריים", "אחר הצהריים", "אחה"צ", "לפנות בוקר".
func (p *parser) partAfter(q int) (part, int) {
	switch {
	case p.word(q, "in") && p.word(q+1, "the") && p.word(q+2, "early") && p.word(q+3, "morning"):
		return partEarly, 4
	case p.word(q, "early") && p.word(q+1, "morning"):
		return partEarly, 2
	case p.word(q, "early") && p.word(q+1, "in") && p.word(q+2, "the") && p.word(q+3, "morning"):
		return partEarly, 4
	case p.word(q, "in") && p.word(q+1, "the") && p.word(q+2, "morning", "afternoon", "evening"):
		return enPart(p.text(q + 2)), 3
	case p.word(q, "at") && p.word(q+1, "night"):
		return partNight, 2
	case p.word(q, "at") && p.word(q+1, "dawn", "daybreak"):
		return partEarly, 2
	case p.word(q, "noon", "midday"):
		return partNoon, 1
	case p.word(q, "after") && p.word(q+1, "lunch", "lunchtime"):
		return partAfternoon, 2 // "tomorrow after lunch"
	}
	return p.hePart(q)
}

// hePart reads a Hebrew part of the day at q.
func (p *parser) hePart(q int) (part, int) {
	switch {
	case p.he(q, "פנות", "ל,ול") && p.word(q+1, "בוקר"):
		return partEarly, 2
	case p.word(q, "עם", "ועם") && p.word(q+1, "השחר", "הזריחה"):
		// At dawn: the small hours, as "לפנות בוקר". Not "עם שחר",
		// which is as often "with Shachar", a name.
		return partEarly, 2
	case p.word(q, "עם", "ועם") && p.word(q+1, "עלות") && p.word(q+2, "השחר"):
		return partEarly, 3
	case p.he(q, "פנות", "ל,ול") && p.word(q+1, "ערב"):
		return partEvening, 2
	case p.he(q, "לפני", ",ו") && (p.he(q+1, "צהריים", ",ה") || p.he(q+1, "צהרים", ",ה")):
		return partMorning, 2 // "לפני הצהריים": before noon
	case p.he(q, "בוקר", "ב,וב") && p.word(q+1, "מוקדם"):
		return partEarly, 2
	case p.he(q, "בוקר", "ב,וב"):
		return partMorning, 1
	case p.he(q, "צהריים", "ב,וב") || p.he(q, "צהרים", "ב,וב"):
		return partNoon, 1
	case p.he(q, "אחר", ",ו,וב,ב") || p.he(q, "אחרי", ",ו,וב,ב"):
		// "אחר הצהריים", and without the article "אחרי צהרים".
		if p.he(q+1, "צהריים", ",ה") || p.he(q+1, "צהרים", ",ה") {
			return partAfternoon, 2
		}
	case p.he(q, "אחה\"צ", ",ו,וב,ב") || p.he(q, "אחהצ", ",ו,וב,ב"):
		return partAfternoon, 1
	case p.word(q, "על") && p.word(q+1, "הבוקר"):
		return partMorning, 2 // "מחר על הבוקר": first thing in the morning
	case p.he(q, "ערב", "ב,וב"):
		return partEvening, 1
	case p.he(q, "לילה", "ב,וב"):
		return partNight, 1
	}
	return partNone, 0
}

// dayPart reads a part of the day, noon or midnight said without an
// hour: "in the morning", "at night", "at noon", "midnight", "early
// morning", "בבוקר", "בערב", "אחר הצהריים", "לפנות בוקר", "בחצות".
func (p *parser) dayPart(i int) (comp, bool) {
	c := comp{kind: cPart, lo: i}
	j := i
	if p.word(j, "at", "around", "by", "until", "till", "before") && p.word(j+1, "noon", "midday", "midnight") {
		j++
	}
	switch {
	case p.word(j, "noon", "midday", "lunchtime"):
		c.part, c.hi = partNoon, j+1
	case p.word(j, "midnight") || p.he(j, "חצות", ",ב,וב,ל"):
		c.kind, c.clk.endOfDay, c.hi = cTime, true, j+1
	case p.partOfDay(j) > 0:
		// "in the evening of Friday", "on the morning of the 12th": the
		// part of the day, and the day said after "of".
		n := p.partOfDay(j)
		c.part, c.hi = enPart(p.text(j+n-2)), j+n
	default:
		pt, n := p.partAfter(j)
		if n == 0 {
			// A bare "morning", "בוקר": it only sets an hour's half of the day.
			if pt = p.partWord(j); pt == partNone {
				return c, false
			}
			// "ארוחת ערב ב-8" is dinner at 8: the word names the meal and
			// stays in the text.
			// So is "צהריים עם מאור", lunch with Maor.
			// So is "לאכול צהריים", to eat lunch.
			n, c.weak, c.keep = 1, true, p.afterWord(j, "ארוחת", "ארוחות", "לאכול", "אוכלים", "נאכל") || p.word(j+1, "עם", "אצל", "with") || p.heNamePart(j)
			if !p.toks[j].hebrew && p.enPartName(j) {
				// "game night at 4", "the night shift", "the morning
				// paper": the word names a thing and stays in the text,
				// and a night named so is its evening, not its small hours.
				c.keep, c.named = true, true
				if pt == partNight {
					pt = partEvening
				}
			}
		}
		c.part, c.hi = pt, j+n
	}
	return c, true
}

// heNamePart reports whether the bare Hebrew part-of-day word at j ends a
// name in the construct state: "משמרת בוקר", "טיסת לילה", "חוג ערב". A
// noun said before it makes it part of the thing; a day ("מחר בוקר",
// "ראשון בערב"), "כל" or a preposition makes it a time.
func (p *parser) heNamePart(j int) bool {
	if !p.word(j, "בוקר", "ערב", "לילה", "צהריים", "צהרים") {
		return false
	}
	t := p.at(j - 1)
	if t == nil || t.kind != tWord || !t.hebrew || p.heTemporal(j-1) {
		return false
	}
	if _, ok := heWeekday(strings.TrimPrefix(strings.TrimPrefix(t.text, "ו"), "ב")); ok {
		return false
	}
	switch t.text {
	case "כל", "עד", "לפנות", "אחר", "אחרי", "לפני", "של", "גם", "רק", "לי", "לו", "לה", "לך", "לנו", "זה", "היום", "מחר", "מ", "ב", "ל", "ו":
		return false
	}
	return true
}

// enPartName reports whether the English part-of-day word at j is part of
// a name rather than a time: a singular word ("night", not "nights" or
// "nightly") not said after a day ("friday night", "every sunday
// morning") or after "every", "each" or "all".
func (p *parser) enPartName(j int) bool {
	switch p.toks[j].text {
	case "morning", "afternoon", "evening", "night", "nite":
	case "nights", "mornings", "evenings", "afternoons":
		// "working nights", "doing mornings": the shift worked, a name.
		return p.word(j-1, "working", "work", "doing")
	default:
		return false
	}
	if p.word(j-1, "every", "each", "all", "today", "tomorrow", "tmrw", "tmr", "tmw", "yesterday") {
		return false
	}
	if t := p.at(j - 1); t != nil && t.kind == tWord {
		if _, form := enWeekday(t.text); form != wdNone {
			return false // "every sunday night": the day's night
		}
	}
	if n := len(p.comps); n > 0 {
		if c := &p.comps[n-1]; c.hi == j && (c.kind == cDate || c.kind == cRel || c.kind == cWeekday) {
			return false
		}
	}
	return true
}

// partWord reads a part of the day said as a bare word, not in a
// greeting: "morning", "evenings", "nightly", "בוקר", "ערב", "לילה".
func (p *parser) partWord(j int) part {
	t := p.at(j)
	if t == nil || t.kind != tWord || p.greeting(j) {
		return partNone
	}
	if !t.hebrew {
		return enPartWord(t.text)
	}
	switch t.text {
	case "בוקר", "בקרים":
		return partMorning
	case "צהריים", "צהרים":
		return partNoon
	case "ערב", "ערבים":
		return partEvening
	case "לילה", "לילות":
		return partNight
	}
	return partNone
}

// partOfDay is how many tokens "(in|on) the morning/afternoon/evening/
// night of", said before a day, take at j: 0 when it is not said so, or
// when no day follows ("the morning of the race" is no time).
func (p *parser) partOfDay(j int) int {
	k := j
	if p.word(k, "in", "on") {
		k++
	}
	if !p.word(k, "the") || enPart(p.text(k+1)) == partNone || p.text(k+1) == "eve" || !p.word(k+2, "of") {
		return 0
	}
	d := k + 3
	if _, form := enWeekday(p.text(d)); form != wdNone {
		return d - j
	}
	if p.word(d, tomorrowWords...) || p.word(d, "today") {
		return d - j
	}
	if _, ok := enMonth(p.text(d)); ok && p.isNum(d+1) {
		return d - j
	}
	if p.word(d, "the") && (p.isNum(d+1) || func() bool { _, ok := enOrdinal(p.text(d + 1)); return ok }()) {
		return d - j
	}
	return 0
}

// barePartAfter reads a part of the day said right after an hour without
// its preposition: "8 וחצי בוקר", "שמונה ערב", "at 7 evening", "8
// morning". Only a singular word ("3 ערבים" counts evenings) that closes
// the time: the text ends after it, or a mark, an infinitive ("ל…") or
// "to" follows; before a noun it may name a thing ("ב-7 ערב שירה",
// "at 7 evening news").
func (p *parser) barePartAfter(q int) (part, int) {
	t := p.at(q)
	if t == nil || t.kind != tWord {
		return partNone, 0
	}
	pt := partNone
	switch t.text {
	case "בוקר", "morning":
		pt = partMorning
	case "צהריים", "צהרים":
		pt = partNoon
	case "afternoon":
		pt = partAfternoon
	case "ערב", "evening":
		pt = partEvening
	case "לילה", "night":
		pt = partNight
	default:
		return partNone, 0
	}
	next := p.at(q + 1)
	switch {
	case next == nil || next.kind != tWord:
	case next.hebrew && strings.HasPrefix(next.text, "ל"):
	case !next.hebrew && next.text == "to":
	default:
		return partNone, 0
	}
	return pt, 1
}
