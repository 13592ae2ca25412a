package timeparse

// Dates with a month name, and the day numbers they are written with.

// monthDate reads a day and a month name, with an optional year:
// "February 2", "Feb 2nd, 2027", "May fifth", "May the 5th", "2
// February", "the 2nd of February", "fifth of May", "3 Dec '27", "2
// בפברואר", "ב-2 לפברואר", "ה-2 בפברואר 2027", "העשרים ביוני".
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
		if p.isNum(k) && p.sepAt(k+1) == "-" && p.toks[k].digits <= 2 && p.toks[k+2].digits <= 2 && p.toks[k+2].val <= 31 && p.sepAt(k+3) == "" {
			// "July 13-15": days of July, from the 13th; never the hours
			// 13 to 15 of today.
			c.m, c.d = m, p.toks[k].val
			c.y, c.hi = p.year(k + 3)
			return p.checkDate(c), true
		}
		d, k, _, ok := p.dayNumber(k)
		if !ok {
			return c, false
		}
		c.m, c.d = m, d
		c.y, c.hi = p.year(k)
		return p.checkDate(c), true
	}
	d, k, ok := 0, 0, false
	if _, n, pok := p.prefNum(j, "ב,ה,ל,וב,וה,ול,מ,ומ,עד"); pok && j == i {
		d, k, _, ok = p.dayNumber(n)
	} else if dd, kk, hok := p.heDayWords(j); hok && j == i {
		d, k, ok = dd, kk, true
	} else {
		d, k, _, ok = p.dayNumber(j)
	}
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

// dayNumber reads a day: one or two digits with an optional ordinal
// suffix ("2", "2nd") or an English ordinal word ("fifth",
// "twenty-third"). ord reports an ordinal form; hi is the token after it.
func (p *parser) dayNumber(k int) (d, hi int, ord, ok bool) {
	if p.isNum(k) {
		if !p.numStart(k) || p.toks[k].digits > 2 || p.sepAt(k+1) != "" {
			return 0, 0, false, false
		}
		d, hi = p.toks[k].val, k+1
		if p.word(hi, "st", "nd", "rd", "th") && p.joined(hi) {
			hi++
			ord = true
		}
		return d, hi, ord, true
	}
	if v, ok := enOrdinal(p.text(k)); ok {
		return v, k + 1, true, true
	}
	if p.word(k, "twenty", "thirty") {
		n := k + 1
		if p.sym(n, "-") && p.joined(n) {
			n++
		}
		if v, ok := enOrdinal(p.text(n)); ok && v < 10 {
			if p.word(k, "thirty") {
				v += 10
			}
			return 20 + v, n + 1, true, true
		}
	}
	return 0, 0, false, false
}

// heDayWords reads a day of the month said in Hebrew words behind an
// optional prefix: "העשרים", "בחמישה עשר", "בעשרים ושלושה", "הראשון".
func (p *parser) heDayWords(j int) (d, hi int, ok bool) {
	_, v, ok := p.heFind(j, ",ה,ב,וב,וה,ל", heDayWord)
	if !ok {
		return 0, 0, false
	}
	hi = j + 1
	switch {
	case v < 10 && p.word(hi, "עשר", "עשרה"):
		v, hi = v+10, hi+1
	case v == 20 || v == 30:
		if _, u, ok := p.heFind(hi, "ו", heNumber); ok && u < 10 {
			v, hi = v+u, hi+1
		}
	}
	return v, hi, true
}

// heDayWord reads one Hebrew word of a day number, cardinal or ordinal.
func heDayWord(w string) (int, bool) {
	if v, ok := heOrdinal(w); ok {
		return v, true
	}
	if v, ok := heNumber(w); ok && v <= 30 {
		return v, true
	}
	return 0, false
}

// year reads an optional year at k ("2027", ", 2027", "'27"); y is 0
// when there is none.
func (p *parser) year(k int) (y, hi int) {
	n := k
	if p.sym(n, ",") {
		n++
	}
	if p.numStart(n) && p.toks[n].digits == 4 && p.sepAt(n+1) == "" {
		return p.toks[n].val, n + 1
	}
	if p.sym(n, "'") && p.isNum(n+1) && p.joined(n+1) && p.toks[n+1].digits == 2 && p.sepAt(n+2) == "" {
		return p.twoDigitYear(p.toks[n+1].val), n + 2
	}
	return 0, k
}

func (p *parser) checkDate(c comp) comp {
	if c.d == 0 || c.d > daysIn(c.m, c.y) {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c
}
