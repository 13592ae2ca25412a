package timeparse_test

import (
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func FuzzParse(f *testing.F) {
	for _, r := range rows {
		f.Add(r.text)
	}
	for _, s := range []string{"ב-", "at", "30.", "1:", "ב-2 ב", "in a", "בעוד", "יום", "'\"״׳", "9:75", "\xff\xfe", "at 9 ה"} {
		f.Add(s)
	}
	loc := jerusalem(f)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	f.Fuzz(func(t *testing.T, text string) {
		r, found, err := timeparse.Parse(text, now, loc)
		checkSpans(t, text, r.Spans)
		if !found && (err != nil || len(r.Spans) > 0) {
			t.Fatalf("not found but err %v, spans %v", err, r.Spans)
		}
		if found && err == nil && len(r.Spans) == 0 {
			t.Fatalf("found without spans")
		}
		rem := r.Remainder(text)
		if utf8.ValidString(text) && !utf8.ValidString(rem) {
			t.Fatalf("Remainder(%q) = %q is not valid UTF-8", text, rem)
		}
		if len(rem) > len(text) {
			t.Fatalf("Remainder(%q) = %q grew", text, rem)
		}
	})
}
