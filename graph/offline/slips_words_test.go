package offline

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestSlipsAreNotWords: no English word is mended into another as a slip
// of the keys — "lease" is not "please", "forge" not "forget", "vent" not
// "event". Where the machine has a dictionary, every lowercase word in it
// is tried against the readers that mend slips (a head word, a day, a key
// word); a word mended into another is a finding, kept out in
// wordsNotSlips. Without one, the words already found are tried.
func TestSlipsAreNotWords(t *testing.T) {
	words := []string{}
	for w := range wordsNotSlips {
		words = append(words, w)
	}
	if f, err := os.Open("/usr/share/dict/words"); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if w := sc.Text(); len(w) >= 4 && strings.ToLower(w) == w && !strings.Contains(w, "'") {
				words = append(words, w)
			}
		}
	} else {
		t.Log("no dictionary here: only the words already found are tried")
	}
	for _, w := range words {
		if slipsAnyway[w] {
			continue
		}
		for _, after := range []string{"", "that"} {
			if h, ok := nearHead(w, after); ok && !sameWord(w, h) {
				t.Errorf("%q before %q is mended into the head word %q", w, after, h)
			}
		}
		if d, ok := mendDay(w); ok && d != w {
			t.Errorf("%q is mended into the day %q", w, d)
		}
		if k, ok := mendKeyWord(w); ok && k != w {
			t.Errorf("%q is mended into the key word %q", w, k)
		}
	}
}

// sameWord reports whether mend is a form of w itself ("remind" read as
// "reminder", "arrange" as "arranged"): no other word is made.
func sameWord(w, mend string) bool {
	for _, end := range []string{"d", "ed", "er", "s"} {
		if mend == w+end {
			return true
		}
	}
	return false
}

// slipsAnyway are dictionary words a slip of a head word makes more often
// than a writer means them: "juts so you know" is "just".
var slipsAnyway = map[string]bool{"juts": true}
