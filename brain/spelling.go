package brain

import (
	"slices"
	"strings"

	"github.com/kljensen/snowball/english"
)

// The same word is written more than one way, and a memory must be found
// by any of them:
//
//   - Hebrew is written with or without the letters that stand for
//     vowels, and a ו or י said once is often written twice ("וויפיי",
//     "ויפי"); a word that ends in an "a" sound ends in א or in ה
//     ("סיסמא", "סיסמה"). A Hebrew word's forms include its spelling
//     fold (foldSpelling), the same for every way of writing it.
//   - An English word is glued to a Hebrew prefix ("הwifi", "בwhatsapp"):
//     it is that English word (gluedLatin).
//   - A loanword is said in either script ("wifi", "וויפי", "וויי פיי"):
//     a memory's index holds its English word, marked (loanTerms), so a
//     memory in one script is found by a question in the other.
//
// These forms are added to a word's own, never put in their place: a
// memory indexed before them is still found by the words it was found by.

// loanwords are words said in both scripts, and the translations people
// use for them: the English word first, then the ways it is written. A
// variant of more than one word ("וויי פיי", "wi-fi") is joined when its
// parts are said one after the other (joinLoanwords).
var loanwords = [][]string{
	{"wifi", "wi-fi", "וויפיי", "וויפי", "ויפי", "ויפיי", "ווייפיי", "וויי-פיי", "ווי-פיי", "וי-פי"},
	{"whatsapp", "whats-app", "וואטסאפ", "ווטסאפ", "וואטסאפפ", "וואצאפ", "ווצאפ", "ווטסאפ"},
	{"zoom", "זום"},
	{"email", "e-mail", "מייל", "אימייל"},
	{"password", "סיסמה", "סיסמא"},
	{"code", "קוד"},
}

// loanOf maps the spelling fold of each written form of a loanword (its
// Snowball stem for Latin letters) to the term of its English word.
var loanOf = buildLoanwords()

func buildLoanwords() map[string]string {
	out := map[string]string{}
	for _, group := range loanwords {
		term := english.Stem(group[0], true)
		for _, w := range group {
			out[loanKey(strings.ReplaceAll(w, "-", ""))] = term
		}
	}
	return out
}

// loanKey is the form a written loanword is looked up by: Hebrew folded
// (final letters and spelling), Latin stemmed.
func loanKey(w string) string {
	if isHebrew(w) {
		return foldSpelling(foldFinals(w))
	}
	return english.Stem(w, true)
}

// foldSpelling returns a Hebrew word (final letters already folded) with
// each run of ו or of י written once and a final א written ה, so "וויפיי"
// and "ויפי" are one word, and "סיסמא" and "סיסמה".
func foldSpelling(w string) string {
	rs := []rune(w)
	out := make([]rune, 0, len(rs))
	for i, r := range rs {
		if (r == 'ו' || r == 'י') && i > 0 && rs[i-1] == r {
			continue
		}
		out = append(out, r)
	}
	if n := len(out); n >= 3 && out[n-1] == 'א' {
		out[n-1] = 'ה'
	}
	return string(out)
}

// spellingForms adds to the forms of a Hebrew word their spelling folds.
func spellingForms(fs []string) []string {
	out := fs
	for _, f := range fs {
		if g := foldSpelling(f); !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// loanMark marks the term of a loanword's English word in a memory's
// index: a word in either script holds it, so a question in one script
// finds a memory in the other, as a related word (relatedWeight) rather
// than its own, and a memory in the question's own words ranks first.
const loanMark = "zzw"

// loanTerms returns the marked terms of the loanwords among a word's
// forms: what a memory's index holds for it.
func loanTerms(fs []string) []string {
	var out []string
	for _, f := range fs {
		if t, ok := loanOf[f]; ok && !slices.Contains(out, loanMark+t) {
			out = append(out, loanMark+t)
		}
	}
	return out
}

// loanQuery returns what a question word, as its forms, looks for as a
// loanword: the marked terms, and the English word itself, which a memory
// indexed before the marks holds.
func loanQuery(fs []string) []string {
	out := loanTerms(fs)
	for _, t := range slices.Clone(out) {
		if w := strings.TrimPrefix(t, loanMark); !slices.Contains(fs, w) {
			out = append(out, w)
		}
	}
	return out
}

// gluedLatin returns the English word of a word written as Hebrew prefix
// letters glued to Latin ones ("הwifi", "בwhatsapp", "שהzoom"), or w.
func gluedLatin(w string) string {
	rs := []rune(w)
	i := 0
	for i < len(rs) && i < 3 && isPrefixLetter(rs[i]) {
		i++
	}
	if i == 0 || len(rs)-i < 2 || !isCode(string(rs[i:])) {
		return w
	}
	return string(rs[i:])
}

// isCode reports whether w is Latin letters and digits with at least one
// letter ("bakery2026").
func isCode(w string) bool {
	letter := false
	for _, r := range w {
		switch {
		case r >= 'a' && r <= 'z':
			letter = true
		case r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return letter
}

// joinLoanwords joins the words of a loanword said in parts ("wi fi",
// "וויי פיי", "לוויי פיי") into one word.
func joinLoanwords(ws []string) []string {
	out := make([]string, 0, len(ws))
	for i := 0; i < len(ws); i++ {
		if i+1 < len(ws) && isLoanword(ws[i]+ws[i+1]) && !isLoanword(ws[i]) && !isLoanword(ws[i+1]) {
			out = append(out, ws[i]+ws[i+1])
			i++
			continue
		}
		out = append(out, ws[i])
	}
	return out
}

// isLoanword reports whether w, or w without its Hebrew prefix letters,
// is a written form of a loanword.
func isLoanword(w string) bool {
	if !isHebrew(w) {
		_, ok := loanOf[loanKey(w)]
		return ok
	}
	for _, f := range hebrewForms(foldFinals(w)) {
		if _, ok := loanOf[foldSpelling(f)]; ok {
			return true
		}
	}
	return false
}

// An English word texted with a vowel dropped, swapped or doubled
// ("studnt", "numbr", "adress", "pasword") is found by the word and the
// word by it: a memory's index holds the consonant skeleton of each of its
// English words, marked (slipTerms), and a question's word looks for its
// own. The skeleton is the word's stem without its vowels and with each
// run of one letter written once ("student", "studnt" → "stdnt"); only a
// word of five letters or more whose skeleton keeps four is so indexed,
// so short words that differ only by their vowels ("later", "litter")
// stay apart. A memory held by a skeleton alone counts as a related word
// does (coverage), below one that holds the word itself.

// slipMark marks the consonant skeleton of an English word among a
// memory's terms.
const slipMark = "zzs"

// slipTerms returns the marked skeletons of the English forms of a word.
func slipTerms(fs []string) []string {
	var out []string
	for _, f := range fs {
		if k, ok := skeleton(f); ok && !slices.Contains(out, slipMark+k) {
			out = append(out, slipMark+k)
		}
	}
	return out
}

// skeleton returns the consonants of a Latin word of five letters or more,
// each run written once; ok is false for another word, or one whose
// skeleton is shorter than four letters.
func skeleton(w string) (string, bool) {
	if len(w) < 5 || !isLatin(w) {
		return "", false
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'a' || c > 'z' {
			return "", false
		}
		if strings.IndexByte("aeiou", c) >= 0 || len(b) > 0 && b[len(b)-1] == c {
			continue
		}
		b = append(b, c)
	}
	return string(b), len(b) >= 4
}
