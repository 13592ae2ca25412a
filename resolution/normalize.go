package resolution

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Normalize returns s in the form every comparison in this package uses:
// NFKC, lower case, Hebrew niqqud and cantillation removed, bidi, control and
// zero-width characters removed, punctuation and symbols turned into spaces,
// runs of spaces collapsed and the ends trimmed. Apostrophes, the Hebrew geresh
// and gershayim between two letters are dropped ("צ'יפס" → "ציפס", "don't" →
// "dont") so that a word keeps one piece.
func Normalize(s string) string {
	rs := []rune(norm.NFKC.String(s))
	var b strings.Builder
	b.Grow(len(s))
	space := false // a separator is owed before the next kept rune
	prevLetter := false
	for i, r := range rs {
		switch {
		case isHebrewMark(r), isInvisible(r):
			continue
		case isInWordQuote(r):
			if prevLetter && nextIsLetter(rs, i+1) {
				continue
			}
			space, prevLetter = true, false
		case unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsMark(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
			prevLetter = unicode.IsLetter(r) || unicode.IsMark(r)
		default:
			space, prevLetter = true, false
		}
	}
	return b.String()
}

// isHebrewMark reports whether r is a Hebrew point or cantillation mark
// (U+0591–U+05C7, nonspacing marks only: maqaf, paseq and sof pasuq in the
// same block are punctuation and become spaces).
func isHebrewMark(r rune) bool {
	return r >= 0x0591 && r <= 0x05C7 && unicode.Is(unicode.Mn, r)
}

// isInvisible reports whether r is a format character (bidi marks and
// embeddings, isolates, zero-width space/joiners, BOM, soft hyphen) or a
// control character that is not white space.
func isInvisible(r rune) bool {
	if unicode.Is(unicode.Cf, r) {
		return true
	}
	return unicode.IsControl(r) && !unicode.IsSpace(r)
}

// isInWordQuote reports whether r is a mark that may sit inside a word:
// apostrophes, the Hebrew geresh and gershayim, and the ASCII double quote
// Hebrew uses for gershayim ("צה"ל").
func isInWordQuote(r rune) bool {
	switch r {
	case '\'', '"', '\u2019', '\u05F3', '\u05F4':
		return true
	}
	return false
}

func nextIsLetter(rs []rune, i int) bool {
	for ; i < len(rs); i++ {
		if isHebrewMark(rs[i]) || isInvisible(rs[i]) {
			continue
		}
		return unicode.IsLetter(rs[i])
	}
	return false
}

// isHebrewLetter reports whether r is one of the 27 Hebrew letters (with
// finals).
func isHebrewLetter(r rune) bool { return r >= 0x05D0 && r <= 0x05EA }

// isPrefixLetter reports whether r is a letter Hebrew glues in front of a
// word: ה (the), ו (and), ל (to), ב (in), ש (that), מ (from), כ (as).
func isPrefixLetter(r rune) bool {
	switch r {
	case 'ה', 'ו', 'ל', 'ב', 'ש', 'מ', 'כ':
		return true
	}
	return false
}

// WordForms returns w and its forms without one and two Hebrew prefix
// letters, as names are compared (see wordForms).
func WordForms(w string) []string { return wordForms(w) }

// wordForms returns w and the forms of w with one and with two Hebrew prefix
// letters removed, each kept only when at least two letters remain, and
// of a form in the construct state ("מסיבת") the noun it is ("מסיבה"). The
// unstripped word is always first, so a word that merely begins with a
// prefix letter ("לחם", "בית") still matches itself.
func wordForms(w string) []string {
	forms := []string{w}
	rs := []rune(w)
	for i := 0; i < 2 && i < len(rs); i++ {
		if !isPrefixLetter(rs[i]) || len(rs)-(i+1) < 2 || !allHebrew(rs[i+1:]) {
			break
		}
		forms = append(forms, string(rs[i+1:]))
	}
	if len(rs) >= 3 && isPrefixLetter(rs[0]) && otherScript(rs[1:]) {
		forms = append(forms, string(rs[1:])) // "הPRD" is "the PRD"
	}
	for _, f := range forms {
		// A noun in the construct state names the noun: "מסיבת חנוכה" is a
		// "מסיבה", "ארוחת ערב" an "ארוחה".
		if fr := []rune(f); len(fr) >= 4 && fr[len(fr)-1] == 'ת' && allHebrew(fr) {
			forms = append(forms, string(fr[:len(fr)-1])+"ה")
		}
	}
	return forms
}

// otherScript reports whether rs are letters and digits of no Hebrew,
// one of them a letter: a word of another script a prefix letter is glued
// to ("הPRD", "לIKEA").
func otherScript(rs []rune) bool {
	letter := false
	for _, r := range rs {
		if isHebrewLetter(r) || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
		letter = letter || unicode.IsLetter(r)
	}
	return letter
}

func allHebrew(rs []rune) bool {
	for _, r := range rs {
		if !isHebrewLetter(r) {
			return false
		}
	}
	return true
}
