package offline

import (
	"strings"
	"unicode/utf8"
)

// A word of correcting typed with a slip of the keys is still that word:
// "sooorry, at 6", "sooorr, at 6" (held and cut short), "srory 6pm",
// "actualy 5:15", "נשמה דוווקא בשש", "סליחהה, בשש", "בעצם" with two
// letters swapped. Every reader after cleaning looks for the word as it
// is spelt (correctionLead, correctingLast), so the slip is mended
// first, wherever the word stands. A slip is what slipOf counts (a
// letter doubled, dropped or swapped with its neighbour), with the first
// letter kept ("ליחה" is a word of its own, not "סליחה"), and letters
// held are read as one ("sooorry"); a letter is dropped only from a word
// of five letters or more ("ops" is no "oops"). The words one slip off
// that are words of their own ("whoop", "mean" of "meant") are left.

// correctionSlipWords are the one-word corrections a slip of is mended:
// those of correctionLead and apologies of four letters or more, and
// "דווקא" (rather), which corrects said beside a time.
var correctionSlipWords = func() []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range append(append(append([]string{}, correctionLead...), apologies...), "דווקא") {
		if strings.Contains(w, " ") || utf8.RuneCountInString(w) < 4 || correctionSlipNot[w] || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}()

// correctionSlipNot are the corrections not mended from a slip: a slip
// of them is a word of its own too often ("mean", "wat", "whoop").
var correctionSlipNot = wordSet(`meant wait whoops oopsie`)

// mendCorrectionSlips writes each word of s that is a slip of a word of
// correcting as that word, its marks kept.
func mendCorrectionSlips(s string) string {
	fields := strings.Fields(s)
	changed := false
	for i, f := range fields {
		core := strings.TrimRight(f, ",.:;!?")
		w := toLower(core)
		if utf8.RuneCountInString(w) < 3 {
			continue
		}
		if fix, ok := correctionSlip(w); ok {
			fields[i] = fix + f[len(core):]
			changed = true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(fields, " ")
}

// correctionSlip is the word of correcting w is a slip of, if any, and
// w is none spelt right.
func correctionSlip(w string) (string, bool) {
	for _, c := range correctionSlipWords {
		if w == c {
			return "", false
		}
	}
	held := squeeze(w, 1)
	for _, c := range correctionSlipWords {
		r, _ := utf8.DecodeRuneInString(w)
		if first, _ := utf8.DecodeRuneInString(c); r != first {
			continue
		}
		n, nc := utf8.RuneCountInString(w), utf8.RuneCountInString(c)
		switch {
		case held == squeeze(c, 1) && n >= nc: // "sooorry", "דוווקא"
			return c, true
		case nc < 5 && n < nc: // a letter dropped from a short word makes others
		case slipOf(w, c):
			return c, true
		case held != w && nc >= 5 && slipOf(held, squeeze(c, 1)): // "sooorr": held, then cut short
			return c, true
		}
	}
	return "", false
}
