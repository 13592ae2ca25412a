package lexicon

import (
	"strings"
	"unicode/utf8"
)

// timeSlips are Hebrew time words written as they sound rather than as
// they are spelt: ע for א, ט for ת, a letter doubled ("בשאה 13:00",
// "בעוד שעתים", "עוד 10 דקוט", "מחרר"). No word of the language is
// spelt so, and each is read as the word it sounds like, wherever a time
// is read and wherever a title is cut from what is left. A day word with
// a vowel letter slipped in ("מחאר", "היוום") is read by rule (vowelSlip),
// not listed.
var timeSlips = map[string]string{
	"שעא": "שעה", "שאעה": "שעה",
	"שעתים": "שעתיים", "שעטיים": "שעתיים", "שעטים": "שעתיים", "שאתיים": "שעתיים", "שאתים": "שעתיים",
	"דקוט": "דקות", "דקוות": "דקות", "דאקות": "דקות",
	"מחרר": "מחר", "מחרתים": "מחרתיים", "מחרטיים": "מחרתיים",
	// A part of the day spelt without its vowel letter, with one too
	// many, or with a letter doubled: "צוהריים", "בוקרר", "ערבבב".
	"צוהריים": "צהריים", "צוהרים": "צהריים", "צהרייים": "צהריים", "בוקרר": "בוקר", "בווקר": "בוקר",
	"לילהה": "לילה", "ליילה": "לילה", "אחהצצ": "אחהצ", "אחהאצ": "אחהצ",
	// The yod of the dual written thrice ("כל יומייים").
	"יומייים": "יומיים", "שבועייים": "שבועיים", "חודשייים": "חודשיים", "שעתייים": "שעתיים",
}

// timeSlipsAfterBet are the slips read only after ב ("בשאה", "בשא",
// "בבקר", "בערבב"): "שאה" alone is a name ("the Shah"), "בקר" alone is
// beef or cattle ("בקר טחון") and "ערבב" is "stir".
var timeSlipsAfterBet = map[string]string{"שאה": "שעה", "שא": "שעה", "בקר": "בוקר", "ערבב": "ערב", "ערבבב": "ערב"}

// timeSlipsAfterWord are the slips read only after the word that opens
// their phrase: "לפנות בקר" is "לפנות בוקר" (dawn); "בקר" alone is beef.
var timeSlipsAfterWord = map[string]map[string]string{
	"לפנות": {"בקר": "בוקר"}, "ולפנות": {"בקר": "בוקר"},
}

// timeSlipsAfterNumber are the short forms of a unit read only after a
// count in digits: "כל 10 דק" is "כל 10 דקות"; "דק" alone is "thin".
var timeSlipsAfterNumber = map[string]string{"דק": "דקות", "דק׳": "דקות"}

// slipDays are the day words read through a vowel letter slipped into
// them (see vowelSlip).
var slipDays = map[string]bool{"מחר": true, "היום": true, "מחרתיים": true}

// slipVowels are the letters a word is written with one too many of, as
// it sounds: א, ה, ו, י.
const slipVowels = "אהוי"

// vowelWords are the words a day word with a vowel letter slipped in
// spells, beside the lexicon's: "מאחר" (since), "האיום" (the threat).
var vowelWords = map[string]bool{"מאחר": true, "האיום": true, "מחור": true, "מחיר": true}

// vowelSlip returns the day word w is when w is it with one vowel letter
// slipped in after its first letter ("מחאר", "היוום", "מחרתייים") and no
// word of the language: a letter before it is a prefix, not a slip.
func vowelSlip(w string) (string, bool) {
	n := utf8.RuneCountInString(w)
	if n != 4 && n != 5 && n != 8 || !strings.HasPrefix(w, "מ") && !strings.HasPrefix(w, "ה") || vowelWords[w] || HebrewWord(w) || HebrewName(w) {
		return "", false
	}
	first := utf8.RuneLen('מ')
	for i, r := range w[first:] {
		if !strings.ContainsRune(slipVowels, r) {
			continue
		}
		at := first + i
		if day := w[:at] + w[at+utf8.RuneLen(r):]; slipDays[day] {
			return day, true
		}
	}
	return "", false
}

// TimeWordSlip returns the Hebrew time word w was meant to be when w is
// one of its sound-alike slips, with any prefix letters it carries
// ("בשאה" is "בשעה", "ושעתים" is "ושעתיים"), or a day word with a vowel
// letter slipped in ("מחאר", "היוום"); ok is false for any other word.
func TimeWordSlip(w string) (word string, ok bool) {
	if full, ok := timeSlips[w]; ok {
		return full, true
	}
	if full, ok := vowelSlip(w); ok {
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
		if full, ok := vowelSlip(stem); ok {
			return pre + full, true
		}
	}
	return "", false
}

// MendTimeSlips writes every time word of s said as it sounds as the
// word it is (see TimeWordSlip); s is returned as it is when none is.
func MendTimeSlips(s string) string {
	s = mendHourSounds(s)
	if !strings.ContainsAny(s, "שדמהצלבע") {
		return s
	}
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words {
		core := strings.TrimRight(w, ",.!?;:")
		if full, ok := TimeWordSlip(core); ok {
			words[i], changed = full+w[len(core):], true
		} else if full, ok := timeSlipsAfterWord[prevWord(words, i)][core]; ok {
			words[i], changed = full+w[len(core):], true
		} else if full, ok := timeSlipsAfterNumber[core]; ok && digits(prevWord(words, i)) {
			words[i], changed = full+w[len(core):], true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}

// prevWord is the word before words[i], "" at the start.
func prevWord(words []string, i int) string {
	if i == 0 {
		return ""
	}
	return words[i-1]
}

// digits reports whether w is a count written in digits ("10", "15").
func digits(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// hourSounds are the English words a dictated hour is heard as: "at for
// pm" is "at four pm", "at ate am" "at eight am". Each is read so only
// between "at" and a meridiem or "o'clock" (see mendHourSounds): "dinner
// for two at 8pm", "go to the gym" keep them.
var hourSounds = map[string]string{"for": "four", "fore": "four", "to": "two", "too": "two", "ate": "eight", "won": "one"}

// meridiems are the words after an hour that make it one.
var meridiems = map[string]bool{"am": true, "pm": true, "a.m.": true, "p.m.": true, "a.m": true, "p.m": true, "o'clock": true, "oclock": true}

// mendHourSounds writes an hour heard as another word in a time slot
// (see hourSounds) as its number word; s is returned as it is when it
// holds none.
func mendHourSounds(s string) string {
	if !strings.Contains(s, "at ") && !strings.Contains(s, "At ") {
		return s
	}
	words := strings.Split(s, " ")
	changed := false
	for i := 1; i+1 < len(words); i++ {
		hour, ok := hourSounds[strings.ToLower(words[i])]
		if ok && strings.EqualFold(words[i-1], "at") && meridiems[strings.ToLower(strings.TrimRight(words[i+1], ",.!?;:"))] {
			words[i], changed = hour, true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}
