package offline

import "strings"

// A list named first and the command to add after it, as a note is
// headed: "Shopping list add: eggs, tofu", "shopping list - add eggs,
// tofu", "groceries list, add milk" is "add eggs, tofu to shopping list".
// The list's name is one word before "list", and the command is "add" or
// "put" said right after it with a dash or a comma at most; "shopping
// list added", "list add-ons" stay, and "shopping list: add eggs" (a
// heading, read by its own reader) and "bhai shopping list add eggs" (a
// word of address first) are left to the readers that know them.

// reListThenAdd is a list named first, then "add" and the items.
var reListThenAdd = compile(`(?i)^((?:the\s+|my\s+)?[\p{L}'-]+\s+list)\s*[-–,]?\s*(?:add|put|\+)\s*[:\-–]?\s+(\S.*)$`)

// listThenAdd reads a list named before the command to add to it (see
// above) as the command to add to the list.
func listThenAdd(s string) string {
	low := toLower(s)
	if !strings.Contains(low, "list") || !containsAny(low, "add", "put", "+") {
		return s
	}
	g := reListThenAdd.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	list := g[1]
	if len(list) > 1 && list[0] >= 'A' && list[0] <= 'Z' && list[1] >= 'a' && list[1] <= 'z' {
		list = string(list[0]+'a'-'A') + list[1:] // "Shopping list add: …": the capital a sentence's
	}
	return "add " + strings.TrimRight(strings.TrimSpace(g[2]), " .!…") + " to " + list // "… lemons full stop": the mark closes the message, not the item
}
