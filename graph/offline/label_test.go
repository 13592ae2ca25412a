package offline

import "testing"

// TestLabelFree: a reminder labelled by its kind ("work reminder:",
// "תזכורת חשובה:") is the plain "reminder:"; a label that names the thing
// ("dentist reminder:"), or none, is left as it is.
func TestLabelFree(t *testing.T) {
	for in, want := range map[string]string{
		"post-shift reminder: call pharmacy tmrw at 2": "reminder: call pharmacy tmrw at 2",
		"quick reminder - bring the form":              "reminder: bring the form",
		"a friendly reminder: pay rent on the 1st":     "reminder: pay rent on the 1st",
		"work reminder: send the deck":                 "reminder: send the deck",
		"תזכורת חשובה: לשלם ארנונה מחר":                "תזכורת: לשלם ארנונה מחר",
		"תזכורת לעבודה: להתקשר לספק":                   "תזכורת: להתקשר לספק",
		// Left alone.
		"dentist reminder: tomorrow at 9":    "dentist reminder: tomorrow at 9",
		"reminder: call mom":                 "reminder: call mom",
		"quick question: when is my dentist": "quick question: when is my dentist",
		"תזכורת לאמא: יום הולדת מחר":         "תזכורת לאמא: יום הולדת מחר",
	} {
		if got := labelFree(in); got != want {
			t.Errorf("labelFree(%q) = %q, want %q", in, got, want)
		}
	}
}
