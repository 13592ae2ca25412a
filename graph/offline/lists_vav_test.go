package offline_test

import (
	"context"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestAndMoreAfterAdd: right after an add to a list, a bare "and X"
// ("ועגבניות", "וגם מלפפונים", "and tomatoes", "also cucumbers") adds X
// to that list; after anything else, a word that opens with ו is not cut.
func TestAndMoreAfterAdd(t *testing.T) {
	for _, c := range []struct {
		text, list string
		tool       memo.Op
		want       []string // nil: not an add to the list
	}{
		{"ועגבניות", "קניות", memo.OpListCreate, []string{"עגבניות"}},
		{"והמלפפונים והפיתות", "קניות", memo.OpListAdd, []string{"המלפפונים", "הפיתות"}},
		{"וגם מלפפונים", "קניות", memo.OpListAdd, []string{"מלפפונים"}},
		{"and tomatoes", "groceries", memo.OpListCreate, []string{"tomatoes"}},
		{"also cucumbers", "groceries", memo.OpListAdd, []string{"cucumbers"}},
		{"וופלים", "קניות", memo.OpListAdd, nil},
		{"ועגבניות", "קניות", memo.OpListGet, nil},
	} {
		f := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: c.list}
		lang, _ := memo.DetectLanguage(c.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: c.text, Lang: lang, Now: now, Loc: jerusalem, Focus: f,
			Recent: []memo.Turn{{At: now, Role: "user", Text: "…"}, {At: now, Role: "assistant", Text: "📝 …", Tool: string(c.tool)}},
		})
		if err != nil || len(p.Steps) == 0 {
			t.Fatalf("%q: %v", c.text, err)
		}
		s := p.Steps[0]
		added := s.Operation == memo.OpListAdd && s.Lists != nil && s.Lists.ListID == "l1"
		switch {
		case c.want == nil && added && (slices.Contains(s.Lists.Items, "ופלים") || slices.Contains(s.Lists.Items, "עגבניות")):
			t.Errorf("%q after %s: added %q; want the ו not cut", c.text, c.tool, s.Lists.Items)
		case c.want != nil && (!added || !slices.Equal(s.Lists.Items, c.want)):
			t.Errorf("%q after %s: %s %+v; want %q added", c.text, c.tool, s.Operation, s.Lists, c.want)
		}
	}
}

// TestItemKeepsGeresh: an item written with a closing geresh ("קוטג'")
// keeps it; a quoted item ('milk') loses its quotes.
func TestItemKeepsGeresh(t *testing.T) {
	for text, want := range map[string]string{
		"תכניס לקניות קוטג'":  "קוטג'",
		"תוסיף לקניות קוטג'.": "קוטג'",
		"add 'milk' to קניות": "milk",
	} {
		s := plan(t, text, "קניות").Steps[0]
		if s.Lists == nil || len(s.Lists.Items) != 1 || s.Lists.Items[0] != want {
			t.Errorf("%q: %s %+v; want %q", text, s.Operation, s.Lists, want)
		}
	}
}
