package offline_test

import (
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListVerbless: an addition said by its list and a colon with the
// verb left out ("to my list: …", "לרשימה של שבת: …") is the addition
// with the verb; the list's name is never "to my". Words that only begin
// like a list, with no colon, are left.
func TestListVerbless(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
		name string
		want []string
	}{
		{"to my list: eggs, milk, bread", memo.OpListAdd, "", []string{"eggs", "milk", "bread"}},
		{"oh and to the list: eggs", memo.OpListAdd, "", []string{"eggs"}},
		{"for the party list: cups, plates", memo.OpListCreate, "party", []string{"cups", "plates"}},
		{"לרשימה: גרביים, תחתונים, מטען", memo.OpListAdd, "", []string{"גרביים", "תחתונים", "מטען"}},
		{"לרשימה של שבת: דגים, קוגל, סלטים, יין", memo.OpListAdd, "שבת", []string{"דגים", "קוגל", "סלטים", "יין"}},
		// Near misses.
		{"to my surprise: it rained", memo.OpUnknown, "", nil},
		{"לרשימה הזאת אין סוף", memo.OpUnknown, "", nil},
		{"to my list eggs", memo.OpUnknown, "", nil},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != tc.op {
			t.Errorf("%q: %s.%s %+v; want %s", tc.text, s.Capability, s.Operation, s.Lists, tc.op)
			continue
		}
		if tc.want != nil && (s.Lists.Name != tc.name || !reflect.DeepEqual(s.Lists.Items, tc.want)) {
			t.Errorf("%q: %q %q; want %q %q", tc.text, s.Lists.Name, s.Lists.Items, tc.name, tc.want)
		}
	}
}

// TestInfinitiveAlsoAdds: "להוסיף גם …" right after a list was made adds
// to it, as "תוסיף גם …" does.
func TestInfinitiveAlsoAdds(t *testing.T) {
	shabbat := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "שבת"}
	for text, want := range map[string][]string{"להוסיף גם חומוס": {"חומוס"}, "ותוסיף גם גפרורים": {"גפרורים"}} {
		s := afterTool(t, text, "לרשימה של שבת: דגים, קוגל", memo.OpListCreate, shabbat)
		if s.Operation != memo.OpListAdd || s.Lists.ListID != "l1" || !reflect.DeepEqual(s.Lists.Items, want) {
			t.Errorf("%q: %s.%s %+v; want %q added to the list in view", text, s.Capability, s.Operation, s.Lists, want)
		}
	}
}
