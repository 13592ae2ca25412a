package formatter

import (
	"strings"
	"unicode"
)

// Bidi marks. A Hebrew reply is a right-to-left paragraph; a user's Latin
// title, an email or "10:30-11:00" inside it is wrapped in a first-strong
// isolate so its neutral characters cannot reorder the Hebrew around it.
const (
	fsi = '\u2068' // FIRST STRONG ISOLATE
	pdi = '\u2069' // POP DIRECTIONAL ISOLATE
	rlm = '\u200F' // RIGHT-TO-LEFT MARK
)

// isBidiControl reports whether r is an explicit directional formatting
// character. User text loses these before it is shown, so a stray RLO or an
// unmatched isolate cannot break the layout of the reply around it.
func isBidiControl(r rune) bool {
	switch {
	case r == '\u061C', r == '\u200E', r == '\u200F':
		return true
	case r >= '\u202A' && r <= '\u202E':
		return true
	case r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// clean returns user text fit to sit on one line of a reply: bidi controls
// dropped, other control characters (newlines, tabs) turned into spaces,
// runs of spaces collapsed.
func clean(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case isBidiControl(r):
			continue
		case unicode.IsControl(r) || unicode.IsSpace(r):
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// isRTL reports whether r is a strong right-to-left letter.
func isRTL(r rune) bool {
	return unicode.In(r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko)
}

// isLTR reports whether r is a strong left-to-right character (a letter of
// a left-to-right script).
func isLTR(r rune) bool { return unicode.IsLetter(r) && !isRTL(r) }

// needsIsolate reports whether s holds something that renders left to right
// or reorders inside a Hebrew line: a Latin (or other LTR) letter, or digits
// mixed with punctuation ("10:30", "050-1234567").
func needsIsolate(s string) bool {
	digit, punct := false, false
	for _, r := range s {
		switch {
		case isLTR(r):
			return true
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			punct = true
		}
	}
	return digit && punct
}

// isolate wraps s in FSI … PDI when it needs it.
func isolate(s string) string {
	if !needsIsolate(s) {
		return s
	}
	return string(fsi) + s + string(pdi)
}

// anchorRTL starts with an RLM every line of a Hebrew reply that has no
// strong character outside its isolates ("1. ⁨call mom⁩"), so a viewer that
// picks each paragraph's direction from its first strong character lays the
// line out right to left like the rest of the reply.
func anchorRTL(text string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if line != "" && !startsRTL(line) {
			lines[i] = string(rlm) + line
		}
	}
	return strings.Join(lines, "\n")
}

// startsRTL reports whether the first strong character of line outside
// isolates is right to left.
func startsRTL(line string) bool {
	depth := 0
	for _, r := range line {
		switch {
		case r == fsi:
			depth++
		case r == pdi && depth > 0:
			depth--
		case depth > 0:
		case isRTL(r) && unicode.IsLetter(r):
			return true
		case isLTR(r):
			return false
		}
	}
	return false
}
