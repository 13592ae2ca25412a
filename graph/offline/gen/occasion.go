package gen

// Groceries added "too" with what they are for and no list named, as the
// first thing said ("also add wine for shabbat", "תוסיפי גם יין לשבת",
// "תוסיף גם חלב למסיבה"): the occasion is no day and no word of an item,
// and they go on the shopping list. With a list in view the same forms
// are in the pronoun family.

var (
	occasionEN = []string{"also add {g} for shabbat", "add {g} for shabbat too", "also add {g} for the party",
		"add {g} for the party as well", "pls also add {g} for the weekend", "also add {g} for the guests"}
	occasionHE = []string{"תוסיפי גם {g} לשבת", "תוסיף גם {g} לשבת", "תוסיף גם {g} למסיבה", "תוסיפי גם {g} לארוחת שבת",
		"תוסיף גם את {g} לשבת", "תוסיפי גם {g} לחג"}
	// occasionGoodsEN and occasionGoodsHE are groceries, so the shopping
	// list is theirs.
	occasionGoodsEN = []string{"wine", "milk", "eggs", "bread", "olive oil", "juice", "chips", "hummus"}
	occasionGoodsHE = []string{"יין", "חלב", "ביצים", "לחם", "שמן זית", "חלות", "במבה", "חומוס"}
)

// occasionAdd composes groceries added with what they are for (see
// above).
func (g *Generator) occasionAdd(c *Case) {
	tmpl := pick(g.r, in(c.Lang, occasionEN, occasionHE))
	items := pickN(g, in(c.Lang, occasionGoodsEN, occasionGoodsHE), 1+g.r.IntN(2))
	c.Template = tmpl
	c.Text = fill(tmpl, "{g}", join(g, c.Lang, items))
	c.Want = Want{List: in(c.Lang, Lists[:2], Lists[2:])[0], Lacks: commandWords(tmpl)}
	for _, x := range items {
		c.Want.Items = append(c.Want.Items, words(x))
	}
}
