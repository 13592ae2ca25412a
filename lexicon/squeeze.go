package lexicon

import (
	"strings"
	"unicode"
)

// Squeeze cuts every run of one letter repeated more than n times to n
// ("thanksss", "מחררר"); marks and digits stay as they are.
func Squeeze(s string, n int) string {
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
