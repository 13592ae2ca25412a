package offline

import "strings"

// An ordinal before a noun names a thing's rank, not a day of the month:
// "the 11th grade labs", "the 3rd floor", "2nd round interview". Left in
// an item's text beside such a noun it is the item's; an ordinal alone or
// before a word of dates ("the 11th", "the 11th of", "11th at 5") is a
// date the time grammar did not read.

// reOrdinalNoun is a numeric ordinal and the word after it.
var reOrdinalNoun = compile(`\b(\d{1,2}(?:st|nd|rd|th))\s+(\p{L}+)`)

// ordinalDateWords may follow a day of the month: the ordinal before them
// stays a date.
var ordinalDateWords = map[string]bool{
	"of": true, "at": true, "in": true, "on": true, "and": true, "or": true, "to": true, "for": true,
	"by": true, "from": true, "until": true, "till": true, "through": true, "thru": true, "this": true,
	"next": true, "every": true, "each": true, "day": true, "the": true, "a": true, "is": true, "was": true,
	"around": true, "before": true, "after": true, "morning": true, "afternoon": true, "evening": true,
	"night": true, "noon": true, "march": true, "mar": true, "may": true, "am": true, "pm": true, "st": true, "nd": true, "rd": true, "th": true,
}

// maskOrdinalNouns writes "#" for each numeric ordinal that stands before
// a noun of no date ("11th grade" → "# grade"), so only an ordinal that
// may be a date counts as a time word. A month or weekday after it stays
// and is judged as a time word itself.
func maskOrdinalNouns(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	return reOrdinalNoun.ReplaceAllStringFunc(s, func(m string) string {
		g := reOrdinalNoun.FindStringSubmatch(m)
		if ordinalDateWords[g[2]] {
			return m
		}
		return "# " + g[2]
	})
}

// A month's name between an article or a possessive and a noun names
// the thing, not its day: "reconcile the December ledger", "send my
// January report", "pay the october invoice". A month after "this",
// "next" or "by", or before a day of it ("the december 5 deadline"), stays
// a time word.

// reMonthNoun is a month's name after "the" or a possessive and the word
// after it.
var reMonthNoun = compile(`\b(the|my|our|your|his|her|their)\s+(january|february|april|june|july|august|september|october|november|december)\s+(\p{L}+)`)

// maskMonthNouns writes "#" for each month's name that stands between an
// article and a noun of no date (see reMonthNoun).
func maskMonthNouns(s string) string {
	return reMonthNoun.ReplaceAllStringFunc(s, func(m string) string {
		g := reMonthNoun.FindStringSubmatch(m)
		if ordinalDateWords[g[3]] || reTimeWord.MatchString(g[3]) {
			return m
		}
		return g[1] + " # " + g[3]
	})
}
