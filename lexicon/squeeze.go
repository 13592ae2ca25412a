package lexicon

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Squeeze cuts every run of one letter repeated more than n times to n
// ("thanksss", "מחררר"); marks and digits stay as they are.
func Squeeze(s string, n int) string {
	if !squeezes(s, n) {
		return s // most texts hold no such run: no copy
	}
	var b strings.Builder
	var last rune
	run := 0
	for _, r := range s {
		if r == last {
			run++
		} else {
			last, run = r, 1
		}
		if run <= n || !unicode.IsLetter(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// squeezes reports whether Squeeze(s, n) is other than s: a letter said
// more than n times in a row, or a byte that is not UTF-8 (which Squeeze
// writes as U+FFFD).
func squeezes(s string, n int) bool {
	var last rune
	run := 0
	for _, r := range s {
		if r == utf8.RuneError {
			return true
		}
		if r == last {
			run++
		} else {
			last, run = r, 1
		}
		if run > n && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
