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

// TestSplitAtPlurals: an English run said without commas is cut after a
// plural that a noun phrase of its own follows; a plural before "of", one
// that what follows goes on, and short runs are one item.
func TestSplitAtPlurals(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"granola bars juice boxes", "granola bars|juice boxes"},
		{"2x4s 3 boxes of deck screws", "2x4s|3 boxes of deck screws"},
		{"trash bags zip lock bags paper plates", "trash bags|zip lock bags|paper plates"},
		// Near-misses: one item each.
		{"hunger games catching fire", "hunger games catching fire"},
		{"new balance sneakers size 10", "new balance sneakers size 10"},
		{"kids winter boots", "kids winter boots"},
		{"sports drinks", "sports drinks"},
		{"boxes of deck screws", "boxes of deck screws"},
		{"bags for the freezer", "bags for the freezer"},
		{"glass tennis racket cover", "glass tennis racket cover"},
		{"diapers size 4 wipes", "diapers size 4|wipes"},
	} {
		if got := strings.Join(offline.SplitItems(c.in), "|"); got != c.want {
			t.Errorf("SplitItems(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}
