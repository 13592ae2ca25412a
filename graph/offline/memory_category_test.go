package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryKind: every note of a kind, asked for in either language,
// is a search for the kind that answers with all it finds; a kind that
// may be a list is read so only with a word of saving.
func TestMemoryKind(t *testing.T) {
	cases := []struct{ text, query string }{
		{"מה הרעיונות ששמרתי?", "רעיונות"},
		{"what ideas did i save", "ideas"},
		{"show me my ideas", "ideas"},
		{"all my passwords", "passwords"},
		{"the ideas i saved", "ideas"},
		{"what recipes do i have saved", "recipes"},
		{"מה המתכונים ששמרתי", "מתכונים"},
		{"כל הסיסמאות ששמרתי", "סיסמאות"},
		{"תראה לי את הרעיונות שלי", "רעיונות"},
		{"אילו מתכונים שמרתי?", "מתכונים"},
	}
	for _, c := range cases {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpMemorySearch || s[0].Memory.Query != c.query || !s[0].Memory.All {
			t.Errorf("%q: planned %s.%s %+v, want a search for all of %q", c.text, s[0].Capability, s[0].Operation, s[0].Memory, c.query)
		}
	}
	for _, text := range []string{"show my recipes", "המתכונים שלי", "רעיונות", "ideas", "new list ideas", "תוסיף לרשימת רעיונות חלב"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpMemorySearch && s[0].Memory.All {
			t.Errorf("%q: planned a search of a kind", text)
		}
	}
}
