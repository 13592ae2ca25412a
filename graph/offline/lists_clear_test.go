package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planWith plans text for a user with lists "shopping" and "קניות" and the
// given focus.
func planWith(t *testing.T, text string, focus *memo.FocusItem) (memo.Plan, error) {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	return offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
		ListNames: []string{"shopping", "קניות", "packing"},
	})
}

// focusStep plans text with the given focus and returns its first step.
func focusStep(t *testing.T, text string, focus *memo.FocusItem) memo.Step {
	t.Helper()
	p, err := planWith(t, text, focus)
	if err != nil || len(p.Steps) == 0 {
		t.Fatalf("%q: %v", text, err)
	}
	return p.Steps[0]
}

// TestClearAList: a list's items named by kind ("clear the list", "the
// checked ones") are one removeItems (or check/uncheck) with Which set, on
// the list named or in view — confirmed first when the list is not named;
// a list named by near words is left alone.
func TestClearAList(t *testing.T) {
	packing := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l9", Title: "packing"}
	for _, c := range []struct {
		text        string
		focus       *memo.FocusItem
		op          memo.Op
		which       string
		list, id    string
		needsVerify bool
	}{
		{"clear the shopping list", nil, memo.OpListRemove, memo.ItemsAll, "shopping", "", false},
		{"please empty out my shopping list", nil, memo.OpListRemove, memo.ItemsAll, "shopping", "", false},
		{"wipe shopping", nil, memo.OpListRemove, memo.ItemsAll, "shopping", "", false},
		{"remove everything from the shopping list", nil, memo.OpListRemove, memo.ItemsAll, "shopping", "", false},
		{"clear all the items off the packing list", nil, memo.OpListRemove, memo.ItemsAll, "packing", "", false},
		{"remove all the checked off items from shopping list", nil, memo.OpListRemove, memo.ItemsChecked, "shopping", "", false},
		{"delete everything I bought from the shopping list", nil, memo.OpListRemove, memo.ItemsChecked, "shopping", "", false},
		{"clear the checked items", nil, memo.OpListRemove, memo.ItemsChecked, "", "", true},
		{"clear the list", nil, memo.OpListRemove, memo.ItemsAll, "", "", true},
		{"clear the list", packing, memo.OpListRemove, memo.ItemsAll, "packing", "l9", true},
		{"empty it", packing, memo.OpListRemove, memo.ItemsAll, "packing", "l9", true},
		{"remove everything", packing, memo.OpListRemove, memo.ItemsAll, "packing", "l9", true},
		{"check everything on the packing list", nil, memo.OpListCheck, memo.ItemsAll, "packing", "", false},
		{"uncheck all on the packing list", nil, memo.OpListUncheck, memo.ItemsAll, "packing", "", false},
		{"תרוקן את רשימת הקניות", nil, memo.OpListRemove, memo.ItemsAll, "קניות", "", false},
		{"תנקה את הקניות", nil, memo.OpListRemove, memo.ItemsAll, "קניות", "", false},
		{"תמחק את כל הפריטים מרשימת הקניות", nil, memo.OpListRemove, memo.ItemsAll, "קניות", "", false},
		{"תמחק הכל מרשימת הקניות", nil, memo.OpListRemove, memo.ItemsAll, "קניות", "", false},
		{"תמחק את המסומנים מרשימת הקניות", nil, memo.OpListRemove, memo.ItemsChecked, "קניות", "", false},
		{"תנקה את מה שקניתי מהרשימה", packing, memo.OpListRemove, memo.ItemsChecked, "packing", "l9", true},
		{"רוקן את הרשימה", packing, memo.OpListRemove, memo.ItemsAll, "packing", "l9", true},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) != 1 {
			t.Errorf("%q: %d steps, %v; want one", c.text, len(p.Steps), err)
			continue
		}
		s := p.Steps[0]
		if s.Lists == nil || s.Operation != c.op || s.Lists.Which != c.which || s.Lists.Name != c.list || s.Lists.ListID != c.id || s.Verify != c.needsVerify {
			t.Errorf("%q: %s.%s %+v verify=%v; want %s of %q items on %q/%q verify=%v",
				c.text, s.Capability, s.Operation, s.Lists, s.Verify, c.op, c.which, c.list, c.id, c.needsVerify)
		}
	}
	// Not a list, or a list by a near name: never a clear.
	for _, text := range []string{
		"clear my calendar tomorrow", "clean the kitchen", "clear my head", "empty the dishwasher",
		"clear shoping", "clear my to do list", "remove everything", "delete everything from my calendar",
		"תנקה את הבית", "תרוקן את המדיח", "תמחק הכל מהיומן של מחר", "empty it",
		"check the checked items on the shopping list",
	} {
		p, err := planWith(t, text, nil)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Lists != nil && s.Lists.Which != "" {
				t.Errorf("%q: %s.%s %+v; want no items by kind", text, s.Capability, s.Operation, s.Lists)
			}
		}
	}
}
