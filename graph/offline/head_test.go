package offline

import "testing"

// TestMendDayWithPrefix: a Hebrew weekday (or the ordinal it doubles as)
// after ב or ה, one slip off, is mended; words, weekdays and forms that
// are more than one slip away are left alone.
func TestMendDayWithPrefix(t *testing.T) {
	mended := map[string]string{
		"בשייש":    "בשישי",
		"הראשןו":   "הראשון",
		"השליששי":  "השלישי",
		"הראאשון":  "הראשון",
		"השלשיי":   "השלישי",
		"ברבעי":    "ברביעי",
		"וברביעיי": "וברביעי",
		"modnays":  "mondays",
	}
	for in, want := range mended {
		if got, ok := mendDay(in); !ok || got != want {
			t.Errorf("mendDay(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, w := range []string{"friday", "fridays", "monday", "בשישי", "השלישי", "בשלישי", "השלישית", "רביעית", "השישה", "בשיש", "הראשי", "בחמישה", "ברביעי"} {
		if got, ok := mendDay(w); ok {
			t.Errorf("mendDay(%q) = %q, want it left alone", w, got)
		}
	}
}
