package timeparse

import "time"

// The day a date or weekday piece names, counted from today.

func weekdayNum(d date) int { return int(d.at(12, 0, time.UTC).Weekday()) }

// dayOf is the day a date piece names.
func (p *parser) dayOf(c *comp) date {
	today := civil(p.now)
	switch {
	case c.kind == cRel:
		switch c.anchor {
		case anchorEOM:
			m := today.addMonths(c.months)
			return date{m.y, m.m, daysIn(int(m.m), m.y)}
		case anchorWeekend:
			return today.add((6 - weekdayNum(today)) + c.days)
		case anchorEOY:
			return date{today.y, time.December, 31}
		}
		return today.addMonths(c.months).add(c.days)
	case c.dom != 0:
		d := dayOfMonth(today, c.dom, c.domNext).add(c.plus)
		if d.before(today) && c.plus < 0 && !c.domNext {
			d = dayOfMonth(today, c.dom, true).add(c.plus) // "2 days before the 3rd", on the 2nd
		}
		return d
	}
	d := date{c.y, time.Month(c.m), c.d}
	if c.y == 0 {
		d.y = today.y
		if d.add(c.plus).before(today) {
			d.y++
		}
		for d.d > daysIn(c.m, d.y) {
			d.y++ // February 29 waits for a leap year
		}
	}
	return d.add(c.plus)
}

// weekdayOf is the day a weekday piece names; mod reports whether wmod
// ("next week") shifted it.
func (p *parser) weekdayOf(c, wmod *comp) (d date, mod bool) {
	mode, n := c.week, c.nweeks
	if mode == weekBare && wmod != nil && c.plus == 0 {
		mode, n, mod = wmod.week, wmod.nweeks, true
	}
	return weekdayDate(civil(p.now), c.wd, mode, n).add(c.plus), mod
}

// weekdayDate finds weekday wd (0 = Sunday) from today. Weeks run Sunday
// to Saturday; n counts the weeks ahead for weekNext (0 means 1).
func weekdayDate(today date, wd int, mode weekMode, n int) date {
	cur := weekdayNum(today)
	switch mode {
	case weekNext:
		return today.add(7*max(n, 1) - cur + wd)
	case weekThis:
		k := wd - cur
		if k < 0 {
			k += 7
		}
		return today.add(k)
	case weekLast:
		return today.add(-7 - cur + wd)
	case weekCal:
		return today.add(wd - cur)
	case weekPrev:
		k := (cur - wd + 7) % 7
		if k == 0 {
			k = 7
		}
		return today.add(-k)
	}
	k := (wd - cur + 7) % 7
	if k == 0 {
		k = 7
	}
	return today.add(k)
}

// dayOfMonth finds the next day numbered dom: this month unless it has
// passed or the month is too short, else the next month that has it.
func dayOfMonth(today date, dom int, next bool) date {
	first := date{today.y, today.m, 1}
	start := 0
	if next {
		start = 1
	}
	for k := start; k < start+12; k++ {
		m := first.addMonths(k)
		d := date{m.y, m.m, dom}
		if dom <= daysIn(int(m.m), m.y) && (k > 0 || !d.before(today)) {
			return d
		}
	}
	return today
}
