package timeparse_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// TestForeignRemind: a verb of reminding of another tongue is found with
// the words that go with it, and is no word of time; a word of the thing
// near one, or a name, is none.
func TestForeignRemind(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"nikumbushe kesho saa tatu", "nikumbushe"},
		{"rappelle-moi demain", "rappelle-moi"},
		{"hey напомни мне tomorrow", "напомни мне"},
		{"ipaalala mo sa akin tomorrow", "ipaalala mo sa akin"},
		{"ذكرني tomorrow at 9", "ذكرني"},
		{"דכרני מחר ב9", "דכרני"},
		{"Recuérdame mañana", "Recuérdame"},
		// Near misses.
		{"read the rappel", ""},
		{"remind me tomorrow to call mom", ""},
		{"תזכיר לי מחר לזכור את דנה", ""},
	} {
		got := ""
		if start, end, ok := timeparse.ForeignRemind(tc.text); ok {
			got = tc.text[start:end]
		}
		if got != tc.want {
			t.Errorf("%q: %q; want %q", tc.text, got, tc.want)
		}
		if timeparse.ForeignRemindLeft(tc.text) != (tc.want != "") {
			t.Errorf("%q: ForeignRemindLeft disagrees", tc.text)
		}
	}
	// No verb of reminding is a word of time.
	if timeparse.ForeignLeft("nikumbushe to call mama") {
		t.Error("nikumbushe read as a word of time")
	}
}
