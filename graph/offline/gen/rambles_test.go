package gen

import (
	"strings"
	"testing"
)

// TestRamblesSaid checks that chatter is said around requests of several
// kinds, in both tongues, and that its words are never a word of what is
// made.
func TestRamblesSaid(t *testing.T) {
	kinds, langs := map[Kind]bool{}, map[string]bool{}
	for _, c := range New(1).Generate(20000) {
		if c.Noise != "ramble" {
			continue
		}
		kinds[c.Kind], langs[string(c.Lang)] = true, true
		if len(c.Want.Lacks) == 0 || !strings.Contains(c.Text, " ") {
			t.Errorf("%q: no chatter word to lack", c.Text)
		}
	}
	if len(kinds) < 2 || len(langs) < 2 {
		t.Errorf("chatter said around %d kinds in %d tongues", len(kinds), len(langs))
	}
}
