package offline

import (
	"slices"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// People who write Hebrew by ear swap a letter for one that sounds the
// same: "תזקיר" and "תסכיר" for "תזכיר", "ביום חמיסי" for "חמישי". A
// Hebrew command verb of five letters or more with one letter so changed,
// said before what a command governs ("לי", "את", an infinitive), and a
// weekday so changed after "יום", is mended; a word of the Hebrew word
// list, or one of wordsNotSlips ("צריחה", "תאירי"), is a word of its own
// and stays.

// soundAlike are the pairs of Hebrew letters one is written for the other
// when only heard: כ ח ק, ח ה, ת ט, ס ש צ, ז ס, א ע ה, ו ב, and a final
// form for its plain letter ("מכר" for "מחר", "תזקיר" for "תזכיר").
var soundAlike = func() map[[2]rune]bool {
	m := map[[2]rune]bool{}
	for _, g := range []string{"כחקך", "חה", "תט", "סשצ", "זס", "אעה", "וב", "םמ", "ןנ", "ףפ", "ץצ"} {
		for _, a := range g {
			for _, b := range g {
				if a != b {
					m[[2]rune{a, b}] = true
				}
			}
		}
	}
	return m
}()

// soundSlipOf reports whether w is word with one letter changed for a
// letter that sounds like it (see soundAlike).
func soundSlipOf(w, word string) bool {
	rw, rd := []rune(w), []rune(word)
	at := oneLetterOff(rw, rd)
	return at >= 0 && soundAlike[[2]rune{rw[at], rd[at]}]
}

// oneLetterOff is where a and b, of one length, differ in their one
// differing letter; -1 when they differ in length, in none or in more.
func oneLetterOff(a, b []rune) int {
	if len(a) != len(b) {
		return -1
	}
	at := -1
	for i := range a {
		if a[i] != b[i] {
			if at >= 0 {
				return -1
			}
			at = i
		}
	}
	return at
}

// soundSlips are the Hebrew head verbs of five letters or more w is a
// sound slip of, said before a word a command governs; none for a word
// of its own.
func soundSlips(w, after string) []string {
	r, _ := utf8.DecodeRuneInString(w)
	if r < 'א' || r > 'ת' || utf8.RuneCountInString(w) < 5 || !headParticles[after] && !heClause(after) {
		return nil
	}
	if lexicon.HebrewWord(w) || wordsNotSlips[w] {
		return nil
	}
	var out []string
	for _, h := range headFixes {
		if utf8.RuneCountInString(h) >= 5 && soundSlipOf(w, h) && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// soundDay is the Hebrew weekday of four letters or more w is a sound
// slip of ("חמיסי", "רביאי"), said after "יום".
func soundDay(w string) (string, bool) {
	if utf8.RuneCountInString(w) < 4 || lexicon.HebrewWord(w) || wordsNotSlips[w] {
		return "", false
	}
	for _, d := range heWeekdays {
		if utf8.RuneCountInString(d) >= 4 && soundSlipOf(w, d) {
			return d, true
		}
	}
	return "", false
}
