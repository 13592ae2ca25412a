package offline

import "strings"

// "an" typed for "and" in a run of items ("get milk bread an ice", "eggs
// an butter"): a grocery ends just before it and a word follows, so it
// joins two items as "and" does. Read as the article the run is cut there
// all the same ("bread, an ice"); "half an onion", "an apple" and "an"
// after a word no grocery ends with keep it as said.

// anForAnd says "an" between two groceries in s as "and".
func anForAnd(s string) string {
	if !strings.Contains(toLower(s), " an ") {
		return s
	}
	ws := strings.Fields(s)
	keys := strings.Fields(toLower(s))
	if len(ws) != len(keys) {
		return s
	}
	for i := 1; i+1 < len(ws); i++ {
		if keys[i] == "an" && ws[i] == "an" && groceryEndsAt(keys, i) && reItemWord.MatchString(keys[i+1]) {
			ws[i] = "and"
		}
	}
	return strings.Join(ws, " ")
}

// groceryEndsAt reports whether a grocery of the run keys ends just
// before keys[i]: the word before it, or the two or three words before it
// said as one ("peanut butter an jam").
func groceryEndsAt(keys []string, i int) bool {
	for n := 1; n <= 3 && n <= i; n++ {
		if got, _ := groceryAt(keys, i-n); got == n {
			return true
		}
	}
	return false
}

// reItemWord is a word an item may open with: letters only.
var reItemWord = compile(`^[a-z][a-z'-]*$`)
