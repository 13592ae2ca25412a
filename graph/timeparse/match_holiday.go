package timeparse

// holiday reads a day named by a holiday that falls on the same date every
// year: "new year's eve", "christmas", "valentine's day", "halloween",
// "סילבסטר". It is a date with no year: the next one. Holidays of the
// Hebrew calendar move every year and are not read here.
func (p *parser) holiday(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	j := i
	if p.word(j, "on", "by", "until", "till") {
		j++
	}
	// Said as a when ("on christmas", "by halloween", "בסילבסטר"), not as
	// a name ("the halloween party", "a costume for purim"). "before" and
	// "after" a holiday name no day of their own: they are not read.
	// "בסילבסטר" carries its own "on" in its prefix.
	if j == i && !p.he(j, "סילבסטר", "ב,וב,עד") {
		return c, false
	}
	return p.holidayName(c, j)
}

// holidayName reads the holiday named at j into c, a date starting at c.lo.
func (p *parser) holidayName(c comp, j int) (comp, bool) {
	switch {
	case p.he(j, "סילבסטר", ",ב,וב,עד"), p.word(j, "nye"):
		c.m, c.d, c.hi = 12, 31, j+1
	case p.word(j, "new") && p.word(j+1, "year's", "years", "year’s", "year") && p.word(j+2, "eve"):
		c.m, c.d, c.hi = 12, 31, j+3
	case p.word(j, "new") && p.word(j+1, "year's", "years", "year’s", "year") && p.word(j+2, "day"):
		c.m, c.d, c.hi = 1, 1, j+3
	case p.word(j, "christmas", "xmas") && p.word(j+1, "eve"):
		c.m, c.d, c.hi = 12, 24, j+2
	case p.word(j, "christmas", "xmas"):
		c.m, c.d, c.hi = 12, 25, j+1
		if p.word(j+1, "day") {
			c.hi++
		}
	case p.word(j, "valentine's", "valentines", "valentine’s", "valentine") && p.word(j+1, "day"):
		c.m, c.d, c.hi = 2, 14, j+2
	case p.word(j, "halloween"):
		c.m, c.d, c.hi = 10, 31, j+1
	default:
		return c, false
	}
	return p.checkDate(c), true
}
