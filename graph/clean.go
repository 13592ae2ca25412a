package graph

import (
	"strings"
	"unicode"
)

// Clean prepares a message for planning: it drops NUL and other control
// characters, bidi and zero-width format marks (which users paste in by
// accident and which would break matching), and trims spaces. Newlines
// become spaces.
func Clean(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			b.WriteByte(' ')
		case unicode.IsControl(r), unicode.Is(unicode.Cf, r) && r != '\u200d':
			// Control characters and format marks (LRM, RLM, isolates,
			// zero-width spaces); ZWJ is kept for emoji sequences.
		case r == unicode.ReplacementChar:
		default:
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}

// cleanLines is Clean line by line: the lines of a forwarded message
// ("Date: …", "Where: …") say what each part is.
func cleanLines(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r", ""), "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = Clean(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
