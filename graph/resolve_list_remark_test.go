package graph

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestItemsBeforeRemark: an item named with a remark after it and no
// pause ("rope got it already") is the item the list holds; a text that
// is an item, or whose rest is no remark, stays as said.
func TestItemsBeforeRemark(t *testing.T) {
	list := memo.List{Items: []memo.ListItem{{ID: "1", Text: "diesel rope"}, {ID: "2", Text: "bait"}, {ID: "3", Text: "כפפות"}, {ID: "4", Text: "חלב"}, {ID: "5", Text: "milk"}, {ID: "6", Text: "tomato sauce"}}}
	for _, c := range []struct{ in, want string }{
		{"rope got it already", "rope"},
		{"the milk we have plenty", "the milk"},
		{"milk we have plenty", "milk"},
		{"הכפפות יש מספיק במחסן", "הכפפות"},
		{"החלב קניתי כבר", "החלב"},
		// near misses: an item itself, or no remark after the name
		{"tomato sauce", "tomato sauce"},
		{"milk chocolate", "milk chocolate"},
		{"bait and tackle", "bait and tackle"},
		{"חלב סויה", "חלב סויה"},
	} {
		if got := itemsBeforeRemark([]string{c.in}, list); !slices.Equal(got, []string{c.want}) {
			t.Errorf("itemsBeforeRemark(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
