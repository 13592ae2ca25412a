package brain

import (
	"slices"
	"testing"
)

// TestSpellingsShareAForm: the ways one word is written share a form, in
// Hebrew (a doubled ו or י, a final א or ה) and across scripts for a
// loanword (its marked English word), and an English word glued to a
// Hebrew prefix is that word.
func TestSpellingsShareAForm(t *testing.T) {
	shared := func(a, b string) bool {
		wa, wb := words(a), words(b)
		if len(wa) != 1 || len(wb) != 1 {
			return false
		}
		fa, fb := append(wa[0], loanTerms(wa[0])...), append(wb[0], loanTerms(wb[0])...)
		return slices.ContainsFunc(fa, func(f string) bool { return slices.Contains(fb, f) })
	}
	same := [][2]string{
		{"הוויפיי", "ויפי"}, {"וויפי", "ווייפיי"}, {"סיסמא", "סיסמה"}, {"הסיסמא", "סיסמה"}, {"הוורד", "ורד"},
		{"וויי פיי", "wifi"}, {"לוויי פיי", "wifi"}, {"wi-fi", "wifi"}, {"הwifi", "wifi"}, {"בwhatsapp", "וואטסאפ"},
		{"ווטסאפ", "whatsapp"}, {"בזום", "zoom"}, {"המייל", "email"}, {"e-mail", "אימייל"}, {"הסיסמה", "password"},
		{"passwords", "סיסמאות"}, {"הקוד", "code"}, {"שהzoom", "זום"},
	}
	for _, p := range same {
		if !shared(p[0], p[1]) {
			t.Errorf("%q and %q share no form: %q, %q", p[0], p[1], words(p[0]), words(p[1]))
		}
	}
	differ := [][2]string{
		{"זום", "code"}, {"מייל", "wifi"}, {"שיר", "שר"}, {"סיסמה", "סימה"}, {"wifi", "wine"}, {"zoom", "room"},
	}
	for _, p := range differ {
		if shared(p[0], p[1]) {
			t.Errorf("%q and %q share a form: %q, %q", p[0], p[1], words(p[0]), words(p[1]))
		}
	}
}
