package offline

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAutomatonFindsEveryString: on random strings of few letters (so
// that they overlap, nest and share prefixes and suffixes), ASCII and
// Hebrew, a read sets exactly the bits of the strings the text holds.
func TestAutomatonFindsEveryString(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, letters := range [][]rune{[]rune("ab"), []rune("abc"), []rune("שבתa ")} {
		word := func(max int) string {
			rs := make([]rune, 1+rng.IntN(max))
			for i := range rs {
				rs[i] = letters[rng.IntN(len(letters))]
			}
			return string(rs)
		}
		for range 200 {
			var strs []string
			var marks [][]uint32
			for i := range 1 + rng.IntN(40) {
				strs = append(strs, word(5))
				marks = append(marks, []uint32{uint32(i), uint32(rng.IntN(70))})
			}
			a := buildAutomaton(strs, marks, 2)
			for range 20 {
				text := word(30)
				want := make([]uint64, 2)
				for i, s := range strs {
					if strings.Contains(text, s) {
						for _, m := range marks[i] {
							want[m>>6] |= 1 << (m & 63)
						}
					}
				}
				got := make([]uint64, 2)
				a.read(text, got)
				if got[0] != want[0] || got[1] != want[1] {
					t.Fatalf("strings %q, text %q: bits %x, want %x", strs, text, got, want)
				}
			}
		}
	}
}

// BenchmarkNeedIndexRead reads every corpus text through the index, a new
// text each time, as a message the planner has not seen.
func BenchmarkNeedIndexRead(b *testing.B) {
	x := index()
	texts := prefilterTexts(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		x.read(texts[i%len(texts)])
	}
}
