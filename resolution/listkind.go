package resolution

import (
	"slices"
	"strings"
)

// listKinds are names said for the same kind of list, in either language.
var listKinds = [][]string{
	{"shopping", "groceries", "grocery", "grocery shopping", "supermarket", "store", "shop",
		"קניות", "סופר", "סופרמרקט", "מכולת", "קנייה", "שופינג"},
	{"todo", "to do", "to-do", "todos", "tasks", "משימות", "מטלות", "סידורים"},
	{"packing", "pack", "אריזה", "ציוד"},
}

// listKind is the index in listKinds of the kind name is, or -1.
func listKind(name string) int {
	n := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(name)), "ה")
	for i, words := range listKinds {
		if slices.Contains(words, n) {
			return i
		}
	}
	return -1
}

// SameKind returns the index of the one name of names that is of the kind
// of list name is ("grocery" and "shopping", "סופר" and "קניות"); ok is
// false when none is, or more than one.
func SameKind(name string, names []string) (index int, ok bool) {
	k := listKind(name)
	if k < 0 {
		return 0, false
	}
	index = -1
	for i, n := range names {
		if listKind(n) == k {
			if index >= 0 {
				return 0, false
			}
			index = i
		}
	}
	return index, index >= 0
}
