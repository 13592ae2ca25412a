package graph_test

import (
	"slices"
	"testing"
)

// TestRemoveWithWhoBrings: an item taken off with who brings it, with a
// pause or none ("take off the speaker jake's bringing his", "תוריד את
// הרמקול יוסי מביא"), takes that item off and leaves the rest; a phrase
// that names no item is not found and removes nothing.
func TestRemoveWithWhoBrings(t *testing.T) {
	for _, tc := range []struct {
		add, remove, list string
		left              []string
	}{
		{"add to shopping list speaker, chips, cups", "take off the speaker jake's bringing his", "shopping", []string{"chips", "cups"}},
		{"add to shopping list speaker, chips, cups", "remove the chips, dana is bringing some", "shopping", []string{"speaker", "cups"}},
		{"תוסיף לרשימת הקניות רמקול, חטיפים, כוסות", "תוריד את הרמקול יוסי מביא", "קניות", []string{"חטיפים", "כוסות"}},
		{"תוסיף לרשימת הקניות רמקול, חטיפים, כוסות", "תוריד חטיפים, אמא קונה", "קניות", []string{"רמקול", "כוסות"}},
		{"תוסיף לרשימת הקניות חלב, ביצים, לחם", "תוריד חלב כי יש לנו כבר", "קניות", []string{"ביצים", "לחם"}},
		// Near miss: the name is no item.
		{"add to shopping list speaker, chips, cups", "take off the jake's bringing", "shopping", []string{"speaker", "chips", "cups"}},
	} {
		f := newFixture(t)
		f.say(tc.add)
		f.say(tc.remove)
		if got := f.listItems(tc.list); !slices.Equal(got, tc.left) {
			t.Errorf("%q: %q left; want %q", tc.remove, got, tc.left)
		}
	}
}
