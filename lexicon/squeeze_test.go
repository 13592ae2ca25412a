package lexicon_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// squeezeSlow is Squeeze as it reads every text: rune by rune into a copy.
func squeezeSlow(s string, n int) string {
	var b strings.Builder
	var last rune
	run := 0
	for _, r := range s {
		if r == last {
			run++
		} else {
			last, run = r, 1
		}
		if run <= n || !unicode.IsLetter(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestSqueeze: runs of a letter are cut to n, marks and digits stay, and a
// text with nothing to cut comes back as it is.
func TestSqueeze(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"thanksss", 2, "thankss"},
		{"thanksss", 1, "thanks"},
		{"מחררר", 1, "מחר"},
		{"sorrry!!!", 2, "sorry!!!"},
		// Near misses: nothing to cut.
		{"remind me at 5", 2, "remind me at 5"},
		{"1000 steps!!!", 1, "1000 steps!!!"},
		{"תזכיר לי", 1, "תזכיר לי"},
		{"", 1, ""},
		// Bytes that are not UTF-8 are written as U+FFFD, as before.
		{"a\xffb", 2, "a\uFFFDb"},
	} {
		if got := lexicon.Squeeze(c.s, c.n); got != c.want {
			t.Errorf("Squeeze(%q, %d) = %q; want %q", c.s, c.n, got, c.want)
		}
	}
}

func FuzzSqueeze(f *testing.F) {
	for _, s := range []string{"thanksss", "a\xffb", "מחררר", "ok"} {
		f.Add(s, 2)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if got, want := lexicon.Squeeze(s, n), squeezeSlow(s, n); got != want {
			t.Fatalf("Squeeze(%q, %d) = %q; want %q", s, n, got, want)
		}
	})
}
