package offline

import "testing"

// TestChangeSaid: a bare "change it" closing a change already said goes,
// and "it move to" is "move it to"; alone, or inside a name, they stay.
func TestChangeSaid(t *testing.T) {
	for in, want := range map[string]string{
		"לא, זה ביום שלישי. תשני בבקשה":  "לא, זה ביום שלישי",
		"it's at 6 not 5, please fix it": "it's at 6 not 5",
		"make it 9. update it thanks":    "make it 9",
		"sorry, it move to 20:30":        "sorry, move it to 20:30",
		"תשני":                           "תשני",
		"change it":                      "change it",
		"buy a fix it kit":               "buy a fix it kit",
		"remind me to see if it moves":   "remind me to see if it moves",
	} {
		if got := changeSaid(in); got != want {
			t.Errorf("changeSaid(%q) = %q, want %q", in, got, want)
		}
	}
}
