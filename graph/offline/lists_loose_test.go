package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// The list classes of people who never saw the grammar: a question of
// what is on a list, more items after a change, items crossed off in
// loose words, a reason after a removal, and what the items are for.

var (
	looseShopping = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	looseKniyot   = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
)

// TestListQuestionLoose: "what's left", "מה חסר לי ברשימה", "מה ברשימה
// עכשיו" show a list: the one named, the shopping list when buying is
// asked of, else the list unnamed (the executor takes the one in view or
// the only one, or asks which). "now" is no list's name; "what's on now"
// asks of no list.
func TestListQuestionLoose(t *testing.T) {
	two := []string{"shopping", "packing"}
	he := []string{"קניות", "ציוד"}
	checkListCases(t, nil, []listCase{
		{text: "מה חסר לי ברשימה", lists: two, op: memo.OpListGet},
		{text: "מה ברשימה עכשיו", lists: two, op: memo.OpListGet},
		{text: "מה חסר לי ברשימה עכשיו", lists: he, op: memo.OpListGet},
		{text: "מה יש ברשימת הקניות?", lists: he, op: memo.OpListGet, name: "קניות"},
		{text: "מה יש ברשימת הקניות עכשיו?", lists: he, op: memo.OpListGet, name: "קניות"},
		{text: "מה נשאר לקנות", lists: he, op: memo.OpListGet, name: "קניות"},
		{text: "מה עוד חסר לנו לקנות?", lists: he, op: memo.OpListGet, name: "קניות"},
		{text: "what's left on my list", lists: two, op: memo.OpListGet},
		{text: "what's on the shopping list now", lists: two, op: memo.OpListGet, name: "shopping"},
		{text: "what's on the list right now", lists: two, op: memo.OpListGet},
		{text: "what do I still need to buy", lists: two, op: memo.OpListGet, name: "shopping"},
		{text: "what's left to buy?", lists: two, op: memo.OpListGet, name: "shopping"},
		{text: "anything left to buy", lists: two, op: memo.OpListGet, name: "shopping"},
		// "what else", "מה עוד" with no verb: the list unnamed, or named.
		{text: "מה עוד ברשימה", lists: he, op: memo.OpListGet},
		{text: "מה עוד ברשימה?", lists: two, op: memo.OpListGet},
		{text: "מה עוד יש ברשימת הקניות", lists: he, op: memo.OpListGet, name: "קניות"},
		{text: "מה נשאר ברשימה", lists: he, op: memo.OpListGet},
		{text: "what else is on my list", lists: two, op: memo.OpListGet},
		{text: "what else is on the packing list?", lists: two, op: memo.OpListGet, name: "packing"},
		{text: "what's left on the list", lists: two, op: memo.OpListGet},
		// Near-misses: a time asked of, not a list.
		{text: "what's on now", lists: two},
		{text: "מה יש עכשיו", lists: he},
		{text: "מה חסר לי", lists: he},
		{text: "מה עוד בתוכנית", lists: he},
		{text: "מה עוד יש לי מחר", lists: he},
		{text: "what else is on tomorrow", lists: two},
	})
}

// TestAlsoAddLoose: "also add: X", "תוסיפי גם: X" after a change put X on
// the list in view; with none in view, "also add" names no list and is
// not read.
func TestAlsoAddLoose(t *testing.T) {
	checkListCases(t, looseShopping, []listCase{
		{text: "also add: cheese", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"cheese"}},
		{text: "also add: tomatoes and cucumbers", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"tomatoes", "cucumbers"}},
		{text: "also add tomatoes and cucumbers", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"tomatoes", "cucumbers"}},
	})
	checkListCases(t, looseKniyot, []listCase{
		{text: "תוסיפי גם: גבינה", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"גבינה"}},
		{text: "וגם עגבניות", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"עגבניות"}},
	})
	checkListCases(t, nil, []listCase{
		{text: "also add cheese", lists: []string{"shopping", "packing"}},
		{text: "also add: cheese", lists: []string{"shopping"}},
		{text: "תוסיפי גם גבינה", lists: []string{"קניות", "ציוד"}},
	})
}

// TestCrossedOffLoose: items told as got, then a loose word to take them
// off ("cross em off", "תמחקי", "תורידי") or tick them, act on the list in
// view; "יש ביצים" alone tells nothing to do.
func TestCrossedOffLoose(t *testing.T) {
	checkListCases(t, looseShopping, []listCase{
		{text: "took care of the milk and bread, cross em off", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"milk", "bread"}},
		{text: "got the eggs, tick them off", lists: []string{"shopping"}, op: memo.OpListCheck, name: "shopping", items: []string{"eggs"}},
		{text: "picked up the bread, tick it off", lists: []string{"shopping"}, op: memo.OpListCheck, name: "shopping", items: []string{"bread"}},
	})
	checkListCases(t, looseKniyot, []listCase{
		{text: "קניתי את החלב והלחם, תמחקי", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"החלב", "הלחם"}},
		{text: "יש כבר ביצים תורידי", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"ביצים"}},
		{text: "יש לנו כבר חלב, תורידי", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"חלב"}},
		// Near-miss: told, no command.
		{text: "יש ביצים", lists: []string{"קניות"}},
	})
}

// TestRemoveWithReasonLoose: the reason after a removal is no part of the
// item: "…, as my neighbour has brought me some", "…, we bought some
// yesterday", "כבר יש בבית", "קנינו אתמול". Two items and an item of two
// words stay as said.
func TestRemoveWithReasonLoose(t *testing.T) {
	checkListCases(t, looseShopping, []listCase{
		{text: "remove onions from the list, as my neighbour has brought me some", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"onions"}},
		{text: "take the milk off, we still have some", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"milk"}},
		{text: "take the milk off, we bought some yesterday", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"milk"}},
		{text: "remove milk and eggs", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"milk", "eggs"}},
		{text: "remove the oat milk", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"oat milk"}},
	})
	checkListCases(t, looseKniyot, []listCase{
		{text: "תמחק בצל כבר יש בבית", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"בצל"}},
		{text: "תורידי חלב, קנינו אתמול", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"חלב"}},
		{text: "תורידי לחם קנינו אתמול", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"לחם"}},
		{text: "תמחקי חלב וביצים", lists: []string{"קניות"}, op: memo.OpListRemove, name: "קניות", items: []string{"חלב", "ביצים"}},
	})
	checkListCases(t, nil, []listCase{
		{text: "remove onions from the shopping list, as my neighbour has brought me some", lists: []string{"shopping"}, op: memo.OpListRemove, name: "shopping", items: []string{"onions"}},
		// Near-miss: a time in a reason that asks something is kept.
		{text: "move the dentist to friday, as we have guests tomorrow"},
	})
}

// TestPurposeAfterItemsLoose: a meal or an occasion after the items is no
// item and no list's name ("for brekkie", "לשבת", "לארוחת ערב"); Hebrew
// adjectives stay with their grocery ("לחם מלא", "ביצים גדולות") as
// English ones do ("large eggs"). "a gift for mom" keeps its "for mom";
// a run whose ends are not known stays as said.
func TestPurposeAfterItemsLoose(t *testing.T) {
	checkListCases(t, looseShopping, []listCase{
		{text: "add eggs bacon and beans for brekkie", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "bacon", "beans"}},
		{text: "add burgers and buns for the bbq", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"burgers", "buns"}},
		{text: "add a gift for mom", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"a gift for mom"}},
	})
	checkListCases(t, looseKniyot, []listCase{
		{text: "תוסיפי חלב ולחם לשבת", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם"}},
	})
	checkListCases(t, nil, []listCase{
		{text: "add eggs and bacon for breakfast", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "bacon"}},
		{text: "add eggs and bacon for breakfast", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "bacon"}},
		{text: "תוסיפי חלב ולחם לשבת", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם"}},
		{text: "תוסיפי לרשימה ביצים וגבינה לארוחת ערב", lists: []string{"קניות"}, op: memo.OpListAdd, items: []string{"ביצים", "גבינה"}},
		{text: "תוסיפי לרשימה חלב 3% לחם מלא ביצים גדולות", lists: []string{"קניות"}, op: memo.OpListAdd, items: []string{"חלב 3%", "לחם מלא", "ביצים גדולות"}},
		{text: "add large eggs fresh bread and organic milk to the shopping list", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"large eggs", "fresh bread", "organic milk"}},
		// Near-misses: a list of that name is the list; a purpose not
		// known is the item's; ends not known are not cut.
		{text: "תוסיפי חלב ולחם לשבת", lists: []string{"קניות", "שבת"}, op: memo.OpListAdd, name: "שבת", items: []string{"חלב", "לחם"}},
		{text: "תוסיפי לרשימה מתנה לאמא", lists: []string{"קניות"}, op: memo.OpListAdd, items: []string{"מתנה לאמא"}},
		{text: "תוסיפי לרשימה עגבניות שרי מלפפונים", lists: []string{"קניות"}, op: memo.OpListAdd, items: []string{"עגבניות שרי מלפפונים"}},
		{text: "תוסיפי לרשימה גבינה לבנה חלב", lists: []string{"קניות"}, op: memo.OpListAdd, items: []string{"גבינה לבנה חלב"}},
		{text: "add large towel to the packing list", lists: []string{"packing"}, op: memo.OpListAdd, name: "packing", items: []string{"large towel"}},
		{text: "add a gift for mom", lists: []string{"shopping"}},
		{text: "add eggs and bacon", lists: []string{"shopping", "packing"}},
	})
}
