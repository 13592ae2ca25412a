package timeparse

import "strings"

// leadKind says what introduced a time.
type leadKind uint8

const (
	leadNone    leadKind = iota
	leadAt               // at, @, at around
	leadSoft             // by, until, around, approx, ~, עד, בסביבות: a bare number needs nothing after it
	leadHour             // בשעה: a time follows for sure
	leadFrom             // from: a range must follow
	leadBetween          // between, בין: a range must follow
)

// hourSpec is the hour part of a time before its am/pm or part of day.
type hourSpec struct {
	h, m    int
	hm      bool // minutes were written as digits (17:30, 18h15, 4 20) or as a phrase ("quarter to 6")
	exact   bool // a 24-hour reading: two-digit HH:MM ("11:00", "09:30"), "09", 0945, 18h
	lead    bool // introduced as a time ("at", "@", "ב-", "בשעה", "quarter past")
	bet     bool // behind a Hebrew ב ("ב-19.30")
	from    bool // behind a Hebrew מ ("מ-9", "משמונה"): only the start of a range
	weak    bool // behind a Hebrew ל ("לשמונה"): a time only with a marker after it
	enWord  bool // an English number word ("eight"): a time only with a marker
	heWord  bool // a Hebrew hour word ("בשמונה")
	bare    bool // a Hebrew hour word with no prefix ("שמונה")
	dotted  bool // 7.30: a time only with am/pm, a part of the day or "בשעה"
	compact bool // 0945, 1530, 930: a time only when introduced
	hForm   bool // 18h, 9h30
	amb     bool // "10 to 4": minutes to the hour or a range; neither is read
	colon   bool // one digit, a colon and minutes ("5:00", "6:30")
	hi      int
}

// clock reads a time of day or a range of times: "at 9", "9am", "9:30
// pm", "17:00", "@21", "half past 8", "ten past four", "ב-9", "בשעה
// 17:30", "בשמונה וחצי בערב", "ברבע לתשע", "8 בלילה", "0945", "18h15",
// "2-3pm", "from 9 to 11", "בין 2 ל-3", "מ-9 עד 11". A bare number is a
// time only when something says so: a lead ("at", "ב-", "בשעה"), am/pm,
// "o'clock" or a part of the day after it, or a day right before it
// ("tomorrow 9"); "buy 2 milks" and "room 101" hold no time.
func (p *parser) clock(i int) (comp, bool) {
	c := comp{kind: cTime, lo: i}
	j, lk := p.clockLead(i)
	hs, s, q, marked, ok := p.endpoint(j, lk, false)
	if !ok || hs.amb {
		return c, false
	}
	if lk != leadNone && lk != leadFrom && lk != leadBetween {
		hs.lead, hs.weak = true, false
	}
	if ehs, e, eq, emarked, ok := p.rangeEnd(q, lk, hs); ok && !ehs.amb {
		plain := !marked && !emarked && !ehs.hm && !hs.hm && !hs.exact && !ehs.exact
		if plain && lk != leadAt && lk != leadHour && !p.afterDay(i) && (!p.tailOK(eq) || (ehs.h%12-hs.h%12+12)%12 > 8) {
			// "from 1 to 10", "from 3 to 5 kids": counts, not hours.
			return c, false
		}
		// "14-16" can only be hours; "ages 14-16" is not.
		day24 := plain && hs.h < ehs.h && ehs.h <= 23 && ehs.h >= 13 && !hs.enWord && !hs.heWord &&
			p.tailOK(eq) && !p.labelAt(i-1)
		qualifies := lk != leadNone || hs.lead || hs.from || marked || emarked || ehs.hm || hs.hm || p.afterDay(i) || day24
		if qualifies && (!ehs.dotted || emarked) && (!ehs.compact || hs.compact || compactEnd(lk, hs, ehs)) && !p.quantityAt(eq) {
			if err := p.checkClock(&e, ehs, true); err == errNotTime {
				return c, false
			} else if err != nil {
				c.err = p.invalid(i, eq)
			}
			if s.part == partNone && !morningStart(hs, s, ehs, e) {
				s.part = e.part
			}
			if s.mer == merNone && s.part == partNone && !hs.exact && hs.h >= 1 && hs.h <= 12 {
				s.mer = startHalf(hs.h, s.min, ehs, e)
			}
			c.end, c.hasEnd, q, marked = e, true, eq, true
		}
	}
	if !c.hasEnd && (lk == leadBetween || (lk == leadFrom || hs.from) && !p.afterDay(i) && !p.afterPart(i)) {
		return c, false // "from 3 kids"; but "בערב מ6", "friday from 6" start then
	}
	if !c.hasEnd && hs.from {
		hs.lead = true // "בערב מ6": the מ says when it starts, as a ב would
	}
	if !c.hasEnd && !p.accept(i, hs, s, marked, q, lk) {
		return c, false
	}
	if p.word(i-1, "or", "או") && (p.isNum(i-2) || p.word(i-2, "am", "pm")) {
		return c, false // "9 or 10"
	}
	if p.word(q, "or", "או") {
		if _, _, _, _, ok := p.endpoint(q+1, leadAt, true); ok {
			return c, false // "9 or 10": the user has not chosen
		}
	}
	c.hi = q
	switch err := p.checkClock(&s, hs, lk == leadHour); {
	case err == errNotTime:
		return c, false
	case err != nil && c.err == nil:
		c.err = p.invalid(c.lo, c.hi)
	}
	c.clk = s
	return c, true
}

// sameTime reads "this time tomorrow", "same time tomorrow", "at the same
// time", "באותה שעה": now's time of day, on a day said elsewhere (alone it
// names nothing).
func (p *parser) sameTime(i int) (comp, bool) {
	c := comp{kind: cTime, lo: i, needDay: true}
	j := i
	switch {
	case p.word(j, "at") && p.word(j+1, "the", "this"):
		j += 2
	case p.word(j, "the", "this"):
		j++
	}
	switch {
	case p.word(j, "same") && p.word(j+1, "time"):
		j += 2
	case j > i && p.word(j-1, "this") && p.word(j, "time"):
		j++
	case p.he(j, "אותה", "ב,וב") && p.word(j+1, "שעה", "השעה"):
		j += 2
	default:
		return c, false
	}
	c.hi = j
	c.clk = clockSpec{h: p.now.Hour(), min: p.now.Minute(), exact: true}
	return c, true
}

// to24 is hour h (1..12) with meridiem mer on a 24-hour clock.
func to24(h int, mer meridiem) int {
	h %= 12
	if mer == merPM {
		h += 12
	}
	return h
}

// accept decides whether a lone time at i, not a range, is a time.
func (p *parser) accept(i int, hs hourSpec, s clockSpec, marked bool, q int, lk leadKind) bool {
	switch {
	case hs.dotted:
		// 7.30pm is a time; "15.06 בערב" is June 15 in the evening.
		// "ב-19.30" is a time too: 19.30 can be no date, and a quarter hour
		// is no price ("ב-9.90", "ב-14.50 ש"ח").
		date := hs.h >= 1 && hs.h <= 31 && hs.m >= 1 && hs.m <= 12
		bet := hs.bet && hs.m%15 == 0 && hs.m > 12 && !p.quantityAt(q)
		// "at 9.45", "at 21.30": "at" says a time, and minutes past 12 say
		// it is no date; not "at 1.5 km".
		// The same after a day ("tomorrow 10.30") and where a time was
		// asked for ("make it 9.30").
		at := (lk == leadAt || lk == leadNone && (p.afterDay(i) || p.bareOK && p.tailOK(q))) &&
			!date && p.toks[hs.hi-1].digits == 2 && !p.quantityAt(q)
		return s.mer != merNone || marked && !date || lk == leadHour || bet || at
	case hs.compact:
		// "at 930", "בשעה 1530", "tomorrow 0800"; not "by 2030" (a year) nor
		// "at 100" (a price).
		if p.toks[hs.hi-1].digits == 3 && hs.m == 0 && !marked || lk == leadSoft {
			return false
		}
		// A part of the day right after it says it is an hour too: "מחר
		// 430 בבוקר", "730 in the evening".
		return hs.lead || marked || p.afterDay(i) || p.bareOK && p.tailOK(q) ||
			hs.exact && p.toks[hs.hi-1].text[0] == '0' && i == 0 && q == len(p.toks) ||
			p.partAt(q) || hs.hi-1 == i && p.militaryBeforeDay(i, q) // "DENTIST 0930 FRI"
	case hs.hForm:
		return hs.hm || hs.lead || hs.h >= 13
	case hs.hm || marked:
		return true
	case hs.enWord:
		// "seven tonight", "ten tomorrow night": a part of the day after
		// a word hour says it is an hour; after "at", a deed's verb too.
		return (hs.lead || p.bareOK) && p.boundary(q) || p.partDayAt(q) || p.dayPartAt(q) ||
			hs.lead && p.word(q, tailVerbs...) && !(hs.h == 1 && p.word(q, "go")) // "at ten call …", not "at one go"
	case !hs.lead || hs.weak:
		return (p.bareOK || (p.afterDay(i) || p.afterPartLead(i)) && !hs.weak) && p.tailOK(q) || (!hs.weak || hs.bare) && (p.partDayAt(q) || p.dayPartAt(q)) ||
			p.afterDay(i) && !hs.weak && p.noteAfterDay(q)
	case hs.bet && p.singularNounAt(q, hs.h):
		return true // "ב-9 שבוע הספר": nine weeks would be "9 שבועות"
	case p.quantityAt(q):
		return false // "ב-3 ימים", "at 3 locations"
	case lk == leadSoft && !p.tailOK(q):
		return false // "by 2 votes"
	case hs.heWord && p.pluralNoun(q):
		return false // "בשמונה ביצים": eight eggs
	case hs.heWord && hs.h == 1 && p.partitive(q):
		return false // "באחת הפעמים": in one of the times
	}
	return true
}

// checkClock fills s from hs and checks it can exist. atHour is true
// when "בשעה" said outright that a time follows, so "בשעה 25" is wrong
// rather than not a time.
func (p *parser) checkClock(s *clockSpec, hs hourSpec, atHour bool) error {
	s.h, s.min, s.exact, s.colon = hs.h, hs.m, s.exact || hs.exact, hs.colon
	switch {
	case (hs.compact || hs.dotted || hs.hForm) && (hs.h > 24 || hs.m > 59 || hs.h == 24 && hs.m > 0):
		return errNotTime // "at 2575", "v9.75pm": a number, not a time
	case hs.hm && hs.h == 24 && hs.m == 0:
		s.h, s.endOfDay = 0, true
	case hs.hm && (hs.h > 23 || hs.m > 59):
		return ErrInvalid
	case !hs.hm && hs.h > 23:
		if !atHour && s.mer == merNone {
			return errNotTime // "at 25": an address or a price
		}
		return ErrInvalid
	case s.mer != merNone && (hs.h == 0 || hs.h > 12):
		return ErrInvalid
	}
	return nil
}

// clockLead reads what introduces a time at i: "at", "at around", "at
// like", "@", "around", "by", "until", "from", "between", "בשעה",
// "בסביבות", "עד", "בין", and "שעה" right after a day. j is where the
// time starts.
func (p *parser) clockLead(i int) (j int, lk leadKind) {
	switch {
	case p.word(i, "at"):
		j = i + 1
		if p.word(j, "around", "about", "like", "approx", "approximately", "roughly", "exactly") || p.sym(j, "~") {
			j++
		}
		return j, leadAt
	case p.sym(i, "@"):
		return i + 1, leadAt
	case p.word(i, "around", "approx", "approximately", "by", "until", "till", "til") || p.sym(i, "~"):
		return i + 1, leadSoft
	case p.word(i, "from"):
		return i + 1, leadFrom
	case p.word(i, "between"):
		return i + 1, leadBetween
	case p.he(i, "שעה", "ב,וב,ל,ול"):
		return i + 1, leadHour
	case p.word(i, "שעה") && (p.afterDay(i) || p.afterPartSaid(i)):
		return i + 1, leadHour // "יום שלישי הבא שעה 12", "מחר שעה 9", "בערב שעה 8", as texted without ב
	case p.he(i, "שעה", "מה,ומה,מ,ומ"):
		return i + 1, leadFrom // "מהשעה 9 עד 11"
	case p.word(i, "עד", "ועד") && p.word(i+1, "השעה"):
		return i + 2, leadSoft
	case p.he(i, "סביבות", ",ב,וב") || p.word(i, "עד", "ועד"):
		return i + 1, leadSoft
	case p.word(i, "בין", "ובין"):
		if p.word(i+1, "השעות") {
			return i + 2, leadBetween
		}
		return i + 1, leadBetween
	case p.word(i, "בשעות", "ובשעות"):
		return i + 1, leadBetween
	}
	return i, leadNone
}

// endpoint reads a time at j: the hour, minutes after it, and am/pm,
// "o'clock" or a part of the day. marked reports that a marker was said.
// cont allows a number that continues a form ("3" in "2-3").
func (p *parser) endpoint(j int, lk leadKind, cont bool) (hs hourSpec, s clockSpec, q int, marked, ok bool) {
	hs, ok = p.hour(j, lk, cont)
	if !ok {
		return hs, s, 0, false, false
	}
	q = hs.hi
	if !hs.hm && (!hs.exact || hs.heWord) && !hs.amb {
		if m, n := p.minutesAfter(q); n > 0 {
			hs.m, q = m, q+n
			if m < 0 {
				hs.h, hs.m = hs.h-1, 60+m
				if hs.h == 0 {
					hs.h = 12
				}
			}
			hs.hm = hs.lead || hs.weak && !hs.bare || !p.pluralNoun(q)
		} else if hs.enWord {
			if m, n := p.enMinutes(q); n > 0 {
				hs.m, q = m, q+n
			}
		} else if hs.heWord {
			if m, n := p.heTens(q); n > 0 {
				hs.m, hs.hm, q = m, true, q+n // "בשש ארבעים": 6:40
			}
		}
	}
	if p.word(q, "sharp", "בדיוק") || p.word(q, "ish") && p.joined(q) || p.sym(q, "-") && p.joined(q) && p.word(q+1, "ish") && p.joined(q+1) {
		// "8ish", "8-ish", "8 sharp", "ב-8 בדיוק": said only of a time.
		q, marked = q+1+b2i(p.sym(q, "-")), true
	}
	if hs.h == 12 && hs.m == 0 && !hs.hm && p.word(q, "midnight") {
		hs.h, q, marked = 24, q+1, true // "12 midnight"
		hs.hm = true
	}
	switch mer, n := p.ampm(q); {
	case n > 0:
		s.mer, q, marked = mer, q+n, true
	case p.word(q, "o'clock", "oclock"):
		q, marked = q+1, true
		if mer, n := p.ampm(q); n > 0 {
			s.mer, q = mer, q+n
		} else if pt, n := p.partAfter(q); n > 0 {
			s.part, q = pt, q+n
		}
	case (hs.compact || hs.hm && hs.exact) && p.word(q, "hrs", "h", "hours"):
		q, marked = q+1, true
	default:
		if pt, n := p.partAfter(q); n > 0 {
			s.part, q, marked = pt, q+n, true
		} else if pt, n := p.barePartAfter(q); n > 0 && hs.h <= 12 {
			s.part, q, marked = pt, q+n, true // "8 וחצי בוקר", "at 7 evening"
		}
	}
	if marked && p.word(q, "sharp", "בדיוק") {
		q++ // "9am sharp", "בשש בערב בדיוק"
	}
	if z, n := p.zoneAt(q); n > 0 && (marked || hs.hm || hs.exact || lk != leadNone || hs.lead) {
		s.zone, q, marked = z, q+n, true
	}
	return hs, s, q, marked, true
}

// rangeEnd reads the end of a range after a time ending at q: "-3pm",
// "to 11", "and 3" after "between", "עד 11", "ל-3" after "בין".
func (p *parser) rangeEnd(q int, lk leadKind, start hourSpec) (hs hourSpec, s clockSpec, eq int, marked, ok bool) {
	k := q
	switch {
	case p.sym(k, "-"):
		k++
	case p.word(k, "to", "till", "til", "until", "through", "thru", "עד", "ועד"):
		k++
	case p.word(k, "and") && lk == leadBetween:
		k++
	case (lk == leadBetween || start.from) && strings.HasPrefix(p.text(k), "ל"):
		// "בין 2 ל-3", "משמונה לעשר": the ל of the end, read by hour below.
	default:
		return hs, s, 0, false, false
	}
	if k > q && (p.word(k, "midnight") || p.he(k, "חצות", ",ה,ב")) {
		// "4pm to midnight", "10pm-midnight", "מ-20 עד חצות": the end of the day.
		return hourSpec{h: 24, hm: true, hi: k + 1}, s, k + 1, true, true
	}
	hs, s, eq, marked, ok = p.endpoint(k, leadAt, true)
	if !ok || hs.from || hs.enWord && !start.enWord && !marked {
		return hs, s, 0, false, false
	}
	if k == q && !hs.weak {
		return hs, s, 0, false, false // the ל must belong to the end: "בין 2 ל-3"
	}
	if !hs.hm && hs.h > 24 {
		return hs, s, 0, false, false
	}
	return hs, s, eq, marked || hs.hm, true
}

// hour reads the hour at j: a number or number form, a Hebrew or English
// hour word, or a phrase like "quarter to 9" / "רבע לתשע".
func (p *parser) hour(j int, lk leadKind, cont bool) (hourSpec, bool) {
	var hs hourSpec
	if h, m, exact, n, amb := p.minutesTo(j, lk); n > 0 {
		hs.h, hs.m, hs.exact, hs.hm, hs.lead, hs.hi, hs.amb = h, m, exact, true, true, j+n, amb
		return hs, true
	}
	k := -1
	if _, n, ok := p.prefNum(j, "ב,וב"); ok {
		k, hs.lead, hs.bet = n, true, true
	} else if n, ok := p.spacedBet(j); ok {
		k, hs.lead, hs.bet = n, true, true
	} else if _, n, ok := p.prefNum(j, "ל,ול"); ok {
		k, hs.weak = n, true
	} else if _, n, ok := p.prefNum(j, "מ,ומ"); ok {
		k, hs.from = n, true
	} else if p.numStart(j) || cont && p.isNum(j) {
		k = j
	}
	if k >= 0 {
		return p.hourNum(k, lk, hs)
	}
	if pre, h, ok := p.heFind(j, ",ב,וב,ל,ול,מ,ומ", heHourWord); ok {
		hs.h, hs.heWord, hs.hi = h, true, j+1
		hs.lead = pre == "ב" || pre == "וב"
		hs.from = pre == "מ" || pre == "ומ"
		hs.weak, hs.bare = !hs.lead && !hs.from, pre == ""
		if h <= 9 && p.word(j+1, "עשרה") {
			// "באחת עשרה", "בשבע עשרה": eleven, seventeen; from thirteen
			// on the hour can only be read on the 24-hour clock.
			hs.h += 10
			hs.hi++
			hs.exact = hs.h > 12
		}
		return hs, true
	}
	if h, ok := enHourWord(p.text(j)); ok {
		hs.h, hs.enWord, hs.hi = h, true, j+1
		return hs, true
	}
	return hs, false
}

// phoneAt reports whether the number at k opens a phone number: six
// digits or more follow it after a dash, a dot or a space
// ("052-3348712", "03 5551234"), which no hour does.
func (p *parser) phoneAt(k int) bool {
	if s := p.sepAt(k + 1); s == "-" || s == "." {
		return p.toks[k+2].digits >= 6
	}
	n := p.at(k + 1)
	return n != nil && n.kind == tNum && n.digits >= 6
}

// hourNum reads the hour written with digits at number token k.
func (p *parser) hourNum(k int, lk leadKind, hs hourSpec) (hourSpec, bool) {
	if p.phoneAt(k) {
		return hs, false // "at 052-3348712": a number to call, not 00:52
	}
	f := p.numeric(k)
	if f.kind == nOther && p.sepAt(k+1) == "-" {
		f = numForm{kind: nPlain, a: f.a, ad: f.ad, hi: k + 1} // "2-3pm": the start alone
	}
	hs.hi = f.hi
	switch f.kind {
	case nPlain:
		switch {
		case f.ad <= 2:
			hs.h = f.a
			hs.exact = f.ad == 2 && f.a < 10
		case f.ad == 3 && p.toks[k].text[0] == '0':
			return hs, false // "052": no one writes 00:52 so
		case f.ad == 4 && (lk != leadNone || hs.lead || p.meridiemAt(k+1) || f.a < 1900 || f.a > 2099 || p.afterRelDay(k)) ||
			f.ad == 3 && (lk != leadNone || p.meridiemAt(k+1) || f.a%100 != 0 && p.partAt(k+1)):
			// "1530", "at 2015": a time; "friday 2017" without "at" is a
			// year, not 20:17, but "tomorrow 2000" names no year: 20:00.
			// Three digits with minutes before a part of the day are one
			// too ("430 בבוקר", "730 in the evening"); "100 בבוקר" is a
			// count.
			hs.h, hs.m, hs.hm, hs.compact = f.a/100, f.a%100, true, true
			hs.exact = f.ad == 4
			if hs.m > 59 || hs.h > 24 {
				return hs, false
			}
			return hs, true
		default:
			return hs, false
		}
	case nHM:
		hs.h, hs.m, hs.hm = f.a, f.b, true
		hs.exact, hs.colon = f.ad == 2, f.ad == 1
		return hs, true
	case nDM:
		if f.bd != 2 || f.a > 24 || f.b > 59 {
			return hs, false
		}
		hs.h, hs.m, hs.hm, hs.dotted = f.a, f.b, true, true
		hs.exact = f.ad == 2
		return hs, p.sym(k+1, ".")
	default:
		return hs, false
	}
	q := hs.hi
	switch {
	case p.word(q, "h") && p.joined(q):
		// 18h, 18h15, 9h30: the continental 24-hour form.
		hs.hm = hs.exact // "08h" has its leading zero
		hs.hForm, hs.exact, hs.hi = true, true, q+1
		if p.isNum(q+1) && p.joined(q+1) && p.toks[q+1].digits == 2 && p.sepAt(q+2) == "" {
			hs.m, hs.hm, hs.hi = p.toks[q+1].val, true, q+2
		}
	case (lk == leadAt || lk == leadHour || hs.lead || p.meridiemAt(q+1) && hs.h <= 12) && p.isNum(q) && !p.joined(q) &&
		p.toks[q].digits == 2 && p.sepAt(q+1) == "" && !p.isNum(q+1) && p.toks[q].val <= 59 && hs.h <= 23 && !p.quantityAt(q+1):
		// "at 4 20": the minutes after a space.
		hs.m, hs.hm, hs.hi = p.toks[q].val, true, q+1
	}
	return hs, true
}

// meridiemAt reports whether am or pm is said at q.
func (p *parser) meridiemAt(q int) bool {
	mer, _ := p.ampm(q)
	return mer != merNone
}

// hourAt reads a plain hour 1..12 at j, as a number or a word, for
// phrases like "quarter to 9" and "רבע לתשע".
func (p *parser) hourAt(j int, hePres string) (h, hi int, ok bool) {
	k := j
	if hePres != "" {
		if _, n, ok := p.prefNum(j, hePres); ok {
			k = n
		} else if _, h, ok := p.heFind(j, hePres, heHourWord); ok {
			if (h == 1 || h == 2) && p.word(j+1, "עשרה", "עשר") {
				return h + 10, j + 2, true // "לשתים עשרה": twelve
			}
			return h, j + 1, true
		} else {
			return 0, 0, false
		}
	}
	if p.isNum(k) && (k == j && p.numStart(k) || k > j) && p.sepAt(k+1) == "" && p.toks[k].val >= 1 && p.toks[k].val <= 12 {
		return p.toks[k].val, k + 1, true
	}
	if h, ok := enHourWord(p.text(k)); ok && hePres == "" {
		return h, k + 1, true
	}
	return 0, 0, false
}
