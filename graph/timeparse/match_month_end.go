package timeparse

// monthEnd reads the last day of a month said by its name, as a deadline
// says it: "end of december", "by the end of december", "before january"
// (the last day before it starts), "סוף דצמבר", "בסוף דצמבר", "לפני
// ינואר". It is the coming one: "before january" said in December is the
// 31st of this December. A day or a year after the month ("before january
// 5", "end of december 2027") makes it a date this does not read.
func (p *parser) monthEnd(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i, anchor: anchorEOM}
	j, before := i, false
	switch {
	case p.word(j, "before"):
		j, before = j+1, true
	case p.he(j, "לפני", ",ו"):
		j, before = j+1, true
	case p.he(j, "סוף", ",ב,וב,ל"):
		j++
	default:
		if p.word(j, "by", "until", "till", "at") {
			j++
		}
		if p.word(j, "the") {
			j++
		}
		if !p.word(j, "end") || !p.word(j+1, "of") {
			return c, false
		}
		j += 2
	}
	m, ok := enMonth(p.text(j))
	if ok && before && p.word(j, "may") {
		return c, false // "before may": the verb as much as the month
	}
	if !ok && p.at(j) != nil && p.at(j).hebrew {
		m, ok = heMonth(p.text(j))
	}
	if !ok || p.isNum(j+1) || p.sym(j+1, ".") && p.isNum(j+2) {
		return c, false
	}
	if _, _, _, day := p.dayNumber(j + 1); day {
		return c, false
	}
	if before {
		m = (m+10)%12 + 1 // the month before
	}
	c.months = (m - int(civil(p.now).m) + 12) % 12
	c.hi = j + 1
	return c, true
}
