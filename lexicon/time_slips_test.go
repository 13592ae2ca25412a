package lexicon

import "testing"

// TestTimeWordSlip: the time words said as they sound are read as the
// words, with their prefixes; words of the language and a bare "שאה" are
// not.
func TestTimeWordSlip(t *testing.T) {
	for in, want := range map[string]string{
		"בשאה": "בשעה", "בשעא": "בשעה", "בשא": "בשעה", "ובשאה": "ובשעה", "שעתים": "שעתיים", "בשעטיים": "בשעתיים",
		"דקוט": "דקות", "מחרר": "מחר", "ומחרר": "ומחר", "מחרתים": "מחרתיים", "לשעא": "לשעה",
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
