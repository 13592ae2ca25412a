package resolution

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/adrg/strutil/metrics"
)

// corpusWords returns the distinct normalised words (not function words)
// of the messages of the natural corpora.
func corpusWords(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../testdata/natural/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpora: %v", err)
	}
	re := regexp.MustCompile(`"text": "([^"]*)"`)
	var ws []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			for _, w := range words(Normalize(string(m[1]))) {
				if w.weight == 1 {
					ws = append(ws, w.forms[0])
				}
			}
		}
	}
	slices.Sort(ws)
	return slices.Compact(ws)
}

func shareKey(a, b []string) bool {
	for _, k := range a {
		if _, ok := slices.BinarySearch(b, k); ok {
			return true
		}
	}
	return false
}

// typos returns w with one letter dropped, changed, added or transposed
// with the next.
func typos(w string) []string {
	rs := []rune(w)
	var out []string
	for i := range rs {
		out = append(out, string(slices.Delete(slices.Clone(rs), i, i+1)))
		for _, r := range "aeiostnrlkcmאבדהוילמנרשת" {
			c := slices.Clone(rs)
			c[i] = r
			out = append(out, string(c), string(slices.Insert(slices.Clone(rs), i, r)))
		}
		if i+1 < len(rs) {
			c := slices.Clone(rs)
			c[i], c[i+1] = c[i+1], c[i]
			out = append(out, string(c))
		}
	}
	return out
}

// TestKeysCoverTypos checks the bound the index keys rest on, over the
// words of the natural corpora: a typo of a word (a letter off) that the
// scorer still finds similar (word similarity above a third) shares a key
// with it, and so does one two letters off more than 0.6 similar; two
// words that share no key are at most 0.6 similar. So a title sharing no
// key with a name scores below DefaultMinScore.
func TestKeysCoverTypos(t *testing.T) {
	vocab := corpusWords(t)
	if len(vocab) < 1000 {
		t.Fatalf("only %d corpus words", len(vocab))
	}
	jw := metrics.JaroWinkler{CaseSensitive: true}
	keys := make(map[string][]string, len(vocab))
	for _, w := range vocab {
		keys[w] = QueryKeys(w)
	}
	for i, a := range vocab {
		if i%3 != 0 {
			continue // a third of the words against all others
		}
		wa := words(a)[0]
		for _, b := range vocab {
			if shareKey(keys[a], keys[b]) {
				continue
			}
			if s := wordSim(&jw, wa, words(b)[0]); s > 0.6 {
				t.Errorf("%q and %q share no key but are %.2f similar", a, b, s)
			}
		}
	}
	checked := 0
	for i, a := range vocab {
		if i%11 != 0 {
			continue
		}
		wa := words(a)[0]
		for j, e := range typos(a) {
			we := words(Normalize(e))
			if len(we) != 1 || isStopWord(we[0].forms[0]) {
				continue
			}
			second := []string{e}
			if j%13 == 0 {
				second = append(second, typos(e)...)
			}
			for _, e2 := range second {
				we2 := words(Normalize(e2))
				if len(we2) != 1 || isStopWord(we2[0].forms[0]) {
					continue
				}
				s := wordSim(&jw, wa, we2[0])
				if s <= 1.0/3 || (e2 != e && s <= 0.6) {
					continue
				}
				checked++
				if !shareKey(keys[a], QueryKeys(e2)) {
					t.Errorf("typo %q of %q is %.2f similar but shares no key", e2, a, s)
				}
			}
		}
	}
	if checked < 5000 {
		t.Fatalf("only %d typos checked", checked)
	}
}

// TestKeysNameInTitle checks that a title is found by the names the
// scorer matches it with: its own words, a part of them, Hebrew prefixes
// and niqqud, a misspelling, and a name of function words only.
func TestKeysNameInTitle(t *testing.T) {
	for _, c := range []struct {
		name, title string
		found       bool
	}{
		{"call", "call mom", true},
		{"cal mom", "call mom", true},
		{"clal", "call mom", true},
		{"send reprt to yossi", "send report to Yossi", true},
		{"לאמא", "להתקשר לאמא", true},
		{"אמא", "להתקשר לְאִמָּא", true},
		{"התקשר", "להתקשר לבנק", true},
		{"the", "the", true},
		{"dentist", "call mom", false},
		{"the", "call mom", false},
		{"לבנק", "לקנות חלב", false},
	} {
		got := shareKey(QueryKeys(c.name), IndexKeys(c.title))
		if got != c.found {
			t.Errorf("name %q, title %q: shares a key %v, want %v", c.name, c.title, got, c.found)
		}
		if c.found && Score(c.name, c.title) < 0.4 {
			t.Errorf("name %q, title %q: score %.2f, the case is not a match", c.name, c.title, Score(c.name, c.title))
		}
	}
}

// TestWordKeysMakeIndexKeys checks that a title's keys are those of its
// words, so a store may keep the keys per word.
func TestWordKeysMakeIndexKeys(t *testing.T) {
	for _, title := range []string{"call the bank", "להתקשר לְאִמָּא ולאבא", "errand 12 pick up parcel 3407", "the", "", "Don't forget: milk!"} {
		var union []string
		for _, w := range TitleWords(title) {
			union = append(union, WordKeys(w)...)
		}
		slices.Sort(union)
		union = slices.Compact(union)
		if want := IndexKeys(title); !slices.Equal(union, want) {
			t.Errorf("%q: the keys of its words %q, its keys %q", title, union, want)
		}
	}
}
