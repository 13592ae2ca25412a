package timeparse

import "strings"

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
	if n, strong := p.exactAfter(q, hs.hm || lk != leadNone || hs.lead); n > 0 {
		// "8 sharp", "ב-8 בדיוק", "at 5 max": how exact; a strong word is
		// said only of a time.
		q, marked = q+n, marked || strong
	} else if p.word(q, "ish") && p.joined(q) || p.sym(q, "-") && p.joined(q) && p.word(q+1, "ish") && p.joined(q+1) {
		// "8ish", "8-ish": said only of a time.
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
	if n, _ := p.exactAfter(q, marked); marked && n > 0 {
		q += n // "9am sharp", "4pm prompt", "בשש בערב בדיוק", "5pm at the latest"
	}
	if z, n := p.zoneAt(q); n > 0 && (marked || hs.hm || hs.exact || lk != leadNone || hs.lead) {
		s.zone, q, marked = z, q+n, true
	}
	return hs, s, q, marked, true
}

// rangeEnd reads the end of a range after a time ending at q: "-3pm",
// "to 11", "tae 7pm" (Scots), "and 3" after "between", "עד 11", "עד השעה
// 14", "ל-3" after "בין".
func (p *parser) rangeEnd(q int, lk leadKind, start hourSpec) (hs hourSpec, s clockSpec, eq int, marked, ok bool) {
	k := q
	switch {
	case p.sym(k, "-"):
		k++
	case p.word(k, "to", "till", "til", "until", "through", "thru", "tae", "עד", "ועד"):
		k++
		if p.word(k-1, "עד", "ועד") && p.word(k, "השעה") {
			k++ // "מהשעה שש עד השעה שתיים"
		}
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
	case p.word(q, "h") && (p.joined(q) || (lk == leadAt || hs.lead) && p.spacedMinutes(q+1)):
		// 18h, 18h15, 9h30, "at 5 h 30": the continental form. Two digits
		// ("18h", "08h", "10h30") are the 24-hour clock; one digit is read
		// like "5:30" or "at 5", by the hour rule, so "tomorrow at 5h30" is
		// 17:30 as "tomorrow at 5:30" is.
		hs.hm = hs.exact // "08h" has its leading zero
		hs.hForm, hs.exact, hs.hi = true, f.ad == 2, q+1
		if p.isNum(q+1) && (p.joined(q+1) || !p.joined(q)) && p.toks[q+1].digits == 2 && p.sepAt(q+2) == "" {
			hs.m, hs.hm, hs.hi = p.toks[q+1].val, true, q+2
			hs.colon = f.ad == 1
		}
	case (lk == leadAt || lk == leadHour || hs.lead || p.meridiemAt(q+1) && hs.h <= 12) && p.isNum(q) && !p.joined(q) &&
		p.toks[q].digits == 2 && p.sepAt(q+1) == "" && !p.isNum(q+1) && p.toks[q].val <= 59 && hs.h <= 23 && !p.quantityAt(q+1):
		// "at 4 20": the minutes after a space.
		hs.m, hs.hm, hs.hi = p.toks[q].val, true, q+1
	}
	return hs, true
}

// spacedMinutes reports whether two-digit minutes stand alone at q, as
// in "at 5 h 30".
func (p *parser) spacedMinutes(q int) bool {
	return p.isNum(q) && !p.joined(q) && p.toks[q].digits == 2 && p.toks[q].val <= 59 && p.sepAt(q+1) == "" && !p.isNum(q+1)
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
