package timeparse_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// TestWeekOfNoun: "השבוע" after a noun in the construct state belongs to
// the noun ("פרשת השבוע", "תוכנית השבוע") and stays in the text; after a
// weekday it is this week.
func TestWeekOfNoun(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, tc := range []struct{ text, want string }{
		{"תזכיר לי ביום חמישי בשמונה בערב להכין את השיעור על פרשת השבוע", "תזכיר לי להכין את השיעור על פרשת השבוע"},
		{"תזכיר לי מחר לשלוח את תוכנית השבוע", "תזכיר לי לשלוח את תוכנית השבוע"},
		{"ביום שני בעשר להכין את ישיבת השבוע", "להכין את ישיבת השבוע"},
		{"מחר בתשע לכתוב את סיכומת השבוע", "לכתוב את סיכומת השבוע"},
		// Near-misses: the week is the time.
		{"תזכיר לי בשבת השבוע להכין עוגה", "תזכיר לי להכין עוגה"},
		{"תזכיר לי ביום חמישי השבוע להכין עוגה", "תזכיר לי להכין עוגה"},
		{"תזכיר לי חמישי השבוע בשמונה להכין עוגה", "תזכיר לי להכין עוגה"},
		{"תזכיר לי השבוע ביום רביעי להכין עוגה", "תזכיר לי להכין עוגה"},
	} {
		r, found, err := timeparse.Parse(tc.text, now, loc)
		if err != nil || !found {
			t.Errorf("%q: found %v, err %v", tc.text, found, err)
			continue
		}
		if got := r.Remainder(tc.text); got != tc.want {
			t.Errorf("Remainder(%q) = %q, want %q (spans %v)", tc.text, got, tc.want, r.Spans)
		}
	}
}
