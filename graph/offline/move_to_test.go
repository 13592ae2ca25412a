package offline

import "testing"

// TestAtForm: "to"/"ל" before a time is said as "at"/"ב"; a word that
// only opens with the letters ("today", "ל" alone) is left as it is.
func TestAtForm(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"to 8", "at 8", true},
		{"To six", "at six", true},
		{"to\t11", "at\t11", true},
		{"לשמונה", "בשמונה", true},
		{"ל-7:30", "ב-7:30", true},
		{"לחמישי", "בחמישי", true},
		// Near-misses.
		{"today", "today", false},
		{"to", "to", false},
		{"ל", "ל", false},
		{"at 8", "at 8", false},
		{"בשמונה", "בשמונה", false},
	} {
		if got, ok := atForm(c.in); got != c.want || ok != c.ok {
			t.Errorf("atForm(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
