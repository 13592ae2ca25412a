package timeparse

import (
	"strings"
	"time"
)

// period reads a day a phrase names: "end of the month", "סוף החודש",
// "end of the week", "this weekend", "over the weekend", "סוף השבוע",
// "סופ"ש", "next weekend", "beginning of next month", "תחילת החודש
// הבא", "end of the year", "end of the day", "EOD". The week's end and
// the weekend are the coming Saturday (today on a Saturday): the day a
// Friday–Saturday and a Saturday–Sunday weekend share.
func (p *parser) period(i int) (comp, bool) {
	if c, ok := p.hePeriod(i); ok {
		return c, true
	}
	c := comp{kind: cRel, lo: i}
	j := i
	if p.word(j, "over", "during", "on", "at", "for", "in", "by", "until", "till") {
		j++
	}
	if p.word(j, "the") {
		j++
	}
	switch {
	case p.word(j, "end") && p.word(j+1, "of"):
		k := j + 2
		next := false
		switch {
		case p.word(k, "the", "this"):
			k++
		case p.word(k, "next"):
			k, next = k+1, true
		}
		switch {
		case p.word(k, "month"):
			c.anchor, c.months = anchorEOM, b2i(next)
		case p.word(k, "week"):
			c.anchor, c.days = anchorWeekend, 7*b2i(next)
		case p.word(k, "year") && !next:
			c.anchor = anchorEOY
		case p.word(k, "day") && !next:
			c.anchor = anchorEOD
		default:
			return c, false
		}
		c.hi = k + 1
	case p.word(j, "eom") && j == i:
		c.anchor, c.hi = anchorEOM, j+1
	case p.word(j, "eow") && j == i:
		c.anchor, c.hi = anchorWeekend, j+1
	case p.word(j, "eod", "cob") && j == i:
		c.anchor, c.hi = anchorEOD, j+1
	case p.word(j, "beginning", "start") && p.word(j+1, "of"):
		k := j + 2
		c.kind = cDate
		switch {
		case p.word(k, "the", "this"):
			k++
		case p.word(k, "next"):
			k, c.domNext = k+1, true
		}
		if !p.word(k, "month") {
			return c, false
		}
		c.dom, c.hi = 1, k+1
	default:
		k := j
		switch {
		case p.word(k, "this") && p.word(k+1, "coming"):
			k += 2
		case p.word(k, "next"):
			c.days = 7
			k++
		case p.word(k, "this", "coming"):
			k++
		case k == i+2 || k == i+1 && p.word(i, "the"):
			// "over the weekend", "the weekend"
		case k == i+1 && p.word(i, "over", "during", "on", "by", "until", "till") || k == i && p.word(i-1, "before"):
			// "by weekend", "before weekend": the article left out
		default:
			return c, false
		}
		if !p.word(k, "weekend", "wknd", "w/e") {
			return c, false
		}
		c.anchor, c.hi = anchorWeekend, k+1
	}
	return c, true
}

// hePeriod reads the Hebrew period phrases: "סוף החודש", "בסוף החודש
// הבא", "סוף החודש הזה", "סוף השבוע", "סופ"ש", "בסופ"ש הבא", "סוף השנה", "סוף היום",
// "תחילת החודש הבא".
func (p *parser) hePeriod(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i}
	const pres = ",ב,וב,ל,מ,ה,בה,וה"
	switch {
	case p.he(i, "סוף", pres):
		k := i + 1
		switch {
		case p.he(k, "חודש", ",ה"):
			c.anchor = anchorEOM
			switch {
			case p.word(k+1, "הבא"):
				c.months, k = 1, k+1
			case p.word(k+1, "הזה", "הנוכחי"):
				k++ // "סוף החודש הזה": this month's, as "סוף החודש" is
			}
		case p.he(k, "שבוע", ",ה"):
			c.anchor = anchorWeekend
			switch {
			case p.word(k+1, "הבא"):
				c.days, k = 7, k+1
			case p.word(k+1, "הזה", "הנוכחי"):
				k++
			}
		case p.word(k, "השנה"):
			c.anchor = anchorEOY
		case p.word(k, "היום"):
			c.anchor = anchorEOD
		default:
			return c, false
		}
		c.hi = k + 1
	case p.he(i, "סופ\"ש", pres) || p.he(i, "סופש", pres):
		c.anchor, c.hi = anchorWeekend, i+1
		switch {
		case p.word(c.hi, "הבא"):
			c.days = 7
			c.hi++
		case p.word(c.hi, "הזה", "הקרוב"):
			c.hi++
		}
	case p.he(i, "תחילת", ",ב,וב,מ,ל") || p.he(i, "ראשית", ",ב,וב"):
		if !p.he(i+1, "חודש", ",ה") {
			return c, false
		}
		c.kind, c.dom, c.hi = cDate, 1, i+2
		if p.word(c.hi, "הבא") {
			c.domNext = true
			c.hi++
		}
	default:
		return c, false
	}
	return c, true
}

// nthWeekday reads a weekday counted within a month: "the first Monday of
// next month", "last Friday of the month", "the 2nd Tuesday of March",
// "last day of the month", "יום שני הראשון של החודש", "יום שישי האחרון
// בחודש הבא". "Of the month" is this month's unless it has passed, then
// next month's; "of this month" is this month's even when past.
func (p *parser) nthWeekday(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	j := i
	n, wd := 0, -1 // n: 1..5, or -1 for the last
	if c, ok := p.heNthWeekday(i); ok {
		return c, true
	}
	if p.word(j, "on", "by", "until", "till") && p.word(j+1, "the") {
		j++ // "on the first Friday of January"
	}
	if p.word(j, "the") {
		j++
	}
	switch {
	case p.word(j, "last"):
		n = -1
	default:
		d, k, ord, ok := p.dayNumber(j)
		if !ok || !ord || d > 5 || k != j+1 && !p.isNum(j) {
			return c, false
		}
		n = d
		if p.isNum(j) {
			j++ // "2nd" is two tokens
		}
	}
	j++
	if p.word(j, "day") && n == -1 {
		wd = 7 // the last day
	} else if w, f := enWeekday(p.text(j)); f != wdNone {
		wd = w
	} else {
		return c, false
	}
	j++
	if !p.word(j, "of", "in") {
		return c, false
	}
	j++
	return p.monthOf(c, j, n, wd)
}

// heNthWeekday reads "יום שני הראשון של החודש", "יום שישי האחרון בחודש הבא",
// "ביום ראשון השני של מרץ", and the weekday said without "יום" after ב:
// "בשישי האחרון של החודש".
func (p *parser) heNthWeekday(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	at := i + 1 // the weekday
	if !p.he(i, "יום", ",ב,ל,ו,וב,ול") {
		bare, ok := strings.CutPrefix(strings.TrimPrefix(p.text(i), "ו"), "ב")
		if _, day := heWeekday(bare); !ok || !day {
			return c, false
		}
		at = i
	}
	day := p.text(at)
	if at == i {
		day = strings.TrimPrefix(strings.TrimPrefix(day, "ו"), "ב")
	}
	wd, ok := heWeekday(day)
	if !ok {
		return c, false
	}
	i = at - 1 // the ordinal and what follows stand as after "יום" and the weekday
	n := 0
	switch p.text(i + 2) {
	case "הראשון":
		n = 1
	case "השני":
		n = 2
	case "השלישי":
		n = 3
	case "הרביעי":
		n = 4
	case "האחרון":
		n = -1
	default:
		return c, false
	}
	j := i + 3
	if p.word(j, "של") {
		j++
		if !p.he(j, "חודש", "ה") {
			if _, m, ok := p.heFind(j, "", heMonth); ok {
				return p.inMonth(c, j+1, n, wd, m)
			}
			return c, false
		}
	} else if !p.he(j, "חודש", "ב,בה") {
		if _, m, ok := p.heFind(j, "ב", heMonth); ok {
			return p.inMonth(c, j+1, n, wd, m)
		}
		return c, false
	}
	today := civil(p.now)
	first := date{today.y, today.m, 1}
	c.hi = j + 1
	switch {
	case p.word(c.hi, "הבא"):
		c.hi++
		first = first.addMonths(1)
	case p.word(c.hi, "הזה", "הנוכחי"):
		c.hi++
		return p.setNth(c, first, n, wd, true)
	}
	return p.setNth(c, first, n, wd, false)
}

// monthOf reads the month after "of" at j ("the month", "this month",
// "next month", "March", "March 2027") and sets c to the nth weekday wd in
// it (wd 7: the last day).
func (p *parser) monthOf(c comp, j, n, wd int) (comp, bool) {
	today := civil(p.now)
	first := date{today.y, today.m, 1}
	switch {
	case p.word(j, "the") && p.word(j+1, "month"):
		c.hi = j + 2
		return p.setNth(c, first, n, wd, false)
	case p.word(j, "this") && p.word(j+1, "month"):
		c.hi = j + 2
		return p.setNth(c, first, n, wd, true)
	case p.word(j, "next") && p.word(j+1, "month"):
		c.hi = j + 2
		return p.setNth(c, first.addMonths(1), n, wd, true)
	}
	m, ok := enMonth(p.text(j))
	if !ok {
		return c, false
	}
	return p.inMonth(c, j+1, n, wd, m)
}

// inMonth sets c to the nth weekday wd of month m, with an optional year
// at k: this year's unless it has passed.
func (p *parser) inMonth(c comp, k, n, wd, m int) (comp, bool) {
	today := civil(p.now)
	y, hi := p.year(k)
	c.hi = hi
	if y != 0 {
		return p.setNth(c, date{y, time.Month(m), 1}, n, wd, true)
	}
	c, _ = p.setNth(c, date{today.y, time.Month(m), 1}, n, wd, true)
	if c.err == nil && (date{c.y, time.Month(c.m), c.d}).before(today) {
		c, _ = p.setNth(c, date{today.y + 1, time.Month(m), 1}, n, wd, true)
	}
	return c, true
}

// setNth sets c to the nth weekday wd (7: the last day) of the month
// starting at first; unless fixed, a day already passed moves to the next
// month. A fifth weekday the month lacks is ErrInvalid.
func (p *parser) setNth(c comp, first date, n, wd int, fixed bool) (comp, bool) {
	today := civil(p.now)
	for k := 0; k < 2; k++ {
		m := first.addMonths(k)
		last := daysIn(int(m.m), m.y)
		var d int
		switch {
		case wd == 7:
			d = last
		case n == -1:
			d = last - (weekdayNum(date{m.y, m.m, last})-wd+7)%7
		default:
			d = 1 + (wd-weekdayNum(m)+7)%7 + 7*(n-1)
		}
		if d > last {
			c.err = p.invalid(c.lo, c.hi)
			return c, true
		}
		c.y, c.m, c.d = m.y, int(m.m), d
		if fixed || !(date{m.y, m.m, d}).before(today) {
			break
		}
	}
	return c, true
}
