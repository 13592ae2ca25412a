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
	// short and long index the strings of a large set: short by their
	// first two bytes (strings of two or three bytes), long by a hash of
	// their first four (the others); by holds the strings of each key.
	short, long *[1 << 16 / 64]uint64
	by          map[uint32][]string
}

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
	s.short, s.long, s.by = new([1 << 16 / 64]uint64), new([1 << 16 / 64]uint64), map[uint32][]string{}
	for _, x := range s.strs {
		if len(x) < 4 {
			k := key2(x)
			s.short[k>>6] |= 1 << (k & 63)
			s.by[uint32(k)] = append(s.by[uint32(k)], x)
			continue
		}
		k := key4(x)
		h := hash4(k)
		s.long[h>>6] |= 1 << (h & 63)
		s.by[k|1<<31] = append(s.by[k|1<<31], x) // the top bit keeps the two kinds apart
	}
	return s
}

func key2(s string) uint16 { return uint16(s[0])<<8 | uint16(s[1]) }
func key4(s string) uint32 {
	return (uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24) &^ (1 << 31)
}
func hash4(k uint32) uint32                      { return (k * 0x9E3779B1) >> 16 }
func bit(b *[1 << 16 / 64]uint64, k uint32) bool { return b[k>>6]&(1<<(k&63)) != 0 }

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
		if bit(s.short, k) {
			for _, x := range s.by[k] {
				if strings.HasPrefix(f[i:], x) {
					return true
				}
			}
		}
		if i+3 < len(f) {
			k := key4(f[i:])
			if bit(s.long, hash4(k)) {
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
