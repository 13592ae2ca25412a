package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemoveWithWhoBrings: a removal said with who sees to the thing
// ("take off the speaker jake's bringing his", "תוריד את הרמקול, יוסי
// מביא") takes the item alone off the list in focus; the name and its
// verb are no item. Near misses keep their words: an owner's item, no
// verb, a time after the reason, two items.
func TestRemoveWithWhoBrings(t *testing.T) {
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, tc := range []struct {
		text  string
		items []string
	}{
		{"take off the speaker jake's bringing his", []string{"speaker"}},
		{"take off the speaker, jake's bringing his", []string{"speaker"}},
		{"take off the speaker he's bringing his", []string{"speaker"}},
		{"remove the chips, dana is bringing some", []string{"chips"}},
		{"remove the chips dana is bringing some", []string{"chips"}},
		{"remove the cups, tom already got them", []string{"cups"}},
		{"cross off the wine, my brother's covering it", []string{"wine"}},
		{"תוריד את הרמקול, יוסי מביא", []string{"הרמקול"}},
		{"תוריד חלב, אמא קונה", []string{"חלב"}},
		{"תמחקי את הכוסות, דנה כבר הביאה", []string{"הכוסות"}},
		// Near misses.
		{"remove the baby's teething ring", []string{"baby's teething ring"}},
		{"take off jake's speaker", []string{"jake's speaker"}},
		{"remove the chips, dana", []string{"chips", "dana"}},
		{"remove chips, dip", []string{"chips", "dip"}},
	} {
		p := planFocused(t, tc.text, list)
		s := p.Steps[0]
		if s.Operation != memo.OpListRemove || s.Lists == nil || !slices.Equal(s.Lists.Items, tc.items) {
			t.Errorf("%q: %s %+v; want %q off the list", tc.text, s.Operation, s.Lists, tc.items)
		}
	}
	// A reason that says a time may be a request: not cut.
	p := planFocused(t, "remove the chips, dana is bringing them tomorrow at 5", list)
	if s := p.Steps[0]; s.Operation == memo.OpListRemove && slices.Equal(s.Lists.Items, []string{"chips"}) {
		t.Errorf("a reason with a time was cut: %+v", s.Lists)
	}
}
