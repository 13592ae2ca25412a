package offline

import "strings"

// What is needed, said as a heading with the things after it ("תרשום לי
// מה צריך לקנות לשבת: חלות, יין, עוף", "write down what we need for the
// weekend: milk, eggs", "shopping for the weekend: milk, eggs"), is a
// shopping list with those things, named as "קניות לשבת: …" names it:
// the shopping, and what it is for. What is needed with no word of buying
// ("what we need for the trip: passports, chargers") is a shopping list
// only when every item is a grocery; anything else is left as said.

var (
	// reNeedHeadingEN is "[write down] what we need [to buy] [for X]:
	// items": for X in group 2, the items in group 3, a word of buying in
	// group 1.
	reNeedHeadingEN = compile(`^(?:(?:(?:please|pls)\s+)?(?:(?:write|note|jot|put|take)\s+down|make\s+a\s+(?:note|list)\s+of)\s+)` +
		`what\s+(?:we|i)\s+(?:need|have|must|should|gotta|got)(\s+to\s+(?:buy|get|pick\s+up|grab|order)|\s+(?:buy|get|pick\s+up|grab|order))?` +
		`(\s+for\s+[^:,;]+?)?\s*:\s*(\S.*)$`)
	// reShoppingForEN is "shopping for X: items", "groceries for X:
	// items": the heading without the word "list".
	reShoppingForEN = compile(`^(?:shopping|groceries|grocery\s+shopping)(\s+for\s+[^:,;]+?)\s*:\s*(\S.*)$`)
	// reNeedHeadingHE is "תרשום לי מה צריך [לקנות] [לX]: items".
	reNeedHeadingHE = compile(`^(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי)\s+(?:לי\s+|לנו\s+)?(?:את\s+)?` +
		`מה\s+(?:ש)?(?:צריך|צריכים|צריכה|חסר|נצטרך|צריך\s+לנו|חסר\s+לנו)(\s+(?:לקנות|להביא|להזמין|לקחת\s+מהסופר))?` +
		`(\s+ל[^\s:,;][^:,;]*?)?\s*:\s*(\S.*)$`)
)

// needHeading writes what is needed, said as a heading with its things,
// as the shopping list it is (see above); any other s is left as it is.
func needHeading(s string) string {
	if !strings.Contains(s, ":") {
		return s
	}
	low := lower(s)
	switch {
	case strings.Contains(low, "what"):
		if g := reNeedHeadingEN.FindStringSubmatchIndex(low); g != nil && (g[2] >= 0 || allGroceries(s[g[6]:g[7]])) {
			return "shopping list" + part(s, g[4], g[5]) + ": " + s[g[6]:g[7]]
		}
	case strings.Contains(low, "shopping") || strings.Contains(low, "grocer"):
		if g := reShoppingForEN.FindStringSubmatchIndex(low); g != nil {
			return "shopping list" + s[g[2]:g[3]] + ": " + s[g[4]:g[5]]
		}
	case strings.Contains(s, "מה"):
		if g := reNeedHeadingHE.FindStringSubmatchIndex(s); g != nil && (g[2] >= 0 || allGroceries(s[g[6]:g[7]])) {
			return "קניות" + part(s, g[4], g[5]) + ": " + s[g[6]:g[7]]
		}
	}
	return s
}

// part is s[i:j], or "" when the group did not take part (i < 0).
func part(s string, i, j int) string {
	if i < 0 {
		return ""
	}
	return s[i:j]
}

// allGroceries reports whether every item of the list s is a grocery
// splitGroceries knows, alone or in a run.
func allGroceries(s string) bool {
	items := SplitItems(s)
	if len(items) == 0 {
		return false
	}
	for _, it := range items {
		keys := strings.Fields(toLower(it))
		for i := 0; i < len(keys); {
			n, _ := groceryAt(keys, i)
			if n == 0 {
				return false
			}
			i += n
		}
	}
	return true
}
