package offline

import (
	"regexp/syntax"
)

// A pattern that is a long alternation ("today|tomorrow|…|\d{1,2}:\d{2}")
// has one need set: the best string of each branch, any of which will do.
// A text that holds one of them still pays for the whole program, and the
// regexp package walks every branch of a large program at every byte. So
// such a pattern also keeps the need sets of each branch apart: a text
// must hold all the sets of one branch at least, or no match is possible.
// It stays a test before the match: the pattern itself still decides.
// The sets are worked out when the pattern is first used (see
// pattern.get), not with the index: splitting costs more than the rest
// of the index, and most processes use few of these patterns.

// branchTest is what each branch of a long alternation needs.
type branchTest struct {
	ac *automaton
	// words is the length of a text's bit set, in 64-bit words.
	words int
	// branches are the sets each branch needs, by their bit.
	branches [][]uint32
}

// newBranchTest returns the test of re's branches, or nil when re is
// quick to try anyway (see slowProgram), is no long alternation, or has
// a branch that needs nothing.
func newBranchTest(re *syntax.Regexp) *branchTest {
	if !slowProgram(re) {
		return nil
	}
	return splitTest(re)
}

// splitTest is the test of re's branches, however quick re is.
func splitTest(re *syntax.Regexp) *branchTest {
	bs := branchesOf(re)
	if bs == nil {
		return nil
	}
	t := &branchTest{}
	a := analyser{}
	tab := newSetTable()
	for _, b := range bs {
		sets := a.needsOf(b)
		if len(sets) == 0 {
			return nil // a branch that needs nothing: no text is ruled out
		}
		ids := make([]uint32, len(sets))
		for i, set := range sets {
			ids[i] = tab.id(set)
		}
		t.branches = append(t.branches, ids)
	}
	t.words, t.ac = tab.automaton()
	return t
}

// rulesOut reports whether folded (a text, folded: see fold) holds the
// sets of no branch.
func (t *branchTest) rulesOut(folded string) bool {
	var buf [16]uint64
	holds := buf[:0]
	if t.words <= len(buf) {
		holds = buf[:t.words]
	} else {
		holds = make([]uint64, t.words)
	}
	t.ac.read(folded, holds)
	for _, ids := range t.branches {
		all := true
		for _, id := range ids {
			if holds[id>>6]&(1<<(id&63)) == 0 {
				all = false
				break
			}
		}
		if all {
			return false
		}
	}
	return true
}

// slowProg is the size of a program, in instructions, past which the
// regexp package no longer backtracks but runs every branch at once at
// every byte: the patterns worth splitting. A smaller one is quick to
// try, and splitting every pattern would make the index ten times the
// size.
const slowProg = 500

// slowProgram reports whether re compiles to more than slowProg
// instructions.
func slowProgram(re *syntax.Regexp) bool {
	prog, err := syntax.Compile(re.Simplify())
	return err == nil && len(prog.Inst) > slowProg
}

// maxBranches is the most branches a pattern is split into.
const maxBranches = 512

// minBranches is the fewest branches worth splitting into.
const minBranches = 8

// branchesOf returns the branches of re: the alternatives of a top-level
// alternation, each with its own largest inner alternation spread out
// (x(a|b)y is xay|xby), and so on down (the parser draws common
// openings out: "th(?:anks|x)|ty"), as far as maxSpread levels and
// maxBranches branches go; nil when that is too few, or when a branch
// needs nothing.
func branchesOf(re *syntax.Regexp) []*syntax.Regexp {
	out := alternatives(re)
	for depth := 0; depth < maxSpread; depth++ {
		var next []*syntax.Regexp
		for _, b := range out {
			next = append(next, alternatives(b)...)
		}
		if len(next) > maxBranches || len(next) == len(out) {
			break
		}
		out = next
	}
	if len(out) < minBranches || len(out) > maxBranches {
		return nil
	}
	return out
}

// maxSpread is how many times a branch that needs nothing is spread.
const maxSpread = 4

// alternatives returns re as a list of patterns one of which every match
// of re matches: the subs of an alternation, or, for a concatenation
// with an alternation among its parts, the concatenation once for each
// of the alternatives of its widest. Anything else is itself.
func alternatives(re *syntax.Regexp) []*syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	switch re.Op {
	case syntax.OpAlternate:
		return re.Sub
	case syntax.OpPlus:
		// Every match of x+ holds a match of x: the branches of x, each
		// alone, are its branches.
		return alternatives(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return alternatives(re.Sub[0])
		}
	case syntax.OpConcat:
		re = flat(re)
		widest, most := -1, 0
		for i, sub := range re.Sub {
			if n := width(sub); n > most {
				widest, most = i, n
			}
		}
		if widest < 0 {
			break
		}
		if s := alt(re.Sub[widest]); s.Op != syntax.OpAlternate {
			// A repeated part: one repetition of it, alone, is in every
			// match; what is around it may meet another repetition.
			return alternatives(s)
		}
		var out []*syntax.Regexp
		for _, a := range alt(re.Sub[widest]).Sub {
			subs := make([]*syntax.Regexp, len(re.Sub))
			copy(subs, re.Sub)
			subs[widest] = a
			out = append(out, &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: subs})
		}
		return out
	}
	return []*syntax.Regexp{re}
}

// width is how many branches sub spreads into as a part of a
// concatenation: an alternation's count, or a repeated alternation's
// (x+ with x an alternation, or a concatenation that holds one); 0 for
// any other part.
func width(sub *syntax.Regexp) int {
	s := alt(sub)
	switch {
	case s.Op == syntax.OpAlternate:
		return len(s.Sub)
	case s.Op == syntax.OpPlus || s.Op == syntax.OpRepeat && s.Min >= 1:
		if n := len(alternatives(s.Sub[0])); n > 1 {
			return n
		}
	}
	return 0
}

// flat is the concatenation re with the concatenations among its parts
// opened into it: a spread branch is one ("th(?:anks|x)" after a part).
func flat(re *syntax.Regexp) *syntax.Regexp {
	nested := false
	for _, sub := range re.Sub {
		nested = nested || sub.Op == syntax.OpConcat
	}
	if !nested {
		return re
	}
	var subs []*syntax.Regexp
	for _, sub := range re.Sub {
		if sub.Op == syntax.OpConcat {
			subs = append(subs, flat(sub).Sub...)
			continue
		}
		subs = append(subs, sub)
	}
	return &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: subs}
}

// alt is the alternation under a capture's groups.
func alt(re *syntax.Regexp) *syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	return re
}
