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

// maxPrefixClass is the most runes of a character class prefixes reads
// one by one: more than the needs do, for the runs of spaces and marks
// that close a text ("[\s,.!?:;…~]*"), read first when it is read
// backwards.
const maxPrefixClass = 32

// classRunes is the folded runes a character class matches, or nil when
// it matches none or more than maxPrefixClass.
func classRunes(re *syntax.Regexp) []string {
	n := 0
	for i := 0; i+1 < len(re.Rune); i += 2 {
		if n += int(re.Rune[i+1]-re.Rune[i]) + 1; n > maxPrefixClass {
			return nil
		}
	}
	var set []string
	for i := 0; i+1 < len(re.Rune); i += 2 {
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			set = append(set, string(foldRune(r)))
		}
	}
	if len(set) == 0 {
		return nil
	}
	return dedupe(set)
}

// maxSplits is the most optional parts (see prefixReader.concat) of one
// sequence that are read both with and without: each doubles the work.
const maxSplits = 4

// prefixes returns folded strings of which every match of re opens with
// one; exact is set when re matches those strings and no others. A set
// holding "" says nothing.
func prefixes(re *syntax.Regexp) (set []string, exact bool) {
	return prefixReader{}.of(re)
}

// prefixReader reads prefixes, keeping what it read of each part: a part
// after an optional one is read both ways (see concat).
type prefixReader map[*syntax.Regexp]prefixRead

// prefixRead is what prefixes returns.
type prefixRead struct {
	set   []string
	exact bool
}

// of is prefixes of re.
func (pr prefixReader) of(re *syntax.Regexp) (set []string, exact bool) {
	if r, ok := pr[re]; ok {
		return r.set, r.exact
	}
	set, exact = pr.read(re)
	pr[re] = prefixRead{set, exact}
	return set, exact
}

// read is of, not kept.
func (pr prefixReader) read(re *syntax.Regexp) (set []string, exact bool) {
	switch re.Op {
	case syntax.OpCharClass:
		if set := classRunes(re); set != nil {
			return set, true
		}
		return []string{""}, false
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpLiteral:
		f := analyse(re)
		if !f.isExact {
			return []string{""}, false
		}
		return f.exact, true
	case syntax.OpCapture:
		return pr.of(re.Sub[0])
	case syntax.OpQuest:
		set, exact := pr.of(re.Sub[0])
		return dedupe(append(slices.Clone(set), "")), exact
	case syntax.OpPlus:
		set, _ := pr.of(re.Sub[0])
		return set, false
	case syntax.OpRepeat:
		if re.Min == 0 {
			return []string{""}, false
		}
		if re.Min > 1 && pr.oneString(re.Sub[0]) {
			return pr.concat([]string{""}, []*syntax.Regexp{re.Sub[0], rest(re)}, maxSplits) // "ח{2,}" opens with "חח"
		}
		set, exact := pr.of(re.Sub[0])
		return set, exact && re.Min == 1 && re.Max == 1
	case syntax.OpConcat:
		return pr.concat([]string{""}, re.Sub, maxSplits)
	case syntax.OpAlternate:
		var all []string
		exact := true
		for _, sub := range re.Sub {
			set, ex := pr.of(sub)
			all = append(all, set...)
			exact = exact && ex
		}
		return shorten(dedupe(all)), exact && len(all) <= maxPrefixes
	}
	return []string{""}, false
}

// concat is prefixes of subs one after the other, each match opening
// with a string of acc, splitting at most splits optional parts. An optional part followed by more
// ("(?:a\s+)?hero") is read both ways, with it and without: x?y matches
// what xy and y match, and a set holding "" for the missing x would say
// nothing of y. So is a repeated one: x*y matches what x+y and y match.
func (pr prefixReader) concat(acc []string, subs []*syntax.Regexp, splits int) (set []string, exact bool) {
	for i, sub := range subs {
		if long(acc) {
			return acc, false // enough to tell texts apart; the rest is work
		}
		more := i+1 < len(subs)
		switch {
		case sub.Op == syntax.OpQuest && more && splits > 0:
			with, exWith := pr.concat(acc, append([]*syntax.Regexp{sub.Sub[0]}, subs[i+1:]...), splits-1)
			without, exWithout := pr.concat(acc, subs[i+1:], splits-1)
			all := union(with, without)
			return shorten(all), exWith && exWithout && len(all) <= maxPrefixes
		case (sub.Op == syntax.OpPlus || sub.Op == syntax.OpRepeat && sub.Min > 0) && more && pr.oneString(sub.Sub[0]):
			// x+y matches what xx*y matches, and x{2,}y what xx+y does:
			// what opens it is read past the first x ("תודה+", "ח{2,}"
			// read backwards open with more than their last letter). Only
			// for an x of one string: a class ("\s+") read past would
			// multiply the strings at each gap of a phrase, and a set cut
			// short (see shorten) tells fewer texts apart.
			return pr.concat(acc, append([]*syntax.Regexp{sub.Sub[0], rest(sub)}, subs[i+1:]...), splits)
		case sub.Op == syntax.OpAlternate && more && splits > 0 && len(sub.Sub) <= maxSplits && pr.opensEmpty(sub):
			// (?:|x)y matches what y and xy match, as x?y does: the
			// parser writes "תודה|תודה\s+רבה" so, and read backwards
			// the empty branch comes first. Each branch is read with
			// what follows it.
			var all []string
			exact := true
			for _, b := range sub.Sub {
				set, ex := pr.concat(acc, append([]*syntax.Regexp{b}, subs[i+1:]...), splits-1)
				all, exact = union(all, set), exact && ex
			}
			return shorten(all), exact && len(all) <= maxPrefixes
		case sub.Op == syntax.OpStar && more:
			with := acc // x*y: what opens x, then anything
			if set, _ := pr.of(sub.Sub[0]); len(acc)*len(set) <= maxPrefixes {
				with = cross(acc, set)
			}
			without, _ := pr.concat(acc, subs[i+1:], splits)
			return shorten(union(with, without)), false
		}
		set, exact := pr.of(sub)
		if len(acc)*len(set) > maxPrefixes {
			return acc, false
		}
		acc = cross(acc, set)
		if !exact {
			return acc, false
		}
	}
	return acc, true
}

// opensEmpty reports whether re may match with nothing read first: the
// set of what it opens with holds "".
func (pr prefixReader) opensEmpty(re *syntax.Regexp) bool {
	set, _ := pr.of(re)
	return slices.Contains(set, "")
}

// oneString reports whether re matches one string only, and no empty one.
func (pr prefixReader) oneString(re *syntax.Regexp) bool {
	set, exact := pr.of(re)
	return exact && len(set) == 1 && set[0] != ""
}

// rest is what a repetition of one or more x matches past its first x:
// x* for x+ and x{1,}, x{n-1,m-1} for x{n,m}, nothing for x{1} (an
// empty match).
func rest(re *syntax.Regexp) *syntax.Regexp {
	switch {
	case re.Op == syntax.OpPlus || re.Min == 1 && re.Max == -1:
		return &syntax.Regexp{Op: syntax.OpStar, Flags: re.Flags, Sub: re.Sub[:1]}
	case re.Max == 1:
		return &syntax.Regexp{Op: syntax.OpEmptyMatch}
	}
	hi := re.Max
	if hi > 0 {
		hi--
	}
	return &syntax.Regexp{Op: syntax.OpRepeat, Flags: re.Flags, Sub: re.Sub[:1], Min: re.Min - 1, Max: hi}
}

// prefixLen is the length of a prefix past which a sequence is not read
// further.
const prefixLen = 8

// long reports whether every string of set is prefixLen bytes or longer.
func long(set []string) bool {
	for _, s := range set {
		if len(s) < prefixLen {
			return false
		}
	}
	return true
}

// union is the strings of a and of b, sorted and deduplicated as each of
// them is.
func union(a, b []string) []string {
	out := make([]string, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0] < b[0]:
			out, a = append(out, a[0]), a[1:]
		case b[0] < a[0]:
			out, b = append(out, b[0]), b[1:]
		default:
			out, a, b = append(out, a[0]), a[1:], b[1:]
		}
	}
	return append(append(out, a...), b...)
}

// shorten cuts the strings of a sorted set of more than maxPrefixes to
// their first bytes, as few as keeps them maxPrefixes or fewer: every
// match still opens with one of them. A set that holds "" and must be
// cut is [""]. Smaller sets are returned as they are.
func shorten(set []string) []string {
	if len(set) <= maxPrefixes {
		return set
	}
	if set[0] == "" {
		return []string{""}
	}
	for n := 8; len(set) > maxPrefixes && n > 0; n-- {
		cut := make([]string, len(set))
		for i, s := range set {
			cut[i] = s[:min(len(s), n)]
		}
		set = dedupe(cut)
	}
	return set
}
