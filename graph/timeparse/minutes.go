package timeparse

// minutesTo reads minutes around an hour: "half past 8", "quarter to 9",
// "a quarter to midnight", "10 past 4", "ten past four", "twenty to 5",
// "ברבע לתשע", "עשרים ל-8", "חמש דקות לשש". It returns the hour and
// minutes, whether the hour is a 24-hour reading (noon, midnight), the
// token count, and amb for "10 to 4", which may be 3:50 or a range.
func (p *parser) minutesTo(j int, lk leadKind) (h, m int, exact bool, n int, amb bool) {
	if lk == leadFrom || lk == leadBetween {
		return 0, 0, false, 0, false // "from 10 to 11" is a range
	}
	if h, m, exact, n := p.heMinutesTo(j); n > 0 {
		return h, m, exact, n, false
	}
	if h, m, exact, n := p.heMinutesPast(j); n > 0 {
		return h, m, exact, n, false
	}
	k := j
	if p.word(k, "a") {
		k++
	}
	var mins int
	half, digits, said := false, false, false
	switch {
	case p.word(k, "half"):
		mins, half = 30, true
		k++
	case p.word(k, "quarter"):
		mins = 15
		k++
	case p.numStart(k) && p.sepAt(k+1) == "" && p.toks[k].val >= 1 && p.toks[k].val <= 59 && p.toks[k].digits <= 2 && k == j:
		mins, digits = p.toks[k].val, true
		k++
	default:
		v, kk := p.enCount(k)
		if kk == k || v < 1 || v > 59 || k != j {
			return 0, 0, false, 0, false
		}
		mins, k = v, kk
	}
	if p.word(k, "minutes", "minute", "mins", "min") {
		k, said = k+1, true
	}
	if half && k == j+1 && (lk == leadAt || lk == leadNone && !p.word(j-1, "a", "an", "and", "in", "into", "by", "than")) {
		// "at half 5", "half four tomorrow": 5:30, 4:30, as said in
		// Britain. Without "at" the hour must end the clause or stand
		// before a day ("half 4 kilos" is an amount).
		// A part of the day after it sets its half: "at half ten in the
		// morning", "half seven this evening".
		if hh, hi, ok := p.hourAt(k, ""); ok && (p.partAt(hi) || p.boundary(hi) && (lk == leadAt || p.halfTail(hi))) {
			return hh, 30, false, hi - j, false
		}
	}
	past := p.word(k, "past", "after")
	to := p.word(k, "to", "before", "till", "til", "of")
	if !past && (!to || half) {
		return 0, 0, false, 0, false
	}
	k++
	var hh int
	switch {
	case p.word(k, "noon", "midday"):
		hh, exact = 12, true
	case p.word(k, "midnight"):
		hh, exact = 0, true
	default:
		var ok bool
		if hh, _, ok = p.hourAt(k, ""); !ok {
			// "a quarter past 14h", "10 past 15": an hour on the
			// 24-hour clock is exact.
			var hi int
			if hh, hi, ok = p.hour24At(k); !ok {
				return 0, 0, false, 0, false
			}
			exact, k = true, hi-1
		}
	}
	n = k + 1 - j
	if digits && !said {
		switch {
		case mins%5 != 0 || mins > 30:
			return 0, 0, false, 0, false // "2 to 4" is a range, "7 past 3" nothing
		case to && mins < 13 && (lk != leadAt || mins < hh):
			// "10 to 11": 10:50, or 10:00 to 11? Neither is read. After
			// "at", a range that would run backwards ("at 10 to 3") is
			// no range: 2:50.
			return 0, 0, false, n, true
		}
	}
	if past {
		return hh, mins, exact, n, false
	}
	switch {
	case exact && hh == 0:
		return 23, 60 - mins, true, n, false
	case hh == 1:
		return 12, 60 - mins, exact, n, false
	}
	return hh - 1, 60 - mins, exact, n, false
}

// heMinutesPast reads the Hebrew minutes past an hour said with "אחרי":
// "רבע אחרי 4", "עשרים אחרי ארבע", "10 דקות אחרי 3", "בחמש דקות אחרי
// שש". The hour is read as an hour alone would be (its half of the day
// from what follows).
func (p *parser) heMinutesPast(j int) (h, m int, exact bool, n int) {
	k := j
	switch {
	case p.he(k, "רבע", ",ב"):
		m, k = 15, k+1
	case p.he(k, "חצי", ",ב"):
		m, k = 30, k+1
	default:
		if _, x, ok := p.heFind(k, ",ב", minutesWord); ok {
			m, k = x, k+1
		} else if _, nk, ok := p.prefNum(k, "ב"); ok && p.toks[nk].val >= 1 && p.toks[nk].val <= 59 {
			m, k = p.toks[nk].val, nk+1
		} else if p.numStart(k) && p.toks[k].val >= 1 && p.toks[k].val <= 59 && p.sepAt(k+1) == "" {
			m, k = p.toks[k].val, k+1
		} else {
			return 0, 0, false, 0
		}
		if p.word(k, "דקות", "דק'", "דקה") {
			k++
		}
	}
	if !p.word(k, "אחרי") {
		return 0, 0, false, 0
	}
	hh, hi, ok := p.hourAt(k+1, ",ה")
	if !ok {
		hh, hi, ok = p.hourAt(k+1, "")
	}
	if !ok {
		if hh, hi, ok = p.hour24At(k + 1); !ok {
			return 0, 0, false, 0
		}
		exact = true
	}
	return hh, m, exact, hi - j
}

// hour24At reads an hour on the 24-hour clock at k: "14h", "15", "09h";
// hi is the token after it.
func (p *parser) hour24At(k int) (h, hi int, ok bool) {
	if !p.isNum(k) || p.sepAt(k+1) != "" {
		return 0, 0, false
	}
	v := p.toks[k].val
	switch {
	case p.word(k+1, "h") && p.joined(k+1) && v <= 23:
		return v, k + 2, true
	case v >= 13 && v <= 23 && p.toks[k].digits == 2:
		return v, k + 1, true
	}
	return 0, 0, false
}

// heMinutesTo reads the Hebrew minutes to an hour: "רבע לשבע", "ברבע
// לתשע", "עשרים ל-8", "עשרה לתשע", "חמש דקות לשש", "ב-10 דקות ל-8",
// "בעשרים וחמש לשמונה", "רבע לחצות".
func (p *parser) heMinutesTo(j int) (h, m int, exact bool, n int) {
	var x, k int
	if _, x0, ok := p.heFind(j, ",ב,וב", minutesWord); ok && x0 != 30 {
		x, k = x0, j+1
		if x == 20 && p.word(k, "וחמש", "וחמישה") {
			x, k = 25, k+1
		}
		if p.word(k, "דקות", "דק'") {
			k++
		}
	} else {
		d := j
		if _, nk, ok := p.prefNum(j, "ב,וב"); ok {
			d = nk
		} else if !p.numStart(j) {
			return 0, 0, false, 0
		}
		if p.sepAt(d+1) != "" || p.toks[d].val < 1 || p.toks[d].val > 59 || !p.word(d+1, "דקות", "דק'") {
			return 0, 0, false, 0
		}
		x, k = p.toks[d].val, d+2
	}
	if p.he(k, "חצות", "ל,ול") {
		return 23, 60 - x, true, k + 1 - j
	}
	hh, hi, ok := p.hourAt(k, "ל,ול")
	if !ok {
		return 0, 0, false, 0
	}
	if hh == 1 {
		return 12, 60 - x, false, hi - j
	}
	return hh - 1, 60 - x, false, hi - j
}

// minutesWord reads the Hebrew words for minutes in a time: רבע, עשרים...
func minutesWord(w string) (int, bool) {
	switch w {
	case "רבע":
		return 15, true
	case "חצי":
		return 30, true
	case "עשרה", "עשר":
		return 10, true
	case "עשרים":
		return 20, true
	case "חמישה", "חמש":
		return 5, true
	}
	return 0, false
}

// minutesAfter reads the minutes said after an hour: "וחצי", "ורבע",
// "ועשרים", "ועשרים וחמש", "ועשר דקות", "פחות רבע", "פחות עשרה". It
// returns the minutes (negative after פחות, "less") and the token count,
// 0 when there are none.
func (p *parser) minutesAfter(q int) (mins, n int) {
	if _, x, ok := p.heFind(q, "ו", heMinuteCount); ok {
		n = 1
		if x%10 == 0 && x >= 20 {
			if _, v, ok := p.heFind(q+1, "ו", heNumber); ok && v < 10 {
				x, n = x+v, 2
			}
		}
		if p.word(q+n, "דקות", "דק'") {
			n++
		}
		return x, n
	}
	if p.word(q, "פחות") {
		if x, ok := heMinuteCount(p.text(q + 1)); ok && x != 30 {
			n = 2
			if p.word(q+2, "דקות", "דק'") {
				n++
			}
			return -x, n
		}
	}
	return 0, 0
}

// heTens reads minutes said right after a Hebrew hour word with no "ו":
// the tens 20..50, with their units ("שש ארבעים", "שמונה עשרים וחמש").
// Ten alone is left out: "שבע עשרה" is seventeen.
func (p *parser) heTens(q int) (mins, n int) {
	v, ok := heNumber(p.text(q))
	if !ok || v < 20 || v > 50 || v%10 != 0 {
		return 0, 0
	}
	n = 1
	if _, u, ok := p.heFind(q+1, "ו", heNumber); ok && u > 0 && u < 10 {
		v, n = v+u, 2
	}
	if p.word(q+n, "דקות", "דק'") {
		n++
	}
	return v, n
}

// heMinuteCount reads minutes said in Hebrew words, 1..59 in tens and units.
func heMinuteCount(w string) (int, bool) {
	if m, ok := minutesWord(w); ok {
		return m, true
	}
	if v, ok := heNumber(w); ok && v < 60 {
		return v, true
	}
	return 0, false
}

// enMinutes reads minutes said as English words after an hour word:
// "seven thirty", "eight fifteen", "nine forty-five", "six oh five".
func (p *parser) enMinutes(q int) (mins, n int) {
	if p.word(q, "oh", "o") {
		if v, ok := enHourWord(p.text(q + 1)); ok && v < 10 {
			return v, 2
		}
		return 0, 0
	}
	switch v, k := p.enCount(q); {
	case k > q && v >= 10 && v < 60:
		return v, k - q
	}
	return 0, 0
}

// enCount reads a number said as English words at k, up to ninety-nine:
// "five", "twenty", "twenty-five", "twenty five". It returns the value
// and the token after it (k when there is none).
func (p *parser) enCount(k int) (v, hi int) {
	w := p.text(k)
	if w == "a" || w == "an" {
		return 0, k
	}
	v, ok := enNumber(w)
	if !ok {
		return 0, k
	}
	hi = k + 1
	if v >= 20 && v%10 == 0 {
		n := hi
		if p.sym(n, "-") && p.joined(n) {
			n++
		}
		if u, ok := enHourWord(p.text(n)); ok && u < 10 {
			return v + u, n + 1
		}
	}
	return v, hi
}

// ampm reads "am", "pm", "a.m.", "p.m." at q, and "a"/"p" written right
// after a number ("7:40a").
func (p *parser) ampm(q int) (meridiem, int) {
	switch {
	case p.word(q, "am"):
		return merAM, 1
	case p.word(q, "pm"):
		return merPM, 1
	case p.word(q, "a", "p") && p.sym(q+1, ".") && p.word(q+2, "m") && p.joined(q+1) && p.joined(q+2):
		mer, n := merAM, 3
		if p.word(q, "p") {
			mer = merPM
		}
		if p.sym(q+3, ".") && p.joined(q+3) {
			n++
		}
		return mer, n
	case p.word(q, "a", "p") && p.joined(q) && p.isNum(q-1):
		if p.word(q, "p") {
			return merPM, 1
		}
		return merAM, 1
	}
	return merNone, 0
}

// halfTail reports whether a bare "half 4" may end at q and be a time:
// at the end of the text, before a mark other than a number's, or before
// a word that opens the next part of the sentence or names a day.
func (p *parser) halfTail(q int) bool {
	t := p.at(q)
	switch {
	case t == nil:
		return true
	case t.kind == tNum:
		return false
	case t.kind == tSym:
		// "half 4: feed the cat", "half 4 - call dan"; not "half 4/5"
		// or "half 4.5".
		return !moneyOrPercent(t.text) && t.text != "/" && !p.isNum(q+1)
	}
	return p.clauseEnd(q) || p.word(q, "today", "tonight", "tonite", "on", "for", "with") || p.word(q, tomorrowWords...)
}

// partAt reports whether a part of the day said after an hour starts at
// q: "in the morning", "at night", "this evening", "tonight".
func (p *parser) partAt(q int) bool {
	if _, n := p.partAfter(q); n > 0 {
		return true
	}
	return p.partDayAt(q)
}
