package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestGroceriesWithoutCommas: groceries said with no comma are an item
// each where every word is a grocery (a plain slip of one kept as
// written), an amount said first is the grocery's after it, and groceries
// of two words stay whole; sent alone they go on the shopping list. A run
// with a word of no grocery between groceries asks for commas; one that
// may name one thing, a time or one word alone is not read so.
func TestGroceriesWithoutCommas(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	packing := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "packing"}
	checkListCases(t, nil, []listCase{
		{text: "milk bred eggs cheeze", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "bred", "eggs", "cheeze"}},
		{text: "milk bread eggs cheese", lists: []string{"groceries"}, op: memo.OpListAdd, name: "groceries", items: []string{"milk", "bread", "eggs", "cheese"}},
		{text: "eggs, milk, bread", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "milk", "bread"}},
		{text: "ice cream peanut butter bananas", op: memo.OpListAdd, name: "shopping", items: []string{"ice cream", "peanut butter", "bananas"}},
		{text: "חלב לחם ביצים גבינה", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם", "ביצים", "גבינה"}},
		{text: "שמן זית נייר טואלט עגבניות", op: memo.OpListAdd, name: "קניות", items: []string{"שמן זית", "נייר טואלט", "עגבניות"}},
		{text: "add eggs milk bread to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "milk", "bread"}},
		{text: "add eggs milk bred to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "milk", "bred"}},
		{text: "add 2 milk eggs to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"2 milk", "eggs"}},
		{text: "add 3 kg tomatoes onions to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"3 kg tomatoes", "onions"}},
		{text: "תוסיף לקניות חלב ביצים לחם", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "ביצים", "לחם"}},
		{text: "תוסיף לקניות 2 חלב ביצים", op: memo.OpListAdd, name: "קניות", items: []string{"2 חלב", "ביצים"}},
		{text: "רשימת קניות עגבניות מלפפונים בצל", op: memo.OpListAdd, name: "קניות", items: []string{"עגבניות", "מלפפונים", "בצל"}},
		{text: "feed store list 20 bags range cubes mineral blocks fly spray", op: memo.OpListCreate, name: "feed store", items: []string{"20 bags range cubes", "mineral blocks", "fly spray"}},
		{text: "shopping list milk eggs bread", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		// Near misses: one thing of several words, a singular before a
		// plural ("chip" is no slip of "chips"), a pair that may be one
		// thing, one word alone, a time, another list in view.
		{text: "add chocolate chip cookies to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"chocolate chip cookies"}},
		{text: "add garlic bread rolls to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"garlic bread rolls"}},
		{text: "add soup crackers to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"soup crackers"}},
		{text: "garlic bread"},
		{text: "milk"},
		{text: "חלב"},
		{text: "milk run tomorrow"},
		{text: "eggs milk tomorrow"},
		{text: "milk eggs", lists: []string{"supermarket", "grocery"}},
		{text: "set list tonight was great"},
		{text: "book list the great gatsby"},
	})
	checkListCases(t, shopping, []listCase{
		{text: "milk, bread, eggs", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk", "bread", "eggs"}},
	})
	checkListCases(t, packing, []listCase{{text: "milk bread eggs", lists: []string{"packing"}}})
	for _, text := range []string{
		"eggs milk blah",
		"add eggs milk blah to shopping",
		"תוסיף לקניות חלב ביצים בלה",
		"feed store list 20 bags range cubes eggs milk blah",
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != memo.WhyItemsRunOn {
			t.Errorf("%q: %v; want commas asked for", text, err)
		}
	}
}

// TestContinuationOpeners: a follow-up that opens with "ועוד", "וגם",
// "בנוסף", "and also", "also", "plus" is read without the opener; after a
// list add, what follows goes on the same list. "ועוד" before a count, a
// time or a word that says one more of something keeps it.
func TestContinuationOpeners(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ועוד מטופלת מיכל ביום ראשון בתשע", "מטופלת מיכל"},
		{"בנוסף, פגישה עם דנה מחר ב5", "פגישה עם דנה"},
		{"ובנוסף פגישה עם דנה מחר ב5", "פגישה עם דנה"},
		{"additionally, meeting with Dana tomorrow at 5", "meeting with Dana"},
	} {
		p := planLists(t, c.text, nil)
		s := p.Steps[len(p.Steps)-1]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != c.want {
			t.Errorf("%q: %s.%s; want an event %q", c.text, s.Capability, s.Operation, c.want)
		}
	}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	checkListCases(t, kniyot, []listCase{
		{text: "וגם תוסיף חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "ועוד תוסיף חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "וגם ביצים", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים"}},
		{text: "ועוד ביצים", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים"}},
		{text: "בנוסף ביצים", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים"}},
	})
	checkListCases(t, shopping, []listCase{
		{text: "and also eggs", op: memo.OpListAdd, name: "shopping", items: []string{"eggs"}},
		{text: "also eggs", op: memo.OpListAdd, name: "shopping", items: []string{"eggs"}},
		{text: "plus eggs", op: memo.OpListAdd, name: "shopping", items: []string{"eggs"}},
		{text: "additionally eggs", op: memo.OpListAdd, name: "shopping", items: []string{"eggs"}},
	})
	// Near misses: "ועוד" that says one more, or a time from now, is no
	// opener; nothing reads "ועוד" into a title.
	for _, text := range []string{"ועוד 10 דקות", "ועוד שעה", "ועוד לא שילמתי חשמל", "ועוד שאלה"} {
		p, _ := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: memo.Hebrew, Now: now, Loc: jerusalem})
		for _, s := range p.Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 || s.Tasks != nil && len(s.Tasks.Drafts) > 0 || s.Lists != nil {
				t.Errorf("%q: %s.%s; want nothing made", text, s.Capability, s.Operation)
			}
		}
	}
}

// TestPlacementOnList: where on the list an item should go ("at the end",
// "בסוף", "at the top of the shopping list", "בראש רשימת הקניות") is no
// word of the item, and a list it names is the list added to; "at the end
// of the week", "בסוף השבוע" name a time, not a place on a list.
func TestPlacementOnList(t *testing.T) {
	setlist := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l3", Title: "סט ליסט"}
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	checkListCases(t, setlist, []listCase{
		{text: "תוסיף את ילדה של אבא בסוף", lists: []string{"סט ליסט"}, op: memo.OpListAdd, name: "סט ליסט", items: []string{"ילדה של אבא"}},
		{text: "תוסיף את ילדה של אבא בהתחלה", lists: []string{"סט ליסט"}, op: memo.OpListAdd, name: "סט ליסט", items: []string{"ילדה של אבא"}},
	})
	checkListCases(t, shopping, []listCase{
		{text: "add milk at the end", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "put eggs at the top", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"eggs"}},
	})
	checkListCases(t, nil, []listCase{
		{text: "put milk at the top of the shopping list", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "add milk to the shopping list at the end", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "add milk at the end to the shopping list", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "תוסיף חלב בראש רשימת הקניות", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "תוסיף חלב לרשימת הקניות בסוף", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "תוסיף חלב בסוף לקניות", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "תוסיף חלב לרשימת קניות בסוף הרשימה", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "add milk to my shopping list at the end of the list", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "תוסיף חלב לליסט של ציוד לטיול בסוף הרשימה. תודה רבה", lists: []string{"ציוד לטיול"}, op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"חלב"}},
		// Near misses: a time, not a place on a list.
		{text: "add milk at the end of the day", lists: []string{"shopping"}},
	})
	for _, c := range []struct{ text, want string }{
		{"תוסיף פגישה בסוף השבוע", "פגישה"},
		{"add a meeting at the end of the week", "meeting"},
	} {
		p := planLists(t, c.text, nil)
		s := p.Steps[len(p.Steps)-1]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != c.want {
			t.Errorf("%q: %s.%s; want an event %q", c.text, s.Capability, s.Operation, c.want)
		}
	}
}

// TestListNameSpaced: a list's name said with or without its spaces, or
// in the other script, is the user's list of that name when it is the
// only one; "list" as the name's own word is kept.
func TestListNameSpaced(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תראה לי את הסטליסט", lists: []string{"סט ליסט"}, op: memo.OpListGet, name: "סט ליסט"},
		{text: "תראה לי את הסט ליסט", lists: []string{"סט ליסט"}, op: memo.OpListGet, name: "סט ליסט"},
		{text: "תראה לי את הסטליסט", lists: []string{"setlist"}, op: memo.OpListGet, name: "setlist"},
		{text: "show me the setlist", lists: []string{"set list"}, op: memo.OpListGet, name: "set list"},
		{text: "show me the set list", lists: []string{"setlist"}, op: memo.OpListGet, name: "setlist"},
		{text: "show me the setlist", lists: []string{"סט ליסט"}, op: memo.OpListGet, name: "סט ליסט"},
		{text: "add wonderwall to the set list", lists: []string{"setlist"}, op: memo.OpListAdd, name: "setlist", items: []string{"wonderwall"}},
		{text: "תוסיף את ילדה של אבא לסטליסט", lists: []string{"סט ליסט"}, op: memo.OpListAdd, name: "סט ליסט", items: []string{"ילדה של אבא"}},
		{text: "delete the set list", lists: []string{"setlist"}, op: memo.OpListDelete, name: "setlist"},
		// Near misses: a short name said in the other script, two lists
		// of one name said so, no such list.
		{text: "תראה לי את הסט", lists: []string{"set"}},
		{text: "תראה לי את הסטליסט", lists: []string{"setlist", "סט ליסט"}, op: memo.OpListGet, name: "סט ליסט"},
		{text: "תראה לי את הסטליסט", lists: []string{"shopping"}},
	})
}
