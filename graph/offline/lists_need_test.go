package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNeedHeading: what is needed, said as a heading with its things, is
// a shopping list, made or added to, named as "קניות לשבת: …" names it, in both languages.
// Near-misses: what is needed with no word of buying and things that are
// no groceries is not a shopping list, and a heading with no word of
// writing it down is read as it was.
func TestNeedHeading(t *testing.T) {
	for _, c := range []struct {
		text, name string
		items      []string
	}{
		{"תרשום לי מה צריך לקנות לשבת: חלות, יין, עוף", "קניות לשבת", []string{"חלות", "יין", "עוף"}},
		{"תרשמי מה צריך לשבת: חלות, יין", "קניות לשבת", []string{"חלות", "יין"}},
		{"תרשום לי מה צריך לקנות: חלב, ביצים", "קניות", []string{"חלב", "ביצים"}},
		{"תרשום לנו מה חסר לשבוע: חלב, שמן זית", "קניות לשבוע", []string{"חלב", "שמן זית"}},
		{"write down what we need for the weekend: milk, eggs", "shopping for weekend", []string{"milk", "eggs"}},
		{"write down what we need to buy for the party: plates, cups", "shopping for party", []string{"plates", "cups"}},
		{"please note down what i need to get: milk, prune juice", "shopping", []string{"milk", "prune juice"}},
		{"shopping for the weekend: milk, eggs", "shopping for weekend", []string{"milk", "eggs"}},
		{"groceries for the weekend: milk, eggs", "shopping for weekend", []string{"milk", "eggs"}},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpListCreate && s.Operation != memo.OpListAdd || s.Lists.Name != c.name || !slices.Equal(s.Lists.Items, c.items) {
			t.Errorf("%q: %s %+v; want a list %q with %q", c.text, s.Operation, s.Lists, c.name, c.items)
		}
	}
	for _, text := range []string{
		"write down what we need for the trip: passports, chargers",
		"תרשום לי מה צריך לטיול: דרכונים, מטענים",
		"write down what we need to do: call mom",
	} {
		if s := plan(t, text).Steps[0]; s.Capability == memo.CapLists {
			t.Errorf("%q: %s %+v; want no shopping list", text, s.Operation, s.Lists)
		}
	}
}
