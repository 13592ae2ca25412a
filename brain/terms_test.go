package brain

import (
	"slices"
	"testing"
)

func TestForms(t *testing.T) {
	tests := []struct {
		word string
		want []string
	}{
		{"parked", []string{"park"}},
		{"shoes", []string{"shoe"}},
		{"parents", []string{"parent"}},
		{"b14", []string{"b14"}},
		{"djs", []string{"djs", "dj"}}, // "the dj's rider": no vowel for the stemmer to see
		{"bus", []string{"bus"}},
		{"gas", []string{"gas"}},
		{"4512", []string{"4512"}},
		{"השער", []string{"השער", "שער", "ער"}},
		{"הנעליים", []string{"הנעליימ", "נעליימ", "הנעל", "נעל", "הנעלימ", "נעלימ"}}, // and spelled with one י
		{"בית", []string{"בית", "ית"}},
		{"חנות", []string{"חנות"}},
		{"ושבבית", []string{"ושבבית", "שבבית", "בבית", "בית", "ושבביה", "שבביה", "בביה"}},
		{"מידת", []string{"מידת", "ידת", "מידה"}}, // the construct state of מידה
		{"למידת", []string{"למידת", "מידת", "ידת", "למידה", "מידה"}},
		{"חניתי", []string{"חניתי"}},
		{"הוויפיי", []string{"הוויפיי", "וויפיי", "ויפיי", "יפיי", "הויפי", "ויפי", "יפי"}},
		{"סיסמא", []string{"סיסמא", "סיסמה"}},
	}
	for _, tt := range tests {
		if got := forms(tt.word); !slices.Equal(got, tt.want) {
			t.Errorf("forms(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

func TestKey(t *testing.T) {
	same := [][2]string{
		{"the wifi password at my parents' place", "Wifi password at my parents place"},
		{"Dana's birthday", "dana birthday"},
		{"הקוד של השער", "קוד השער"},
		{"מידת הנעליים של עידו", "מידת נעליים של עידו"},
		{"ה-WiFi", "wifi"},
	}
	for _, p := range same {
		if a, b := key(p[0]), key(p[1]); a != b || a == "" {
			t.Errorf("key(%q) = %q, key(%q) = %q; want the same", p[0], a, p[1], b)
		}
	}
	differ := [][2]string{
		{"the wifi password at my parents' place", "the wifi password at the office"},
		{"Dana's birthday", "Dan's birthday"},
		{"הקוד של השער", "הקוד של הכספת"},
	}
	for _, p := range differ {
		if a, b := key(p[0]), key(p[1]); a == b {
			t.Errorf("key(%q) = key(%q) = %q; want different", p[0], p[1], a)
		}
	}
}

func TestQueryGroupsDropStopWords(t *testing.T) {
	tests := []struct {
		q    string
		want []string // first form of each group
	}{
		{"where did I park?", []string{"park"}},
		{"what's the wifi password at my parents?", []string{"wifi", "password", "parent"}},
		{"What do you know about Avi?", []string{"avi"}},
		{"מה הקוד של השער אצל סבתא?", []string{"הקוד", "השער", "סבתא"}},
		{"איפה חניתי?", []string{"חניתי"}},
		{"?!...", nil},
		{`"NEAR" * - OR AND`, []string{"near"}},
	}
	for _, tt := range tests {
		var got []string
		for _, g := range queryGroups(tt.q) {
			got = append(got, g[0])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("queryGroups(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}

// TestPluralFindsSingular: a plural asked about holds the forms of its
// singular, in both languages, so "the ideas I saved" finds "idea: …".
func TestPluralFindsSingular(t *testing.T) {
	for _, tt := range [][2]string{
		{"ideas", "idea"}, {"recipes", "recipe"}, {"passwords", "password"},
		{"הרעיונות", "רעיון"}, {"מתכונים", "מתכון"}, {"סיסמאות", "סיסמה"}, {"תמונות", "תמונה"}, {"מכוניות", "מכונית"},
	} {
		plural, single := words(tt[0]), words(tt[1])
		if len(plural) != 1 || len(single) != 1 || !slices.Contains(plural[0], single[0][0]) {
			t.Errorf("forms of %q = %q, want the form %q of %q among them", tt[0], plural, single, tt[1])
		}
	}
	for _, w := range []string{"ששמרתי", "שמורה", "למשהו", "stored", "somewhere"} {
		if len(words(w)) != 0 {
			t.Errorf("%q is searched for", w)
		}
	}
}
