package lexicon

import (
	_ "embed"
	"slices"
	"strings"
)

//go:embed hebrew_inflected.txt
var hebrewInflectedText string

//go:embed english_agents.txt
var englishAgentsText string

// EnglishAgents returns the English nouns in -er of someone or something
// that does what its verb says ("shearer", "runner"), and no surname:
// the agent nouns a word may be read as the verb of.
func EnglishAgents() []string {
	var out []string
	for w := range readList(englishAgentsText) {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}

// hebrewLemmaOf maps every form of each word of hebrew_inflected.txt to
// the word (its masculine singular), built once.
var hebrewLemmaOf = func() map[string]string {
	out := map[string]string{}
	for lemma := range readList(hebrewInflectedText) {
		for _, f := range HebrewInflections(lemma) {
			if _, taken := out[f]; !taken || f == lemma {
				out[f] = lemma
			}
		}
	}
	return out
}()

// finalForm is each Hebrew letter that has a final form, and that form.
var finalForm = map[rune]rune{'כ': 'ך', 'מ': 'ם', 'נ': 'ן', 'פ': 'ף', 'צ': 'ץ'}

// HebrewInflections returns the forms of a Hebrew word written as its
// masculine singular: itself, its feminine (ת, or ה; a word ending in ה
// keeps it, one ending in י takes ת) and its plurals (ים, ות; a final ה
// dropped before them), each written with its final letters: "אוהב" is
// אוהב, אוהבת, אוהבה, אוהבים, אוהבות; "נמוך" is נמוך, נמוכה, נמוכים ...
// Only the forms a speaker uses are read back by HebrewLemma; the others
// name no other word, so they cost nothing.
func HebrewInflections(lemma string) []string {
	rs := []rune(lemma)
	if len(rs) < 2 {
		return []string{lemma}
	}
	last := rs[len(rs)-1]
	for plain, final := range finalForm {
		if last == final {
			last = plain
		}
	}
	body := string(rs[:len(rs)-1]) + string(last)
	out := []string{lemma}
	switch last {
	case 'ה':
		stem := string(rs[:len(rs)-1])
		out = append(out, stem+"ים", stem+"ות")
	case 'י':
		out = append(out, body+"ת", body+"ים", body+"ות")
	default:
		out = append(out, body+"ת", body+"ה", body+"ים", body+"ות")
	}
	return out
}

// HebrewLemma returns the word of hebrew_inflected.txt that w (a Hebrew
// word without its prefix letters, written with its final letters) is a
// form of, and whether it is one: "אוהבת" is "אוהב", "גרים" is "גר",
// "חברה" is "חבר". A word of no such form ("דנה", "שוקולד") is not one:
// an ending is taken off only where what is left is a word of the list.
func HebrewLemma(w string) (string, bool) {
	l, ok := hebrewLemmaOf[strings.TrimSpace(w)]
	return l, ok
}

// InflectedWords returns the words of hebrew_inflected.txt, each as its
// masculine singular (for tests and tools).
func InflectedWords() []string {
	out := make([]string, 0, len(hebrewLemmaOf))
	for _, l := range hebrewLemmaOf {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}
