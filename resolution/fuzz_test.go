package resolution_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

var fuzzSeeds = []string{
	"2", "#2", "1,3", "1-3", "1-999999999999", "2 ו-3", "ה-2", "the 2nd one", "השנייה", "את כולם",
	"never mind", "אף אחד", "remind me at 5 to call", "17:30", "👍", "❌", "\u200F2\u200E",
	"שָׁלוֹם", "צ'יפס", "don't", "'\"'", "ו-", "-", "#", "1st2nd3rd", "one one one", "option one",
	"\x00\xff", "İstanbul", "ǅ", "ﬁ", "ᾼ", "a'\u0301b", "the last one", "number", "3rd of",
}

func FuzzParseReply(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, uint8(i%7), i%2 == 0, uint8(i%3))
	}
	f.Fuzz(func(t *testing.T, text string, nOpts uint8, multi bool, kind uint8) {
		n := int(nOpts % 8)
		p := memo.Pending{Kind: []memo.PendingKind{memo.PendingChoose, memo.PendingConfirm, memo.PendingMissing}[kind%3], AllowMultiple: multi}
		for i := range n {
			p.Options = append(p.Options, memo.Option{Label: strings.Repeat("x", i+1) + " task"})
		}
		r := resolution.ParseReply(text, p)
		if r.Kind != resolution.ReplyPick && len(r.Picks) > 0 {
			t.Fatalf("%v with picks %v", r.Kind, r.Picks)
		}
		if r.Kind == resolution.ReplyPick {
			if len(r.Picks) == 0 || (!multi && len(r.Picks) > 1) {
				t.Fatalf("picks %v (multi %v)", r.Picks, multi)
			}
			if !slices.IsSorted(r.Picks) || len(slices.Compact(slices.Clone(r.Picks))) != len(r.Picks) {
				t.Fatalf("picks not sorted and unique: %v", r.Picks)
			}
			for _, k := range r.Picks {
				if k < 1 || k > n {
					t.Fatalf("pick %d out of 1..%d", k, n)
				}
			}
		}
		if (r.Kind == resolution.ReplyText) != (r.Text != "") {
			t.Fatalf("%v with text %q", r.Kind, r.Text)
		}
		if _, _, ok := resolution.ParseOrdinalRef(text); ok && strings.TrimSpace(text) == "" {
			t.Fatalf("reference in blank text %q", text)
		}
	})
}

func FuzzNormalize(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "call mom")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		n := resolution.Normalize(a)
		if utf8.ValidString(a) && !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q, not UTF-8", a, n)
		}
		if n != strings.TrimSpace(n) || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q: untrimmed or double space", a, n)
		}
		if again := resolution.Normalize(n); again != n {
			t.Fatalf("Normalize not idempotent: %q -> %q -> %q", a, n, again)
		}
		s := resolution.Score(a, b)
		if s < 0 || s > 1 {
			t.Fatalf("Score(%q, %q) = %v", a, b, s)
		}
		if (s == 1) != (n != "" && n == resolution.Normalize(b)) {
			t.Fatalf("Score(%q, %q) = %v but normalised %q, %q", a, b, s, n, resolution.Normalize(b))
		}
		if n != "" {
			if self := resolution.Score(a, a); self != 1 {
				t.Fatalf("Score(%q, itself) = %v", a, self)
			}
		}
	})
}
