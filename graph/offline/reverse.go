package offline

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"
)

// A pattern whose every match ends at the end of the text ("… thanks!")
// is tried by the regexp package at every start in the text. Read
// backwards it is anchored at the start, and tried once: backwards is
// how such a pattern is first tested (see pattern.may).

// backwards returns the pattern of expr read backwards, anchored at the
// start, or nil when expr does not end every match at the end of the text
// or already starts it at the start.
func backwards(expr string) *regexp.Regexp {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return backwardsOf(re)
}

// backwardsOf is backwards of the parsed pattern, which it may turn
// around in place.
func backwardsOf(re *syntax.Regexp) *regexp.Regexp {
	if !endsAtEnd(re) || startsAtStart(re) {
		return nil
	}
	rev, err := regexp.Compile(reverse(re).String())
	if err != nil {
		return nil
	}
	return rev
}

// endsAtEnd reports whether every match of re ends at the end of the text.
func endsAtEnd(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpEndText:
		return true
	case syntax.OpCapture:
		return endsAtEnd(re.Sub[0])
	case syntax.OpConcat:
		return len(re.Sub) > 0 && endsAtEnd(re.Sub[len(re.Sub)-1])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !endsAtEnd(sub) {
				return false
			}
		}
		return true
	}
	return false
}

// startsAtStart reports whether every match of re starts at the start of
// the text.
func startsAtStart(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpCapture:
		return startsAtStart(re.Sub[0])
	case syntax.OpConcat:
		return len(re.Sub) > 0 && startsAtStart(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !startsAtStart(sub) {
				return false
			}
		}
		return true
	}
	return false
}

// reverse turns re around in place: it matches the reversed texts of the
// texts re matches. A word boundary looks at both sides, and stays.
func reverse(re *syntax.Regexp) *syntax.Regexp {
	switch re.Op {
	case syntax.OpLiteral:
		slices.Reverse(re.Rune)
	case syntax.OpConcat:
		slices.Reverse(re.Sub)
	case syntax.OpBeginText:
		re.Op = syntax.OpEndText
	case syntax.OpEndText:
		re.Op = syntax.OpBeginText
	case syntax.OpBeginLine:
		re.Op = syntax.OpEndLine
	case syntax.OpEndLine:
		re.Op = syntax.OpBeginLine
	}
	for _, sub := range re.Sub {
		reverse(sub)
	}
	return re
}

// reverseText returns s with its runes in reverse order; a byte that is
// not UTF-8 becomes U+FFFD, as the regexp package reads it.
func reverseText(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := len(s); i > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		b.WriteRune(r)
		i -= n
	}
	return b.String()
}
