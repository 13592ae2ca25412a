package timeparse

// militaryAt reports whether token j is an hour written as four digits,
// as soldiers and shift workers do ("0600", "1130", "1800"): after a bare
// weekday ("ראשון 0600", "חמישי 1100") no ordinal takes one. A number
// that could be a year ("2000", "2030") is left alone, as hourNum leaves
// it after a weekday ("friday 2027").
func (p *parser) militaryAt(j int) bool {
	t := p.at(j)
	if t == nil || t.kind != tNum || t.digits != 4 || len(t.text) != 4 {
		return false
	}
	n := 0
	for _, r := range t.text {
		if r < '0' || r > '9' {
			return false
		}
		n = n*10 + int(r-'0')
	}
	if n/100 > 23 || n%100 > 59 {
		return false
	}
	if s := p.sepAt(j + 1); s == "." || s == "/" || s == ":" {
		return false // a date or a clock of another shape
	}
	if p.pluralNoun(j+1) || p.quantityAt(j+1) {
		return false // "מקום שני 1500 איש": a count, after an ordinal
	}
	return n < 1900 || n > 2099
}
