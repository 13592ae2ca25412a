package resolution_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

func cands(titles ...string) []resolution.Candidate {
	out := make([]resolution.Candidate, len(titles))
	for i, t := range titles {
		out[i] = resolution.Candidate{ID: fmt.Sprint("id", i+1), Title: t}
	}
	return out
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name  string
		query string
		cands []resolution.Candidate
		kind  resolution.OutcomeKind
		ids   []string // the matches, in order
	}{
		{"partial query, two equal titles", "send to Yossi",
			cands("send report to Yossi", "send invoice to Yossi", "call mom"),
			resolution.Ambiguous, []string{"id1", "id2"}},
		{"hebrew partial query", "לקנות מתנה",
			cands("לקנות מתנה לאמא", "לקנות מתנה לאבא"),
			resolution.Ambiguous, []string{"id1", "id2"}},
		{"exact beats a shared word", "call mom",
			cands("call mom", "call the bank"),
			resolution.Resolved, []string{"id1"}},
		{"hebrew prefix", "החלב",
			cands("לקנות חלב", "להתקשר לבנק"),
			resolution.Resolved, []string{"id1"}},
		{"not found", "dentist", cands("call mom"), resolution.NotFound, nil},
		{"no candidates", "dentist", nil, resolution.NotFound, nil},
		{"empty query", "  ", cands("call mom"), resolution.NotFound, nil},
		{"duplicates resolve together", "buy milk",
			cands("buy milk", "call mom", "Buy milk!"),
			resolution.Resolved, []string{"id1", "id3"}},
		{"duplicates of a partial query", "milk",
			cands("buy milk", "call mom", "buy milk"),
			resolution.Resolved, []string{"id1", "id3"}},
		{"exact duplicates beside a close title", "buy milk",
			cands("buy milk and bread", "buy milk", "buy milk"),
			resolution.Resolved, []string{"id2", "id3"}},
		{"duplicates beside a close title stay ambiguous", "milk",
			cands("buy milk", "buy milk", "buy oat milk"),
			resolution.Ambiguous, []string{"id1", "id2", "id3"}},
		{"typo picks by gap", "send reprt to yossi",
			cands("send invoice to yossi", "send report to yossi"),
			resolution.Resolved, []string{"id2"}},
		{"word typo", "cal mom", cands("buy milk", "call mom", "call dad"),
			resolution.Resolved, []string{"id2"}},
		{"exact among close titles", "call mom",
			cands("call mom tomorrow", "call mom"),
			resolution.Resolved, []string{"id2"}},
		{"contained in two titles of different length", "dentist",
			cands("call the dentist tomorrow", "dentist appointment"),
			resolution.Ambiguous, []string{"id2", "id1"}},
		{"ties keep input order", "report",
			cands("report Q1", "report Q2", "call mom"),
			resolution.Ambiguous, []string{"id1", "id2"}},
		{"hebrew exact with prefix variants around", "לאמא",
			cands("להתקשר לאמא", "לקנות מתנה לאבא"),
			resolution.Resolved, []string{"id1"}},
		{"a missing word is not a match", "להתקשר לאמא",
			cands("להתקשר לאבא"), resolution.NotFound, nil},
		{"niqqud and bidi in titles", "לקנות חלב",
			cands("\u200Fלקנות חָלָב", "לקנות לחם"),
			resolution.Resolved, []string{"id1"}},
	}
	m := resolution.DefaultMatcher()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := m.Resolve(context.Background(), tt.query, tt.cands)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, mm := range out.Matches {
				ids = append(ids, mm.ID)
			}
			if out.Kind != tt.kind || !slices.Equal(ids, tt.ids) {
				t.Errorf("Resolve(%q) = %v %v, want %v %v (%v)", tt.query, out.Kind, ids, tt.kind, tt.ids, out.Matches)
			}
			for i := 1; i < len(out.Matches); i++ {
				if out.Matches[i].Score > out.Matches[i-1].Score {
					t.Errorf("matches not sorted by score: %v", out.Matches)
				}
			}
		})
	}
}

func TestResolveMaxOptions(t *testing.T) {
	var titles []string
	for i := range 8 {
		titles = append(titles, fmt.Sprintf("report number %d", i+1))
	}
	out, _ := resolution.DefaultMatcher().Resolve(context.Background(), "report", cands(titles...))
	if out.Kind != resolution.Ambiguous || len(out.Matches) != resolution.DefaultMaxOptions {
		t.Fatalf("got %v with %d matches, want ambiguous with %d", out.Kind, len(out.Matches), resolution.DefaultMaxOptions)
	}
	for i, mm := range out.Matches {
		if want := fmt.Sprint("id", i+1); mm.ID != want {
			t.Errorf("match %d = %s, want %s (equal scores keep input order)", i, mm.ID, want)
		}
	}
	m := resolution.Matcher{MinScore: resolution.DefaultMinScore, Gap: resolution.DefaultGap}
	if out, _ := m.Resolve(context.Background(), "report", cands(titles...)); len(out.Matches) != 8 {
		t.Errorf("MaxOptions 0 gave %d matches, want all 8", len(out.Matches))
	}
}

func TestOutcomeKindString(t *testing.T) {
	for k, want := range map[resolution.OutcomeKind]string{
		resolution.NotFound: "not_found", resolution.Resolved: "resolved", resolution.Ambiguous: "ambiguous",
		resolution.OutcomeKind(9): "OutcomeKind(9)",
	} {
		if got := k.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", int(k), got, want)
		}
	}
}

func BenchmarkResolve50(b *testing.B) {
	var titles []string
	words := []string{"call", "buy", "send", "pay", "book", "לקנות", "להתקשר", "לשלם"}
	objects := []string{"mom", "milk", "report to yossi", "electricity bill", "dentist", "חלב", "לאמא", "ארנונה"}
	for i := range 50 {
		titles = append(titles, fmt.Sprintf("%s %s %d", words[i%len(words)], objects[(i/len(words))%len(objects)], i))
	}
	cs := cands(titles...)
	m := resolution.DefaultMatcher()
	b.ResetTimer()
	for b.Loop() {
		m.Resolve(context.Background(), "send the report to yossi", cs)
	}
}
