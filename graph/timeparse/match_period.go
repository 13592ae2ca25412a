package timeparse

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
// הבא", "סוף השבוע", "סופ"ש", "בסופ"ש הבא", "סוף השנה", "סוף היום",
// "תחילת החודש הבא".
func (p *parser) hePeriod(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i}
	const pres = ",ב,וב,ל,עד,מ,ה,בה,וה"
	switch {
	case p.he(i, "סוף", pres):
		k := i + 1
		switch {
		case p.he(k, "חודש", ",ה"):
			c.anchor = anchorEOM
			if p.word(k+1, "הבא") {
				c.months, k = 1, k+1
			}
		case p.he(k, "שבוע", ",ה"):
			c.anchor = anchorWeekend
			if p.word(k+1, "הבא") {
				c.days, k = 7, k+1
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
	case p.he(i, "תחילת", ",ב,וב,מ,עד,ל") || p.he(i, "ראשית", ",ב,וב"):
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
