package lexicon

import "strings"

// WordSet is the set of the space-separated words of s: the form every
// word list of the grammar is written in ("sorry oops סליחה").
func WordSet(s string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}
