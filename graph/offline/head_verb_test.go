package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRememberMisspelt: "remember" typed with a syllable left out
// ("rember"), or a Hebrew "remember" spelt with a vowel letter or a
// letter short ("תזכורי ש…", "תזכר ש…"), saves what follows as
// "remember that" does, never a reminder or a note whose text holds the
// misspelt word; where the word could as well be "remind" and no clause
// with ש follows, it is not read as remember.
func TestRememberMisspelt(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"rember the gate code is 1234", "the gate code is 1234"},
		{"rember that my locker code is 4411", "my locker code is 4411"},
		{"remeber that the gate code is 1234", "the gate code is 1234"},
		{"rmember that my locker code is 4411", "my locker code is 4411"},
		{"תזכר שהקוד של השער הוא 1234", "הקוד של השער הוא 1234"},
		{"תזכורי שהקוד של השער הוא 1234", "הקוד של השער הוא 1234"},
		{"תזכורו שהחניה בקומה 3", "החניה בקומה 3"},
		{"תזכר שהחניה בקומה 3", "החניה בקומה 3"},
	} {
		s := planAbout(t, tc.text, nil).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil || s.Memory.Draft.Text != tc.want {
			t.Errorf("%q: %s.%s %+v; want %q remembered", tc.text, s.Capability, s.Operation, s.Memory, tc.want)
		}
	}
	// Near misses: a reminder asked with לי stays a reminder; "member"
	// alone is a word of its own; nothing keeps the misspelt word.
	for _, text := range []string{"תזכר לי לקנות חלב מחר ב-8", "תזכורי לי לקנות חלב מחר ב-8"} {
		s := planAbout(t, text, nil).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "לקנות חלב" {
			t.Errorf("%q: %s.%s %+v; want the reminder", text, s.Capability, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"member that time we went to eilat", "תזכר את זה", "remebr that my locker code is 4411"} {
		s := planAbout(t, text, nil).Steps[0]
		if s.Operation == memo.OpMemoryStore || s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s.%s; want it declined", text, s.Capability, s.Operation)
		}
	}
}
