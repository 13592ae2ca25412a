package offline_test

import "testing"

// TestListNameSlip: a word one slip from a list's name, right before
// "list", names that list; a real word that looks like one names its own.
func TestListNameSlip(t *testing.T) {
	for text, name := range map[string]string{
		"add bananas to the shoping list too": "shopping",
		"add bread to the shoppping list":     "shopping",
		"grocey list: milk, eggs":             "grocery",
		"add sunscreen to my pakcing list":    "packing",
		"add eggs to the grocries list":       "groceries",
		// near misses: real words, no "list" after the slip
		"add labels to the shipping list": "shipping",
		"add cones to the parking list":   "parking",
	} {
		s := listPlan(t, text)
		if s.Lists == nil || s.Lists.Name != name {
			t.Errorf("%q: %s %+v; want the list %q", text, s.Operation, s.Lists, name)
		}
	}
}
