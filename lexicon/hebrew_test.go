package lexicon_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/lexicon"
)

func TestPeelPrefix(t *testing.T) {
	tests := []struct {
		word, letters string
		prefix, rest  string
	}{
		// Words that open with a prefix letter and are words as they are.
		{"ורדים", "ו", "", "ורדים"},
		{"לימון", "ל", "", "לימון"},
		{"מלפפון", "מ", "", "מלפפון"},
		{"כביסה", "כ", "", "כביסה"},
		{"בננה", "ב", "", "בננה"},
		{"ביטוח", "ב", "", "ביטוח"},
		{"הזמנה", "ה", "", "הזמנה"},
		{"הנחיות", "ה", "", "הנחיות"},
		{"הזמנות", "ה", "", "הזמנות"},
		{"שמן", "ש", "", "שמן"},
		// The letter glued on as a prefix.
		{"ולחם", "ו", "ו", "לחם"},
		{"וורדים", "ו", "ו", "ורדים"},
		{"הכביסה", "ה", "ה", "כביסה"},
		{"לבננה", "ל", "ל", "בננה"},
		{"וביצים", "ו", "ו", "ביצים"},
		// Not a letter asked for, or too little left.
		{"ולחם", "ה", "", "ולחם"},
		{"וי", "ו", "", "וי"},
		{"milk", "ו", "", "milk"},
		// A letter hyphened to a word in another script goes with its hyphen.
		{"ה-offsite", "ה", "ה-", "offsite"},
		{"ב-Zoom", "ב", "ב-", "Zoom"},
		{"ל-IKEA", lexicon.PrefixLetters, "ל-", "IKEA"},
		{"ו-Slack", lexicon.PrefixLetters, "ו-", "Slack"},
	}
	for _, tt := range tests {
		p, rest, ok := lexicon.PeelPrefix(tt.word, tt.letters)
		if p != tt.prefix || rest != tt.rest || ok != (tt.prefix != "") {
			t.Errorf("PeelPrefix(%q, %q) = %q, %q, %v; want %q, %q", tt.word, tt.letters, p, rest, ok, tt.prefix, tt.rest)
		}
	}
}

// TestWordList checks the list itself: Hebrew words only, each opening
// with a prefix letter (the only words the list has to tell apart).
func TestWordList(t *testing.T) {
	words := lexicon.Words()
	if len(words) < 500 {
		t.Fatalf("%d words; the list did not load", len(words))
	}
	for _, w := range words {
		r := []rune(w)
		if !strings.ContainsRune(lexicon.PrefixLetters, r[0]) {
			t.Errorf("%q does not open with a prefix letter: it need not be listed", w)
		}
		for _, c := range r {
			if (c < 'א' || c > 'ת') && c != '-' && c != '\'' && c != '"' {
				t.Errorf("%q holds %q: not a Hebrew word", w, c)
				break
			}
		}
	}
}

func TestTrimArticle(t *testing.T) {
	for in, want := range map[string]string{
		"הקניות": "קניות", "ה-offsite": "offsite", "ה-Zoom call": "Zoom call", "קניות": "קניות",
		"offsite": "offsite", "ה-5": "-5", "ה": "",
		// A word that opens with ה keeps it; "the" before it is peeled.
		"הזמנות לרפת": "הזמנות לרפת", "ההזמנות לרפת": "הזמנות לרפת", "הוצאות": "הוצאות",
		"הערות": "הערות", "ההערות": "הערות", "הנחיות": "הנחיות", "הרצאות": "הרצאות",
		"הכנות לחג": "הכנות לחג", "הכביסה": "כביסה", "הקניות לשבת": "קניות לשבת",
	} {
		if got := lexicon.TrimArticle(in); got != want {
			t.Errorf("TrimArticle(%q) = %q; want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"ה-offsite": "offsite", "מ-IKEA": "IKEA", "ש-Noa": "Noa", "ה-הכי": "ה-הכי", "offsite": "offsite",
		"x-ray": "x-ray", "ה-5": "ה-5",
	} {
		if got := lexicon.PeelHyphened(in); got != want {
			t.Errorf("PeelHyphened(%q) = %q; want %q", in, got, want)
		}
	}
}

// TestHebrewNames: a common first name that opens with a prefix letter is
// a name and a word as it is, so no letter is peeled off it; the same
// letter glued onto a name is peeled.
func TestHebrewNames(t *testing.T) {
	for _, name := range []string{"ליאת", "לאה", "לירון", "מיכל", "מאיה", "בועז", "הדס", "ורד", "שירה", "כרמית"} {
		if !lexicon.HebrewName(name) {
			t.Errorf("HebrewName(%q) = false; want a name", name)
		}
		if p, rest, ok := lexicon.PeelPrefix(name, lexicon.PrefixLetters); ok {
			t.Errorf("PeelPrefix(%q) = %q, %q; want the name whole", name, p, rest)
		}
	}
	for in, want := range map[string]string{"לליאת": "ליאת", "ולאה": "לאה", "למיכל": "מיכל", "ושירה": "שירה"} {
		if _, rest, ok := lexicon.PeelPrefix(in, lexicon.PrefixLetters); !ok || rest != want {
			t.Errorf("PeelPrefix(%q) = %q, %v; want %q", in, rest, ok, want)
		}
	}
	// Near misses: words that are a prefix and a word, and no names.
	for _, w := range []string{"לי", "שלי", "מאור", "שרון", "מעין", "לחם", "מלי"} {
		if lexicon.HebrewName(w) {
			t.Errorf("HebrewName(%q) = true; want no name", w)
		}
	}
	for _, name := range lexicon.Names() {
		if r := []rune(name); !strings.ContainsRune(lexicon.PrefixLetters, r[0]) {
			t.Errorf("%q does not open with a prefix letter: it need not be listed", name)
		}
	}
}
