package resolution_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/resolution"
)

// longText returns about n runes of words drawn from a small vocabulary of
// English and Hebrew words, deterministic for seed.
func longText(seed uint64, n int) string {
	words := []string{"call", "mom", "report", "yossi", "buy", "milk", "bank", "meeting", "send", "invoice",
		"לקנות", "חלב", "להתקשר", "לאמא", "דוח", "פגישה", "מחר", "בבוקר", "garden", "dentist"}
	r := rand.New(rand.NewPCG(seed, 7))
	var out []rune
	for len(out) < n {
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, []rune(words[r.IntN(len(words))])...)
	}
	return string(out[:n])
}

// longCands are 300 tasks of 3,900 characters each: what one sender could
// store before texts were capped.
func longCands() []resolution.Candidate {
	out := make([]resolution.Candidate, 300)
	for i := range out {
		out[i] = resolution.Candidate{ID: "t" + string(rune('a'+i%26)) + string(rune('a'+i/26)), Title: longText(uint64(i), 3900)}
	}
	return out
}

// A 4,000-character name against 300 tasks of 3,900 characters: one score
// per task is bounded, so this takes milliseconds (it took a minute when
// every word of each was compared with every word of the other).
func BenchmarkResolveLongQuery(b *testing.B) {
	cands := longCands()
	query := longText(1000, 4000)
	m := resolution.DefaultMatcher()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Resolve(context.Background(), query, cands); err != nil {
			b.Fatal(err)
		}
	}
}

// The worst query still scored in full, MaxQueryRunes long, against the
// same 300 long tasks.
func BenchmarkResolveMaxQuery(b *testing.B) {
	cands := longCands()
	query := longText(1000, resolution.MaxQueryRunes)
	m := resolution.DefaultMatcher()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Resolve(context.Background(), query, cands); err != nil {
			b.Fatal(err)
		}
	}
}

// TestResolveLongQuery: a query past MaxQueryRunes names nothing but an
// identical title, and a long title is still found by a short name.
func TestResolveLongQuery(t *testing.T) {
	long := longText(1, 3900)
	cs := []resolution.Candidate{{ID: "long", Title: long}, {ID: "mom", Title: "call mom"}}
	m := resolution.DefaultMatcher()
	ctx := context.Background()
	if out, err := m.Resolve(ctx, longText(2, 4000), cs); err != nil || out.Kind != resolution.NotFound {
		t.Errorf("a 4,000-character query: %v %v, want not found", out, err)
	}
	if out, err := m.Resolve(ctx, long, cs); err != nil || out.Kind != resolution.Resolved || out.Matches[0].ID != "long" {
		t.Errorf("the identical long title: %v %v, want it resolved", out, err)
	}
	// The title's first words name it.
	first := strings.Join(strings.Fields(long)[:6], " ")
	if s := resolution.Score(first, long); s <= 0 {
		t.Errorf("Score(%q, long title) = %v, want > 0", first, s)
	}
	if s := resolution.Score(longText(2, 4000), "call mom"); s != 0 {
		t.Errorf("Score(4,000 characters, \"call mom\") = %v, want 0", s)
	}
}

// TestResolveHonoursContext: an ended context stops the resolution with
// its error.
func TestResolveHonoursContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := resolution.DefaultMatcher().Resolve(ctx, "call mom", cands("call mom", "call dad"))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Resolve with a cancelled context: %v, want context.Canceled", err)
	}
	dctx, dcancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer dcancel()
	<-dctx.Done()
	if _, err := resolution.DefaultMatcher().Resolve(dctx, "x", longCands()); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Resolve past its deadline: %v, want context.DeadlineExceeded", err)
	}
}
