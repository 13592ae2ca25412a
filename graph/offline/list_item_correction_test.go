package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListItemCorrection: a correction among a list's items takes back the
// item before it, or puts what it says in that item's place (or the
// message is declined, where a reader before the list's refuses a
// correction it cannot place); an item that only opens with such a word
// is never read as one; a correction is never an item.
func TestListItemCorrection(t *testing.T) {
	for text, want := range map[string][]string{
		"add apples, no scratch that, pears to the shopping list":  {"pears"},
		"add to the shopping list milk, eggs, sorry i meant bread": {"milk", "bread"},
		"add to shopping: apples, oops, pears":                     {"pears"},
		"תוסיף לרשימת קניות: חלב, ביצים, לא רגע, לחם":              {"חלב", "לחם"},
		"תוסיף לרשימת קניות: חלב, ביצים, בעצם לחם":                 {"חלב", "לחם"},
		// Near misses: items that open with such a word.
		"add to the shopping list: glue, correction tape, pens": {"glue", "correction tape", "pens"},
		"add to the shopping list milk and oops all berries":    {"milk", "oops all berries"},
	} {
		var got []string
		for _, s := range plan(t, text, "shopping", "קניות").Steps {
			if s.Lists != nil && (s.Operation == memo.OpListAdd || s.Operation == memo.OpListCreate) {
				got = append(got, s.Lists.Items...)
			}
			if s.Operation == memo.OpUnknown {
				got = append(got, "<declined>")
			}
		}
		if !slices.Equal(got, want) && !slices.Equal(got, []string{"<declined>"}) || text == "add apples, no scratch that, pears to the shopping list" && !slices.Equal(got, want) {
			t.Errorf("%q: items %q; want %q", text, got, want)
		}
	}
	for _, s := range plan(t, "add to the shopping list: scratch that, pears", "shopping").Steps {
		if s.Lists != nil && slices.ContainsFunc(s.Lists.Items, func(it string) bool { return it == "scratch that" }) {
			t.Errorf("a correction with nothing before it kept as an item: %+v", s.Lists)
		}
	}
}
