package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestLoanListWord: the English "list" in a Hebrew request, in Hebrew
// letters ("ליסט", "ליסטה") or Latin behind a prefix ("ל-list"), with any
// prefix, is רשימה: "תרשום בליסט של X: a, b" adds to the list X, never a
// memory. In English the same requests need no reading.
func TestLoanListWord(t *testing.T) {
	for _, c := range []struct {
		text, list string
		items      []string
	}{
		{"תרשום בליסט של הציוד: פנס, סוללות, גרביים", "ציוד", []string{"פנס", "סוללות", "גרביים"}},
		{"תוסיף לליסטה של הקניות חלב", "קניות", []string{"חלב"}},
		{"תוסיפי לליסט של הקניות ביצים", "קניות", []string{"ביצים"}},
		{"תוסיף ל-list של הקניות חלב", "קניות", []string{"חלב"}},
		{"תוסיףלליסט של הקניות: ביצים, חלב", "קניות", []string{"ביצים", "חלב"}},
		{"תרשמיבליסטה של קניות: שמן זית", "קניות", []string{"שמן זית"}},
		{"add to the list of gear: torch, batteries", "gear", []string{"torch", "batteries"}},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Capability != memo.CapLists || s.Lists == nil || s.Lists.Name != c.list || !slices.Equal(s.Lists.Items, c.items) {
			t.Errorf("%q: %s.%s %+v; want %v on %q", c.text, s.Capability, s.Operation, s.Lists, c.items, c.list)
		}
	}
	// Near-miss: a word that only holds the letters stays ("צ'קליסט" is a checklist of its own).
	s := plan(t, "תיצור צ'קליסט לטיול").Steps[0]
	if s.Capability == memo.CapMemory {
		t.Errorf("צ'קליסט: kept as a memory")
	}
}
