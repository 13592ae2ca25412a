package offline_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// afterTool plans text with the list in focus, right after the user said
// before and the assistant ran tool.
func afterTool(t *testing.T, text, before string, tool memo.Op, list *memo.FocusItem) memo.Step {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem,
		Focus: list, Recent: []memo.Turn{{Role: "user", Text: before}, {Role: "assistant", Text: "…", Tool: string(tool)}}})
	if err != nil {
		t.Fatal(err)
	}
	return p.Steps[0]
}

// TestTakeOffWhatWasAdded: right after an item was put on the list in
// view, "take it off", "remove it", "תוריד את זה" take that item off, never
// the list; "it" said of several items, or of an add that cannot be read
// again, is declined.
func TestTakeOffWhatWasAdded(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	for _, tc := range []struct {
		before, text string
		list         *memo.FocusItem
		want         []string // nil: declined
	}{
		{"add oat milk to the shopping list", "actually take it off", shopping, []string{"oat milk"}},
		{"add oat milk to the shopping list", "remove it", shopping, []string{"oat milk"}},
		{"add oat milk to the shopping list", "take that off", shopping, []string{"oat milk"}},
		{"add oat milk to the shopping list", "delete it", shopping, []string{"oat milk"}},
		{"add oat milk to the shopping list", "cross it off the list", shopping, []string{"oat milk"}},
		{"add oat milk to the shopping list", "get rid of that one", shopping, []string{"oat milk"}},
		{"also add butter", "remove it please", shopping, []string{"butter"}},
		{"add eggs and bread to shopping", "take them off", shopping, []string{"eggs", "bread"}},
		{"add eggs and bread to shopping", "remove it", shopping, nil},
		{"תוסיף חלב שיבולת שועל לרשימת קניות", "תוריד את זה", kniyot, []string{"חלב שיבולת שועל"}},
		{"תוסיף חלב שיבולת שועל לרשימת קניות", "תמחק אותו מהרשימה", kniyot, []string{"חלב שיבולת שועל"}},
		{"תוסיף חלב שיבולת שועל לרשימת קניות", "בעצם תורידי אותו", kniyot, []string{"חלב שיבולת שועל"}},
		{"תוסיף חלב ולחם לרשימת קניות", "תוריד אותם", kniyot, []string{"חלב", "לחם"}},
		{"תוסיף חלב ולחם לרשימת קניות", "תוריד את זה", kniyot, nil},
		{"תוסיף חלב לרשימת קניות", "תוריד את זה", shopping, nil}, // another list than the one in view
	} {
		s := afterTool(t, tc.text, tc.before, memo.OpListAdd, tc.list)
		if s.Operation == memo.OpListDelete {
			t.Errorf("%q after %q: the list deleted", tc.text, tc.before)
			continue
		}
		if tc.want == nil {
			if s.Operation != memo.OpUnknown {
				t.Errorf("%q after %q: %s.%s %+v; want it declined", tc.text, tc.before, s.Capability, s.Operation, s.Lists)
			}
			continue
		}
		if s.Operation != memo.OpListRemove || s.Lists.ListID != tc.list.ID || !reflect.DeepEqual(s.Lists.Items, tc.want) {
			t.Errorf("%q after %q: %s.%s %+v; want %q taken off", tc.text, tc.before, s.Capability, s.Operation, s.Lists, tc.want)
		}
	}
	// After an add that made the list: "… מהרשימה", "take it off" are the
	// item; "delete it" may be the list, and is read as before.
	for text, want := range map[string][]string{"תוריד את זה מהרשימה": {"טחינה"}, "תמחק אותו מהרשימה": {"טחינה"}} {
		s := afterTool(t, text, "תוסיף לרשימת קניות טחינה", memo.OpListCreate, kniyot)
		if s.Operation != memo.OpListRemove || !reflect.DeepEqual(s.Lists.Items, want) {
			t.Errorf("%q after the list was made: %s.%s %+v; want %q taken off", text, s.Capability, s.Operation, s.Lists, want)
		}
	}
	if s := afterTool(t, "delete it", "new list packing: charger", memo.OpListCreate, shopping); s.Operation == memo.OpListRemove {
		t.Errorf("delete it after a list was made: the item taken off %+v", s.Lists)
	}
	// Not after an add: the list shown and then "delete it" is the list.
	if s := afterTool(t, "delete it", "show shopping", memo.OpListGet, shopping); s.Operation != memo.OpListDelete {
		t.Errorf("delete it after the list was shown: %s.%s; want the list deleted", s.Capability, s.Operation)
	}
}
