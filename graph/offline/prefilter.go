package offline

import (
	"cmp"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// pattern is a regular expression of the grammar. It is compiled on first
// use, and with it cheap tests of the texts it can match: the words a
// match must hold (see needs), how a match opens when it is anchored at
// the start (see leads), the pattern read backwards when it is anchored
// at the end (see backwards). A text that fails them is not searched at
// all, which is most texts for most patterns: a message is tried against
// hundreds of them.
//
// The methods are those of regexp.Regexp the grammar uses, with the same
// results.
type pattern struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
	// needIDs are the sets of strings every match holds one string of
	// each, folded (see fold), as bits of the need index (see index).
	// Empty when nothing is known.
	needIDs []uint32
	// branches is what each branch of a long alternation needs, or nil
	// (see branchTest).
	branches *branchTest
	// lead is what every match opens with, when it is anchored at the
	// start of the text (see leads), or nil.
	lead *prefixSet
	// back is the pattern read backwards (see backwards), or nil.
	back *regexp.Regexp
	// backLead is what every match of back opens with (see leads), or
	// nil: how a match of the pattern ends. A pattern anchored at both
	// ends has no back but may have a backLead.
	backLead *prefixSet
	// folded and backFolded are the folded twins of re and back (see
	// foldedTwin), for texts that fold to themselves, or nil.
	folded, backFolded *regexp.Regexp
}

// patterns are all the patterns made by compile, for the tests.
var (
	patternsMu sync.Mutex
	patterns   []*pattern
)

// compile returns the pattern of expr, compiled when first used. expr
// must be valid: the tests compile every pattern.
func compile(expr string) *pattern {
	r := &pattern{expr: expr}
	patternsMu.Lock()
	patterns = append(patterns, r)
	patternsMu.Unlock()
	return r
}

// get returns the compiled pattern.
func (r *pattern) get() *regexp.Regexp {
	r.once.Do(func() {
		r.re = regexp.MustCompile(r.expr)
		parsed, err := syntax.Parse(r.expr, syntax.Perl)
		if err != nil {
			return // not reached: the pattern compiled
		}
		r.lead = leadsOf(parsed)
		r.branches = newBranchTest(parsed)
		r.back = backwardsOf(parsed) // last: it turns parsed around
		switch {
		case r.back != nil:
			r.backLead = leadsOf(parsed) // parsed is turned around now
		case startsAtStart(parsed) && endsAtEnd(parsed):
			// Anchored at both ends ("^(?:ok|thanks|…)+$"), it is tried
			// once, from the start, and needs no pattern read backwards:
			// how it ends is tested by backLead alone.
			r.backLead = leadsOf(reverse(parsed))
		}
		if twin, err := syntax.Parse(r.expr, syntax.Perl); err == nil {
			r.folded = foldedTwin(twin, false)
		}
		if twin, err := syntax.Parse(r.expr, syntax.Perl); err == nil && r.back != nil {
			r.backFolded = foldedTwin(twin, true)
		}
	})
	return r.re
}

// engine returns the regexp to search s with: nil when s can hold no
// match, the folded twin when s folds to itself, the pattern otherwise. s
// holds no match when it holds none of the strings of a set of need, does
// not open as a pattern anchored at the start must, or when the pattern
// read backwards does not match s read backwards (first: does not open
// as it must; for a pattern anchored at both ends, only that).
func (r *pattern) engine(s string) *regexp.Regexp {
	x := index()
	r.get()
	re, back := r.re, r.back
	if len(r.needIDs) > 0 || r.lead != nil || r.branches != nil || r.folded != nil {
		f := x.factsOf(s)
		if r.lead != nil && !r.lead.opens(f.folded) {
			return nil
		}
		for _, id := range r.needIDs {
			if !f.has(id) {
				return nil
			}
		}
		if r.branches != nil && r.branches.rulesOut(f.folded) {
			return nil
		}
		if f.isFolded() {
			re, back = cmp.Or(r.folded, re), cmp.Or(r.backFolded, back)
		}
	}
	if back == nil {
		if r.backLead != nil && !r.backLead.opens(fold(reverseText(s))) {
			return nil // anchored at both ends, s does not end as a match must
		}
		return re
	}
	rev := reverseText(s)
	if (r.backLead == nil || r.backLead.opens(fold(rev))) && back.MatchString(rev) {
		return re
	}
	return nil
}

// may reports whether s can hold a match (see engine).
func (r *pattern) may(s string) bool { return r.engine(s) != nil }

// String returns the source text of the pattern.
func (r *pattern) String() string { return r.expr }

// MatchString is regexp.Regexp.MatchString.
func (r *pattern) MatchString(s string) bool {
	re := r.engine(s)
	return re != nil && re.MatchString(s)
}

// FindString is regexp.Regexp.FindString.
func (r *pattern) FindString(s string) string {
	re := r.engine(s)
	if re == nil {
		return ""
	}
	return re.FindString(s)
}

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (r *pattern) FindStringIndex(s string) []int {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindStringIndex(s)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (r *pattern) FindStringSubmatch(s string) []string {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (r *pattern) FindStringSubmatchIndex(s string) []int {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindStringSubmatchIndex(s)
}

// FindAllString is regexp.Regexp.FindAllString.
func (r *pattern) FindAllString(s string, n int) []string {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindAllString(s, n)
}

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (r *pattern) FindAllStringIndex(s string, n int) [][]int {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (r *pattern) FindAllStringSubmatch(s string, n int) [][]string {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (r *pattern) FindAllStringSubmatchIndex(s string, n int) [][]int {
	re := r.engine(s)
	if re == nil {
		return nil
	}
	return re.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (r *pattern) ReplaceAllString(src, repl string) string {
	re := r.engine(src)
	if re == nil {
		return src
	}
	return re.ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (r *pattern) ReplaceAllStringFunc(src string, repl func(string) string) string {
	re := r.engine(src)
	if re == nil {
		return src
	}
	return re.ReplaceAllStringFunc(src, repl)
}

// Split is regexp.Regexp.Split.
func (r *pattern) Split(s string, n int) []string { return r.get().Split(s, n) }

// fold maps s rune by rune to one rune of each case-folding orbit (see
// foldRune), so that a pattern's words, folded too, are found in it by
// plain substring search whether or not the pattern ignores case. Bytes
// that are not UTF-8 become U+FFFD, as the regexp package reads them.
func fold(s string) string {
	i := plainASCII(s, 0)
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				break
			}
			i++
			continue
		}
		if (c == 0xD7 || c == 0xD6 && i+1 < len(s) && s[i+1] >= 0x90) && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
			i += 2 // U+0590–U+05FF, Hebrew: no case
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || foldRune(r) != r {
			break
		}
		i += n
	}
	if i == len(s) {
		return s // already folded: the usual case
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// foldRune is the rune that stands for r's case-folding orbit: the lower
// case letter for the orbits of ASCII letters ("K", "k" and the Kelvin
// sign are "k"), the smallest rune of the orbit otherwise.
func foldRune(r rune) rune {
	switch {
	case r < utf8.RuneSelf:
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	case r >= 0x0590 && r <= 0x05FF: // Hebrew has no case
		return r
	}
	m := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		m = min(m, f)
	}
	if 'A' <= m && m <= 'Z' {
		m += 'a' - 'A'
	}
	return m
}
