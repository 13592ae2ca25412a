package offline

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// slipByScan is grocerySlip read the long way, weighing every grocery of
// the table: the index must find what the scan finds, and no more.
func slipByScan(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < minSlipRunes || groceryWords[w] || isNumber(w) {
		return false
	}
	latin := w[0] < 0x80
	for g := range groceryWords {
		gn := utf8.RuneCountInString(g)
		if g[0] < 0x80 != latin || gn < minSlipRunes || gn-n > 1 || n-gn > 1 {
			continue
		}
		if g == w+"s" || g == w+"es" || w == g+"s" {
			continue
		}
		if slipOf(w, g) || latin && n >= minChangedRunes && oneChanged(w, g) {
			return true
		}
	}
	return false
}

// TestGrocerySlipIndex mistypes every grocery word in each way a thumb
// does, and a few ways it does not, and holds the index to the scan.
func TestGrocerySlipIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 43))
	letters := []rune("abcdefghijklmnopqrstuvwxyzאבגדהוזחטיכלמנסעפצקרשתםןץףך")
	var words []string
	for g := range groceryWords {
		rs := []rune(g)
		for i := range rs {
			words = append(words, string(append(append([]rune{}, rs[:i]...), rs[i+1:]...)))                  // dropped
			words = append(words, string(append(append(append([]rune{}, rs[:i+1]...), rs[i]), rs[i+1:]...))) // doubled
			c := append([]rune{}, rs...)
			c[i] = letters[rng.IntN(len(letters))]
			words = append(words, string(c)) // changed
			if i+1 < len(rs) {
				s := append([]rune{}, rs...)
				s[i], s[i+1] = s[i+1], s[i]
				words = append(words, string(s)) // swapped
			}
			far := append([]rune{}, rs...)
			far[i] = letters[rng.IntN(len(letters))]
			far = append(far, letters[rng.IntN(len(letters))])
			words = append(words, string(far)) // two slips: mostly none
		}
		words = append(words, g, g+"s", g+"es")
	}
	slips := 0
	for _, w := range words {
		if w == "" {
			continue
		}
		got, want := grocerySlip(w), slipByScan(w)
		if got != want {
			t.Errorf("grocerySlip(%q) = %v, the scan says %v", w, got, want)
		}
		if got {
			slips++
		}
	}
	if slips < len(groceryWords) {
		t.Errorf("only %d of %d mistyped words read as slips", slips, len(words))
	}
}
