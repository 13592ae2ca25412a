package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

// TestSameUnspaced: a name said with or without the spaces between its
// words is the same name, a Hebrew prefix letter before it aside; other
// letters, or words in another order, are not.
func TestSameUnspaced(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"setlist", "set list", true},
		{"Set List", "setlist", true},
		{"הסטליסט", "סט ליסט", true},
		{"סטליסט", "סט ליסט", true},
		{"לסט ליסט", "סטליסט", true},
		{"to do", "todo", true},
		{"to-do", "todo", true},
		{"icecream", "ice cream", true},
		// Near misses.
		{"set lists", "set list", false},
		{"list set", "set list", false},
		{"setlist", "sets list", false},
		{"סטליסט", "setlist", false}, // another script is no space
		{"", "", false},
	} {
		if got := resolution.SameUnspaced(c.a, c.b); got != c.want {
			t.Errorf("SameUnspaced(%q, %q) = %v; want %v", c.a, c.b, got, c.want)
		}
	}
	// The score a name said without its spaces reaches is that of a name
	// equal but for a prefix letter: resolved, never exactly 1.
	for _, c := range [][2]string{{"setlist", "set list"}, {"הסטליסט", "סט ליסט"}, {"shoppinglist", "shopping list"}} {
		if s := resolution.Score(c[0], c[1]); s < 0.95 || s >= 1 {
			t.Errorf("Score(%q, %q) = %v; want 0.95..0.99", c[0], c[1], s)
		}
	}
}
