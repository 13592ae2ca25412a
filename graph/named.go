package graph

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/resolution"
)

// namedExactly reports whether text, the user's own words, named exactly
// the items a step will change, by their titles. It is conservative: when
// unsure it says no, and the gate asks.
//
//   - Every title must be in the text: its words, in order, with only
//     function words ("the", "to", "את", "של") between them, each word equal
//     once normalised (case, points, a Hebrew prefix letter or two: "השיחה"
//     is "שיחה"). A typo or a synonym is not a name.
//   - A whole series, everything in a window, or several items of the same
//     title (the user cannot tell them apart by name) also needs a word for
//     all of them: "all", "every", "series", "כל", "הסדרה", "כולם"...
//
// No titles is no: there is nothing the words could have named.
func namedExactly(text string, titles []string, whole bool) bool {
	if len(titles) == 0 {
		return false
	}
	words := strings.Fields(resolution.Normalize(text))
	seen := make([]string, 0, len(titles))
	for _, title := range titles {
		n := resolution.Normalize(title)
		if slices.Contains(seen, n) {
			whole = true
		}
		seen = append(seen, n)
		if !mentions(words, strings.Fields(n)) && !mentionsUnspaced(words, n) {
			return false
		}
	}
	return !whole || slices.ContainsFunc(words, isAllWord)
}

// mentions reports whether the title's words appear in words in order,
// with only function words between them. A title of function words alone
// must appear word for word.
func mentions(words, title []string) bool {
	content := slices.DeleteFunc(slices.Clone(title), isFunctionWord)
	if len(content) == 0 {
		content = title
	}
	if len(content) == 0 {
		return false
	}
	for start := range words {
		if !sameWord(words[start], content[0]) {
			continue
		}
		j := 1
		for i := start + 1; i < len(words) && j < len(content); i++ {
			if sameWord(words[i], content[j]) {
				j++
			} else if !isFunctionWord(words[i]) {
				break
			}
		}
		if j == len(content) {
			return true
		}
	}
	return false
}

// mentionsUnspaced reports whether words hold the title said with or
// without the spaces between its words: "setlist" names "set list",
// "סט ליסט" names "סטליסט", a Hebrew prefix letter or two aside.
func mentionsUnspaced(words []string, title string) bool {
	whole := strings.ReplaceAll(title, " ", "")
	if whole == "" {
		return false
	}
	n := len(strings.Fields(title))
	for start := range words {
		joined := ""
		for end := start; end < len(words) && end < start+n+1; end++ {
			joined += words[end]
			if sameWord(joined, whole) {
				return true
			}
		}
	}
	return false
}

// sameWord reports whether two normalised words are the same word, with
// up to two Hebrew prefix letters (ה ו ל ב ש מ כ) taken off either.
func sameWord(a, b string) bool {
	for _, fa := range forms(a) {
		for _, fb := range forms(b) {
			if fa == fb {
				return true
			}
		}
	}
	return false
}

// forms returns w and w without one and two leading Hebrew prefix letters,
// each only while two Hebrew letters or more remain.
func forms(w string) []string {
	out := []string{w}
	for range 2 {
		r, size := utf8.DecodeRuneInString(w)
		rest := w[size:]
		if !strings.ContainsRune("הולבשמכ", r) || utf8.RuneCountInString(rest) < 2 || !hebrew(rest) {
			break
		}
		out = append(out, rest)
		w = rest
	}
	return out
}

func hebrew(s string) bool {
	for _, r := range s {
		if r < 'א' || r > 'ת' {
			return false
		}
	}
	return true
}

// isFunctionWord reports whether w says nothing about which item is meant.
func isFunctionWord(w string) bool {
	switch w {
	case "a", "an", "the", "to", "of", "for", "my", "on", "in", "at", "and", "with", "from", "by",
		"את", "של", "על", "עם", "אל", "לי", "שלי", "גם", "ו", "ה", "ל", "ב":
		return true
	}
	return false
}

// isAllWord reports whether w (normalised) is a word for all of several
// things or for a whole series.
func isAllWord(w string) bool {
	for _, f := range forms(w) {
		switch f {
		case "all", "every", "everything", "each", "whole", "entire", "series", "recurring", "repeating", "both",
			"כל", "כולם", "כולן", "כולה", "כולו", "הכל", "הכול", "סדרה", "סדרת", "חוזר", "חוזרת", "חוזרים", "שניהם", "שתיהן", "שתיהם":
			return true
		}
	}
	return false
}
