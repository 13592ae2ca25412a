package offline_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestItemsBeforeTheCommand: items named first and the command and the
// list after them ("out of milk, add to the shopping list", "נגמר לנו
// נייר טואלט תוסיף לקניות") go on that list, as what was named; a
// statement that only mentions shopping, a question, a thing to do and a
// list that is no list are not.
func TestItemsBeforeTheCommand(t *testing.T) {
	for _, tc := range []struct {
		text, list string
		items      []string
	}{
		{"out of milk, add to the shopping list", "shopping", []string{"milk"}},
		{"we're out of eggs add them to the shopping list", "shopping", []string{"eggs"}},
		{"running low on dish soap can you add it to shopping", "shopping", []string{"dish soap"}},
		{"we need more coffee and sugar, please add them to the shopping list", "shopping", []string{"coffee", "sugar"}},
		{"oat milk, add to my shopping list pls", "shopping", []string{"oat milk"}},
		{"out of phone charger, add to the packing list", "packing", []string{"phone charger"}},
		{"things to buy at the store: milk, eggs", "shopping", []string{"milk", "eggs"}},
		{"נגמר לנו נייר טואלט תוסיף לקניות", "קניות", []string{"נייר טואלט"}},
		{"חסר לנו חלב תרשום ברשימת קניות", "קניות", []string{"חלב"}},
		{"אבוקדו ולימונים לקניות בבקשה", "קניות", []string{"אבוקדו", "לימונים"}},
		{"לקנות במכולת: חלב, לחם, ביצים", "קניות", []string{"חלב", "לחם", "ביצים"}},
		{"נגמרו הביצים, תוסיפי לרשימת הקניות", "קניות", []string{"הביצים"}},
		{"יוגורט תרשמי בקניות", "קניות", []string{"יוגורט"}},
		{"חסרים לי סוללות ופנס תכניס לרשימת ציוד לטיול", "ציוד לטיול", []string{"סוללות", "פנס"}},
		{"חסרלנו שמן זית תרשום ברשימת קניות", "קניות", []string{"שמן זית"}},
		{"נגממר לנו חלב תוסיף לרשימת קניות", "קניות", []string{"חלב"}},
	} {
		s := listPlan(t, tc.text)
		if s.Operation != memo.OpListAdd || s.Lists.Name != tc.list || !reflect.DeepEqual(s.Lists.Items, tc.items) {
			t.Errorf("%q: %s.%s %+v; want %q on %q", tc.text, s.Capability, s.Operation, s.Lists, tc.items, tc.list)
		}
	}
	// Before the user has a list of groceries, one is made.
	if s := planWithLists(t, "we're out of eggs add them to groceries", nil); s.Operation != memo.OpListAdd || s.Lists.Name != "groceries" ||
		!reflect.DeepEqual(s.Lists.Items, []string{"eggs"}) {
		t.Errorf("eggs to groceries: %s.%s %+v", s.Capability, s.Operation, s.Lists)
	}
	for _, text := range []string{
		"נגמר לי הכסף בקניות", "milk, put it in the fridge", "חלב לקניות?", "להתקשר לאמא תוסיף לקניות",
		"call mom add to my to do list", "we're out of eggs tomorrow add to shopping", "hey memo, we'reout of lemons add them to shopping",
		"needmore eggs, add to shopping please",
	} {
		if s := listPlan(t, text); s.Operation == memo.OpListAdd || s.Operation == memo.OpListCreate {
			t.Errorf("%q: %+v; want no list item", text, s.Lists)
		}
	}
}

// listPlan plans text with the user's lists of the generator.
func listPlan(t *testing.T, text string) memo.Step {
	t.Helper()
	return planWithLists(t, text, []string{"shopping", "packing", "קניות", "ציוד לטיול"})
}

// planWithLists plans text for a user who has lists.
func planWithLists(t *testing.T, text string, lists []string) memo.Step {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, ListNames: lists})
	if err != nil {
		t.Fatal(err)
	}
	return p.Steps[0]
}
