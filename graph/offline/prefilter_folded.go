package offline

import (
	"regexp"
	"regexp/syntax"
)

// Most texts the grammar reads are folded already: the planner matches
// the message in lower case, and Hebrew has no case. A pattern that
// ignores case still compares each of its letters with every rune of the
// orbit ("k", "K", the Kelvin sign), which is slow, and hides a literal
// prefix the regexp package could search for. So a pattern with letters
// that ignore case also has a folded twin: the same pattern with each of
// those letters made the one rune that stands for its orbit (see
// foldRune), matching case. On a text that folds to itself every rune
// already is the rune of its orbit, so a letter of the pattern matches a
// rune of the text in the twin exactly when it does in the pattern: the
// twin finds the same matches, with the same groups.

// foldedTwin returns the folded twin of re, turned around (see reverse)
// when backwards is set, or nil when re has no letter that ignores case.
// It changes re.
func foldedTwin(re *syntax.Regexp, backwards bool) *regexp.Regexp {
	if !foldLetters(re) {
		return nil
	}
	if backwards {
		re = reverse(re)
	}
	twin, err := regexp.Compile(re.String())
	if err != nil {
		return nil // not reached: the pattern compiled
	}
	return twin
}

// foldLetters makes each literal of re that ignores case match the runes
// that stand for its orbits, in case, and reports whether there was one.
// A character class that ignores case lists every rune of its orbits
// already, and stays.
func foldLetters(re *syntax.Regexp) bool {
	found := false
	if re.Op == syntax.OpLiteral && re.Flags&syntax.FoldCase != 0 {
		for i, r := range re.Rune {
			re.Rune[i] = foldRune(r)
		}
		re.Flags &^= syntax.FoldCase
		found = true
	}
	for _, sub := range re.Sub {
		if foldLetters(sub) {
			found = true
		}
	}
	return found
}
