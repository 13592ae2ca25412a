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

// pluralJoins are the words after which a plural is part of what follows
// it, not the end of an item: "boxes of screws", "bags for the freezer".
var pluralJoins = wordSet(`of for with and in on to from x per or by`)

// splitAtPlurals cuts an English run of four words or more, said with no
// commas, after a plural that another noun phrase follows, opened by a
// count or closed by a plural of its own: "granola bars juice boxes" is
// two items, "2x4s 3 boxes of deck screws" two. A plural before "of",
// "for" and the like, one that what follows goes on ("hunger games
// catching fire", "sneakers size 10"), and runs of fewer words ("sports
// drinks", "kids winter boots") are left whole.
func splitAtPlurals(item string) []string {
	words := strings.Fields(item)
	if len(words) < 4 {
		return []string{item}
	}
	for _, r := range item {
		if r > unicode.MaxASCII {
			return []string{item}
		}
	}
	var out []string
	start := 0
	for j := start; j+1 < len(words); j++ {
		w := toLower(words[j])
		if !pluralLike(w) || pluralJoins[toLower(words[j+1])] || timeparse.QuantityWord(words[j+1]) || !ownPhrase(words[j+1:]) {
			continue
		}
		out = append(out, strings.Join(words[start:j+1], " "))
		start = j + 1
	}
	if out == nil {
		return []string{item}
	}
	return append(out, strings.Join(words[start:], " "))
}

// ownPhrase reports whether rest opens a noun phrase of its own: a count
// ("3 boxes of screws") or words up to the next plural, which ends it
// ("juice boxes"); "catching fire", "size 10" are what came before's.
func ownPhrase(rest []string) bool {
	if openCount(rest[0]) {
		return true
	}
	for _, w := range rest {
		if pluralJoins[toLower(w)] || openCount(w) {
			return false // "diapers size 4 wipes": the size of the one before
		}
		if pluralLike(toLower(w)) {
			return true
		}
	}
	return false
}

// pluralLike reports whether w looks like an English plural: four letters
// or more ending in "s", but not "ss", "us" or "is" ("glass", "citrus",
// "tennis"), nor a possessive.
func pluralLike(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "'s") {
		return false
	}
	switch w[len(w)-2] {
	case 's', 'u', 'i':
		return false
	}
	return true
}
