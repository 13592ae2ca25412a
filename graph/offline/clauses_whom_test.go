package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhomAgain: a reminder asked for again by whom alone, at a time of
// its own ("… and dad at 7", "… ולאבא ב7"), is a second reminder of the
// same deed; an "and" between two people with one time, a second deed
// with no time, or a second thing that is not someone, joins none.
func TestWhomAgain(t *testing.T) {
	for text, want := range map[string][]string{
		"remind me to call mom at 5 and dad at 7":                               {"call mom", "call dad"},
		"remind me to call mom at 5 and dad tomorrow at 7":                      {"call mom", "call dad"},
		"remind me to call the bank at 9 and the insurance guy at 11":           {"call the bank", "call the insurance guy"},
		"remind me to text Dana at 4 and Ronit at 6":                            {"text Dana", "text Ronit"},
		"תזכיר לי להתקשר לאמא ב5 ולאבא ב7":                                      {"להתקשר לאמא", "להתקשר לאבא"},
		"תזכירי לי מחר להתקשר לאמא ב5 ולאבא ב7":                                 {"להתקשר לאמא", "להתקשר לאבא"},
		"remind me to call Tom and Jerry at 5":                                  {"call Tom and Jerry"},
		"remind me to call mom and dad at 7":                                    {"call mom and dad"},
		"תזכיר לי להתקשר לאמא ולאבא ב7":                                         {"להתקשר לאמא ולאבא"},
		"תזכיר לי ב5 להתקשר לאמא וב7 לאבא":                                      {"להתקשר לאמא", "להתקשר לאבא"},
		"תזכיר לי ביום שבת ב-10:00 לחדש את הביטוח וביום שני ב-8:00 לעשות כביסה": {"לחדש את הביטוח", "לעשות כביסה"},
		"remind me to buy milk at 5 and eggs at 7":                              nil,
		"remind me at 5 to call mom and tell her about friday":                  nil,
	} {
		p := plan(t, text)
		var got []string
		for _, s := range p.Steps {
			if s.Operation != memo.OpTaskCreate {
				continue
			}
			for _, d := range s.Tasks.Drafts {
				got = append(got, d.Text)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
}
