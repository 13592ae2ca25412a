package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// TestDismissLetterDoubled: a dismissal opening a message with one of its
// letters typed twice ("nevver mind, …") is the dismissal, cut as "never
// mind" is; a word that only starts alike is kept.
func TestDismissLetterDoubled(t *testing.T) {
	for in, want := range map[string]string{
		"nevver mind, its done":      "its done",
		"never mind, its done":       "its done",
		"neverminnd, already paid":   "already paid",
		"neverland tickets tomorrow": "neverland tickets tomorrow",
	} {
		if got := offline.Clean(in).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", in, got, want)
		}
	}
}
