package timeparse

import "strings"

// dayOfMonth reads a day of the month without a month: "on the 5th", "by
// the 21st", "the 2nd", "the twenty-third", "the 15th of next month",
// "ב-5 לחודש", "ה-15 בחודש הבא", "בראשון לחודש", "העשרים לחודש". A day
// said without a lead ("the 2nd") needs an ordinal and nothing after it
// that it could count ("the 2nd floor"); a Hebrew one needs לחודש or
// בחודש, since ראשון is also Sunday.
func (p *parser) dayOfMonth(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	if c, ok := p.heDayOfMonth(i); ok {
		return c, true
	}
	if p.word(i, "next") && p.word(i+1, "month") {
		// "next month on the 3rd", "next month, the 10th".
		k := i + 2
		if p.sym(k, ",") {
			k++
		}
		if d, ok := p.dayOfMonth(k); ok && !d.domNext && d.err == nil {
			d.lo, d.domNext = i, true
			return d, true
		}
	}
	j := i
	lead := p.word(j, "on", "by", "until", "till", "before", "from", "after", "for", "starting", "since")
	if lead {
		j++
	}
	// "Friday 13th", "Tuesday the eighth": a weekday right before says
	// it is a day too, even a small one said in a word.
	lead = lead || p.afterKind(i, cWeekday) && (p.isNum(j) || p.word(j, "the"))
	if !p.word(j, "the") {
		// "5th of next month", "21st of the month": the month says it is a
		// day; so does a lead with a written ordinal, "on 27th".
		d, k, ord, ok := p.dayNumber(j)
		if !ok || !ord {
			return c, false
		}
		if (lead || p.bareOrdinalDay(j, k)) && p.isNum(j) && !p.word(k, "of") {
			if p.ordinalNounAt(k) {
				return c, false
			}
			c.dom, c.hi = d, k
			if c.dom == 0 || c.dom > 31 {
				c.err = p.invalid(c.lo, c.hi)
			}
			return c, true
		}
		if !p.word(k, "of") {
			return c, false
		}
		switch {
		case p.word(k+1, "the", "this") && p.word(k+2, "month"):
		case p.word(k+1, "next") && p.word(k+2, "month"):
			c.domNext = true
		default:
			return c, false
		}
		c.dom, c.hi = d, k+3
		if c.dom == 0 || c.dom > 31 {
			c.err = p.invalid(c.lo, c.hi)
		}
		return c, true
	}
	d, k, ord, ok := p.dayNumber(j + 1)
	if !ok || !ord {
		return c, false
	}
	month := false // "of the month" said
	if p.word(k, "of") {
		switch {
		case p.word(k+1, "the", "this") && p.word(k+2, "month"):
			k, month = k+3, true
		case p.word(k+1, "next") && p.word(k+2, "month"):
			c.domNext, month = true, true
			k += 3
		}
	}
	if !lead && !month && !p.isNum(j+1) && d <= 10 {
		return c, false // "the first", "the second": too common to be days
	}
	if p.ordinalNounAt(k) {
		return c, false
	}
	if !month && p.word(k, "next") && p.word(k+1, "month") {
		c.domNext, month = true, true // "the 3rd next month"
		k += 2
	}
	if !lead && !month && !p.tailOK(k) && !p.word(k, "at", "in", "by", "from", "of") && !p.startsTime(k) {
		return c, false
	}
	c.dom, c.hi = d, k
	if c.dom == 0 || c.dom > 31 {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}

// bareOrdinalDay reports whether the ordinal written in digits from j to k,
// said with no lead word and no month, stands where a day is said: before
// an hour ("15th at 9"), or right after "remind me", "due"
// or the start of a clause and ending its part ("remind me 15th to pay
// rent"). An ordinal a person came in, or one that counts a noun after it,
// is no day ("came 2nd in the race", "2nd years", "3rd time").
func (p *parser) bareOrdinalDay(j, k int) bool {
	if !p.isNum(j) || p.ordinalNounAt(k) {
		return false
	}
	if p.word(k, "at") && p.startsTime(k+1) {
		return true
	}
	before := j == 0 || p.word(j-1, "me", "us", "due") || (p.sym(j-1, ",") || p.sym(j-1, "-") || p.sym(j-1, ":"))
	if !before || p.word(k, "to") && p.word(k+1, "last") {
		return false
	}
	return p.tailOK(k) || p.startsTime(k)
}

// ordinalNounAt reports whether the word at k is a noun an ordinal before
// it counts, in the singular or the plural ("3rd time", "2nd years").
func (p *parser) ordinalNounAt(k int) bool {
	t := p.at(k)
	if t == nil || t.kind != tWord {
		return false
	}
	return ordinalNoun(t.text) || strings.HasSuffix(t.text, "s") && ordinalNoun(strings.TrimSuffix(t.text, "s"))
}

// startsTime reports whether a time or a part of the day starts at k
// ("the 2nd at 5", "the 21st morning").
func (p *parser) startsTime(k int) bool {
	if enPart(p.text(k)) != partNone {
		return true
	}
	_, ok := p.clock(k)
	return ok
}

// heDayOfMonth reads the Hebrew day of the month: "ב-5 לחודש", "ה-15
// בחודש הבא", "בראשון לחודש", "בעשרים ושלושה לחודש".
func (p *parser) heDayOfMonth(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	k := i
	var d int
	if _, n, ok := p.prefNum(i, "ב,ה,וב,וה,עד"); ok {
		k = n
	}
	switch {
	case p.numStart(k) && p.toks[k].digits <= 2 && p.sepAt(k+1) == "":
		d, k = p.toks[k].val, k+1
	case k == i:
		var ok bool
		if d, k, ok = p.heDayWords(i); !ok {
			return c, false
		}
	default:
		return c, false
	}
	if !p.he(k, "חודש", "ל,ב") {
		// "יום שישי ה-13": the day of the month after a weekday.
		if k > i+1 && p.word(i, "ה") && p.afterKind(i, cWeekday) && p.toks[k-1].digits <= 2 && !p.quantityAt(k) {
			c.dom, c.hi = d, k
			if c.dom == 0 || c.dom > 31 {
				c.err = p.invalid(c.lo, c.hi)
			}
			return c, true
		}
		return c, false
	}
	c.dom, c.hi = d, k+1
	if p.word(c.hi, "הבא") {
		c.domNext = true
		c.hi++
	}
	if c.dom == 0 || c.dom > 31 {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}

// afterKind reports whether a piece of kind k ends right before token i.
func (p *parser) afterKind(i int, k ckind) bool {
	return len(p.comps) > 0 && p.comps[len(p.comps)-1].kind == k && p.comps[len(p.comps)-1].hi == i
}
