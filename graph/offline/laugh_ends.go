package offline

import (
	"strings"
	"unicode"
)

// Laughter said before or after a request, in any tongue's spelling
// ("kkkk remind me …", "… at 9 ㅋㅋㅋ", "… note it down 5555!", "…
// for the gym jajaja"), is no word of it: it is taken off the ends of
// the message before the closing words are read, so "… remind me at 9
// kkkk" still ends with its command. "www" and "555" after a number's
// word ("call 555") are the number; a message that only laughs is kept.

// dropLaughEnds takes the laughs off the start and the end of s.
func dropLaughEnds(s string) string {
	fields := strings.Fields(s)
	if len(fields) < 2 {
		return s
	}
	start, end := 0, len(fields)
	for start < end-1 && laughField(fields[start], "") {
		start++
	}
	for end > start+1 && laughField(fields[end-1], fields[end-2]) {
		end--
	}
	if start == 0 && end == len(fields) {
		return s
	}
	out := strings.Join(fields[start:end], " ")
	if end < len(fields) {
		// "… at 9 kkkk!": the mark the laugh closed with closes the rest.
		last := fields[len(fields)-1]
		if i := strings.LastIndexFunc(last, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }); i >= 0 {
			if mark := last[i+1:]; mark != "" && strings.Trim(mark, "!?.") == "" {
				out = strings.TrimRight(out, ",;") + mark
			}
		}
	}
	return out
}

// laughField reports whether f, one word with its marks, only laughs;
// before is the word before it, for "555" and "www" ("call 555" is a
// number).
func laughField(f, before string) bool {
	w := toLower(strings.Trim(f, ",.!?;:…~-()\"'"))
	if len(w) < 3 || !laughWord(w) {
		return false
	}
	if r := w[0]; r == '5' || r == 'w' && !strings.HasPrefix(w, "wk") {
		b := toLower(strings.Trim(before, ",.!?;:"))
		return b != "" && !numberTakers[b] && strings.IndexFunc(b, unicode.IsDigit) < 0
	}
	return true
}
