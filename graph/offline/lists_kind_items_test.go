package offline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestListNamedThenItems: a list named and its items right after it, no
// colon between: the items go to that list, and never into the name of
// a new one. Where the name ends is the user's list, a word for the
// shopping list, or (in English) the word "list"; "add to list: …" with
// no name is the list the chat is about or the user's only one.
func TestListNamedThenItems(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "רשימת קניות חלב לחם סיגריות", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם", "סיגריות"}},
		{text: "רשימת קניות חלב לחם סיגריות", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם", "סיגריות"}},
		{text: "רשימת הקניות ביצים גבינה ועגבניות", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים", "גבינה", "עגבניות"}},
		{text: "רשימת קניות חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "רשימת קניות נייר טואלט", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"נייר טואלט"}},
		{text: "תכין רשימת קניות חלב לחם ביצים", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם", "ביצים"}},
		{text: "רשימת ציוד לטיול פנס, שק שינה", lists: []string{"ציוד לטיול"}, op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"פנס", "שק שינה"}},
		{text: "רשימת סופר חלב ולחם", lists: []string{"סופר"}, op: memo.OpListAdd, name: "סופר", items: []string{"חלב", "לחם"}},
		{text: "תוסיף לרשימה: ביצים", op: memo.OpListAdd, name: "", items: []string{"ביצים"}},
		{text: "רשימת קניות חלב שמן זית", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "שמן זית"}},
		{text: "shopping list milk eggs prune juice", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "prune juice"}},
		{text: "shopping list milk eggs bread", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "make a shopping list milk eggs bread", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "grocery list apples, pears", lists: []string{"groceries"}, op: memo.OpListAdd, name: "groceries", items: []string{"apples", "pears"}},
		{text: "add to shopping list cucumbers, lemons", op: memo.OpListAdd, name: "shopping", items: []string{"cucumbers", "lemons"}},
		{text: "add to shopping list cucumbers, lemons", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"cucumbers", "lemons"}},
		{text: "add to my shopping list milk eggs bread butter", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread", "butter"}},
		{text: "add to the packing list socks, sunscreen", lists: []string{"packing"}, op: memo.OpListAdd, name: "packing", items: []string{"socks", "sunscreen"}},
		{text: "add to packing list socks and a hat", op: memo.OpListAdd, name: "packing", items: []string{"socks", "a hat"}},
		{text: "add to my packing list phone charger, toothpaste and bananas", lists: []string{"packing"}, op: memo.OpListAdd, name: "packing", items: []string{"phone charger", "toothpaste", "bananas"}},
		{text: "רשימת קניות לחם, מטען לטלפון ולימון", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"לחם", "מטען לטלפון", "לימון"}},
		{text: "add to list: eggs", op: memo.OpListAdd, name: "", items: []string{"eggs"}},
		{text: "add to list: eggs", lists: []string{"groceries", "hardware"}, op: memo.OpListAdd, name: "", items: []string{"eggs"}},
		{text: "add to my list eggs, milk", lists: []string{"shopping"}, op: memo.OpListAdd, name: "", items: []string{"eggs", "milk"}},
		{text: "add to groceries milk, eggs", op: memo.OpListAdd, name: "groceries", items: []string{"milk", "eggs"}},
		// Near misses: what follows says more of the list, not an item.
		{text: "רשימת קניות לשבת", op: memo.OpListCreate, name: "קניות לשבת"},
		{text: "רשימת קניות", op: memo.OpListCreate, name: "קניות"},
		{text: "רשימת קניות לחג", lists: []string{"קניות"}, op: memo.OpListCreate, name: "קניות לחג"},
		{text: "רשימת קניות חדשה", op: memo.OpListCreate, name: "קניות"},
		{text: "new shopping list", op: memo.OpListCreate, name: "shopping"},
		{text: "make a packing list for the trip", op: memo.OpListCreate, name: "packing for the trip"},
		{text: "create a new list called books", op: memo.OpListCreate, name: "books"},
		{text: "shopping list for the party"},
		{text: "add to groceries milk"}, // no comma: "groceries milk" may be one name
		{text: "add to my notes milk, eggs"},
	})
	// A task list said so keeps its items tasks.
	p := planLists(t, "add to my to do list call the bank", nil)
	if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "call the bank" {
		t.Errorf("to do list: %+v", s)
	}
}

// TestListNamedThenRunOn: a run of words after a list's name that holds a
// grocery but cannot be cut into groceries is asked about, not made the
// name of a list nor one item.
func TestListNamedThenRunOn(t *testing.T) {
	for _, text := range []string{
		"רשימת קניות חלב לחם משהו טעים",
		"shopping list milk bread something nice",
		"רשימת קניות חלב שמן זית כתית",
		"shopping list milk prune juice box",
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != memo.WhyItemsRunOn {
			t.Errorf("%q: %v; want items run on", text, err)
		}
	}
}

// TestGroceryRunKeepsSizes: a size, a count or an amount said after a
// grocery stays with it when a run of groceries is cut, and a ו before
// the last one cuts it.
func TestGroceryRunKeepsSizes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"חיתולים מידה 2 מגבונים ומשחה", "חיתולים מידה 2|מגבונים|משחה"},
		{"חלב 2 ליטר ביצים", "חלב 2 ליטר|ביצים"},
		{"ביצים x12 לחם", "ביצים x12|לחם"},
		{"diapers size 4 wipes and ointment", "diapers size 4|wipes|ointment"},
		{"milk 2 liters eggs x12", "milk 2 liters|eggs x12"},
		{"eggs 3x bread", "eggs 3x|bread"},
		// An amount said first, before anything it could close, is the
		// grocery's after it.
		{"2 ליטר חלב ביצים", "2 ליטר חלב|ביצים"},
		{"2 חלב ביצים", "2 חלב|ביצים"},
		// Near misses: a number alone between two groceries is not
		// guessed, and a word that names no grocery keeps the run whole.
		{"חלב 2 לחם", "חלב 2 לחם"},
		{"2 ליטר חלב מגבת", "2 ליטר חלב מגבת"},
		{"milk size bread", "milk size bread"},
		{"חיתולים מידה גדולה מגבונים", "חיתולים מידה גדולה מגבונים"},
	} {
		if got := strings.Join(offline.SplitItems(c.in), "|"); got != c.want {
			t.Errorf("SplitItems(%q) = %q; want %q", c.in, got, c.want)
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "תוסיפי לקניות חיתולים מידה 2 מגבונים ומשחה", op: memo.OpListAdd, name: "קניות", items: []string{"חיתולים מידה 2", "מגבונים", "משחה"}},
		{text: "add diapers size 4 wipes and ointment to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"diapers size 4", "wipes", "ointment"}},
	})
}
