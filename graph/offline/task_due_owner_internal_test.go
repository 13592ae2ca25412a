package offline

import "testing"

// TestWeekdayOwner: a plural weekday between a command or an article and
// a noun is its owner's "'s" ("cancel fridays job"); before a word of
// time, a joining word or nothing, it is every such day.
func TestWeekdayOwner(t *testing.T) {
	for in, want := range map[string]string{
		"cancel fridays job":         "cancel friday's job",
		"move mondays meeting to 3":  "move monday's meeting to 3",
		"delete the Fridays class":   "delete the Friday's class",
		"cancel fridays":             "cancel fridays",
		"cancel fridays from now on": "cancel fridays from now on",
		"move mondays to 9":          "move mondays to 9",
		"cancel fridays and sundays": "cancel fridays and sundays",
		"remind me fridays to pray":  "remind me fridays to pray",
		"gym on mondays meeting tom": "gym on mondays meeting tom",
		"the fridays at 5":           "the fridays at 5",
	} {
		if got := weekdayOwner(in); got != want {
			t.Errorf("weekdayOwner(%q) = %q, want %q", in, got, want)
		}
	}
}
