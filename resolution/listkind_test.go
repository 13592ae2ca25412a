package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

func TestSameKind(t *testing.T) {
	for _, tc := range []struct {
		name  string
		names []string
		want  int // -1: none
	}{
		{"grocery", []string{"packing", "shopping"}, 1},
		{"סופר", []string{"קניות"}, 0},
		{"הסופר", []string{"טיול", "קניות"}, 1},
		{"tasks", []string{"todo", "shopping"}, 0},
		{"grocery", []string{"shopping", "supermarket"}, -1}, // two of the kind: not guessed
		{"השופינג", []string{"טיול", "קניות"}, 1},            // "shopping" in Hebrew letters
		{"shopping", []string{"קניות"}, 0},
		{"שופ", []string{"קניות"}, -1},
		{"grocery", []string{"packing"}, -1},
		{"trip", []string{"shopping"}, -1},
	} {
		i, ok := resolution.SameKind(tc.name, tc.names)
		if !ok {
			i = -1
		}
		if i != tc.want {
			t.Errorf("SameKind(%q, %q) = %d, %v; want %d", tc.name, tc.names, i, ok, tc.want)
		}
	}
}
