package resolution

import (
	"strings"
	"unicode/utf8"
)

// Bounds on what one comparison looks at. The cost of a score grows with
// the product of the two texts' lengths, and a name is resolved against
// every candidate: without them, one long "delete …" against a few hundred
// long tasks took about a minute of CPU.
const (
	// MaxQueryRunes is the longest name (normalised) that can match
	// anything but an identical title; the model planner caps a task text
	// at the same length. A longer query scores 0 against every other
	// title.
	MaxQueryRunes = 300
	// MaxTitleRunes is how much of a title (normalised) is scored; titles
	// stored since texts were capped are never longer.
	MaxTitleRunes = 300
)

// head returns s cut to at most n runes, at the last word boundary before
// the cut when there is one, so no word is scored half.
func head(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for j := range s {
		if n == 0 {
			i = j
			break
		}
		n--
	}
	s = s[:i]
	if k := strings.LastIndexByte(s, ' '); k > 0 {
		s = s[:k]
	}
	return s
}

// cut shortens s for an error message.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
