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

// militaryBeforeDay reports whether the four-digit hour at j (see
// militaryAt) is said right before its day, as a clinic or a unit writes
// it ("VA TELEHEALTH APPT 1400 MONDAY", "DENTIST 0930 FRI", "תור 0830
// מחר"), with a word or nothing before it. After another number or a
// mark it is part of a phone's digits or a code ("052-555-1234 monday"),
// and after a word that counts money or names a number it is an amount
// or a number ("pay 1500 monday", "flight 1400 tomorrow").
func (p *parser) militaryBeforeDay(j, q int) bool {
	if !p.militaryAt(j) {
		return false
	}
	if prev := p.at(j - 1); prev != nil && (prev.kind != tWord || numberLeads[prev.text]) {
		return false
	}
	if _, ok := p.weekday(q); ok {
		return true
	}
	_, ok := p.dayWord(q)
	return ok
}

// numberLeads are the words after which four digits are an amount or a
// number of something, never an hour.
var numberLeads = map[string]bool{
	"pay": true, "paid": true, "owe": true, "owes": true, "transfer": true, "send": true, "sent": true, "deposit": true,
	"withdraw": true, "cost": true, "costs": true, "spend": true, "spent": true, "charge": true, "lend": true, "borrow": true,
	"budget": true, "salary": true, "rent": true, "bill": true, "invoice": true, "order": true, "ticket": true, "case": true,
	"flight": true, "room": true, "gate": true, "bus": true, "train": true, "route": true, "unit": true, "suite": true,
	"apt": true, "no": true, "number": true, "code": true, "pin": true, "ext": true, "year": true, "class": true, "of": true,
	"לשלם": true, "שילמתי": true, "תשלום": true, "להעביר": true, "העברה": true, "חוב": true, "עולה": true, "טיסה": true,
	"חדר": true, "קו": true, "אוטובוס": true, "מספר": true, "קוד": true, "שנת": true, "שנה": true, "דירה": true, "הזמנה": true,
}
