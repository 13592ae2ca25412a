package timeparse

import "strings"

// Helpers of the weekday matchers: a weekday texted short, an ordinal
// before one, and the week a "next"/"this"/"last" names.

// ordinalBefore reports whether an ordinal stands right before token j
// ("first Monday", "2nd Tuesday").
func (p *parser) ordinalBefore(j int) bool {
	if _, ok := enOrdinal(p.text(j - 1)); ok {
		return true
	}
	return p.word(j-1, "st", "nd", "rd", "th") && p.isNum(j-2)
}

// map3 picks a, b or c for "next", "this" or "last".
func map3(w string, a, b, c weekMode) weekMode {
	switch w {
	case "next":
		return a
	case "this":
		return b
	}
	return c
}

// letterDayAfterBet returns how many tokens from j spell a weekday's letter
// after ב: "ב-ה'" or "ב-ה" (three), "בה'" (one); 0 when none does. Run
// into the ב the geresh is needed: "בה" alone is "in her".
func (p *parser) letterDayAfterBet(j int) int {
	letter := func(t string) bool {
		_, ok := heWeekdayLetter(t)
		return ok && len(t) == len("ה'") && t[len(t)-1] == '\''
	}
	if p.word(j, "ב", "וב") && p.sym(j+1, "-") && p.joined(j+1) && p.joined(j+2) && !p.joined(j+3) {
		if t := p.text(j + 2); letter(t) || len(t) == len("ה") && letter(t+"'") {
			return 3
		}
	}
	t := p.at(j)
	if t == nil || t.kind != tWord || !t.hebrew {
		return 0
	}
	if strings.HasPrefix(t.text, "ב") && letter(strings.TrimPrefix(t.text, "ב")) {
		return 1
	}
	return 0
}
