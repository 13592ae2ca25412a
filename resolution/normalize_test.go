package resolution_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"lower and trim", "  Buy MILK  ", "buy milk"},
		{"punctuation to spaces", "call mom, then (dad)!", "call mom then dad"},
		{"collapse white space", "a \t\n  b", "a b"},
		{"NFKC full width", "ＡＢＣ１２", "abc12"},
		{"NFKC ligature", "ﬁle", "file"},
		{"apostrophe inside word", "don't forget", "dont forget"},
		{"apostrophe at edge", "'quoted' words", "quoted words"},
		{"niqqud", "שָׁלוֹם", "שלום"},
		{"cantillation", "בְּרֵאשִׁ֖ית", "בראשית"},
		{"presentation form with dagesh", "\uFB2Aלום", "שלום"},
		{"bidi marks", "\u200Fלקנות\u200E חלב\u202B\u202C", "לקנות חלב"},
		{"isolates and zero width", "\u2067call\u2069 \u200Bmom\u200D", "call mom"},
		{"BOM and soft hyphen", "\uFEFFre\u00ADport", "report"},
		{"maqaf splits", "תל־אביב", "תל אביב"},
		{"geresh inside word", "צ׳יפס", "ציפס"},
		{"ascii geresh inside word", "צ'יפס", "ציפס"},
		{"gershayim", "צה״ל ו-ת\"א", "צהל ו תא"},
		{"digits kept", "pay bill #2", "pay bill 2"},
		{"emoji to space", "buy🥛milk", "buy milk"},
		{"mixed languages", "Meeting עם Dana", "meeting עם dana"},
		{"only marks", "\u200F\u05B0!?", ""},
		{"control characters", "a\x00b\x07c", "abc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := resolution.Normalize(tt.in); got != tt.want {
				t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestWordFormsConstruct: a noun in the construct state is also the noun
// itself, so "המסיבה" finds "מסיבת חנוכה"; a short word is left alone.
func TestWordFormsConstruct(t *testing.T) {
	has := func(forms []string, f string) bool {
		for _, x := range forms {
			if x == f {
				return true
			}
		}
		return false
	}
	for w, want := range map[string]string{"מסיבת": "מסיבה", "ארוחת": "ארוחה", "המסיבה": "מסיבה", "פגישת": "פגישה"} {
		if forms := resolution.WordForms(w); !has(forms, want) {
			t.Errorf("WordForms(%q) = %q; want %q among them", w, forms, want)
		}
	}
	if forms := resolution.WordForms("בית"); has(forms, "ביה") {
		t.Errorf("WordForms(%q) = %q; a three-letter word has no construct form here", "בית", forms)
	}
}

// TestWordFormsOtherScript: a prefix letter glued to a word in another
// script is peeled ("הPRD" is "PRD"); a Hebrew word, a mixed word and a
// letter with too little after it are not.
func TestWordFormsOtherScript(t *testing.T) {
	for w, want := range map[string]string{"הprd": "prd", "לikea": "ikea", "בzoom": "zoom", "הv2": "v2"} {
		if forms := resolution.WordForms(w); !slices.Contains(forms, want) {
			t.Errorf("WordForms(%q) = %q; want %q among them", w, forms, want)
		}
	}
	for w, not := range map[string]string{"ה5": "5", "הx": "x", "הprdים": "prdים", "prd": ""} {
		if forms := resolution.WordForms(w); slices.Contains(forms, not) {
			t.Errorf("WordForms(%q) = %q; %q is no form of it", w, forms, not)
		}
	}
}
