package lexicon

import (
	"strings"
	"unicode/utf8"
)

// timeSlips are Hebrew time words written as they sound rather than as
// they are spelt: ע for א, ט for ת, a letter doubled ("בשאה 13:00",
// "בעוד שעתים", "עוד 10 דקוט", "מחרר"). No word of the language is
// spelt so, and each is read as the word it sounds like, wherever a time
// is read and wherever a title is cut from what is left.
var timeSlips = map[string]string{
	"שעא": "שעה", "שאעה": "שעה",
	"שעתים": "שעתיים", "שעטיים": "שעתיים", "שעטים": "שעתיים", "שאתיים": "שעתיים", "שאתים": "שעתיים",
	"דקוט": "דקות", "דקוות": "דקות", "דאקות": "דקות",
	"מחרר": "מחר", "מחרתים": "מחרתיים", "מחרטיים": "מחרתיים",
}

// timeSlipsAfterBet are the slips read only after ב ("בשאה", "בשא"):
// "שאה" alone is a name ("the Shah").
var timeSlipsAfterBet = map[string]string{"שאה": "שעה", "שא": "שעה"}

// TimeWordSlip returns the Hebrew time word w was meant to be when w is
// one of its sound-alike slips, with any prefix letters it carries
// ("בשאה" is "בשעה", "ושעתים" is "ושעתיים"); ok is false for any other
// word.
func TimeWordSlip(w string) (word string, ok bool) {
	if full, ok := timeSlips[w]; ok {
		return full, true
	}
	for i, r := range w {
		if i >= 3*utf8.RuneLen('ב') || !strings.ContainsRune("ובהלמכש", r) {
			break
		}
		pre, stem := w[:i+utf8.RuneLen(r)], w[i+utf8.RuneLen(r):]
		if full, ok := timeSlips[stem]; ok {
			return pre + full, true
		}
		if full, ok := timeSlipsAfterBet[stem]; ok && strings.HasSuffix(pre, "ב") {
			return pre + full, true
		}
	}
	return "", false
}

// MendTimeSlips writes every time word of s said as it sounds as the
// word it is (see TimeWordSlip); s is returned as it is when none is.
func MendTimeSlips(s string) string {
	if !strings.ContainsAny(s, "שדמ") {
		return s
	}
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words {
		core := strings.TrimRight(w, ",.!?;:")
		if full, ok := TimeWordSlip(core); ok {
			words[i], changed = full+w[len(core):], true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}
