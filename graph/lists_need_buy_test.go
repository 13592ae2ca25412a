package graph_test

import (
	"slices"
	"testing"
)

// TestNeedToBuyList: things to buy said as a need, two or more, go on
// the shopping list (or, with what they are for before a colon, on a
// list for it), never into one task titled with them all; a follow-up
// with "גם", "עוד", "too" or "more" adds to that list. One thing stays a
// task.
func TestNeedToBuyList(t *testing.T) {
	for _, tc := range []struct {
		turns []string
		list  string
		items []string
	}{
		{[]string{"אני צריכה לקנות: באגט, חמאה, גבינת קממבר, יין אדום", "תוסיפי גם קרואסונים", `עוד תפו"א ובצל`},
			"קניות", []string{"באגט", "חמאה", "גבינת קממבר", "יין אדום", "קרואסונים", `תפו"א`, "בצל"}},
		{[]string{"need to buy: milk, eggs, bread", "and butter too", "more onions and garlic"},
			"shopping", []string{"milk", "eggs", "bread", "butter", "onions", "garlic"}},
		{[]string{"gotta get milk, eggs and bread"}, "shopping", []string{"milk", "eggs", "bread"}},
		{[]string{"לקנות לשבת: חלות, יין, פרחים", "ועוד נרות"}, "קניות לשבת", []string{"חלות", "יין", "פרחים", "נרות"}},
		{[]string{"need to buy for the party: chips, dip, cups"}, "shopping for party", []string{"chips", "dip", "cups"}},
		{[]string{"pit tatties, neeps and a haggis on the shoppin list"}, "shopping", []string{"tatties", "neeps", "a haggis"}},
		{[]string{"we need milk, eggs and bread"}, "shopping", []string{"milk", "eggs", "bread"}},
	} {
		f := newFixture(t)
		for _, turn := range tc.turns {
			f.say(turn)
		}
		if got := f.listOrNone(tc.list); !slices.Equal(got, tc.items) {
			t.Errorf("%q: list %q holds %q; want %q", tc.turns, tc.list, got, tc.items)
		}
		if ts := f.tasksNow(); len(ts) > 0 {
			t.Errorf("%q made the task %q", tc.turns, ts[0].Text)
		}
	}
	// Near misses: one thing, a deed, someone's own, a time, talk after
	// "עוד": no shopping list.
	for _, tc := range []struct {
		turns []string
		task  bool
	}{
		{[]string{"need to buy milk"}, true},
		{[]string{"need to buy: a gift for dana"}, true},
		{[]string{"צריך לקנות מתנה לדנה"}, true},
		{[]string{"need to get the kids, the dog and the car"}, false},
		{[]string{"remind me tomorrow at 5 to call mom", "עוד שעה"}, false},
	} {
		f := newFixture(t)
		for _, turn := range tc.turns {
			f.say(turn)
		}
		if got := append(f.listOrNone("shopping"), f.listOrNone("קניות")...); len(got) > 0 {
			t.Errorf("%q: shopping list %q; want none", tc.turns, got)
		}
		if ts := f.tasksNow(); tc.task && len(ts) != 1 {
			t.Errorf("%q made %d tasks; want the one", tc.turns, len(ts))
		}
	}
}

// listOrNone is listItems of the list name, or nil when there is none
// (an empty list is an empty slice).
func (f *fixture) listOrNone(name string) []string {
	f.t.Helper()
	lists, err := f.db.FindLists(f.t.Context(), "chat")
	if err != nil {
		f.t.Fatal(err)
	}
	for _, l := range lists {
		if l.Name != name {
			continue
		}
		out := []string{}
		for _, it := range l.Items {
			s := it.Text
			if it.Checked {
				s += "✓"
			}
			out = append(out, s)
		}
		return out
	}
	return nil
}
