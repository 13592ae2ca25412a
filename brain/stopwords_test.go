package brain

import (
	"slices"
	"testing"
)

// TestFillersAskNothing: how often and how sure a question is ("usually",
// "בדרך כלל", "always", "תמיד") is not what it asks about.
func TestFillersAskNothing(t *testing.T) {
	tests := []struct {
		q    string
		want []string // first form of each group
	}{
		{"what does dana usually order", []string{"dana", "order"}},
		{"what does Dana normally order, more or less", []string{"dana", "order"}},
		{"what does dana typically order as usual", []string{"dana", "order"}},
		{"מה רונית מזמינה בדרך כלל", []string{"רונית", "מזמינה"}},
		{"מה רונית מזמינה בדרך-כלל", []string{"רונית", "מזמינה"}},
		{`מה רונית מזמינה בד"כ`, []string{"רונית", "מזמינה"}},
		{"מה רונית תמיד מזמינה", []string{"רונית", "מזמינה"}},
		{"מה רונית מזמינה לרוב", []string{"רונית", "מזמינה"}},
		{"ומה רונית מזמינה ובדרך כלל", []string{"רונית", "מזמינה"}},
		{"מה יש בדרך לסבתא", []string{"בדרכ", "לסבתא"}}, // "on the way" alone is no filler
	}
	for _, tt := range tests {
		var got []string
		for _, g := range askedGroups(tt.q) {
			got = append(got, g[0])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("askedGroups(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}
