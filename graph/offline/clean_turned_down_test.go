package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// TestCleanTurnedDown: a reminder turned down is not written as a command
// to remind, and thanks before a day left out comes off, in both
// languages; thanks before anything else stays.
func TestCleanTurnedDown(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"בלי תזכורת מחר", "בלי תזכורת מחר"},
		{"ללא תזכורת ביום שישי", "ללא תזכורת ביום שישי"},
		{"לא צריכה תזכורת מחר", "לא צריכה תזכורת מחר"},
		{"אהלן, בלי תזכורת מחר!", "בלי תזכורת מחר!"},
		{"תודה, בלי תזכורת מחר", "בלי תזכורת מחר"},
		{"תודה ממו, רק מחר לא", "רק מחר לא"},
		{"no reminder tomorrow, thanks", "no reminder tomorrow"},
		{"thanks, no reminder tomorrow", "no reminder tomorrow"},
		{"thanks memo, skip this friday", "skip this friday"},
		// Near misses: a reminder label stays a command, thanks before
		// what is no skip stays.
		{"ביטוח רכב תזכורת מחר ב-5", "תזכיר לי ביטוח רכב מחר ב-5"},
		{"math hw reminder at 6 pm", "remind me math hw at 6 pm"},
		{"thanks, not bad", "thanks, not bad"},
		{"תודה, בלי חלב מחר", "תודה, בלי חלב מחר"},
	} {
		if got := offline.Clean(tt.text).Text; got != tt.want {
			t.Errorf("Clean(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
