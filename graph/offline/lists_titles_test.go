package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTitlesKeepTheirAnd: on a list of titles, an "and" inside a title
// set apart by commas stays in it; where it cannot be told whether the
// last "and" ends the list, nothing is added; other lists, and titles
// with no comma, split at "and" as always.
func TestTitlesKeepTheirAnd(t *testing.T) {
	cases := []struct {
		text  string
		items []string // nil: declined
	}{
		{"תוסיף לרשימת ספרים: סיפור על אהבה וחושך, מלחמה ושלום", []string{"סיפור על אהבה וחושך", "מלחמה ושלום"}},
		{"תוסיף לרשימת סרטים לראות: מלחמה ושלום, רומיאו ויוליה, הסנדק", []string{"מלחמה ושלום", "רומיאו ויוליה", "הסנדק"}},
		{"add war and peace, love and darkness to my books list", []string{"war and peace", "love and darkness"}},
		{"add inception, dune to my movies list", []string{"inception", "dune"}},
		{"add Interstellar and Heat to my movies list", []string{"Interstellar", "Heat"}},
		{"תוסיף לרשימת קניות חלב ולחם", []string{"חלב", "לחם"}},
		{"תוסיף לרשימת קניות: חלב, ביצים ולחם", []string{"חלב", "ביצים", "לחם"}},
		{"add milk, eggs and bread to my shopping list", []string{"milk", "eggs", "bread"}},
		{"תוסיף לרשימת תיק לבית ספר: מחברות, קלמר ומספריים", []string{"מחברות", "קלמר", "מספריים"}},
		{"תוסיף לרשימת ספרים: הארי פוטר, מלחמה ושלום", nil},
		{"add inception, interstellar and dune to my movies list", nil},
	}
	for _, c := range cases {
		s := plan(t, c.text).Steps
		if c.items == nil {
			if s[0].Lists != nil {
				t.Errorf("%q: added %q, want it declined", c.text, s[0].Lists.Items)
			}
			continue
		}
		if s[0].Lists == nil || !slices.Equal(s[0].Lists.Items, c.items) {
			t.Errorf("%q: planned %s.%s %+v, want items %q", c.text, s[0].Capability, s[0].Operation, s[0].Lists, c.items)
		}
	}
	// A title in a note is kept whole.
	s := plan(t, "תזכור שהספר שרציתי זה סיפור על אהבה וחושך").Steps
	if s[0].Operation != memo.OpMemoryStore || s[0].Memory.Draft == nil || s[0].Memory.Draft.Text != "הספר שרציתי זה סיפור על אהבה וחושך" {
		t.Errorf("note: planned %s %+v", s[0].Operation, s[0].Memory)
	}
}
