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

// heldLead mends a correction lead said with a letter held too long
// ("sorrry my bad, at 6", "ooopsie", "סליחההה, ב-6"): the first word, its
// runs of a letter cut to one, is a one-word lead cut the same way. Only a
// word with a letter said three times or more is mended, so a word that
// merely looks like a lead ("sory", "sorely") stays as it is.
func heldLead(s string) string {
	w, rest, _ := strings.Cut(s, " ")
	word := strings.TrimRight(w, ",.!:;…-–—")
	low := toLower(word)
	if len(low) != len(word) || squeeze(low, 2) == low {
		return s
	}
	one := squeeze(low, 1)
	for _, l := range heldLeads {
		if squeeze(l, 1) == one {
			out := l + w[len(word):]
			if rest != "" {
				out += " " + rest
			}
			return out
		}
	}
	return s
}

// heldLeads are the one-word leads heldLead mends.
var heldLeads = []string{"sorry", "oops", "whoops", "oopsie", "actually", "wait", "nah", "nope", "סליחה", "סורי", "אופס", "רגע", "בעצם", "טעות"}
