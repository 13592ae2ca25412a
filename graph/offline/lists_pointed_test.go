package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldThenPointedBack: a told action on an item of the list in view
// followed by a command pointing back ("קניתי את הלחם תוריד אותו", "I
// bought the bread remove it", "got the bread, tick it off") acts on that
// item as the command says.
func TestToldThenPointedBack(t *testing.T) {
	for _, c := range []struct {
		text, list, item string
		op               memo.Op
	}{
		{"קניתי את הלחם תוריד אותו", "קניות", "לחם", memo.OpListRemove},
		{"קניתי את הלחם, אז תמחק אותו מהרשימה", "קניות", "לחם", memo.OpListRemove},
		{"קניתי את הלחם, תסמן", "קניות", "לחם", memo.OpListCheck},
		{"I bought the bread remove it", "shopping", "bread", memo.OpListRemove},
		{"got the bread, so take it off the list", "shopping", "bread", memo.OpListRemove},
		{"got the bread, tick it off", "shopping", "bread", memo.OpListCheck},
	} {
		f := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: c.list}
		s := focusStep(t, c.text, f)
		if s.Operation != c.op || s.Lists == nil || len(s.Lists.Items) != 1 || trimArticle(s.Lists.Items[0]) != c.item {
			t.Errorf("%q: %s.%s %+v; want %s of %q", c.text, s.Capability, s.Operation, s.Lists, c.op, c.item)
		}
	}
}

// trimArticle drops a leading "the" or "ה", which matching an item
// ignores.
func trimArticle(s string) string {
	if len(s) > len("the ") && s[:4] == "the " {
		return s[4:]
	}
	if len(s) > len("ה") && s[:len("ה")] == "ה" {
		return s[len("ה"):]
	}
	return s
}
