package brain

import (
	"slices"
	"testing"
)

// TestWhose: one reader says whose a word is, in English and Hebrew, for
// the owner questions and the relatives alike; contractions and a word
// beside a pronoun of no thing are not possessives.
func TestWhose(t *testing.T) {
	for _, tc := range []struct {
		text, word string
		owner, by  string // "" owner: none said
	}{
		{"ronnie's mom", "mom", "ronnie", "'s"},
		{"what's ronnie’s mom's phone", "phone", "mom", "'s"},
		{"my mom", "mom", "my", "my"},
		{"his mom", "mom", "his", "his"},
		{"a friend of mine", "friend", "mine", "of"},
		{"the mother of ronnie", "mother", "ronnie", "of"},
		{"אמא של רוני", "אמא", "רוני", "של"},
		{"אמא שלי", "אמא", "שלי", "שלי"},
		{"הטלפון של אמא של דני", "אמא", "דני", "של"},
		{"אמא שלה", "אמא", "שלה", "שלה"},
		// Near misses: nobody's.
		{"what's mom's number", "mom's", "", ""},
		{"it's mom", "mom", "", ""},
		{"mom", "mom", "", ""},
		{"אחותי", "אחותי", "", ""},
		{"מה הטלפון של", "הטלפון", "", ""},
		{"let's call mom", "call", "", ""},
	} {
		ts := whoseTokens(tc.text)
		i := slices.Index(ts, tc.word)
		if i < 0 {
			t.Fatalf("%q: no word %q in %q", tc.text, tc.word, ts)
		}
		o, ok := whose(ts, i)
		if ok != (tc.owner != "") || o.owner != tc.owner || o.by != tc.by {
			t.Errorf("whose(%q, %q) = %+v, %v; want %q by %q", tc.text, tc.word, o, ok, tc.owner, tc.by)
		}
	}
}

// TestNamedOwners: the owners a question names with "'s" or "של", a
// loanword in two words as one, contractions none.
func TestNamedOwners(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"what's ronnie's phone?", []string{"ronnie"}},
		{"what's ronnie's mom's phone", []string{"ronnie", "mom"}},
		{"where's the wi-fi's password", []string{"wifi"}},
		{"my sister's birthday", []string{"sister"}},
		{"מה הטלפון של אמא של דני?", []string{"אמא", "דני"}},
		{"מה הסיסמה של הוויי פיי", []string{"הווייפיי"}},
		{"מה מידת הנעליים של גיל", []string{"גיל"}},
		// Near misses.
		{"what's the phone", nil},
		{"let's see it's here", nil},
		{"של", nil},
		{"הרוג אחרי משמרת של 12 שעות", nil},
		{"the 90's music", nil},
		{"מה שלומך", nil},
		{"the mother of ronnie", nil},
	} {
		if got := namedOwners(whoseTokens(tc.text)); !slices.Equal(got, tc.want) {
			t.Errorf("namedOwners(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestNamedFor: a contact named for someone of a person, in both
// languages; a contact of one's own or of no one is not.
func TestNamedFor(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Ronnie's mom", "mom"},
		{"Ronnie’s Mom", "mom"},
		{"אמא של רוני", "אמא"},
		{"ronnie", ""},
		{"my mom", ""},
		{"אמא שלי", ""},
		{"אמא", ""},
		{"mother of ronnie", ""},
		{"what's up", ""},
	} {
		if got := namedFor(tc.name); got != tc.want {
			t.Errorf("namedFor(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
