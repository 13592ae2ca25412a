package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// toLower is strings.ToLower, quicker on the texts Memo reads: a text that
// lower-casing leaves as it is (lower-case Latin, Hebrew, digits and
// marks) is returned without mapping it rune by rune. Any other text is
// strings.ToLower's.
func toLower(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
			if 'A' <= c && c <= 'Z' {
				return strings.ToLower(s)
			}
			i++
			continue
		case (c == 0xD6 || c == 0xD7) && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i += 2 // U+0580–U+05FF: Armenian small letters and Hebrew, no upper case here
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.ToLower(r) != r {
			return strings.ToLower(s)
		}
		i += n
	}
	return s
}
