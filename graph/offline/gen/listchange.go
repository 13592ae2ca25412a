package gen

import (
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
)

// ListChange removes items from one of the user's lists or checks them
// off: "remove milk from my shopping list", "tick off eggs on shopping",
// "תמחק חלב מרשימת קניות", "תסמן ביצים ברשימת קניות".
const ListChange Kind = "listchange"

var (
	listRemoveEN = []string{
		"remove {g} from my {l} list", "delete {g} from the {l} list", "take {g} off my {l} list",
		"please remove {g} from {l}", "{l} list: remove {g}",
		// With why after it: no word of the reason is an item's.
		"remove {g} from my {l} list, as my neighbour has brought me some", "take {g} off my {l} list, we bought some yesterday",
	}
	listRemoveHE = []string{
		"תמחק {g} מרשימת {l}", "תוריד {g} מרשימת {l}", "תמחקי מרשימת {l} את {g}", "תסיר {g} מרשימת {l}",
		"תוריד {g} מרשימת {l}, קנינו אתמול", "תמחק {g} מרשימת {l} כבר יש בבית",
	}
	// listToldRemoveEN/HE tell the items were got, then take them off
	// the list in view with a loose word: "took care of milk and bread,
	// cross em off", "יש כבר ביצים תורידי".
	listToldRemoveEN = []string{"took care of {g}, cross em off", "got {g}, take them off", "bought {g}, remove them"}
	listToldRemoveHE = []string{"קניתי את {g}, תמחקי", "יש כבר {g} תורידי", "קנינו {g}, תורידי אותם"}
	listToldCheckEN  = []string{"got {g}, tick them off", "picked up {g}, check them off"}
	listToldCheckHE  = []string{"קניתי {g}, תסמני", "לקחתי את {g}, תסמן אותם"}
	listCheckEN      = []string{
		"check off {g} on my {l} list", "tick off {g} on the {l} list", "mark {g} as done on my {l} list",
		"cross off {g} from {l}", "mark {g} as bought on my {l} list",
	}
	listCheckHE = []string{
		"תסמן {g} ברשימת {l}", "תסמני את {g} ברשימת {l}", "תסמן {g} כבוצע ברשימת {l}", "תסמני את {g} כנקנה ברשימת {l}",
	}
)

// listChange composes a removal or a check of items on a list.
func (g *Generator) listChange(c *Case) {
	check := g.r.IntN(2) == 0
	tmpl := pick(g.r, in(c.Lang, listRemoveEN, listRemoveHE))
	c.Want.Op = memo.OpListRemove
	if check {
		tmpl = pick(g.r, in(c.Lang, listCheckEN, listCheckHE))
		c.Want.Op = memo.OpListCheck
	}
	list := pick(g.r, in(c.Lang, Lists[:2], Lists[2:]))
	if g.r.IntN(5) == 0 {
		// Told of the list in view, with no list named.
		tmpl = pick(g.r, in(c.Lang, listToldRemoveEN, listToldRemoveHE))
		if check {
			tmpl = pick(g.r, in(c.Lang, listToldCheckEN, listToldCheckHE))
		}
		c.Focus = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: list}
	}
	goods := in(c.Lang, goodsEN, goodsHE)
	n := 1 + g.r.IntN(2)
	var items []string
	for len(items) < n {
		if x := pick(g.r, goods); !contains(items, x) {
			items = append(items, x)
		}
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{g}", join(g, c.Lang, items), "{l}", list)
	c.Want.List, c.Want.Lacks = list, commandWords(tmpl)
	for _, x := range items {
		c.Want.Items = append(c.Want.Items, words(x))
	}
}

// scoreListChange scores a step that should remove or check the items
// the case names on its list. The items are names to look up in the list
// (resolution finds them); their words must be there and the command's
// must not.
func scoreListChange(c Case, s memo.Step) (Outcome, string) {
	if c.Want.Op == memo.OpListCheck && s.Operation == memo.OpListRemove && c.Template != "" && strings.HasPrefix(c.Template, "cross off") {
		// "cross off" is said of a list both ways: checked or taken off.
		c.Want.Op = memo.OpListRemove
	}
	if s.Capability != memo.CapLists || s.Lists == nil || s.Operation != c.Want.Op {
		if s.Capability == memo.CapLists && s.Lists != nil && (s.Operation == memo.OpListRemove || s.Operation == memo.OpListCheck) {
			return Wrong, fmt.Sprintf("%s, not %s", s.Operation.Name(), c.Want.Op.Name())
		}
		return Wrong, "not items " + c.Want.Op.Name() + ": " + describe(s)
	}
	return scoreItems(c, s)
}
