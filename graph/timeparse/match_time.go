package timeparse

// hourSpec is the hour part of a time before its am/pm or part of day.
type hourSpec struct {
	h, m   int
	hm     bool // written h:mm
	exact  bool // h:mm with a leading zero ("09:30"), a 24-hour reading
	lead   bool // introduced as a time ("at", "@", "ב-", "בשעה", "quarter past")
	weak   bool // behind a Hebrew ל ("לשמונה"): a time only with a marker after it
	enWord bool // an English number word ("eight"): a time only with a marker
	heWord bool // a Hebrew hour word ("בשמונה")
	bare   bool // a Hebrew hour word with no prefix ("שמונה"): minutes after it are no marker
	hi     int
}

// clock reads a time of day: "at 9", "9am", "9:30 pm", "17:00", "@21",
// "half past 8", "ב-9", "ב9", "בשעה 17:30", "בשמונה וחצי בערב",
// "ברבע לתשע", "8 בלילה". A bare number is a time only when something
// says so: a lead ("at", "ב-", "בשעה"), am/pm, "o'clock" or a part of the
// day after it; "buy 2 milks" and "room 101" hold no time.
func (p *parser) clock(i int) (comp, bool) {
	c := comp{kind: cTime, lo: i}
	j := i
	lead, atHour := false, false // atHour: after "בשעה", which says outright that a time follows
	switch {
	case p.word(j, "at"):
		lead = true
		j++
		if p.word(j, "around", "about") {
			j++
		}
	case p.word(j, "around") || p.sym(j, "@"):
		lead = true
		j++
	case p.he(j, "שעה", "ב,וב"):
		lead, atHour = true, true
		j++
	case p.he(j, "סביבות", ",ב,וב"):
		lead = true
		j++
	}
	hs, ok := p.hour(j)
	if !ok {
		return c, false
	}
	if lead {
		hs.lead, hs.weak = true, false
	}
	q := hs.hi
	marker := false
	if !hs.hm && !hs.exact {
		if m, n := p.minutesAfter(q, hs.h); n > 0 {
			hs.h, hs.m, q, marker = m/60, m%60, q+n, hs.lead || hs.weak && !hs.bare
		}
	}
	if mer, n := p.ampm(q); n > 0 {
		c.mer, q, marker = mer, q+n, true
	} else if p.word(q, "o'clock", "oclock") {
		q, marker = q+1, true
	} else if pt, n := p.partAfter(q); n > 0 {
		c.part, q, marker = pt, q+n, true
	}
	switch {
	case hs.hm || marker:
	case hs.enWord:
		if !hs.lead || !p.boundary(q) {
			return c, false
		}
	case !hs.lead || hs.weak:
		return c, false
	case p.quantityAt(q):
		return c, false // "ב-3 ימים", "at 3 locations"
	case hs.heWord && hs.h == 1 && p.partitive(q):
		return c, false // "באחת הפעמים": in one of the times
	}
	c.hi = q
	c.h, c.min, c.exact = hs.h, hs.m, hs.exact
	switch {
	case hs.hm && hs.h == 24 && hs.m == 0:
		c.h, c.endOfDay = 0, true
	case hs.hm && (hs.h > 23 || hs.m > 59):
		c.err = p.invalid(c.lo, c.hi)
	case !hs.hm && hs.h > 23:
		if !atHour && c.mer == merNone {
			return c, false // "at 25": an address or a price, not a time
		}
		c.err = p.invalid(c.lo, c.hi)
	case c.mer == merAM && (hs.h == 0 || hs.h > 12), c.mer == merPM && hs.h == 0:
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}

// hour reads the hour at j: a number or number form, a Hebrew or English
// hour word, or a phrase like "quarter to 9" / "רבע לתשע".
func (p *parser) hour(j int) (hourSpec, bool) {
	var hs hourSpec
	k := -1
	if _, n, ok := p.prefNum(j, "ב,וב"); ok {
		k, hs.lead = n, true
	} else if _, n, ok := p.prefNum(j, "ל,ול"); ok {
		k, hs.weak = n, true
	} else if p.numStart(j) {
		k = j
	}
	if k >= 0 {
		f := p.numeric(k)
		switch f.kind {
		case nPlain:
			if f.ad > 2 {
				return hs, false
			}
			hs.h = f.a
			hs.exact = f.ad == 2 && f.a < 10
		case nHM:
			hs.h, hs.m, hs.hm = f.a, f.b, true
			hs.exact = f.ad == 2 && f.a < 10
		default:
			return hs, false
		}
		hs.hi = f.hi
		return hs, true
	}
	if m, n := p.minutesTo(j); n > 0 {
		hs.h, hs.m, hs.lead, hs.hi = m/60, m%60, true, j+n
		return hs, true
	}
	if pre, h, ok := p.heFind(j, ",ב,וב,ל,ול", heHourWord); ok {
		hs.h, hs.heWord, hs.hi = h, true, j+1
		hs.lead = pre == "ב" || pre == "וב"
		hs.weak, hs.bare = !hs.lead, pre == ""
		if (h == 1 || h == 2) && p.word(j+1, "עשרה") {
			hs.h += 10
			hs.hi++
		}
		return hs, true
	}
	if h, ok := enHourWord(p.text(j)); ok {
		hs.h, hs.enWord, hs.hi = h, true, j+1
		return hs, true
	}
	return hs, false
}

// hourAt reads a plain hour 1..12 at j, as a number or a word, for
// phrases like "quarter to 9" and "רבע לתשע".
func (p *parser) hourAt(j int, hePres string) (h, hi int, ok bool) {
	k := j
	if hePres != "" {
		if _, n, ok := p.prefNum(j, hePres); ok {
			k = n
		} else if _, h, ok := p.heFind(j, hePres, heHourWord); ok {
			return h, j + 1, true
		} else {
			return 0, 0, false
		}
	}
	if p.numStart(k) && p.sepAt(k+1) == "" && p.toks[k].val >= 1 && p.toks[k].val <= 12 {
		return p.toks[k].val, k + 1, true
	}
	if h, ok := enHourWord(p.text(k)); ok && hePres == "" {
		return h, k + 1, true
	}
	return 0, 0, false
}

// minutesTo reads "half past 8", "quarter past/to 9", "ברבע לתשע",
// "בעשרים ל-9", returning minutes after midnight and the token count.
func (p *parser) minutesTo(j int) (mins, n int) {
	k := j
	if p.word(k, "a") {
		k++
	}
	var before int
	switch {
	case p.word(k, "half"):
		before = -30
	case p.word(k, "quarter"):
		before = 15
	default:
		if _, x, ok := p.heFind(j, ",ב,וב", minutesWord); ok {
			if h, hi, ok := p.hourAt(j+1, "ל,ול"); ok {
				return (h-1)*60 + 60 - x, hi - j
			}
		}
		return 0, 0
	}
	k++
	past := p.word(k, "past", "after")
	if !past && (before < 0 || !p.word(k, "to", "before")) {
		return 0, 0
	}
	h, hi, ok := p.hourAt(k+1, "")
	if !ok {
		return 0, 0
	}
	switch {
	case before < 0:
		return h*60 + 30, hi - j
	case past:
		return h*60 + before, hi - j
	}
	return (h-1)*60 + 60 - before, hi - j
}

// minutesWord reads the Hebrew words for minutes in a time: רבע, עשרה...
func minutesWord(w string) (int, bool) {
	switch w {
	case "רבע":
		return 15, true
	case "חצי":
		return 30, true
	case "עשרה":
		return 10, true
	case "עשרים":
		return 20, true
	case "חמישה", "חמש":
		return 5, true
	}
	return 0, false
}

// minutesAfter reads the minutes said after an hour: "וחצי", "ורבע",
// "ועשרים", "פחות רבע". It returns minutes after midnight and the token
// count, 0 when there are none.
func (p *parser) minutesAfter(q, h int) (mins, n int) {
	if _, x, ok := p.heFind(q, "ו", minutesWord); ok {
		return h*60 + x, 1
	}
	if p.word(q, "פחות") {
		if x, ok := minutesWord(p.text(q + 1)); ok && x != 30 && h >= 1 {
			return (h-1)*60 + 60 - x, 2
		}
	}
	return 0, 0
}

// ampm reads "am", "pm", "a.m.", "p.m." at q.
func (p *parser) ampm(q int) (meridiem, int) {
	switch {
	case p.word(q, "am"):
		return merAM, 1
	case p.word(q, "pm"):
		return merPM, 1
	case p.word(q, "a", "p") && p.sym(q+1, ".") && p.word(q+2, "m") && p.joined(q+1) && p.joined(q+2):
		mer, n := merAM, 3
		if p.word(q, "p") {
			mer = merPM
		}
		if p.sym(q+3, ".") && p.joined(q+3) {
			n++
		}
		return mer, n
	}
	return merNone, 0
}

// partAfter reads a part of the day said after an hour: "in the
// morning", "at night", "noon", "בבוקר", "בערב", "בלילה", "בצהריים",
// "אחר הצהריים", "אחה"צ".
func (p *parser) partAfter(q int) (part, int) {
	switch {
	case p.word(q, "in") && p.word(q+1, "the") && p.word(q+2, "morning", "afternoon", "evening"):
		return enPart(p.text(q + 2)), 3
	case p.word(q, "at") && p.word(q+1, "night"):
		return partNight, 2
	case p.word(q, "noon"):
		return partNoon, 1
	}
	return p.hePart(q)
}

// hePart reads a Hebrew part of the day at q.
func (p *parser) hePart(q int) (part, int) {
	switch {
	case p.he(q, "בוקר", "ב,וב"):
		return partMorning, 1
	case p.he(q, "צהריים", "ב,וב") || p.he(q, "צהרים", "ב,וב"):
		return partNoon, 1
	case p.he(q, "אחר", ",ו,וב,ב") || p.he(q, "אחרי", ",ו,וב,ב"):
		if p.he(q+1, "צהריים", "ה") || p.he(q+1, "צהרים", "ה") {
			return partAfternoon, 2
		}
	case p.he(q, "אחה\"צ", ",ו,וב,ב"):
		return partAfternoon, 1
	case p.he(q, "ערב", "ב,וב"):
		return partEvening, 1
	case p.he(q, "לילה", "ב,וב"):
		return partNight, 1
	}
	return partNone, 0
}

// dayPart reads a part of the day, noon or midnight said without an
// hour: "in the morning", "at night", "at noon", "midnight", "בבוקר",
// "בערב", "אחר הצהריים", "בחצות".
func (p *parser) dayPart(i int) (comp, bool) {
	c := comp{kind: cPart, lo: i}
	j := i
	if p.word(j, "at", "around", "by") && p.word(j+1, "noon", "midday", "midnight") {
		j++
	}
	switch {
	case p.word(j, "noon", "midday"):
		c.part, c.hi = partNoon, j+1
	case p.word(j, "midnight") || p.he(j, "חצות", ",ב,וב,ל,עד"):
		c.kind, c.endOfDay, c.hi = cTime, true, j+1
	default:
		pt, n := p.partAfter(j)
		if n == 0 {
			return c, false
		}
		c.part, c.hi = pt, j+n
	}
	return c, true
}

// boundary reports whether an English hour word can end at q: "at eight"
// is a time before the end of the text, a symbol, or a word like "to"; in
// "at one point" it is not.
func (p *parser) boundary(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord {
		return true
	}
	switch t.text {
	case "to", "and", "on", "for", "so", "then", "please", "today", "tomorrow", "tonight", "every":
		return true
	}
	return false
}

// quantityAt reports whether token q names what a number before it counts.
func (p *parser) quantityAt(q int) bool {
	t := p.at(q)
	return t != nil && (t.kind == tWord && quantityWord(t.text) || t.kind == tSym && t.text == "%")
}

// partitive reports whether the Hebrew word at q makes "באחת" mean "in
// one of" ("באחת הפעמים", "באחת מהן").
func (p *parser) partitive(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord || !t.hebrew {
		return false
	}
	switch t.text {
	case "היום", "הערב", "הלילה", "הבוקר":
		return false
	}
	return t.text[:2] == "ה" || len(t.text) >= 4 && t.text[:4] == "מה" || t.text == "מ"
}
