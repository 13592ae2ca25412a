package offline

import (
	"regexp/syntax"
	"slices"
	"strings"
)

// What every match of a pattern holds, read off the parsed pattern: the
// strings of pattern.need.

// Limits of the analysis in needs.
const (
	maxExact     = 64  // strings in an exact set
	maxClassRune = 10  // runes of a character class read as exact (\d is)
	maxNeedSet   = 512 // strings in a set of need
)

// facts is what the analysis knows of a part of a pattern: either exact,
// the set of all the (folded) strings it can match, or need, sets of
// strings of which every match holds one string each.
type facts struct {
	exact   []string
	isExact bool
	need    [][]string
}

var anything = facts{}

// needs returns what every match of expr holds (see pattern.need). It is read
// off the parsed pattern: a literal is in its every match; a concatenation
// holds what each part holds; an alternation holds one of what each
// branch holds; a part that may repeat zero times says nothing.
func needs(expr string) [][]string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return needsOf(re)
}

// needsOf is needs of the parsed pattern.
func needsOf(re *syntax.Regexp) [][]string { return analyser{}.needsOf(re) }

// analyser works out the facts of parts of patterns, keeping those it
// worked out: the branches of a pattern (see branchesOf) share their
// parts.
type analyser map[*syntax.Regexp]facts

// needsOf is needs of the parsed pattern.
func (a analyser) needsOf(re *syntax.Regexp) [][]string {
	var out [][]string
	for _, set := range toNeed(a.of(re)) {
		if set = useful(set); set != nil {
			out = append(out, set)
		}
	}
	return out
}

// analyse works out the facts of re.
func analyse(re *syntax.Regexp) facts { return analyser{}.of(re) }

// of is analyse, kept.
func (a analyser) of(re *syntax.Regexp) facts {
	if f, ok := a[re]; ok {
		return f
	}
	f := a.read(re)
	a[re] = f
	return f
}

// read is of, not kept.
func (a analyser) read(re *syntax.Regexp) facts {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return exactly("")
	case syntax.OpLiteral:
		var b strings.Builder
		for _, r := range re.Rune {
			b.WriteRune(foldRune(r))
		}
		return exactly(b.String())
	case syntax.OpCharClass:
		n := 0
		for i := 0; i+1 < len(re.Rune); i += 2 {
			n += int(re.Rune[i+1]-re.Rune[i]) + 1
			if n > maxClassRune {
				return anything
			}
		}
		var set []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				set = append(set, string(foldRune(r)))
			}
		}
		if len(set) == 0 {
			return anything // matches nothing; said as nothing known
		}
		return facts{exact: dedupe(set), isExact: true}
	case syntax.OpCapture:
		return a.of(re.Sub[0])
	case syntax.OpQuest:
		f := a.of(re.Sub[0])
		if !f.isExact || len(f.exact)+1 > maxExact {
			return anything
		}
		return facts{exact: dedupe(append(slices.Clone(f.exact), "")), isExact: true}
	case syntax.OpPlus:
		return toFacts(toNeed(a.of(re.Sub[0])))
	case syntax.OpRepeat:
		switch {
		case re.Min == 0:
			return anything
		case re.Min == 1 && re.Max == 1:
			return a.of(re.Sub[0])
		}
		return toFacts(toNeed(a.of(re.Sub[0])))
	case syntax.OpConcat:
		return a.concatFacts(re.Sub)
	case syntax.OpAlternate:
		return a.alternateFacts(re.Sub)
	}
	// OpNoMatch, OpAnyChar, OpAnyCharNotNL, OpStar: nothing known.
	return anything
}

// concatFacts are the facts of parts matched one after another.
func (a analyser) concatFacts(subs []*syntax.Regexp) facts {
	var need [][]string
	run := []string{""} // the exact strings of the parts since the last need
	for _, sub := range subs {
		if ones := a.repeated(sub); len(ones) == 1 {
			// x+ starts and ends with x: the strings before it run
			// into its first x, and its last x into those after.
			need = append(need, cross(run, ones))
			run = ones
			continue
		}
		f := a.of(sub)
		if f.isExact && len(run)*len(f.exact) <= maxExact {
			run = cross(run, f.exact)
			continue
		}
		need = append(need, run)
		if f.isExact {
			run = f.exact
			continue
		}
		need = append(need, f.need...)
		run = []string{""}
	}
	if len(need) == 0 {
		return facts{exact: run, isExact: true}
	}
	return facts{need: append(need, run)}
}

// repeated returns the exact strings of x when sub is x repeated at least
// once (x+, x{2,}), nil otherwise. Only a single string is worth joining
// to the strings around it.
func (a analyser) repeated(sub *syntax.Regexp) []string {
	if sub.Op != syntax.OpPlus && (sub.Op != syntax.OpRepeat || sub.Min < 1) {
		return nil
	}
	if f := a.of(sub.Sub[0]); f.isExact {
		return f.exact
	}
	return nil
}

// alternateFacts are the facts of branches of which one matches.
func (a analyser) alternateFacts(subs []*syntax.Regexp) facts {
	all := make([]facts, len(subs))
	exact := true
	n := 0
	for i, sub := range subs {
		all[i] = a.of(sub)
		exact = exact && all[i].isExact
		n += len(all[i].exact)
	}
	if exact && n <= maxExact {
		var set []string
		for _, f := range all {
			set = append(set, f.exact...)
		}
		return facts{exact: dedupe(set), isExact: true}
	}
	// Each branch gives its best set; a match holds a string of one.
	var union []string
	for _, f := range all {
		best := bestSet(toNeed(f))
		if best == nil {
			return anything
		}
		union = append(union, best...)
	}
	return facts{need: [][]string{dedupe(union)}}
}

// exactly is the facts of a part that matches s alone.
func exactly(s string) facts { return facts{exact: []string{s}, isExact: true} }

// toNeed says facts as sets of need.
func toNeed(f facts) [][]string {
	if f.isExact {
		return [][]string{f.exact}
	}
	return f.need
}

// toFacts is facts that know need and no exact set.
func toFacts(need [][]string) facts { return facts{need: need} }

// bestSet is the set of need that says the most, nil when none says
// anything.
func bestSet(need [][]string) []string {
	var best []string
	bestScore := 0
	for _, set := range need {
		set = useful(set)
		if set == nil {
			continue
		}
		if sc := score(set); sc > bestScore || sc == bestScore && len(set) < len(best) {
			best, bestScore = set, sc
		}
	}
	return best
}

// score is how seldom a text holds a string of set, roughly: the length
// of its shortest string, a digit counting as three letters.
func score(set []string) int {
	n := -1
	for _, s := range set {
		w := len(s)
		if isDigit(s) {
			w = 3
		}
		if n < 0 || w < n {
			n = w
		}
	}
	return n
}

// useful returns set trimmed to the strings that matter, or nil when it
// says nothing: when it holds the empty string or is too large to check
// cheaply. A string that holds another of the set is dropped, since the
// shorter is found wherever the longer is.
func useful(set []string) []string {
	if len(set) == 0 || len(set) > maxNeedSet || slices.Contains(set, "") {
		return nil
	}
	var out []string
	for _, s := range set {
		covered := false
		for _, t := range set {
			if t != s && strings.Contains(s, t) {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, s)
		}
	}
	out = dedupe(out)
	for _, s := range out {
		if len(s) < 2 && !isDigit(s) && !oneMark(s) {
			return nil // a single letter or space is in most texts: not worth a search
		}
	}
	return out
}

// oneMark reports whether s is one ASCII mark: a question mark, a comma,
// a colon. A text without marks, as most messages are, is ruled out by
// one; a single letter or space is in every text and rules out none.
func oneMark(s string) bool {
	return len(s) == 1 && (s[0] == '\n' || s[0] > ' ' && s[0] < 0x7f && !isAlnum(s[0]))
}

// isAlnum reports whether b is an ASCII letter or digit.
func isAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// isDigit reports whether s is one ASCII digit.
func isDigit(s string) bool { return len(s) == 1 && '0' <= s[0] && s[0] <= '9' }

// cross is every string of a followed by every string of b.
func cross(a, b []string) []string {
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return dedupe(out)
}

// dedupe sorts set and drops repeats.
func dedupe(set []string) []string {
	slices.Sort(set)
	return slices.Compact(set)
}
