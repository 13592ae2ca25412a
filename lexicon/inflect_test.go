package lexicon_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo/lexicon"
)

func TestHebrewLemma(t *testing.T) {
	tests := []struct {
		word, lemma string
		ok          bool
	}{
		{"אוהב", "אוהב", true},
		{"אוהבת", "אוהב", true},
		{"אוהבים", "אוהב", true},
		{"אוהבות", "אוהב", true},
		{"גרה", "גר", true},
		{"גרים", "גר", true},
		{"חברה", "חבר", true},
		{"חברים", "חבר", true},
		{"מורים", "מורה", true},
		{"אלרגית", "אלרגי", true},
		{"נמוכה", "נמוך", true},
		// Near misses: a name, a word of its own, a word cut short.
		{"דנה", "", false},
		{"שרה", "", false},
		{"רצה", "", false},
		{"שוקולד", "", false},
		{"אוה", "", false},
	}
	for _, tt := range tests {
		l, ok := lexicon.HebrewLemma(tt.word)
		if l != tt.lemma || ok != tt.ok {
			t.Errorf("HebrewLemma(%q) = %q, %v; want %q, %v", tt.word, l, ok, tt.lemma, tt.ok)
		}
	}
}

// TestHebrewInflectionsNoName checks that no form of an inflected word is
// a first name of the lexicon, nor the form of two of its words.
func TestHebrewInflectionsNoName(t *testing.T) {
	names := lexicon.Names()
	of := map[string]string{}
	for _, w := range lexicon.InflectedWords() {
		for _, f := range lexicon.HebrewInflections(w)[1:] {
			if slices.Contains(names, f) {
				t.Errorf("form %q of %q is a first name", f, w)
			}
			if o, ok := of[f]; ok && o != w {
				t.Errorf("form %q is of %q and %q", f, o, w)
			}
			of[f] = w
		}
	}
}
