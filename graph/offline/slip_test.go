package offline

import (
	"math/rand/v2"
	"testing"
)

// slipByRunes is slipOf as its definition reads, rune by rune: the
// reference slipOf's byte-wise search must agree with.
func slipByRunes(w, word string) bool {
	x, y := []rune(w), []rune(word)
	switch len(x) - len(y) {
	case 0:
		for i := range x {
			if x[i] != y[i] {
				return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && string(x[i+2:]) == string(y[i+2:])
			}
		}
	case 1:
		for i := range y {
			if x[i] != y[i] {
				return i > 0 && x[i] == x[i-1] && string(x[i+1:]) == string(y[i:])
			}
		}
		return x[len(x)-1] == x[len(x)-2]
	case -1:
		for i := range x {
			if x[i] != y[i] {
				return string(x[i:]) == string(y[i+1:])
			}
		}
		return true
	}
	return false
}

// TestSlipOfAgreesWithRunes: slipOf and the rune-by-rune reference agree
// on words made of few letters (so that slips are common), in ASCII,
// Hebrew and runes of three and four bytes, and on each word with every
// slip applied to it.
func TestSlipOfAgreesWithRunes(t *testing.T) {
	alphabets := [][]rune{
		[]rune("ab"), []rune("abc"), []rune("שבת"), []rune("aש"), []rune("ש\u05b0"),
		[]rune("ש€😀"), []rune("\u05d0\u05d1\u05d2"), {0x5d0, 0x590, 0x600},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	word := func(letters []rune) string {
		rs := make([]rune, 1+rng.IntN(6))
		for i := range rs {
			rs[i] = letters[rng.IntN(len(letters))]
		}
		return string(rs)
	}
	checked, slips := 0, 0
	check := func(w, v string) {
		t.Helper()
		got, want := slipOf(w, v), slipByRunes(w, v)
		if got != want {
			t.Fatalf("slipOf(%q, %q) = %v; the rune-by-rune reading says %v", w, v, got, want)
		}
		checked++
		if want {
			slips++
		}
	}
	for range 20000 {
		letters := alphabets[rng.IntN(len(alphabets))]
		w, v := word(letters), word(letters)
		check(w, v)
		// Every slip of v: each letter doubled, dropped, swapped with the next.
		rs := []rune(v)
		for i := range rs {
			check(string(rs[:i+1])+string(rs[i:]), v)
			check(string(rs[:i])+string(rs[i+1:]), v)
			if i+1 < len(rs) {
				check(string(rs[:i])+string(rs[i+1])+string(rs[i])+string(rs[i+2:]), v)
			}
		}
	}
	if slips < checked/4 {
		t.Fatalf("%d slips among %d pairs: the words do not exercise the slips", slips, checked)
	}
}
