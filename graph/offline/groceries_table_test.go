package offline

import (
	"strings"
	"testing"
)

// A grocery of several words holds a word that names none on its own, so
// where it ends is known; a pair that may be one thing or two is of two
// groceries, and no phrase is one too.
func TestGroceryTables(t *testing.T) {
	for p := range groceryPhrases {
		all := true
		for _, w := range strings.Fields(p) {
			all = all && groceryWords[w]
		}
		if all {
			t.Errorf("groceryPhrases %q: every word is a grocery on its own; it belongs in groceryPairs", p)
		}
		if groceryPairs[p] {
			t.Errorf("%q is both a phrase and a pair", p)
		}
	}
	for p := range groceryPairs {
		for _, w := range strings.Fields(p) {
			if !groceryWords[w] {
				t.Errorf("groceryPairs %q: %q is no grocery on its own; it belongs in groceryPhrases", p, w)
			}
		}
	}
}
