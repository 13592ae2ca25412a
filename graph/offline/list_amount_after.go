package offline

import "strings"

// An amount said after the thing it counts, parted from it by a comma
// ("Castle lager, 2 cases", "eggs, a dozen", "batteries, x4", "the
// blue ones, 2 of them", "בירה, 2 ארגזים") is that thing's amount, not a
// thing of its own: the item is "Castle lager (2 cases)". An amount
// before its thing ("2 cases of water") is one item already; a list of
// amounts alone ("2 cases, 3 packs") keeps each.

// amountAfterUnits are the units an amount after its thing says, besides
// unitWords.
var amountAfterUnits = wordSet(`case cases crate crates box pack packet bottle can carton cartons tray trays bunch bunches loaf loaves
	tin tins jar roll piece pieces pcs units unit ארגז ארגזים שקיות`)

// amountAfterCounts are the number words an amount opens with.
var amountAfterCounts = wordSet(`a an one two three four five six seven eight nine ten eleven twelve half`)

// amountOnly reports whether item is an amount alone: "2 cases", "x2",
// "×3", "a dozen", "2 of them".
func amountOnly(item string) bool {
	f := strings.Fields(toLower(item))
	switch len(f) {
	case 1:
		return isCount(f[0])
	case 2:
		return (isNumber(f[0]) || amountAfterCounts[f[0]]) && (unitWords[f[1]] || amountAfterUnits[f[1]])
	case 3:
		return (isNumber(f[0]) || amountAfterCounts[f[0]]) && f[1] == "of" && (f[2] == "them" || f[2] == "those" || f[2] == "these")
	}
	return false
}

// amountAfterItem joins to the thing before it each amount said after
// its thing (see above).
func amountAfterItem(items []string) []string {
	if len(items) < 2 {
		return items
	}
	out := items[:1:1]
	for _, it := range items[1:] {
		if amountOnly(it) && !amountOnly(out[len(out)-1]) && !strings.HasSuffix(out[len(out)-1], ")") {
			out[len(out)-1] += " (" + it + ")"
			continue
		}
		out = append(out, it)
	}
	return out
}
