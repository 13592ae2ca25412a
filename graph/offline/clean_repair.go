package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// repairNoun reports whether the opening matched in s[:end] is "תיקון"
// said as the noun it also is, "the repair of": run into the next word with
// a space only ("תיקון דוד ברחוב הרצל 12 מחר ב-8", "תיקון הברז"), where a
// correction is marked off ("תיקון: ב-6", "תיקון, מחר"). A word of time
// next ("תיקון מחר ב-6") is a correction said in a hurry.
func repairNoun(s string, end int) bool {
	head := strings.TrimRight(s[:end], " ")
	if head != "תיקון" || end == len(head) || strings.TrimSpace(s[len(head):end]) != "" {
		return false
	}
	next, _, _ := strings.Cut(s[end:], " ")
	r, _ := utf8.DecodeRuneInString(next)
	return unicode.Is(unicode.Hebrew, r) && !reTimeWord.MatchString(next) && !strings.HasPrefix(next, "ל")
}
