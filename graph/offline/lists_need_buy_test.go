package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNeedToBuyForms: things to buy said as a need, two or more, with a
// colon after the verb, what they are for before it, the bare verb, or a
// need of groceries with no verb, are the shopping list's (a list for the
// occasion when it is said before a colon); one thing, things to do,
// someone's own, a time or a list named are not.
func TestNeedToBuyForms(t *testing.T) {
	for _, tc := range []struct {
		text, list string
		items      []string
	}{
		{"אני צריכה לקנות: באגט, חמאה, גבינת קממבר, יין אדום", "קניות", []string{"באגט", "חמאה", "גבינת קממבר", "יין אדום"}},
		{"need to buy: milk, eggs, bread", "shopping", []string{"milk", "eggs", "bread"}},
		{"i need to get: milk, eggs, bread", "shopping", []string{"milk", "eggs", "bread"}},
		{"need to buy: bread, phone charger and eggs", "shopping", []string{"bread", "phone charger", "eggs"}},
		{"buy: milk, eggs, bread", "shopping", []string{"milk", "eggs", "bread"}},
		{"buy milk, eggs, bread", "shopping", []string{"milk", "eggs", "bread"}},
		{"need to buy milk and eggs", "shopping", []string{"milk", "eggs"}},
		{"we need milk, eggs and bread", "shopping", []string{"milk", "eggs", "bread"}},
		{"לקנות לשבת: חלות, יין, פרחים", "קניות לשבת", []string{"חלות", "יין", "פרחים"}},
		{"צריך לקנות לשבת: חלות, יין, פרחים", "קניות לשבת", []string{"חלות", "יין", "פרחים"}},
		{"לקנות לשבת חלות, יין, פרחים", "קניות", []string{"חלות", "יין", "פרחים"}},
		{"need to buy for the party: chips, dip, cups", "shopping for party", []string{"chips", "dip", "cups"}},
		{"צריך לקנות: חלות, יין, פרחים", "קניות", []string{"חלות", "יין", "פרחים"}},
		{"צריכיםלקנות: ביצים, שמן זית", "קניות", []string{"ביצים", "שמן זית"}},
		{"לקנות חלב, ביצים, לחם", "קניות", []string{"חלב", "ביצים", "לחם"}},
		{"צריך לקנות חלב וביצים", "קניות", []string{"חלב", "ביצים"}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Lists == nil || s.Lists.Name != tc.list || !slices.Equal(s.Lists.Items, tc.items) {
			t.Errorf("%q: %s %+v; want %q on %q", tc.text, s.Operation, s.Lists, tc.items, tc.list)
		}
	}
	// Near misses: no list; the tasks they are, or declined.
	for text, tasks := range map[string][]string{
		"need to buy milk":                          {"buy milk"},
		"need to buy: a gift for dana":              {"buy: a gift for dana"},
		"צריך לקנות מתנה לדנה":                      {"לקנות מתנה לדנה"},
		"need to buy tickets, book the hotel":       {"buy tickets", "book the hotel"},
		"need to buy milk, call mom":                {"buy milk", "call mom"},
		"need to get the kids, the dog and the car": {"get the kids, the dog and the car"},
		"need to buy milk, eggs tomorrow":           {"buy milk, eggs"},
		"get milk, eggs":                            nil,
		"i need a haircut, a nap and a vacation":    nil,
		"we need to buy a new car and a new fridge": nil,
	} {
		p := plan(t, text)
		var got []string
		for _, s := range p.Steps {
			if s.Lists != nil && (s.Operation == memo.OpListAdd || s.Operation == memo.OpListCreate) {
				t.Errorf("%q: added %q to %q", text, s.Lists.Items, s.Lists.Name)
			}
			if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
				for _, d := range s.Tasks.Drafts {
					got = append(got, d.Text)
				}
			}
		}
		if !slices.Equal(got, tasks) {
			t.Errorf("%q: tasks %q; want %q", text, got, tasks)
		}
	}
}
