package timeparse_test

import (
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// FuzzParse checks that no text makes Parse, ParseOn or TimeWords panic,
// that spans stay inside the text, that Remainder never grows it, and
// that scan's shortcut never skips a token where a piece starts. Seeds
// are the table rows and testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, r := range rows {
		f.Add(r.text)
	}
	for _, rs := range classes() {
		for _, r := range rs {
			f.Add(r.text)
		}
	}
	loc := jerusalem(f)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	day := time.Date(2026, 1, 31, 0, 0, 0, 0, loc)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1024 {
			return // messages are short; BenchmarkParseLong covers long texts
		}
		r, found, err := timeparse.Parse(text, now, loc)
		checkSpans(t, text, r.Spans)
		if !found && (err != nil || len(r.Spans) > 0) {
			t.Fatalf("not found but err %v, spans %v", err, r.Spans)
		}
		if found && err == nil && len(r.Spans) == 0 {
			t.Fatalf("found without spans")
		}
		if r.HasEnd && r.End.Before(r.Time) {
			t.Fatalf("End %s before Time %s", r.End, r.Time)
		}
		rem := r.Remainder(text)
		if utf8.ValidString(text) && !utf8.ValidString(rem) {
			t.Fatalf("Remainder(%q) = %q is not valid UTF-8", text, rem)
		}
		if len(rem) > len(text) {
			t.Fatalf("Remainder(%q) = %q grew", text, rem)
		}
		checkSpans(t, text, timeparse.TimeWords(text))
		if err := timeparse.CheckTriggers(text); err != nil {
			t.Fatal(err)
		}
		ro, _, _ := timeparse.ParseOn(text, day, now, loc)
		checkSpans(t, text, ro.Spans)
	})
}
