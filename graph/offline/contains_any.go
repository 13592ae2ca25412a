package offline

import "strings"

// The cleaners guard their patterns with lists of the words a phrase
// needs (containsAny): most messages hold none, and each word of the list
// was searched for in the whole text. A word is in the text only if the
// pairs of bytes it opens and closes with are, so the text's pairs are
// read once, into a small bit set, and only a word whose pairs are there
// is searched for.

// minPairTest is the fewest words for which reading the text's pairs pays.
const minPairTest = 4

// bytePairs is a set of pairs of adjacent bytes, hashed to 512 bits.
type bytePairs [8]uint64

// pairBit is the bit of the pair a, b.
func pairBit(a, b byte) uint32 { return (uint32(a)<<8 | uint32(b)) * 0x9E3779B1 >> 23 }

// add puts the pairs of adjacent bytes of s in the set.
func (p *bytePairs) add(s string) {
	for i := 1; i < len(s); i++ {
		b := pairBit(s[i-1], s[i])
		p[b>>6] |= 1 << (b & 63)
	}
}

// may reports whether a text whose pairs are p can hold w, which has two
// bytes or more.
func (p *bytePairs) may(w string) bool {
	b, e := pairBit(w[0], w[1]), pairBit(w[len(w)-2], w[len(w)-1])
	return p[b>>6]&(1<<(b&63)) != 0 && p[e>>6]&(1<<(e&63)) != 0
}

// containsAny reports whether s holds any of words as a substring.
func containsAny(s string, words ...string) bool {
	if len(words) < minPairTest {
		for _, w := range words {
			if strings.Contains(s, w) {
				return true
			}
		}
		return false
	}
	var pairs bytePairs
	pairs.add(s)
	for _, w := range words {
		if len(w) >= 2 && !pairs.may(w) {
			continue
		}
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
