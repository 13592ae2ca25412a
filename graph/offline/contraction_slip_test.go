package offline

import "testing"

// TestContractionSlip: a letter doubled after a contraction's apostrophe
// is mended; "'ll" keeps its two, and words that are no contraction stay.
func TestContractionSlip(t *testing.T) {
	for in, want := range map[string]string{
		"what'vve we got this sunday":  "what've we got this sunday",
		"I'mm late, it'ss fine":        "I'm late, it's fine",
		"we'lll see":                   "we'll see",
		"we'll see":                    "we'll see",
		"what’vve we got":              "what’ve we got",
		"rock 'n' roll":                "rock 'n' roll",
		"o'connor's party at 5":        "o'connor's party at 5",
		"no mark at all":               "no mark at all",
		"itt's been cancelled please":  "it's been cancelled please",
		"thatt's fine, shee's late":    "that's fine, she's late",
		"jill's party":                 "jill's party",
		"Otto's bday":                  "Otto's bday",
		"the boss's car":               "the boss's car",
		"hi, what''ve we got today":    "hi, what've we got today",
		"yo tehy swapped me, around 6": "yo they swapped me, around 6",
		"hey thhey swapped me, at 6":   "hey they swapped me, at 6",
		"waht tmrw?":                   "what tmrw?",
		"the theta wave":               "the theta wave",
		"מה בלו''ז":                    "מה בלו''ז",
	} {
		if got := contractionSlip(in); got != want {
			t.Errorf("contractionSlip(%q) = %q; want %q", in, got, want)
		}
	}
}
