package brain

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"

	"github.com/memo-assistant/memo/lexicon"
	"github.com/memo-assistant/memo/resolution"
)

// A memory is found by its terms: the words of what was said, normalised
// the same way for the memory and for the question, so that "shoes" finds
// "shoe", "parked" finds "park", "השער" finds "שער" and "נעליים" finds
// "נעל". A word's forms are:
//
//   - English (Latin letters): its Snowball English stem ("parked" → "park").
//   - Hebrew: the word with final letters folded (ם → מ...), and the forms
//     left after removing up to three of the prefix letters ו ה ב ל מ ש כ
//     and, for longer words, the plural/dual endings ים, יים, ות. A word
//     that merely starts with a prefix letter ("בית") keeps matching
//     itself, since the unstripped form is always one of its forms.
//   - anything else (numbers, codes like "b14"): itself.
//
// and, for a Hebrew word, the same forms spelled one way (a doubled ו or
// י once, a final א as ה); a loanword also holds its English word in
// either script (spelling.go).
//
// Niqqud, cantillation, punctuation and case are gone before that
// (resolution.Normalize), and stop words (question words, pronouns,
// prepositions, "remember") are dropped, so a question is reduced to what
// it asks about.

// maxQueryWords bounds the words of a question that are searched for (a
// store matches at most eight).
const maxQueryWords = 8

// forms returns the forms of one normalised word, the word itself first.
func forms(w string) []string {
	switch {
	case isHebrew(w):
		return spellingForms(hebrewForms(foldFinals(w)))
	case isLatin(w):
		s := english.Stem(w, true)
		if s == "" || s == w {
			if bare, ok := strings.CutSuffix(w, "s"); ok && len(bare) >= 2 && !strings.ContainsAny(bare, "aeiouy") {
				return []string{w, bare} // "djs" of "the dj's rider": an abbreviation's possessive, unstemmed
			}
			return []string{w}
		}
		return []string{s}
	}
	return []string{w}
}

// hebrewForms returns w, the forms with up to three prefix letters
// removed (at least two letters left), and of each, the form without a
// plural ending (at least three letters left).
func hebrewForms(w string) []string {
	out := []string{w}
	rs := []rune(w)
	for i := 0; i < 3 && i < len(rs)-2 && isPrefixLetter(rs[i]); i++ {
		out = append(out, string(rs[i+1:]))
	}
	for _, f := range slices.Clone(out) {
		for _, end := range []string{"יימ", "ימ", "ות"} { // final letters are folded
			if s, ok := strings.CutSuffix(f, end); ok && len([]rune(s)) >= 3 {
				out = append(out, s)
				if end == "ות" {
					out = append(out, singularOfOt(s)...)
				}
				break
			}
		}
		// A noun in the construct state ends in ת where it alone ends in
		// ה: "מידת נעליים" is the "מידה" asked about, "רשימת" a "רשימה".
		if s, ok := strings.CutSuffix(f, "ת"); ok && len([]rune(s)) >= 3 && !strings.HasSuffix(s, "ו") {
			out = append(out, s+"ה")
		}
	}
	return out
}

// singularOfOt returns the singular forms of a plural in ות, given what
// is left without the ending: "תמונות" is a "תמונה", "סיסמאות" a "סיסמה"
// (or "סיסמא"), "מכוניות" a "מכונית".
func singularOfOt(s string) []string {
	out := []string{s + "ה"}
	switch {
	case strings.HasSuffix(s, "א"):
		out = append(out, strings.TrimSuffix(s, "א")+"ה")
	case strings.HasSuffix(s, "י"):
		out = append(out, s+"ת")
	}
	return out
}

// reAbbrev is a Hebrew abbreviation written with its marks ("ת.ז",
// "רו\"ח", "עו״ד"), after a prefix letter or none: a memory that says it
// in full is found by it, and one that says it short by the full words.
var reAbbrev = regexp.MustCompile(`(^|\s)([והבלמש]?)(ת\.ז\.?|ת["״']ז|רו["״]ח|עו["״]ד|ביה["״]ס|בי["״]ס|ד["״]ר|מס'|ת["״]א|פ["״]ת|ב["״]ש|מ\.א\.?|מ["״]א|ת\.ד\.?|ת["״]ד|ע\.מ\.?|ע["״]מ|קופ["״]ח)([\s?!.,:]|$)`)

// abbrevFull is what each abbreviation stands for, keyed by its letters.
var abbrevFull = map[string]string{"תז": "תעודת זהות", "רוח": "רואה חשבון", "עוד": "עורך דין", "ביהס": "בית הספר", "ביס": "בית ספר",
	"דר": "דוקטור", "מס": "מספר", "תא": "תל אביב", "פת": "פתח תקווה", "בש": "באר שבע",
	"מא": "מספר אישי", "תד": "תא דואר", "עמ": "עוסק מורשה", "קופח": "קופת חולים"}

// expandAbbrev writes the abbreviations of s in full.
func expandAbbrev(s string) string {
	if !strings.ContainsAny(s, "\"״'.") {
		return s
	}
	return reAbbrev.ReplaceAllStringFunc(s, func(m string) string {
		g := reAbbrev.FindStringSubmatch(m)
		key := strings.Map(func(r rune) rune {
			if strings.ContainsRune("\"״'.", r) {
				return -1
			}
			return r
		}, g[3])
		return g[1] + g[2] + abbrevFull[key] + g[4]
	})
}

// words returns the forms of each word of s that is not a stop word.
func words(s string) [][]string {
	var out [][]string
	for _, w := range joinLoanwords(dropFillers(strings.Fields(resolution.Normalize(expandAbbrev(s))))) {
		w = gluedLatin(w)
		said := w
		w = foldAccents(w)
		fs := forms(w)
		if isStop(w, fs) {
			continue
		}
		if said != w {
			// The word as said too: a memory indexed before accents were
			// folded holds it so.
			fs = append(fs, said)
		}
		out = append(out, fs)
	}
	return out
}

// queryGroups returns the words a question asks about, each as its forms
// widened by its concept group and by the sound of a name in the other
// script: a memory matches a word when it holds any of them.
func queryGroups(q string) [][]string {
	asked := askedGroups(q)
	out := make([][]string, len(asked))
	for i, w := range asked {
		out[i] = slices.Concat(widen(w), soundQuery(w), loanQuery(w), slipTerms(w), dateQuery(w), lemmaQuery(w))
	}
	return out
}

// askedGroups returns the words a question asks about, each as its own
// forms only.
func askedGroups(q string) [][]string {
	ws := dropRolePersons(q, words(q)) // "who's the carpool guy": the carpool is asked about
	// A word asked twice counts once.
	var out [][]string
	for _, w := range ws {
		if !slices.ContainsFunc(out, func(o []string) bool { return o[0] == w[0] }) {
			out = append(out, w)
		}
	}
	out = markDays(q, out)
	if len(out) > maxQueryWords {
		out = out[:maxQueryWords]
	}
	return out
}

// Names are found across scripts by how they sound: a contact's name and
// a fact's subject are indexed with their sound keys (lexicon.SoundKeys),
// marked with the script they are written in, and a question's words look
// for the keys of the other script's, so "מה המספר של אבי" finds Avi's
// number and "Dana's birthday" finds "יום ההולדת של דנה". Only names are
// indexed so: an everyday word is never found by a word that only sounds
// like it in the other language.
const (
	soundHebrew = "zzh" // a key of a name written in Hebrew letters
	soundLatin  = "zzl" // a key of a name written in Latin letters
)

// soundTerms returns the marked sound keys of the words of names, space
// separated.
func soundTerms(names ...string) string {
	var out []string
	for _, n := range names {
		for _, w := range strings.Fields(resolution.Normalize(possessiveFree(n))) {
			mark := soundLatin
			if isHebrew(w) {
				mark = soundHebrew
			}
			for _, f := range nameForms(w) {
				for _, k := range lexicon.SoundKeys(f) {
					if t := mark + k; !slices.Contains(out, t) {
						out = append(out, t)
					}
				}
			}
		}
	}
	return strings.Join(out, " ")
}

// soundQuery returns the sound keys a question word, as its forms, looks
// for among the names written in the other script.
func soundQuery(forms []string) []string {
	var out []string
	for _, f := range forms {
		mark := soundHebrew
		if isHebrew(f) {
			mark = soundLatin
		}
		for _, k := range lexicon.SoundKeys(unfoldFinal(f)) {
			if t := mark + k; !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// nameForms are the forms of a name word: a Hebrew one with its final
// letters and with a prefix letter peeled ("לדנה" is to Dana), a Latin
// one as written.
func nameForms(w string) []string {
	if !isHebrew(w) {
		return []string{w}
	}
	out := []string{w}
	if _, rest, ok := lexicon.PeelPrefix(w, lexicon.PrefixLetters); ok && len([]rune(rest)) >= 2 {
		out = append(out, rest)
	}
	return out
}

// unfoldFinal writes a Hebrew word's last letter in its final form again
// (forms fold them: "כהנ" is "כהן"), as the sound keys read it.
func unfoldFinal(w string) string {
	rs := []rune(w)
	if len(rs) == 0 {
		return w
	}
	if f, ok := map[rune]rune{'כ': 'ך', 'מ': 'ם', 'נ': 'ן', 'פ': 'ף', 'צ': 'ץ'}[rs[len(rs)-1]]; ok {
		rs[len(rs)-1] = f
	}
	return string(rs)
}

// terms returns the distinct forms of every word of the texts, space
// separated: what the full-text index holds for a memory.
func terms(texts ...string) string {
	seen := map[string]bool{}
	var b strings.Builder
	if d := dateTerms(texts...); len(d) > 0 {
		seen[dateMark] = true
		b.WriteString(dateMark)
	}
	for _, d := range dayTerms(texts...) {
		seen[d] = true
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d)
	}
	for _, t := range texts {
		for _, fs := range words(t) {
			for _, f := range slices.Concat(fs, loanTerms(fs), slipTerms(fs)) {
				if seen[f] {
					continue
				}
				seen[f] = true
				if b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(f)
			}
		}
	}
	return b.String()
}

// key returns the normalised form of a subject or a name: one canonical
// form per word, in order, so "the wifi password at my parents' place" and
// "Wifi password at my parents place" are the same subject, and so are
// "הקוד של השער" and "קוד השער".
func key(s string) string {
	var ks []string
	for _, fs := range words(s) {
		k := fs[0]
		// The shortest prefix-stripped form of at least three letters, the
		// same choice on both sides.
		for _, f := range fs[1:] {
			if n := len([]rune(f)); n >= 3 && n < len([]rune(k)) && strings.HasSuffix(fs[0], f) {
				k = f
			}
		}
		ks = append(ks, k)
	}
	return strings.Join(ks, " ")
}

// isStop reports whether the word w (with forms fs) is a stop word: itself,
// a prefixed stop word ("שזה", "ושל"), or a lone letter.
func isStop(w string, fs []string) bool {
	if stopWords[w] {
		return true
	}
	if rs := []rune(w); len(rs) == 1 && unicode.IsLetter(rs[0]) {
		return true
	}
	if !isHebrew(w) {
		return false
	}
	for _, f := range fs[1:] {
		if stopWords[f] && strings.HasSuffix(w, f) {
			return true
		}
	}
	return false
}

func isHebrew(w string) bool {
	for _, r := range w {
		if r >= 0x05D0 && r <= 0x05EA {
			return true
		}
	}
	return false
}

func isLatin(w string) bool {
	letters := false
	for _, r := range w {
		switch {
		case r >= 'a' && r <= 'z':
			letters = true
		case unicode.IsDigit(r):
		default:
			return false
		}
	}
	// Codes with digits ("b14", "sunflower77") are kept as they are.
	return letters && strings.IndexFunc(w, unicode.IsDigit) < 0
}

// isPrefixLetter reports whether r is a letter Hebrew glues in front of a
// word: ו (and), ה (the), ב (in), ל (to), מ (from), ש (that), כ (as).
func isPrefixLetter(r rune) bool {
	switch r {
	case 'ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ':
		return true
	}
	return false
}

// foldFinals writes final letters as their ordinary forms, so a word cut
// short by prefix or suffix removal still matches.
func foldFinals(w string) string {
	return finals.Replace(w)
}

var finals = strings.NewReplacer("ך", "כ", "ם", "מ", "ן", "נ", "ף", "פ", "ץ", "צ")
