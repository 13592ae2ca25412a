package offline

import "strings"

// contractionSlip mends a letter doubled after the apostrophe of a
// contraction ("what'vve we got", "I'mm", "it'ss"): one letter, or two of
// "'ll", as it is spelt. The contraction is then read as it always is.
func contractionSlip(s string) string {
	if !strings.ContainsAny(s, "'’") {
		return s
	}
	var b strings.Builder
	changed := false
	for i := 0; i < len(s); {
		r := s[i]
		b.WriteByte(r)
		i++
		apos := r == '\''
		if !apos && r == 0xE2 && i+1 < len(s) && s[i] == 0x80 && s[i+1] == 0x99 { // ’
			b.WriteString(s[i : i+2])
			i += 2
			apos = true
		}
		if !apos || i >= len(s) {
			continue
		}
		c := s[i] | 0x20 // lower case of an ASCII letter
		if c < 'a' || c > 'z' {
			continue
		}
		run := 1
		for i+run < len(s) && s[i+run]|0x20 == c {
			run++
		}
		keep := 1
		if c == 'l' {
			keep = 2
		}
		if run > keep && strings.ContainsRune("vsdmrtl", rune(c)) {
			b.WriteString(s[i : i+keep])
			i += run
			changed = true
		}
	}
	if !changed {
		return s
	}
	return b.String()
}
