package offline

import (
	"strings"
	"unicode"
)

// isMark reports whether c is a mark that squeezeMarks squeezes.
func isMark(c byte) bool { return c == '!' || c == '?' || c == '.' || c == ',' }

// squeezeMarks keeps the first of each run of the marks "!?.,": "wait!!!"
// is "wait!", "what?!" is "what?".
func squeezeMarks(s string) string {
	i := 1
	for i < len(s) && !(isMark(s[i-1]) && isMark(s[i])) {
		i++
	}
	if i >= len(s) {
		return s
	}
	b := []byte(s[:i])
	for ; i < len(s); i++ {
		if !(isMark(s[i]) && isMark(s[i-1])) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// isSpace reports whether c is a space of squeezeSpaces: ASCII space, tab,
// newline, form feed or carriage return.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// squeezeSpaces writes each run of spaces (see isSpace) as one space.
func squeezeSpaces(s string) string {
	i := 0
	for i < len(s) && (s[i] == ' ' && (i+1 == len(s) || !isSpace(s[i+1])) || !isSpace(s[i])) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s[:i])
	for ; i < len(s); i++ {
		switch {
		case !isSpace(s[i]):
			b = append(b, s[i])
		case i == 0 || !isSpace(s[i-1]):
			b = append(b, ' ')
		}
	}
	return string(b)
}

// reMeridiemDots is "a.m."/"p.m." after an hour, the dots of which would
// end a sentence ("every thursday at 8 p.m. remind me to …"), and "p m"
// said apart by a voice ("Friday at six p m", "nine thirty a m", "ten
// forty-five p. m.": an hour's word or its minutes' before it); a dot
// after "a m" said apart ends the sentence.
var reMeridiemDots = compile(`(?i)(\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|o'clock))\s*([ap])(?:\.\s?m\.?|\s+m\b)`)

// plainMeridiem writes "8 p.m." and "six p m" as "8 pm" and "six pm".
func plainMeridiem(s string) string {
	if !strings.Contains(s, ".m") && !strings.Contains(s, ".M") && !strings.Contains(s, ". m") && !strings.Contains(s, " m") && !strings.Contains(s, " M") {
		return s
	}
	return reMeridiemDots.ReplaceAllString(s, "$1 ${2}m")
}

// oneSpace is s with its words (see strings.Fields) joined by one space:
// strings.Join(strings.Fields(s), " "), without a copy when s is so
// already, as most texts are.
func oneSpace(s string) string {
	after := true // after a space, or at the start: no space may come
	for _, r := range s {
		space := unicode.IsSpace(r)
		if space && (r != ' ' || after) {
			return joinFields(s)
		}
		after = space
	}
	if after && s != "" {
		return joinFields(s) // a space at the end
	}
	return s
}

// joinFields is oneSpace the long way.
func joinFields(s string) string { return strings.Join(strings.Fields(s), " ") }
