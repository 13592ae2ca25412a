package offline_test

import (
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAddToListInFocus: right after a list was made or shown, items said
// without naming it go on it — "and pizza rolls", "chuck chips on there
// too", "also add napkins", "וגם במבה", "תוסיפי גם חומוס", "שימי גם במבה"
// — and "take off cones", "תורידי את הקונוסים" take them off. A loose verb
// of putting that says nowhere ("chuck the milk", "throw out the milk")
// adds nothing; with a reminder in focus, an add is no item of a list and
// no reminder with "add" in it.
func TestAddToListInFocus(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	made, madeHE, shown := "make a shopping list with milk and eggs", "תעשי רשימת קניות עם חלב וביצים", "show me the shopping list"
	for _, tc := range []struct {
		before, text string
		tool         memo.Op
		list         *memo.FocusItem
		op           memo.Op
		want         []string // nil: no change of the list
	}{
		{made, "and pizza rolls", memo.OpListCreate, shopping, memo.OpListAdd, []string{"pizza rolls"}},
		{made, "chuck chips on there too", memo.OpListCreate, shopping, memo.OpListAdd, []string{"chips"}},
		{made, "also add napkins", memo.OpListCreate, shopping, memo.OpListAdd, []string{"napkins"}},
		{made, "throw in napkins", memo.OpListCreate, shopping, memo.OpListAdd, []string{"napkins"}},
		{made, "toss cones in too", memo.OpListCreate, shopping, memo.OpListAdd, []string{"cones"}},
		{shown, "stick hummus on it", memo.OpListGet, shopping, memo.OpListAdd, []string{"hummus"}},
		{shown, "pop crackers on there", memo.OpListGet, shopping, memo.OpListAdd, []string{"crackers"}},
		{shown, "and pizza rolls", memo.OpListGet, shopping, memo.OpListAdd, []string{"pizza rolls"}},
		{made, "oh n eggs", memo.OpListCreate, shopping, memo.OpListAdd, []string{"eggs"}},
		{shown, "n pizza rolls", memo.OpListGet, shopping, memo.OpListAdd, []string{"pizza rolls"}},
		{made, "take off cones", memo.OpListCreate, shopping, memo.OpListRemove, []string{"cones"}},
		{made, "remove the cones", memo.OpListCreate, shopping, memo.OpListRemove, []string{"cones"}},
		{madeHE, "וגם במבה", memo.OpListCreate, kniyot, memo.OpListAdd, []string{"במבה"}},
		{madeHE, "תוסיפי גם חומוס", memo.OpListCreate, kniyot, memo.OpListAdd, []string{"חומוס"}},
		{madeHE, "שימי גם במבה", memo.OpListCreate, kniyot, memo.OpListAdd, []string{"במבה"}},
		{madeHE, "תורידי את הקונוסים", memo.OpListCreate, kniyot, memo.OpListRemove, []string{"הקונוסים"}},
		// Near misses: nowhere to put it, or a throw that takes away.
		{made, "throw out the milk", memo.OpListCreate, shopping, "", nil},
		{made, "chuck the milk", memo.OpListCreate, shopping, "", nil},
		{made, "chuck it in the bin", memo.OpListCreate, shopping, "", nil},
		{madeHE, "תזרקי את החלב", memo.OpListCreate, kniyot, "", nil},
		{made, "nope", memo.OpListCreate, shopping, "", nil},
		{made, "n", memo.OpListCreate, shopping, "", nil},
	} {
		s := afterTool(t, tc.text, tc.before, tc.tool, tc.list)
		if tc.want == nil {
			if s.Capability == memo.CapLists && s.Operation != memo.OpListGet {
				t.Errorf("%q: %s %+v; want the list left as it is", tc.text, s.Operation, s.Lists)
			}
			continue
		}
		if s.Operation != tc.op || s.Lists == nil || s.Lists.ListID != tc.list.ID || !reflect.DeepEqual(s.Lists.Items, tc.want) {
			t.Errorf("%q after %q: %s.%s %+v; want %s %v", tc.text, tc.before, s.Capability, s.Operation, s.Lists, tc.op, tc.want)
		}
	}
	rem := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: at(21, 17, 0)}
	for _, text := range []string{"also add napkins", "add napkins too", "also put chips", "וגם תוסיף במבה", "תוסיפי גם חומוס", "וגם במבה", "and call dad"} {
		s := afterTool(t, text, "remind me to call mom tomorrow at 5pm", memo.OpTaskCreate, rem)
		if s.Capability == memo.CapLists || s.Operation == memo.OpTaskCreate {
			t.Errorf("%q after a reminder: %s.%s %+v %+v; want no list item and no reminder", text, s.Capability, s.Operation, s.Lists, s.Tasks)
		}
	}
}
