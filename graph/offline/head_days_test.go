package offline

import (
	"strings"
	"testing"
)

// TestMendDaysAfterEvery: a Hebrew weekday one slip off is mended after
// "יום" and, when four letters or more, after "כל" ("כל שייש" is every
// Friday); "כל שיש" (all the marble) and a word after other words stay.
func TestMendDaysAfterEvery(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"לבדוק את התנור כל שייש 1800", "לבדוק את התנור כל שישי 1800"},
		{"וכל חמשיי ב-8", "וכל חמישי ב-8"},
		{"ביום שלשי ב-5", "ביום שלישי ב-5"},
		{"לנקות כל שיש במטבח", "לנקות כל שיש במטבח"},
		{"לקנות שייש למטבח", "לקנות שייש למטבח"},
	} {
		f := strings.Fields(tc.in)
		mendDays(f)
		if got := strings.Join(f, " "); got != tc.want {
			t.Errorf("%q: %q; want %q", tc.in, got, tc.want)
		}
	}
}
