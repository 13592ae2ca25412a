package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// titleMarks are the marks trimmed off the ends of a title.
const titleMarks = " :-–—,.\"'“”„"

// trimOuter trims outer punctuation off a title (see keepGeresh).
func trimOuter(s string) string { return keepGeresh(s, titleMarks) }

// keepGeresh trims marks off both ends of s, keeping a closing geresh
// written after a Hebrew letter ("קוטג'") when s was not opened with
// one: it is part of the word, not a quote.
func keepGeresh(s, marks string) string {
	t := strings.Trim(s, marks)
	others := strings.ReplaceAll(marks, "'", "")
	if t == "" || !strings.HasSuffix(strings.TrimRight(s, others), "'") || strings.HasPrefix(strings.TrimLeft(s, others), "'") {
		return t
	}
	if r, _ := utf8.DecodeLastRuneInString(t); unicode.Is(unicode.Hebrew, r) {
		return t + "'"
	}
	return t
}
