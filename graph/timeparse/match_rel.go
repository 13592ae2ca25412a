package timeparse

import "time"

// maxCount bounds the count of a relative time, so "in 99999999 days"
// is not read as a date.
const maxCount = 10_000

// duration reads a time from now: "in 5 minutes", "in an hour", "in half
// an hour", "within 2 days", "3 weeks from now", "בעוד 10 דקות",
// "בעוד שעתיים", "בעוד חצי שעה", "עוד שבוע", "תוך יומיים". Minutes and
// hours give an instant; days, weeks, months and years give a day.
func (p *parser) duration(i int) (comp, bool) {
	j := i
	if p.word(i, "in", "within") || p.he(i, "עוד", ",ב,וב") || p.he(i, "תוך", ",ב,וב") {
		j++
	}
	u, n, extra, hi, ok := p.amount(j)
	if !ok {
		return comp{}, false
	}
	if j == i {
		switch {
		case p.word(hi, "from") && p.word(hi+1, "now", "today"):
			hi += 2
		case p.he(hi, "עכשיו", "מ,ומ") || p.he(hi, "יום", "מה,ומה"):
			hi++
		default:
			return comp{}, false
		}
	}
	c := comp{kind: cRel, lo: i, hi: hi}
	switch u {
	case uMinute:
		c.kind, c.dur = cInstant, time.Duration(n)*time.Minute+time.Duration(extra)*time.Minute
	case uHour:
		c.kind, c.dur = cInstant, time.Duration(n)*time.Hour+time.Duration(extra)*time.Minute
	case uDay:
		c.days = n
	case uWeek:
		c.days = 7 * n
	case uMonth:
		c.months = n
	case uYear:
		c.months = 12 * n
	}
	return c, true
}

// amount reads a count and a unit at j: "5 minutes", "an hour", "two
// days", "half an hour", "2 and a half hours", "a couple of days",
// "שעה", "שעתיים", "חמש דקות", "חצי שעה", "שעה וחצי", "עשרים וחמש דקות".
// extra is minutes added to hours ("and a half").
func (p *parser) amount(j int) (u unit, n, extra, hi int, ok bool) {
	if mins, k := p.fraction(j); k > 0 {
		return uMinute, mins, 0, j + k, true
	}
	k := j
	counted := true
	switch {
	case p.numStart(j) && p.sepAt(j+1) == "":
		n = p.toks[j].val
		k++
	case p.word(j, "a") && p.word(j+1, "couple") && p.word(j+2, "of"):
		n, k = 2, j+3
	default:
		if v, ok := enNumber(p.text(j)); ok {
			n, k = v, j+1
		} else if v, ok := heNumber(p.text(j)); ok {
			n, k = v, j+1
			if n < 10 && p.word(k, "עשרה", "עשר") {
				n += 10
				k++
			} else if n >= 20 && n%10 == 0 {
				if _, v, ok := p.heFind(k, "ו", heNumber); ok && v < 10 {
					n += v
					k++
				}
			}
		} else {
			counted = false
		}
	}
	if counted && p.word(k, "and") && p.word(k+1, "a") && p.word(k+2, "half") && enUnit(p.text(k+3)) == uHour {
		extra = 30
		k += 3
	}
	if counted {
		u = enUnit(p.text(k))
		if u == uNone {
			u, _ = heUnit(p.text(k))
		}
	} else {
		u, n = heUnit(p.text(k))
		if n == 0 {
			return uNone, 0, 0, 0, false
		}
	}
	if u == uNone || n > maxCount {
		return uNone, 0, 0, 0, false
	}
	k++
	if u == uHour {
		switch {
		case p.word(k, "and") && p.word(k+1, "a") && p.word(k+2, "half"):
			extra, k = 30, k+3
		case p.word(k, "וחצי"):
			extra, k = 30, k+1
		case p.word(k, "ורבע"):
			extra, k = 15, k+1
		}
	}
	return u, n, extra, k, true
}

// fraction reads a fraction of an hour: "half an hour", "a half hour",
// "a quarter of an hour", "חצי שעה", "רבע שעה", "שלושת רבעי שעה". It
// returns the minutes and the token count.
func (p *parser) fraction(j int) (mins, n int) {
	k := j
	if p.word(k, "a") {
		k++
	}
	var m int
	switch {
	case p.word(k, "half"):
		m = 30
	case p.word(k, "quarter"):
		m = 15
	case p.word(j, "חצי"):
		m, k = 30, j
	case p.word(j, "רבע"):
		m, k = 15, j
	case p.word(j, "שלושת", "שלושה") && p.word(j+1, "רבעי"):
		m, k = 45, j+1
	default:
		return 0, 0
	}
	k++
	if p.word(k, "of") {
		k++
	}
	if p.word(k, "an", "a") {
		k++
	}
	if enUnit(p.text(k)) != uHour && !p.word(k, "שעה") {
		return 0, 0
	}
	return m, k + 1 - j
}
