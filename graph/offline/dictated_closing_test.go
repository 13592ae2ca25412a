package offline

import "testing"

// TestClosingOnly: what follows a mark said as a word closes the message
// when it holds only thanks, marks, fillers, or chatter told of oneself,
// in both languages; words of the request do not.
func TestClosingOnly(t *testing.T) {
	for rest, want := range map[string]bool{
		"":                      true,
		" thanks 🙏":             true,
		" תודה":                 true,
		" ngl i'm so cooked":    true,
		", אני ממש בלחץ":        true,
		" hmm":                  true,
		" lowkey":               true,
		" fr":                   true,
		" בקיצור":               true,
		" יאללה":                true,
		" נו?":                  true,
		" 🙏  נו":                true,
		" thanks hmm":           true,
		" call mom":             false,
		" and eggs":             false,
		" like":                 false,
		" fr school":            false,
		" ואז להתקשר לאמא":      false,
		" נו להתקשר":            false,
		" tell her i'm so late": false,
	} {
		if got := closingOnly(rest); got != want {
			t.Errorf("closingOnly(%q) = %v, want %v", rest, got, want)
		}
	}
}
