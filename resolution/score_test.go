package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

// TestScore is the table the weights and DefaultMinScore/DefaultGap were
// tuned on. lo and hi bound the score; "pass" rows must reach
// DefaultMinScore and "fail" rows must stay below it.
func TestScore(t *testing.T) {
	const (
		pass = resolution.DefaultMinScore
		fail = 0.0
	)
	tests := []struct {
		query, title string
		lo, hi       float64
	}{
		// Exact and near-exact.
		{"call mom", "call mom", 1, 1},
		{"Call  MOM!", "call mom", 1, 1},
		{"לקנות חלב", "לקנות חָלָב", 1, 1},
		{"לקנות חלב", "\u200Fלקנות חלב\u200E", 1, 1},
		{"חלב", "החלב", 0.95, 0.99},
		{"לאמא", "אמא", 0.95, 0.99},
		{"mom call", "call mom", 0.9, 0.99},
		// Partial queries: every word in the title.
		{"send to yossi", "send report to yossi", 0.8, 0.99},
		{"send to Yossi", "send invoice to Yossi", 0.8, 0.99},
		{"dentist", "dentist appointment", 0.8, 0.99},
		{"dentist", "call the dentist tomorrow", 0.7, 0.9},
		{"mom", "buy gift for mom", pass, 0.8},
		{"milk", "buy milk and eggs for the kids party", pass, 0.85},
		{"pay bill", "pay electricity bill", 0.8, 0.99},
		{"לקנות מתנה", "לקנות מתנה לאמא", 0.8, 0.99},
		{"ארנונה", "לשלם ארנונה", 0.8, 0.99},
		{"תור לרופא", "לקבוע תור לרופא שיניים", 0.8, 0.99},
		// Hebrew prefixes.
		{"החלב", "לקנות חלב", 0.75, 0.99},
		{"ולחם", "לקנות לחם", 0.75, 0.99},
		{"לאבא", "לקנות מתנה לאבא", 0.7, 0.99},
		{"שהילדים", "לאסוף את הילדים", 0.7, 0.99},
		{"לחם", "לקנות לחם", 0.75, 0.99},
		// Typos.
		{"cal mom", "call mom", 0.8, 0.99},
		{"buy bred", "buy bread", 0.85, 0.99},
		{"send reprt to yossi", "send report to yossi", 0.9, 0.99},
		{"dentsit", "dentist appointment", pass, 0.95},
		{"להתקשד לאמא", "להתקשר לאמא", 0.8, 0.99},
		{"תזכורת לרופא", "תזכורת לרופא", 1, 1},
		// A word the title lacks.
		{"send reprt to yossi", "send invoice to yossi", 0.6, 0.8},
		{"call yossi", "call mom", fail, 0.6},
		{"buy bread", "buy milk", fail, 0.6},
		{"להתקשר לאמא", "להתקשר לאבא", fail, 0.62},
		{"לשלם חשמל", "לשלם ארנונה", fail, 0.6},
		{"לאבא", "לקנות מתנה לאמא", fail, 0.3},
		{"remind me tomorrow to call mom", "call mom", fail, 0.6},
		{"call mom", "call the bank", fail, 0.6},
		// Unrelated.
		{"call mom", "buy milk", fail, 0.2},
		{"dentist", "call mom", fail, 0.1},
		{"send to yossi", "call mom", fail, 0.2},
		{"החלב", "להתקשר לבנק", fail, 0.2},
		{"להתקשר לאמא", "לקנות חלב", fail, 0.2},
		{"call the bank", "pay the rent", fail, 0.3},
		{"mum", "call mom", fail, 0.3},
		{"invoice", "send report to yossi", fail, 0.1},
		{"meeting", "פגישה", fail, 0.1},
		// Empty.
		{"", "call mom", 0, 0},
		{"!!", "call mom", 0, 0},
		{"call mom", "", 0, 0},
	}
	for _, tt := range tests {
		got := resolution.Score(tt.query, tt.title)
		if got < tt.lo || got > tt.hi {
			t.Errorf("Score(%q, %q) = %.3f, want in [%.2f, %.2f]", tt.query, tt.title, got, tt.lo, tt.hi)
		}
		if tt.lo == fail && got >= resolution.DefaultMinScore {
			t.Errorf("Score(%q, %q) = %.3f reaches DefaultMinScore", tt.query, tt.title, got)
		}
	}
}

// TestScoreBelowOneUnlessEqual checks that 1.0 means equal after
// normalisation, which Resolve's exact-match rule relies on.
func TestScoreBelowOneUnlessEqual(t *testing.T) {
	pairs := [][2]string{
		{"חלב", "החלב"}, {"mom call", "call mom"}, {"call mom", "call mom now"}, {"a b", "b a"},
	}
	for _, p := range pairs {
		if got := resolution.Score(p[0], p[1]); got >= 1 {
			t.Errorf("Score(%q, %q) = %v, want < 1", p[0], p[1], got)
		}
	}
}
