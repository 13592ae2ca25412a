package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListNamedFirst: a list named before the command on it ("grocery
// list add avocados", "רשימת קניות: תוסיף חלב") is that command; a kind of
// list made for something is named for both; "add to my to do list X"
// needs no colon.
func TestListNamedFirst(t *testing.T) {
	for _, tc := range []struct {
		text  string
		op    memo.Op
		name  string
		items []string
	}{
		{"grocery list add avocados", memo.OpListAdd, "grocery", []string{"avocados"}},
		{"shopping list: add milk and eggs", memo.OpListAdd, "shopping", []string{"milk", "eggs"}},
		{"packing list, remove the charger", memo.OpListRemove, "packing", []string{"charger"}},
		{"רשימת קניות: תוסיף חלב וביצים", memo.OpListAdd, "קניות", []string{"חלב", "ביצים"}},
		{"start a packing list for the ski trip", memo.OpListCreate, "packing for the ski trip", nil},
		{"add to my packing list: coffee, granola bars", memo.OpListCreate, "packing", []string{"coffee", "granola bars"}},
		{"add to my shopping list: coffee, compression socks", memo.OpListCreate, "shopping", []string{"coffee", "compression socks"}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != tc.op || s.Lists == nil || s.Lists.Name != tc.name || tc.items != nil && !slices.Equal(s.Lists.Items, tc.items) {
			t.Errorf("%q: %s.%s %+v; want %s of %q on %q", tc.text, s.Capability, s.Operation, s.Lists, tc.op, tc.items, tc.name)
		}
	}
	// Things to buy said as a need, listed: the shopping list's; one thing
	// stays a task.
	for text, items := range map[string][]string{
		"צריך לקנות עגבניות, מלפפונים ובצל":  {"עגבניות", "מלפפונים", "בצל"},
		"i need to buy eggs, milk and bread": {"eggs", "milk", "bread"},
	} {
		s := plan(t, text).Steps[0]
		if s.Lists == nil || !slices.Equal(s.Lists.Items, items) {
			t.Errorf("%q: %s.%s %+v; want %q on the shopping list", text, s.Capability, s.Operation, s.Lists, items)
		}
	}
	wantTask(t, "צריך לקנות מתנה לדנה", "לקנות מתנה לדנה")
	wantTask(t, "add to my to do list fix the bike tire", "fix the bike tire")
	if s := plan(t, "add to my tasks").Steps[0]; s.Operation == memo.OpTaskCreate {
		t.Errorf("\"add to my tasks\" alone made a task %+v", s.Tasks)
	}
}
