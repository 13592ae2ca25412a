package gen

import (
	"fmt"
	"slices"
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
		// With why before it, the items named in it and "them" after.
		"we still have {g}, take them off my {l} list", "already got {g}, remove them from the {l} list",
		"take {g} off my {l} list, mi have some",
		// Why said of someone, or of the thing, after a pause or none.
		"remove {g} from my {l} list, my mom dropped some off", "take {g} off my {l} list its 2 expensive",
	}
	listRemoveHE = []string{
		"תמחק {g} מרשימת {l}", "תוריד {g} מרשימת {l}", "תמחקי מרשימת {l} את {g}", "תסיר {g} מרשימת {l}",
		"תוריד {g} מרשימת {l}, קנינו אתמול", "תמחק {g} מרשימת {l} כבר יש בבית",
		"יש לנו {g}, תוריד אותם מרשימת {l}", "הגיעו {g}, תמחקי אותם מרשימת {l}",
		"תוריד {g} מרשימת {l} כי אמא שלי הביאה", "תוריד {g} מרשימת {l} כי השכנה הביאה לנו",
	}
	// listToldRemoveEN/HE tell the items were got, then take them off
	// the list in view with a loose word: "took care of milk and bread,
	// cross em off", "יש כבר ביצים תורידי".
	listToldRemoveEN = []string{"took care of {g}, cross em off", "got {g}, take them off", "bought {g}, remove them",
		"take {g} off, we still have some", "tek off {g}, mi have some", "the {g} arrived, take them off the list",
		// The verb typed short, the Scots "aff".
		"rm {g}", "take {g} aff the list",
		// A bare "nah" before the removal; patois ("tek out di …").
		"nah take the {g} off", "tek out di {g}, mi find some"}
	listToldRemoveHE = []string{"קניתי את {g}, תמחקי", "יש כבר {g} תורידי", "קנינו {g}, תורידי אותם",
		"הגיעו {g}, תוריד אותם מהרשימה", "תורידי את {g}, יש לנו בבית", "תוריד את {g} יש בבית יא זלמה"}
	// listClearEN/HE empty a list because all of it was got, the why
	// before the command or after it: "קניתי הכל, תנקה את רשימת קניות".
	listClearEN = []string{"bought everything, clear my {l} list", "got everything on the {l} list, empty it",
		"clear the {l} list, bought everything", "empty my {l} list, we got it all"}
	listClearHE = []string{"קניתי הכל, תנקה את רשימת {l}", "תרוקני את רשימת {l}, קנינו הכל", "קנינו הכל, תרוקן את רשימת {l}"}
	// listClearFocusEN/HE say it of the list in view.
	listClearFocusEN = []string{"clear it, bought everything", "got everything on the list, empty it", "bought it all, clear the list"}
	listClearFocusHE = []string{"קניתי הכל, תנקה את הרשימה", "קנינו הכל, תרוקני אותה"}
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
	if !check && g.r.IntN(6) == 0 {
		// The whole list emptied, since all of it was got.
		tmpl = pick(g.r, in(c.Lang, listClearEN, listClearHE))
		c.Focus = nil
		if g.r.IntN(2) == 0 {
			tmpl = pick(g.r, in(c.Lang, listClearFocusEN, listClearFocusHE))
			c.Focus = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: list}
		}
		c.Template, c.Text = tmpl, fill(tmpl, "{l}", list)
		c.Want.List, c.Want.Which = list, memo.ItemsAll
		return
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
	if c.Want.Which != "" || s.Lists.Which != "" {
		if s.Lists.Which != c.Want.Which || s.Lists.Name != c.Want.List || len(s.Lists.Items) > 0 {
			return Wrong, fmt.Sprintf("%s of %q, not %q of %q", describe(s), s.Lists.Which, c.Want.Which, c.Want.List)
		}
		return Correct, ""
	}
	if RemarkAfterItem != nil && (c.Want.Op == memo.OpListRemove || c.Want.Op == memo.OpListCheck) {
		// "tek out di bread and sunscreen mi find some": the executor cuts
		// the remark off against the list's own items.
		l := *s.Lists
		l.Items = make([]string, len(s.Lists.Items))
		for i, item := range s.Lists.Items {
			l.Items[i] = item
			if i < len(c.Want.Items) {
				l.Items[i] = beforeRemark(item, c.Want.Items[i])
			}
		}
		s.Lists = &l
	}
	return scoreItems(c, s)
}

// RemarkAfterItem, when set, tells a remark said after an item's name with
// no pause ("sunscreen I find some"), which the executor cuts off where
// the item's words name one of the list's items. The test sets it to the
// planner's own reader, so removals are scored as the executor reads them.
var RemarkAfterItem func(rest string) bool

// beforeRemark is item without a remark after the wanted words has, when
// what follows them reads as one; item as it is otherwise.
func beforeRemark(item string, has []string) string {
	f := strings.Fields(item)
	for k := 1; k < len(f); k++ {
		head := words(strings.Join(f[:k], " "))
		all := true
		for _, h := range has {
			all = all && slices.Contains(head, h)
		}
		if all {
			if RemarkAfterItem(strings.Join(f[k:], " ")) {
				return strings.Join(f[:k], " ")
			}
			return item
		}
	}
	return item
}
