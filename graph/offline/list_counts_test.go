package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// TestSplitAtCounts: a counted list said without commas is cut where a
// count opens a new noun phrase, in either language; a count that closes
// an item, one after "of", "אחת" after its noun and a name's number start
// nothing.
func TestSplitAtCounts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"שלושים בקבוקי שמן עשרה קילו סוכר וחמישה ארגזים של עגבניות", "שלושים בקבוקי שמן|עשרה קילו סוכר|חמישה ארגזים של עגבניות"},
		{"3 קילו עגבניות 2 בקבוקי חלב", "3 קילו עגבניות|2 בקבוקי חלב"},
		{"שתי חבילות קמח שלושה בקבוקי שמן", "שתי חבילות קמח|שלושה בקבוקי שמן"},
		{"2 liters of milk 3 loaves of bread five apples", "2 liters of milk|3 loaves of bread|five apples"},
		{"ten bags of rice twenty cans of beans", "ten bags of rice|twenty cans of beans"},
		// Near-misses: one item each.
		{"שני קילו עגבניות", "שני קילו עגבניות"},
		{"2 liters of milk", "2 liters of milk"},
		{"milk 2 liters", "milk 2 liters"},
		{"2 tickets for Ocean's 11", "2 tickets for Ocean's 11"},
		{"שתי עגבניות גדולות ובצל אחד", "שתי עגבניות גדולות|בצל אחד"},
		{"3 packs of 12 eggs", "3 packs of 12 eggs"},
	} {
		if got := strings.Join(offline.SplitItems(c.in), "|"); got != c.want {
			t.Errorf("SplitItems(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}
