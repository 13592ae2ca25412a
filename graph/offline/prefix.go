package offline

import (
	"regexp/syntax"
	"slices"
	"strings"
)

// A pattern anchored at the start of the text is tried there only, but
// the regexp package still clears and walks a state for each of its
// branches: a lexicon of a hundred phrases costs as much on a text that
// opens with none of them. Such a text is ruled out by its first bytes.

// maxPrefixes is the most strings a prefixSet holds.
const maxPrefixes = 512

// prefixSet finds whether a text opens with one of a set of strings.
type prefixSet struct {
	one [256]bool           // the strings of one byte
	by  map[uint32][]string // the others, by their first two bytes
	// keys has a bit set for the first two bytes of each string of by
	// (keyBit): a text whose bit is clear opens with none of them.
	keys [8]uint64
}

// key2 is the first two bytes of s, which has two or more.
func key2(s string) uint16 { return uint16(s[0])<<8 | uint16(s[1]) }

// keyBit is the bit of keys for the first two bytes k.
func keyBit(k uint16) uint32 { return (uint32(k) * 0x9E3779B1) >> 23 }

// leads returns the strings every match of expr opens with, folded (see
// fold), when expr is anchored at the start of the text and they say
// something; nil otherwise.
func leads(expr string) *prefixSet {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return leadsOf(re)
}

// leadsOf is leads of the parsed pattern.
func leadsOf(re *syntax.Regexp) *prefixSet {
	if !startsAtStart(re) {
		return nil
	}
	set, _ := prefixes(re)
	if len(set) == 0 || slices.Contains(set, "") {
		return nil
	}
	p := &prefixSet{by: map[uint32][]string{}}
	for _, s := range set {
		if len(s) == 1 {
			p.one[s[0]] = true
			continue
		}
		k := key2(s)
		p.by[uint32(k)] = append(p.by[uint32(k)], s)
		b := keyBit(k)
		p.keys[b>>6] |= 1 << (b & 63)
	}
	return p
}

// opens reports whether f opens with a string of the set.
func (p *prefixSet) opens(f string) bool {
	if f == "" {
		return false
	}
	if p.one[f[0]] {
		return true
	}
	if len(f) < 2 {
		return false
	}
	k := key2(f)
	if b := keyBit(k); p.keys[b>>6]&(1<<(b&63)) == 0 {
		return false
	}
	for _, s := range p.by[uint32(k)] {
		if strings.HasPrefix(f, s) {
			return true
		}
	}
	return false
}

// prefixes returns folded strings of which every match of re opens with
// one; exact is set when re matches those strings and no others. A set
// holding "" says nothing.
func prefixes(re *syntax.Regexp) (set []string, exact bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpLiteral, syntax.OpCharClass:
		f := analyse(re)
		if !f.isExact {
			return []string{""}, false
		}
		return f.exact, true
	case syntax.OpCapture:
		return prefixes(re.Sub[0])
	case syntax.OpQuest:
		set, exact := prefixes(re.Sub[0])
		return dedupe(append(slices.Clone(set), "")), exact
	case syntax.OpPlus:
		set, _ := prefixes(re.Sub[0])
		return set, false
	case syntax.OpRepeat:
		if re.Min == 0 {
			return []string{""}, false
		}
		set, exact := prefixes(re.Sub[0])
		return set, exact && re.Min == 1 && re.Max == 1
	case syntax.OpConcat:
		acc := []string{""}
		for _, sub := range re.Sub {
			set, exact := prefixes(sub)
			if len(acc)*len(set) > maxPrefixes {
				return acc, false
			}
			acc = cross(acc, set)
			if !exact {
				return acc, false
			}
		}
		return acc, true
	case syntax.OpAlternate:
		var all []string
		exact := true
		for _, sub := range re.Sub {
			set, ex := prefixes(sub)
			all = append(all, set...)
			exact = exact && ex
		}
		if len(all) > maxPrefixes {
			return []string{""}, false
		}
		return dedupe(all), exact
	}
	return []string{""}, false
}
