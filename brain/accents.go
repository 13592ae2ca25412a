package brain

import (
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// foldAccents writes a Latin word without its accents ("ciaráns" →
// "ciarans", "josé" → "jose", "crème" → "creme"), so a name or a word is
// found whether it was typed with them or not, as a phone keyboard often
// leaves them out. A word with a letter of another script is left as it
// is: Hebrew's points are gone before (resolution.Normalize), and its
// letters have no accents to fold.
func foldAccents(w string) string {
	ascii := true
	for _, r := range w {
		if r >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return w
	}
	d := []rune(norm.NFD.String(w))
	out := make([]rune, 0, len(d))
	for _, r := range d {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r >= 0x80 && !unicode.Is(unicode.Latin, r):
			return w
		}
		out = append(out, r)
	}
	return string(out)
}
