package offline

import (
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// toLower is strings.ToLower, quicker on the texts Memo reads: a text that
// lower-casing leaves as it is (lower-case Latin, Hebrew, digits and
// marks) is returned without mapping it rune by rune. Any other text is
// strings.ToLower's (see lowerMapped).
func toLower(s string) string {
	for i := plainASCII(s, 0); i < len(s); {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
			if 'A' <= c && c <= 'Z' {
				return lowerMapped(s)
			}
			i++
			continue
		case (c == 0xD6 || c == 0xD7) && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i += 2 // U+0580–U+05FF: Armenian small letters and Hebrew, no upper case here
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.ToLower(r) != r {
			return lowerMapped(s)
		}
		i += n
	}
	return s
}

// The cleaners lower the same text again and again (the message, a
// clause, what is left of it), each for its own test. A text that needs
// mapping is mapped once: the last texts mapped are kept, by the bytes
// they are made of. An entry holds its text, so while it is kept no other
// string can be at those bytes: the same bytes and length are the same
// text. Entries are never changed, only replaced, so goroutines share
// them.
var lowered [64]atomic.Pointer[loweredText]

// loweredText is a text and strings.ToLower of it.
type loweredText struct{ text, low string }

// lowerMapped is strings.ToLower of s, kept from before when s was
// lowered lately.
func lowerMapped(s string) string {
	at := unsafe.StringData(s)
	h := (uint64(uintptr(unsafe.Pointer(at)))*0x9E3779B97F4A7C15 + uint64(len(s))) >> 58
	slot := &lowered[h%uint64(len(lowered))]
	if e := slot.Load(); e != nil && unsafe.StringData(e.text) == at && len(e.text) == len(s) {
		return e.low
	}
	low := strings.ToLower(s)
	slot.Store(&loweredText{text: s, low: low})
	return low
}

// plainASCII returns the index of the first byte of s from i on that is
// an upper-case ASCII letter or not ASCII, len(s) when there is none. It
// reads eight bytes at a time.
func plainASCII(s string, i int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&highs != 0 {
			break
		}
		// With every byte below 0x80, adding 0x80-'A' sets the top bit of
		// the bytes from 'A' up, and adding 0x80-'Z'-1 of those past 'Z'.
		if (w+(0x80-'A')*ones)&^(w+(0x80-'Z'-1)*ones)&highs != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return i
		}
	}
	return i
}

// replaceLower replaces the matches of re in lower(s) by f of the same
// bytes of s.
func replaceLower(re *pattern, s string, f func(string) string) string {
	low := lower(s)
	locs := re.FindAllStringIndex(low, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	prev := 0
	for _, l := range locs {
		b.WriteString(s[prev:l[0]])
		b.WriteString(f(s[l[0]:l[1]]))
		prev = l[1]
	}
	b.WriteString(s[prev:])
	return b.String()
}

// hebrewText reports whether s holds a Hebrew letter.
func hebrewText(s string) bool {
	for _, r := range s {
		if r >= 0x05D0 && r <= 0x05EA {
			return true
		}
	}
	return false
}
