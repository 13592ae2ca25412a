package offline

import (
	"strings"
	"testing"
)

// TestOneSpaceIsJoinedFields: oneSpace is strings.Join(strings.Fields(s),
// " ") on every text, the ones it returns as they are and the ones it
// copies.
func TestOneSpaceIsJoinedFields(t *testing.T) {
	for _, s := range []string{
		"", " ", "a", "remind me at 5", "תזכיר לי מחר", // as they are
		" a", "a ", "a  b", "a\tb", "a\nb", "a\u00a0b", "a\u2003b", "a \u3000", "\u0085", "a\xffb", "a \xff", // copied
	} {
		if got, want := oneSpace(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("oneSpace(%q) = %q; want %q", s, got, want)
		}
	}
}

func FuzzOneSpace(f *testing.F) {
	for _, s := range []string{"a  b", " a\t", "תזכיר\u00a0לי"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := oneSpace(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Fatalf("oneSpace(%q) = %q; want %q", s, got, want)
		}
	})
}
