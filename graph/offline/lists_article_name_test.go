package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestListNameWithArticle: a new list's one-word name said with its
// article before items with no colon ("לרשימת המרפאה כפפות מידה M, …")
// is the whole name, since a name of two words takes the article on its
// last; the items follow, split at commas and the last "and" as anywhere.
// A list said "in" ("ברשימת", "בתוך רשימת") after the items is added to
// as one said "to"; items said in English the same way make the list
// too. Near misses keep their reading: a name without its article before
// a first item of several words is still asked where it ends, an article
// on the first item too may be the name's adjective, and a thing to do
// said "in" a list is a task.
func TestListNameWithArticle(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיפי לרשימת המרפאה כפפות מידה M, מסכות ומשחה להלבנה", op: memo.OpListAdd, name: "מרפאה", items: []string{"כפפות מידה M", "מסכות", "משחה להלבנה"}},
		{text: "תוסיף לרשימת הציוד שק שינה ופנס", op: memo.OpListAdd, name: "ציוד", items: []string{"שק שינה", "פנס"}},
		{text: "לרשימת המסיבה כוסות חד פעמיות, עוגה", op: memo.OpListAdd, name: "מסיבה", items: []string{"כוסות חד פעמיות", "עוגה"}},
		{text: "תוסיף ברשימת המרפאה כפפות, מסכות", op: memo.OpListAdd, name: "מרפאה", items: []string{"כפפות", "מסכות"}},
		{text: "תוסיף בתוך רשימת המרפאה כפפות, מסכות", op: memo.OpListAdd, name: "מרפאה", items: []string{"כפפות", "מסכות"}},
		{text: "תוסיף ביצים וחלב בתוך רשימת קניות", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים", "חלב"}},
		{text: "תכניס ביצים וחלב ברשימת הקניות", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים", "חלב"}},
		{text: "תוסיף לחמניות ברשימת הקניות", op: memo.OpListAdd, name: "קניות", items: []string{"לחמניות"}},
		{text: "add to clinic list gloves size M, masks and whitening paste", op: memo.OpListAdd, name: "clinic", items: []string{"gloves size M", "masks", "whitening paste"}},
		{text: "put eggs and milk in the shopping list", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "milk"}},
		{text: "add eggs and milk to my packing list", op: memo.OpListAdd, name: "packing", items: []string{"eggs", "milk"}},
		// Near misses.
		{text: "תוסיף משימה לעדכן ברשימת המוזמנים"},
		{text: "תוסיף לעדכן את המחירים ברשימת המלאי"},
	})
	for _, text := range []string{
		"תוסיף לרשימת בית מרקחת אקמול, נורופן",
		"תוסיף לרשימת הציוד הנדרש שק שינה, פנס",
		"לרשימת ציוד שק שינה, פנס, מים",
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: memo.Hebrew, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != memo.WhyListNameEnds {
			t.Errorf("%q: %v; want %s", text, err, memo.WhyListNameEnds)
		}
	}
}

// TestRemoveFromListJustAdded: an item taken off right after items were
// added to a list is taken off that list, the list in focus, in either
// language (the article is matched against the item later, as anywhere);
// with no list in focus it is not guessed to be a list's.
func TestRemoveFromListJustAdded(t *testing.T) {
	clinic := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "מרפאה"}
	checkListCases(t, clinic, []listCase{
		{text: "תמחקי את המסכות", lists: []string{"מרפאה"}, op: memo.OpListRemove, name: "מרפאה", items: []string{"המסכות"}},
		{text: "תורידי את המסכות", lists: []string{"מרפאה"}, op: memo.OpListRemove, name: "מרפאה", items: []string{"המסכות"}},
	})
	en := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "clinic"}
	checkListCases(t, en, []listCase{
		{text: "delete the masks", lists: []string{"clinic"}, op: memo.OpListRemove, name: "clinic", items: []string{"masks"}},
	})
	checkListCases(t, nil, []listCase{{text: "delete the masks", lists: []string{"clinic", "shopping"}}})
}
