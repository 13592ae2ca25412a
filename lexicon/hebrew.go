// Package lexicon holds the word lists the planner, entity resolution and
// the turn pipeline share, so a word is judged the same way everywhere:
// for now, which Hebrew words begin with a letter Hebrew also glues on as
// a prefix (ו ה ב ל מ ש כ) and are words as they are ("ורדים" is roses,
// not "and רדים"). It imports nothing but the standard library.
package lexicon

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// PrefixLetters are the letters Hebrew writes in front of a word: and (ו),
// the (ה), in (ב), to (ל), from (מ), that (ש), as (כ).
const PrefixLetters = "ובהלמשכ"

//go:embed hebrew_words.txt
var hebrewText string

//go:embed hebrew_names.txt
var hebrewNamesText string

// readList reads a word list: its words, lines starting with # aside.
func readList(text string) map[string]bool {
	set := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			set[w] = true
		}
	}
	return set
}

// hebrewNames are the first names that begin with a prefix letter, built
// once.
var hebrewNames = readList(hebrewNamesText)

// hebrewWords is the word list and the names, built once: a name is a
// word as it is too.
var hebrewWords = func() map[string]bool {
	set := readList(hebrewText)
	for w := range hebrewNames {
		set[w] = true
	}
	return set
}()

// HebrewWord reports whether w, as it is written, is a word of the list:
// a word that begins with a prefix letter and is not that letter and a
// shorter word. The names of HebrewName are words of the list.
func HebrewWord(w string) bool { return hebrewWords[w] }

// HebrewName reports whether w is a common first name that begins with a
// prefix letter ("ליאת", "מיכל", "שירה"), so that "של ליאת" asks of
// Liat and "ללאה" is "to לאה".
func HebrewName(w string) bool { return hebrewNames[w] }

// Names returns the names of HebrewName (for tests and tools).
func Names() []string {
	out := make([]string, 0, len(hebrewNames))
	for w := range hebrewNames {
		out = append(out, w)
	}
	return out
}

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
//
// A letter joined by a hyphen to a word in another script ("ה-offsite",
// "ב-Zoom", "ל-IKEA") is peeled with its hyphen: the prefix is "ה-" and
// the rest "offsite".
func PeelPrefix(w, letters string) (prefix, rest string, ok bool) {
	r, size := utf8.DecodeRuneInString(w)
	if r == utf8.RuneError || !strings.ContainsRune(letters, r) || hebrewWords[w] {
		return "", w, false
	}
	if p, rest, ok := peelHyphen(w, size); ok {
		return p, rest, true
	}
	rest = w[size:]
	if utf8.RuneCountInString(rest) < 2 {
		return "", w, false
	}
	return w[:size], rest, true
}

// peelHyphen splits "ה-offsite" after its hyphen, size being the length
// of its first letter: what follows the hyphen opens with a letter of no
// Hebrew script.
func peelHyphen(w string, size int) (prefix, rest string, ok bool) {
	if len(w) <= size+1 || w[size] != '-' {
		return "", w, false
	}
	r, _ := utf8.DecodeRuneInString(w[size+1:])
	if !unicode.IsLetter(r) || unicode.Is(unicode.Hebrew, r) {
		return "", w, false
	}
	return w[:size+1], w[size+1:], true
}

// TrimArticle drops the Hebrew "the" (ה) from the front of a name:
// "הקניות" is "קניות", and "ה-offsite", the letter hyphened to a word in
// another script, is "offsite". A name without it is returned as it is,
// and so is a name whose first word opens with ה as a word of the list:
// "הזמנות לרפת" is orders for the barn, not "the זמנות".
func TrimArticle(name string) string {
	if !strings.HasPrefix(name, "ה") {
		return name
	}
	if _, rest, ok := peelHyphen(name, len("ה")); ok {
		return rest
	}
	if first, _, _ := strings.Cut(name, " "); hebrewWords[first] {
		return name
	}
	return name[len("ה"):]
}

// PeelHyphened drops a prefix letter hyphened to a word in another script
// from the front of s ("ה-offsite" is "offsite", "ל-IKEA" is "IKEA"); any
// other text is returned as it is.
func PeelHyphened(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if !strings.ContainsRune(PrefixLetters, r) {
		return s
	}
	if _, rest, ok := peelHyphen(s, size); ok {
		return rest
	}
	return s
}
