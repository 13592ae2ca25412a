package offline

import (
	"slices"
	"testing"
)

// TestAmountAfterItem: an amount said after its thing, parted by a comma,
// is that thing's; an amount before its thing, and amounts alone, stay.
func TestAmountAfterItem(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Castle lager, 2 cases", []string{"Castle lager (2 cases)"}},
		{"eggs, a dozen, milk and bread", []string{"eggs (a dozen)", "milk", "bread"}},
		{"batteries, x4", []string{"batteries (x4)"}},
		{"water, ×3", []string{"water (×3)"}},
		{"rice, 2 kg, oil", []string{"rice (2 kg)", "oil"}},
		{"the blue ones, 2 of them", []string{"blue ones (2 of them)"}},
		{"בירה, 2 ארגזים", []string{"בירה (2 ארגזים)"}},
		// Near misses.
		{"2 cases of water", []string{"2 cases of water"}},
		{"2 cases, 3 packs", []string{"2 cases", "3 packs"}},
		{"milk, eggs", []string{"milk", "eggs"}},
		{"milk, 2 eggs", []string{"milk", "2 eggs"}},
	} {
		if got := SplitItems(c.in); !slices.Equal(got, c.want) {
			t.Errorf("SplitItems(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestListThenAdd: a list named first and "add" after it is the command
// to add to that list; a list said otherwise stays.
func TestListThenAdd(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Shopping list add: eggs, tofu", "add eggs, tofu to shopping list"},
		{"shopping list - add eggs, tofu", "add eggs, tofu to shopping list"},
		{"groceries list, add milk", "add milk to groceries list"},
		{"my packing list add chargers", "add chargers to my packing list"},
		{"shopping list + milk", "add milk to shopping list"},
		{"shopping list add lemons.", "add lemons to shopping list"}, // "… lemons full stop", its mark said by name
		// Near misses.
		{"shopping list added", "shopping list added"},
		{"list add: eggs", "list add: eggs"},
		{"bhai shopping list add eggs", "bhai shopping list add eggs"},
		{"dear packing list: add eggs", "dear packing list: add eggs"},
		{"add eggs to the shopping list", "add eggs to the shopping list"},
		{"the list of add-ons", "the list of add-ons"},
	} {
		if got := listThenAdd(c.in); got != c.want {
			t.Errorf("listThenAdd(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
