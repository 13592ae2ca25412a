package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

// TestPartial: a word or two of the middle or end of a title of several
// things names a part of it; the head, most of its words, or any word of
// a short title names the item.
func TestPartial(t *testing.T) {
	for _, c := range []struct {
		query, title string
		want         bool
	}{
		{"ביסלי", "לקנות לטיול שנתי שקית שינה פנס חטיפים ביסלי", true},
		{"הפנס", "לקנות לטיול שנתי שקית שינה פנס חטיפים ביסלי", true},
		{"שקית שינה", "לקנות לטיול שנתי שקית שינה פנס חטיפים ביסלי", true},
		{"eggs", "buy: milk, eggs, bread, butter", true},
		{"the chips", "pack sleeping bag flashlight snacks and chips", true},
		{"plumber", "call the plumber about the leak", true},
		// Near misses: the item named.
		{"call", "call mom", false},
		{"gift", "buy gift for mom", false},
		{"dentist", "dentist appointment at the clinic on Herzl", false},
		{"להתקשר", "להתקשר לאמא", false},
		{"לקנות לטיול שנתי שקית שינה פנס", "לקנות לטיול שנתי שקית שינה פנס חטיפים ביסלי", false},
		{"milk eggs bread", "buy milk, eggs, bread", false},
		{"cake", "buy milk, eggs, bread, butter", false},
		{"buy milk eggs bread butter", "buy: milk, eggs, bread, butter", false},
	} {
		if got := resolution.Partial(c.query, c.title); got != c.want {
			t.Errorf("Partial(%q, %q) = %v; want %v", c.query, c.title, got, c.want)
		}
	}
}
