package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPrefixedWeekdayStaysItsDay: a weekday with a prefix letter
// ("לשישי", "בשני", "לחמישי") is that day as said, never mended into
// another day it reads one swap from ("לשישי" against "שלישי"): a list
// named with one keeps the user's words.
func TestPrefixedWeekdayStaysItsDay(t *testing.T) {
	for _, tt := range []struct{ text, name string }{
		{"תפתחי רשימה חדשה הזמנות לשישי ותוסיפי 3 עוגות גבינה ו2 פאי תפוחים", "הזמנות לשישי"},
		{"רשימה חדשה הזמנות לשישי: עוגת גבינה", "הזמנות לשישי"},
		{"רשימה חדשה קניות לחמישי: חלב, ביצים", "קניות לחמישי"},
		{"new list orders for friday: 3 cheesecakes", "orders for friday"},
		{"new list shopping for thursday: milk, eggs", "shopping for thursday"},
	} {
		p := plan(t, tt.text)
		for _, s := range p.Steps {
			if s.Capability != memo.CapLists || s.Lists == nil || s.Lists.Name != tt.name {
				t.Errorf("%q: %s.%s %+v; want the list %q", tt.text, s.Capability, s.Operation, s.Lists, tt.name)
			}
		}
	}
	// A reminder on a prefixed day is on that day (Tuesday the 20th now).
	for _, tt := range []struct {
		text, title string
		d           int
	}{
		{"תזכיר לי בשישי ב9 לקנות חלות", "לקנות חלות", 23},
		{"תזכיר לי ביום שישי ב9 לקנות חלות", "לקנות חלות", 23},
		{"תזכיר לי בשלישי הבא ב9 לקנות חלות", "לקנות חלות", 27},
		{"remind me on friday at 9 to buy challah", "buy challah", 23},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, *at(tt.d, 9, 0))
	}
}
