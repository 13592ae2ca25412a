package offline

import "regexp/syntax"

// A pattern that is a long alternation ("today|tomorrow|…|\d{1,2}:\d{2}")
// has one need set: the best string of each branch, any of which will do.
// A text that holds one of them still pays for the whole program, and the
// regexp package walks every branch of a large program at every byte. So
// such a pattern also keeps the need sets of each branch apart: a text
// must hold all the sets of one branch at least, or no match is possible.
// It stays a test before the match: the pattern itself still decides.

// maxBranches is the most branches a pattern is split into.
const maxBranches = 1024

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
