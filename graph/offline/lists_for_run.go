package offline

import "strings"

// A new list said with what it is for and its groceries after it, no
// colon or comma between them: "תכיני לי רשימה לעוגה קמח סוכר ביצים
// שמרים קינמון" is the list "עוגה" with five items. The name is the one
// word glued to its ל; the words after it are items only when the
// groceries tell where each ends (splitGroceries), and two at least.
// Anything else after the name is no item the list can be sure of, and
// the message is left to the readers that ask.

// forGroceries splits name, what a new list was said with after "רשימה
// ל…", into the word it is for and the groceries after it; ok is false
// when the words after the first are not groceries that split. ask is
// set when one grocery alone follows the word ("רשימה לעוגה קמח"): a
// name of two words or a name and its item, which is not guessed.
func forGroceries(name string) (list string, items []string, ok, ask bool) {
	f := strings.Fields(name)
	if len(f) < 2 || !forWhat(f[0]) {
		return "", nil, false, false
	}
	if len(f) == 2 {
		return "", nil, false, groceryWords[unitKey(f[1])]
	}
	items = splitGroceries(strings.Join(f[1:], " "))
	if len(items) < 2 {
		return "", nil, false, false
	}
	return f[0], items, true, false
}
