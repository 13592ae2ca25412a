// Package lexicon holds the word lists the planner, entity resolution and
// the turn pipeline share, so a word is judged the same way everywhere:
// for now, which Hebrew words begin with a letter Hebrew also glues on as
// a prefix (ו ה ב ל מ ש כ) and are words as they are ("ורדים" is roses,
// not "and רדים"). It imports nothing but the standard library.
package lexicon

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// PrefixLetters are the letters Hebrew writes in front of a word: and (ו),
// the (ה), in (ב), to (ל), from (מ), that (ש), as (כ).
const PrefixLetters = "ובהלמשכ"

//go:embed hebrew_words.txt
var hebrewText string

// hebrewWords is the word list, built once.
var hebrewWords = func() map[string]bool {
	set := map[string]bool{}
	for _, line := range strings.Split(hebrewText, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			set[w] = true
		}
	}
	return set
}()

// HebrewWord reports whether w, as it is written, is a word of the list:
// a word that begins with a prefix letter and is not that letter and a
// shorter word.
func HebrewWord(w string) bool { return hebrewWords[w] }

// Words returns the list's words (for tests and tools).
func Words() []string {
	out := make([]string, 0, len(hebrewWords))
	for w := range hebrewWords {
		out = append(out, w)
	}
	return out
}

// PeelPrefix splits a leading prefix letter of letters (a subset of
// PrefixLetters) off w when that letter is a prefix there: w is no word
// of the list, and what remains is two letters or more. "ולחם" is ו and
// "לחם"; "ורדים", "לימון", "מלפפון" stay whole.
func PeelPrefix(w, letters string) (prefix, rest string, ok bool) {
	r, size := utf8.DecodeRuneInString(w)
	if r == utf8.RuneError || !strings.ContainsRune(letters, r) || hebrewWords[w] {
		return "", w, false
	}
	rest = w[size:]
	if utf8.RuneCountInString(rest) < 2 {
		return "", w, false
	}
	return w[:size], rest, true
}
