package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph"
)

// TestNamedExactly is the gate's decision whether the user's own words
// named exactly what a planned step will change. Every "false" row is a
// step the gate confirms first.
func TestNamedExactly(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		titles []string
		whole  bool
		want   bool
	}{
		// One item, named by its title.
		{"en verbatim", "delete call mom", []string{"call mom"}, false, true},
		{"en with function words", "please delete the call to my mom", []string{"Call mom"}, false, true},
		{"en function words between", "scrap the call to mom", []string{"call mom"}, false, true},
		{"en inside a longer message", "I'm done with the call to mom, and add eggs to shopping", []string{"call mom"}, false, true},
		{"en case and punctuation", "Delete “Dentist appointment”!", []string{"dentist appointment"}, false, true},
		{"en part of the title only", "delete call", []string{"call mom"}, false, false},
		{"en a typo is not a name", "delete cal mom", []string{"call mom"}, false, false},
		{"en another word between", "delete call dad and mom", []string{"call mom"}, false, false},
		{"en words out of order", "delete mom call", []string{"call mom"}, false, false},
		{"en a synonym is not a name", "cancel the phone call with mother", []string{"call mom"}, false, false},
		{"en a pick answers no title", "2", []string{"lunch with Dana"}, false, false},
		{"en nothing to name", "delete it", nil, false, false},
		{"he verbatim", "תמחק להתקשר לאמא", []string{"להתקשר לאמא"}, false, true},
		{"he with a prefix letter", "תבטל את הפגישה עם דנה", []string{"פגישה עם דנה"}, false, true},
		{"he with two prefix letters", "תמחק את השיחה והפגישה עם דנה", []string{"פגישה עם דנה"}, false, true},
		{"he part of the title", "תמחק את השיחה", []string{"שיחה לאבא"}, false, false},
		{"he another person", "תמחק שיחה לאמא", []string{"שיחה לאבא"}, false, false},
		{"he points are ignored", "תמחק את הַשִּׂיחָה לְאַבָּא", []string{"שיחה לאבא"}, false, true},
		{"a list by its name", "delete the shopping list", []string{"shopping"}, false, true},
		{"a list added to is not named for a delete", "add milk to shopping", []string{"packing"}, false, false},
		// A name said with or without its spaces is the name.
		{"a list said without its space", "delete the setlist", []string{"set list"}, false, true},
		{"a list said with a space", "delete the set list", []string{"setlist"}, false, true},
		{"he a list said without its space", "תמחק את הסטליסט", []string{"סט ליסט"}, false, true},
		{"a list said with another letter is not named", "delete the setlists", []string{"set list"}, false, false},
		{"a list said out of order is not named", "delete the list set", []string{"setlist"}, false, false},

		// Several items: each by its title.
		{"en two items", "remove milk and eggs from shopping", []string{"milk", "eggs"}, false, true},
		{"en one of two not named", "remove milk from shopping", []string{"milk", "eggs"}, false, false},
		{"he two items", "תוריד חלב וביצים מהקניות", []string{"חלב", "ביצים"}, false, true},
		{"same titles need all", "delete lunch", []string{"lunch", "lunch"}, false, false},
		{"same titles with all", "delete all the lunch events", []string{"lunch", "Lunch"}, false, true},
		{"he same titles with כולם", "תמחק את כל הארוחות צהריים, ארוחת צהריים כולן", []string{"ארוחת צהריים", "ארוחת צהריים"}, false, true},

		// A whole series, or a window.
		{"en series not said", "delete gym", []string{"gym"}, true, false},
		{"en the whole series", "delete the whole gym series", []string{"gym"}, true, true},
		{"en every", "cancel gym every week from now on", []string{"gym"}, true, true},
		{"en all of gym", "remove all gym sessions", []string{"gym"}, true, true},
		{"en series said, another title", "delete the whole yoga series", []string{"gym"}, true, false},
		{"he כל הסדרה", "תמחק את כל הסדרה של חדר כושר", []string{"חדר כושר"}, true, true},
		{"he סדרת", "תבטל את סדרת החדר כושר", []string{"חדר כושר"}, true, true},
		{"he series not said", "תמחק חדר כושר", []string{"חדר כושר"}, true, false},
		{"he הכל", "תמחק הכל של חדר כושר", []string{"חדר כושר"}, true, true},
		{"he a list with all of it", "תמחק את רשימת קניות כולה", []string{"קניות"}, true, true},
		{"en a list with all of it", "delete the whole shopping list", []string{"shopping"}, true, true},
		{"en a list, not all of it", "delete the shopping list", []string{"shopping"}, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := graph.NamedExactly(tt.text, tt.titles, tt.whole); got != tt.want {
				t.Errorf("NamedExactly(%q, %q, whole=%v) = %v, want %v", tt.text, tt.titles, tt.whole, got, tt.want)
			}
		})
	}
}
