package lexicon

import "testing"

// TestTimeWordSlip: the time words said as they sound are read as the
// words, with their prefixes; words of the language and a bare "שאה" are
// not.
func TestTimeWordSlip(t *testing.T) {
	for in, want := range map[string]string{
		"בשאה": "בשעה", "בשעא": "בשעה", "בשא": "בשעה", "ובשאה": "ובשעה", "שעתים": "שעתיים", "בשעטיים": "בשעתיים",
		"דקוט": "דקות", "מחרר": "מחר", "ומחרר": "ומחר", "מחרתים": "מחרתיים", "לשעא": "לשעה", "יומייים": "יומיים", "שבועייים": "שבועיים",
	} {
		if got, ok := TimeWordSlip(in); !ok || got != want {
			t.Errorf("TimeWordSlip(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"שאה", "השאה", "שעה", "בשעה", "משא", "נשא", "דקות", "מחר", "שא", "בשאלה"} {
		if got, ok := TimeWordSlip(in); ok {
			t.Errorf("TimeWordSlip(%q) = %q; want no slip", in, got)
		}
	}
	if got := MendTimeSlips("פגישה ביום שני בשאה 13:00, בעוד שעתים."); got != "פגישה ביום שני בשעה 13:00, בעוד שעתיים." {
		t.Errorf("MendTimeSlips = %q", got)
	}
}

// TestDayWordVowelSlip: a day word with one vowel letter (א, ה, ו, י)
// slipped in after its first letter is the day, with its prefixes; a
// word of the language so spelt ("מחיר", "מאחר", "האיום"), a letter
// before the word (a prefix: "המחר") and two slips are not.
func TestDayWordVowelSlip(t *testing.T) {
	for in, want := range map[string]string{
		"מחאר": "מחר", "מוחר": "מחר", "מחרי": "מחר", "ומחאר": "ומחר",
		"היוום": "היום", "הייום": "היום", "היואם": "היום", "מחרתייים": "מחרתיים", "מחראתיים": "מחרתיים",
	} {
		if got, ok := TimeWordSlip(in); !ok || got != want {
			t.Errorf("TimeWordSlip(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"מחיר", "מאחר", "מחור", "האיום", "המחר", "מחר", "היום", "מחאאר", "הערבה", "מחרתיים"} {
		if got, ok := TimeWordSlip(in); ok {
			t.Errorf("TimeWordSlip(%q) = %q; want no slip", in, got)
		}
	}
}

// TestPartOfDaySlip: a part of the day spelt without its vowel letter
// after ב ("בבקר") or after "לפנות", with one too many ("בצוהריים") or
// with a letter doubled ("בערבב") is the part of the day; "בקר" alone
// (beef), "ובקר", "לבקר" (to visit), "ביקור" and "ערבב" (stir) are not.
func TestPartOfDaySlip(t *testing.T) {
	for in, want := range map[string]string{
		"בבקר": "בבוקר", "ובבקר": "ובבוקר", "בערבב": "בערב", "בצוהריים": "בצהריים", "צוהרים": "צהריים", "בבוקרר": "בבוקר",
	} {
		if got, ok := TimeWordSlip(in); !ok || got != want {
			t.Errorf("TimeWordSlip(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"בקר", "ובקר", "לבקר", "ביקור", "ערבב", "תערבב", "בוקר", "הבקר"} {
		if got, ok := TimeWordSlip(in); ok {
			t.Errorf("TimeWordSlip(%q) = %q; want no slip", in, got)
		}
	}
	for in, want := range map[string]string{
		"מחר ב6 בבקר לרוץ":            "מחר ב6 בבוקר לרוץ",
		"מחר בארבע לפנות בקר, לשדה":   "מחר בארבע לפנות בוקר, לשדה",
		"לקנות בקר טחון ולבקר את סבא": "לקנות בקר טחון ולבקר את סבא",
	} {
		if got := MendTimeSlips(in); got != want {
			t.Errorf("MendTimeSlips(%q) = %q; want %q", in, got, want)
		}
	}
}

// TestUnitAfterNumber: "דק" after a count in digits is "דקות" ("כל 10
// דק", "בעוד 5 דק׳,"); "דק" after a word ("נייר דק", "חוט דק 2") and a
// count glued to a word are not.
func TestUnitAfterNumber(t *testing.T) {
	for in, want := range map[string]string{
		"תזכיר לי כל 10 דק לבדוק את התנור": "תזכיר לי כל 10 דקות לבדוק את התנור",
		"בעוד 5 דק׳, להוציא את העוגה":      "בעוד 5 דקות, להוציא את העוגה",
		"לקנות נייר דק":                    "לקנות נייר דק",
		"לקנות חוט דק 2 מטר":               "לקנות חוט דק 2 מטר",
		"לקנות 2 דקל":                      "לקנות 2 דקל",
	} {
		if got := MendTimeSlips(in); got != want {
			t.Errorf("MendTimeSlips(%q) = %q; want %q", in, got, want)
		}
	}
}

// TestHourSounds: a dictated hour heard as another word is read as the
// hour only between "at" and a meridiem; elsewhere the word stays.
func TestHourSounds(t *testing.T) {
	for in, want := range map[string]string{
		"call the tax office tomorrow at for pm": "call the tax office tomorrow at four pm",
		"run tomorrow at ate am":                 "run tomorrow at eight am",
		"meeting At too p.m. friday":             "meeting At two p.m. friday",
		"dinner for two at 8pm":                  "dinner for two at 8pm",
		"go to the gym at 5":                     "go to the gym at 5",
		"call mom at for":                        "call mom at for",
		"look at to pm's notes":                  "look at to pm's notes",
	} {
		if got := MendTimeSlips(in); got != want {
			t.Errorf("MendTimeSlips(%q) = %q; want %q", in, got, want)
		}
	}
}
