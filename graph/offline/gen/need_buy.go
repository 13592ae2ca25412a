package gen

import "hash/fnv"

// Things to buy said as a need, three or more cut by commas, with or
// without a colon after the verb ("need to buy: milk, eggs and bread",
// "אני צריכה לקנות: חלב, ביצים ולחם", "לקנות לשבת חלב, ביצים ולחם"): they
// go on the shopping list, never into one task titled with them all.

var (
	needBuyEN = []string{"need to buy: {g}", "i need to buy {g}", "gotta get {g}", "we need to buy: {g}", "have to buy {g}",
		"i need to get: {g}", "buy: {g}", "need to buy {g} for the party"}
	needBuyHE = []string{"אני צריכה לקנות: {g}", "צריך לקנות {g}", "צריכים לקנות: {g}", "לקנות: {g}", "לקנות לשבת {g}",
		"חייב לקנות {g}", "אני צריך לקנות {g} לשבת"}
)

// needBuy says one in six adds of three things or more to the shopping
// list as a need (see above). It is chosen by the text already composed,
// drawing nothing from the generator's source, so the other cases of a
// seed stay what they were.
func needBuy(c *Case, goods string, n int) {
	if n < 3 {
		return
	}
	h := fnv.New32a()
	h.Write([]byte(c.Text))
	sum := int(h.Sum32())
	if sum%6 != 0 {
		return
	}
	tmpls := in(c.Lang, needBuyEN, needBuyHE)
	tmpl := tmpls[(sum/6)%len(tmpls)]
	c.Template = tmpl
	c.Text = fill(tmpl, "{g}", goods)
	c.Want.Lacks = commandWords(tmpl)
}
