package timeparse

// dayWord reads a day named by a word: today, tomorrow, the day after
// tomorrow, tonight, this morning, היום, מחר, מחרתיים, הלילה, הערב, הבוקר.
// An English part of the day right after it belongs to it ("tomorrow
// morning").
func (p *parser) dayWord(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i, hi: i + 1}
	switch {
	case p.word(i, "today"):
	case p.word(i, "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow"):
		c.days = 1
	case p.word(i, "tonight", "tonite"):
		c.part, c.tonight = partNight, true
	case p.word(i, "this") && p.word(i+1, "morning", "afternoon", "evening"):
		c.part, c.hi = enPart(p.text(i+1)), i+2
	case p.word(i, "the") && p.word(i+1, "day") && p.word(i+2, "after") && p.word(i+3, "tomorrow"):
		c.days, c.hi = 2, i+4
	case p.word(i, "day") && p.word(i+1, "after") && p.word(i+2, "tomorrow"):
		c.days, c.hi = 2, i+3
	case p.he(i, "יום", "ה,וה,לה,מה,שה") && !p.afterWord(i, "סדר"):
	case p.he(i, "מחר", ",ל,ו,ול,מ,ומ,ש"):
		c.days = 1
	case p.he(i, "מחרתיים", ",ל,ו,ול,מ,ומ,ש"):
		c.days = 2
	case p.he(i, "לילה", "ה,וה,לה"):
		c.part, c.tonight = partNight, true
	case p.he(i, "ערב", "ה,וה,לה") && !p.afterWord(i, "ארוחת"):
		c.part = partEvening
	case p.he(i, "בוקר", "ה,וה,לה") && !p.afterWord(i, "ארוחת"):
		c.part = partMorning
	default:
		return c, false
	}
	if pt := enPart(p.text(c.hi)); c.part == partNone && pt != partNone {
		c.part = pt
		c.hi++
	}
	return c, true
}

// weekday reads a weekday: "Monday", "next Tuesday", "this Friday",
// "Friday next week", "יום שלישי", "ביום ה'", "בשבת", "שישי הזה",
// "יום רביעי בשבוע הבא".
func (p *parser) weekday(i int) (comp, bool) {
	if c, ok := p.heWeekday(i); ok {
		return c, true
	}
	c := comp{kind: cWeekday, lo: i}
	j := i
	mod := false
	switch {
	case p.word(j, "this"):
		c.week, mod = weekThis, true
		j++
		if p.word(j, "coming") {
			c.week = weekBare
			j++
		}
	case p.word(j, "next"):
		c.week, mod = weekNext, true
		j++
	case p.word(j, "coming"):
		mod = true
		j++
	}
	t := p.at(j)
	if t == nil || t.kind != tWord {
		return c, false
	}
	wd, form := enWeekday(t.text)
	if form == wdNone || form == wdWeak && !mod && !t.upper && !p.word(j-1, "on", "every", "by", "until", "till", "from") {
		return c, false
	}
	j++
	switch {
	case p.word(j, "next") && p.word(j+1, "week"):
		c.week = weekNext
		j += 2
	case p.word(j, "this") && p.word(j+1, "week"):
		c.week = weekThis
		j += 2
	}
	if pt := enPart(p.text(j)); pt != partNone {
		c.part = pt
		j++
	}
	c.wd, c.hi = wd, j
	return c, true
}

// heWeekday reads a Hebrew weekday. ראשון..שישי also mean first..sixth,
// so they need "יום" before them or a "הבא"/"הזה"/"הקרוב" after; שבת
// stands alone (but not as "לשבת", which is "to sit").
func (p *parser) heWeekday(i int) (comp, bool) {
	c := comp{kind: cWeekday, lo: i}
	j := i
	named := false
	switch {
	case p.he(j, "ערב", ",ב,וב") && p.word(j+1, "שבת"):
		c.wd, c.part, named = 5, partEvening, true
		j += 2
	case p.he(j, "יום", ",ב,ל,ו,וב,ול,מ,ומ"):
		wd, ok := heWeekday(p.text(j + 1))
		if !ok {
			if t := p.text(j + 1); len(t) > 1 && t[len(t)-1] == '\'' {
				wd, ok = heWeekdayLetter(t)
			}
		}
		if !ok {
			return c, false
		}
		c.wd, named = wd, true
		j += 2
	default:
		pre, wd, ok := p.heFind(j, ",ב,ל,ו,וב,ול,ה,וה,מ,ומ", heWeekday)
		if !ok {
			return c, false
		}
		this := pre == "ה" || pre == "וה"
		if wd == 6 {
			named = pre != "ל" && pre != "ול"
			if this {
				c.week = weekThis
			}
		} else if this {
			return c, false // השני, השלישי: the second, the third
		}
		c.wd = wd
		j++
	}
	switch {
	case p.word(j, "הבא", "הבאה"):
		c.week, named = weekNext, true
		j++
	case p.word(j, "הזה", "הזאת", "הזו"):
		c.week, named = weekThis, true
		j++
	case p.word(j, "הקרוב", "הקרובה"):
		c.week, named = weekBare, true
		j++
	case p.he(j, "שבוע", ",ב,ל") && p.word(j+1, "הבא"):
		c.week = weekNext
		j += 2
	case p.he(j, "שבוע", "ב") && p.word(j+1, "הזה"):
		c.week = weekThis
		j += 2
	case p.he(j, "שבוע", "ה,בה"):
		c.week = weekThis
		j++
	}
	if !named {
		return c, false
	}
	c.hi = j
	return c, true
}

// weekMod reads "next week" or "this week" said apart from the weekday it
// shifts ("next week on Tuesday", "בשבוע הבא ביום שלישי").
func (p *parser) weekMod(i int) (comp, bool) {
	c := comp{kind: cWeekMod, lo: i, hi: i + 2}
	switch {
	case p.word(i, "next") && p.word(i+1, "week"):
		c.week = weekNext
	case p.word(i, "this") && p.word(i+1, "week"):
		c.week = weekThis
	case p.he(i, "שבוע", ",ב,ל,ו,וב,ול") && p.word(i+1, "הבא"):
		c.week = weekNext
	case p.he(i, "שבוע", "ב,וב") && p.word(i+1, "הזה"):
		c.week = weekThis
	case p.he(i, "שבוע", "ה,בה,וה,ובה"):
		c.week, c.hi = weekThis, i+1
	default:
		return c, false
	}
	return c, true
}

// numericDate reads a day-first numeric date: 30.6, 30/6, 30.6.2027,
// 30/06/27, 2026-07-01, also behind a Hebrew prefix ("ב-30.6").
func (p *parser) numericDate(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	k := i
	if _, n, ok := p.prefNum(i, "ב,ה,ל,וב,וה,ול,מ,ומ"); ok {
		k = n
	} else if !p.numStart(i) {
		return c, false
	}
	f := p.numeric(k)
	c.hi = f.hi
	switch f.kind {
	case nDM:
		if f.a == 0 || f.b == 0 || f.b > 12 || f.a == 24 && f.b == 7 && p.sym(k+1, "/") {
			return c, false
		}
		c.d, c.m = f.a, f.b
	case nDMY:
		if f.a == 0 || f.b == 0 || f.b > 12 {
			return c, false
		}
		c.d, c.m, c.y = f.a, f.b, f.c
		if f.cd == 2 {
			c.y += 2000
		}
	case nYMD:
		c.y, c.m, c.d = f.a, f.b, f.c
		if c.m == 0 || c.m > 12 || c.d == 0 {
			c.err = p.invalid(c.lo, c.hi)
			return c, true
		}
	default:
		return c, false
	}
	if t := p.at(c.hi); t != nil && (quantityWord(t.text) || t.text == "%") {
		return c, false // 1.5 liters
	}
	if c.d > daysIn(c.m, c.y) {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}

// monthDate reads a day and a month name, with an optional year:
// "February 2", "Feb 2nd, 2027", "2 February", "the 2nd of February",
// "2 בפברואר", "ב-2 לפברואר", "ה-2 בפברואר 2027".
func (p *parser) monthDate(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	j := i
	if p.word(j, "the") {
		j++
	}
	if m, ok := enMonth(p.text(j)); ok {
		k := j + 1
		if p.sym(k, ".") && p.joined(k) {
			k++
		}
		if p.word(k, "the") {
			k++
		}
		d, k, ok := p.dayNumber(k)
		if !ok {
			return c, false
		}
		c.m, c.d = m, d
		c.y, c.hi = p.year(k)
		return p.checkDate(c), true
	}
	if _, n, ok := p.prefNum(j, "ב,ה,ל,וב,וה,ול,מ,ומ"); ok && j == i {
		j = n
	}
	d, k, ok := p.dayNumber(j)
	if !ok {
		return c, false
	}
	if p.word(k, "of") {
		k++
	}
	m, ok := enMonth(p.text(k))
	if !ok {
		if _, m, ok = p.heFind(k, ",ב,ל", heMonth); !ok {
			return c, false
		}
	}
	c.m, c.d = m, d
	c.y, c.hi = p.year(k + 1)
	return p.checkDate(c), true
}

// dayNumber reads a one- or two-digit day with an optional ordinal
// suffix ("2", "2nd"), returning the token after it.
func (p *parser) dayNumber(k int) (d, hi int, ok bool) {
	if !p.numStart(k) || p.toks[k].digits > 2 || p.sepAt(k+1) != "" {
		return 0, 0, false
	}
	d, hi = p.toks[k].val, k+1
	if p.word(hi, "st", "nd", "rd", "th") && p.joined(hi) {
		hi++
	}
	return d, hi, true
}

// year reads an optional four-digit year at k ("2027", ", 2027"); y is 0
// when there is none.
func (p *parser) year(k int) (y, hi int) {
	n := k
	if p.sym(n, ",") {
		n++
	}
	if p.numStart(n) && p.toks[n].digits == 4 && p.sepAt(n+1) == "" {
		return p.toks[n].val, n + 1
	}
	return 0, k
}

func (p *parser) checkDate(c comp) comp {
	if c.d == 0 || c.d > daysIn(c.m, c.y) {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c
}

// dayOfMonth reads a day of the month without a month: "on the 5th",
// "by the 21st", "ב-5 לחודש", "ה-5 בחודש הבא".
func (p *parser) dayOfMonth(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	if p.word(i, "on", "by", "until", "till", "before") && p.word(i+1, "the") && p.numStart(i+2) &&
		p.toks[i+2].digits <= 2 && p.word(i+3, "st", "nd", "rd", "th") && p.joined(i+3) {
		c.dom, c.hi = p.toks[i+2].val, i+4
	} else {
		k := i
		if _, n, ok := p.prefNum(i, "ב,ה,וב,וה"); ok {
			k = n
		}
		if !p.numStart(k) || p.toks[k].digits > 2 || !p.he(k+1, "חודש", "ל,ב") {
			return c, false
		}
		c.dom, c.hi = p.toks[k].val, k+2
		if p.word(c.hi, "הבא") {
			c.domNext = true
			c.hi++
		}
	}
	if c.dom == 0 || c.dom > 31 {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}
