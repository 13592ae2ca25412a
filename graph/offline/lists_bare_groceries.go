package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// Groceries sent alone, with no verb and no list named — "milk bred eggs
// cheeze", "חלב לחם ביצים גבינה", "eggs, milk, bread" — are things to buy:
// they go on the user's shopping list, or on the list in view when it is
// that list. Every word must be a grocery (a plain slip of one kept as
// written, see grocerySlip) and there must be two at least: one word alone
// may answer a question, and a word of no grocery may make the message
// anything. A run of groceries with a word of neither among them ("eggs
// milk blah") asks for commas; with another list in view nothing is
// guessed.

// matchBareGroceries reads groceries sent alone as an add to the shopping
// list.
func matchBareGroceries(m *message) ([]memo.Step, bool, error) {
	text := strings.TrimRight(m.raw, ".!")
	if text == "" || strings.ContainsAny(text, ":?") || startsWithVerb(text) {
		return nil, false, nil
	}
	// A time said keeps the message from being groceries: it is asked last,
	// once the items are, since few messages are groceries and the time's
	// reading is the dearer test.
	items := SplitItems(text)
	if len(items) < 2 {
		if !userSeparated.MatchString(text) && groceryRunOn(text) && !m.saysTime(text) {
			return nil, true, itemsRunOn(m) // "eggs milk blah"
		}
		return nil, false, nil
	}
	for _, it := range items {
		if !oneGrocery(it) {
			return nil, false, nil
		}
	}
	if m.saysTime(text) {
		return nil, false, nil
	}
	word := "shopping"
	if hebrewText(text) {
		word = "קניות"
	}
	if f, ok := m.focusList(); ok {
		if _, same := resolution.SameKind(word, []string{f.Title}); !same {
			return nil, false, nil // another list in view: not guessed
		}
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: items})}, true, nil
	}
	name, ok := m.shoppingList(word)
	if !ok {
		return nil, false, nil // two lists of the kind: which is not guessed
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: items})}, true, nil
}
