package offline

import (
	"slices"
	"strings"
)

// A list is often named by a misspelt word before "list": "add bananas
// to the shoping list", "grocey list: milk", "add to my pakcing list".
// One slip from a word lists are named by, right before "list", is
// that word: else the list would be made under the slip, and the next
// "shopping list" would start a second one.

// listNameWords are the words lists are named by that a slip is mended
// to; long enough that one slip from one is no other word.
var listNameWords = []string{"shopping", "grocery", "groceries", "packing", "christmas"}

// listWordLookalikes are English words one slip from a list's name that
// name lists of their own: a "shipping list" is no shopping list.
var listWordLookalikes = wordSet(`shipping chopping stopping whopping parking backing hacking racking picking
	pecking lacking`)

// mendListWords mends a word one slip from a list's name right before
// "list" in fields, and reports whether it changed any.
func mendListWords(fields []string) bool {
	changed := false
	for i := 0; i+1 < len(fields); i++ {
		next := strings.TrimRight(toLower(fields[i+1]), ",.:;!?")
		if next != "list" && next != "lists" {
			continue
		}
		w := fields[i]
		core := toLower(strings.TrimRight(w, ",.:;!?"))
		if len(core) < 5 || slices.Contains(listNameWords, core) || listWordLookalikes[core] {
			continue
		}
		for _, name := range listNameWords {
			if slipOf(core, name) {
				fields[i] = name + w[len(core):]
				changed = true
				break
			}
		}
	}
	return changed
}
