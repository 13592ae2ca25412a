package offline

import "testing"

// TestToldIs: one reader of a thing told with a copula, two readings of
// it. toldIsDay keeps the thing's determiner and what is told after the
// copula; dueTold names a thing said to be due, with nothing after
// "due", without its determiner. Near misses beside each.
func TestToldIs(t *testing.T) {
	days := []struct{ in, want string }{
		{"my anniversary is on march 3rd", "my anniversary on march 3rd"},
		{"the exam is due on friday", "the exam due on friday"},
		{"the holidays are on the 24th", "the holidays on the 24th"},
		{"יום הנישואין שלנו הוא ב-3 במרץ", "יום הנישואין שלנו ב-3 במרץ"},
		{"הכנס יוצא בחמישי", "הכנס בחמישי"},
		// No copula: as it is.
		{"call mom on friday", "call mom on friday"},
		{"הפגישה ביום שני", "הפגישה ביום שני"},
	}
	for _, c := range days {
		if got := toldIsDay(c.in); got != c.want {
			t.Errorf("toldIsDay(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	due := []struct {
		in, want string
		ok       bool
	}{
		{"the report is due", "report due", true},
		{"my essays are due", "essays due", true},
		{"The grant application is DUE", "grant application due", true},
		{"report is due", "report due", true},
		{"our tax return forms are due", "tax return forms due", true},
		// Near misses: more told after "due", no "due", a long thing, Hebrew.
		{"the report is due on friday", "", false},
		{"the report is done", "", false},
		{"the report was due", "", false},
		{"the very long annual budget report is due", "", false},
		{"ההגשה היא ביום חמישי", "", false},
	}
	for _, c := range due {
		if got, ok := dueTold(c.in); got != c.want || ok != c.ok {
			t.Errorf("dueTold(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestCheckWords: the final checks' words of a title, its marks trimmed,
// the case and the prefix letters as written; a word of marks alone
// inside stays, empty.
func TestCheckWords(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"feed the cat sorry!", []string{"feed", "the", "cat", "sorry"}},
		{"Call Mom, mate…", []string{"Call", "Mom", "mate"}},
		{"להתקשר לאמא, ותזכירי לי.", []string{"להתקשר", "לאמא", "ותזכירי", "לי"}},
		{"say , sorry", []string{"say", "", "sorry"}},
		{" ,.!", nil},
	}
	for _, c := range cases {
		got := checkWords(c.in)
		if len(got) != len(c.want) {
			t.Errorf("checkWords(%q) = %q, want %q", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("checkWords(%q) = %q, want %q", c.in, got, c.want)
				break
			}
		}
	}
}
