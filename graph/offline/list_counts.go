package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A list dictated without commas is often counted: "שלושים בקבוקי שמן
// עשרה קילו סוכר וחמישה ארגזים של עגבניות", "2 liters of milk 3 loaves of
// bread". When the run opens with a count, a count further on that opens
// a noun phrase of its own opens a new item. A count that closes an item
// ("milk 2 liters"), one after "of"/"של"/"x", "one"/"אחת" (mostly "a
// single", after its noun) and a number in a name ("Ocean's 11") start
// nothing.

// countJoins are the words after which a count is part of what is said
// before it.
var countJoins = wordSet(`of x per by than about around של על פי בן בת גיל מספר כמו עוד`)

// splitAtCounts cuts an item that opens with a count where another count
// opens a new noun phrase (see above); the item whole otherwise.
func splitAtCounts(item string) []string {
	words := strings.Fields(item)
	if len(words) < 4 || !openCount(words[0]) {
		return []string{item}
	}
	var out []string
	start := 0
	for j := 2; j+1 < len(words); j++ {
		w := words[j]
		if !openCount(strings.TrimPrefix(w, "ו")) || j-start < 2 || countJoins[toLower(words[j-1])] || openCount(words[j-1]) {
			continue
		}
		if j+2 == len(words) && timeparse.QuantityWord(words[j+1]) {
			continue // "… milk 2 liters": the amount of the one before
		}
		if r := []rune(words[j-1]); len(r) > 0 && unicode.IsUpper(r[0]) && j-1 > start {
			continue // "Ocean's 11": a name's number
		}
		out = append(out, strings.Join(words[start:j], " "))
		words[j] = vavOff(w)
		start = j
	}
	if out == nil {
		return []string{item}
	}
	return append(out, strings.Join(words[start:], " "))
}

// openCount reports whether w is a count that may open an item: digits
// or a number word, but not "one"/"אחד"/"אחת", which mostly follow their
// noun ("עגבניה אחת").
func openCount(w string) bool {
	switch toLower(w) {
	case "one", "אחד", "אחת":
		return false
	}
	_, ok := timeparse.CountWord(w)
	return ok
}
