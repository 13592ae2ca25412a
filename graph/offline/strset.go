package offline

import (
	"strings"
)

// strSet finds whether a text holds any of a set of strings: single ASCII
// digits, and strings of at least two bytes. A small set is searched string
// by string; a large one is indexed by the first bytes of its strings, and
// the text is read once.
type strSet struct {
	digits string   // the single digits of the set
	strs   []string // the strings of two bytes or more
	// short and long index the strings of a large set: short by a hash
	// of their first two bytes (strings of two or three bytes), long by a
	// hash of their first four (the others), each a bit of setBits bits;
	// by holds the strings of each key.
	short, long *bitmap
	by          map[uint32][]string
}

// setBits is the size of a large set's bitmaps, in bits: a set holds at
// most a few hundred strings, so a clear bit still rules most positions
// out, and the grammar's hundred-odd large sets take a kilobyte each.
const setBits = 12

// bitmap is a set's index: a bit for each hash of setBits bits.
type bitmap [1 << setBits / 64]uint64

// smallSet is the most strings searched one by one.
const smallSet = 6

func newStrSet(set []string) *strSet {
	s := &strSet{}
	for _, x := range set {
		if isDigit(x) {
			s.digits += x
		} else {
			s.strs = append(s.strs, x)
		}
	}
	if len(s.strs) <= smallSet {
		return s
	}
	s.short, s.long, s.by = new(bitmap), new(bitmap), map[uint32][]string{}
	for _, x := range s.strs {
		if len(x) < 4 {
			k := uint32(key2(x))
			h := hash(k)
			s.short[h>>6] |= 1 << (h & 63)
			s.by[k] = append(s.by[k], x)
			continue
		}
		k := key4(x)
		h := hash(k)
		s.long[h>>6] |= 1 << (h & 63)
		s.by[k|1<<31] = append(s.by[k|1<<31], x) // the top bit keeps the two kinds apart
	}
	return s
}

func key2(s string) uint16 { return uint16(s[0])<<8 | uint16(s[1]) }
func key4(s string) uint32 {
	return (uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24) &^ (1 << 31)
}
func hash(k uint32) uint32         { return (k * 0x9E3779B1) >> (32 - setBits) }
func bit(b *bitmap, h uint32) bool { return b[h>>6]&(1<<(h&63)) != 0 }

// in reports whether f holds a string of the set.
func (s *strSet) in(f string) bool {
	if s.digits != "" && strings.ContainsAny(f, s.digits) {
		return true
	}
	if s.short == nil {
		return containsAny(f, s.strs...)
	}
	for i := 0; i+1 < len(f); i++ {
		if f[i]&0xC0 == 0x80 {
			continue // f is UTF-8 (see fold): a string of the set starts a rune
		}
		k := uint32(key2(f[i:]))
		if bit(s.short, hash(k)) {
			for _, x := range s.by[k] {
				if strings.HasPrefix(f[i:], x) {
					return true
				}
			}
		}
		if i+3 < len(f) {
			k := key4(f[i:])
			if bit(s.long, hash(k)) {
				for _, x := range s.by[k|1<<31] {
					if strings.HasPrefix(f[i:], x) {
						return true
					}
				}
			}
		}
	}
	return false
}
