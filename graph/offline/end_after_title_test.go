package offline

import (
	"testing"
	"time"
)

// TestEndAfterTitle: an end said after the title of an event with a start
// is the event's end; a deadline of a thing to do is not.
func TestEndAfterTitle(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, loc)
	for _, tc := range []struct{ in, want string }{
		{"כל יום ראשון ב-8:30 ישיבת צוות במחלקה עד 10", "כל יום ראשון ב-8:30 עד 10 ישיבת צוות במחלקה"},
		{"מחר ב-8:30 ישיבת צוות עד 10:30", "מחר ב-8:30 עד 10:30 ישיבת צוות"},
		{"every monday at 8:30 team meeting until 10", "every monday at 8:30 until 10 team meeting"},
		// near misses: a deadline, a reminder, an end already beside its start, no start
		{"מחר ב-9 להגיש את הדוח עד 12", "מחר ב-9 להגיש את הדוח עד 12"},
		{"תזכיר לי מחר ב-9 על הדוח עד 12", "תזכיר לי מחר ב-9 על הדוח עד 12"},
		{"remind me at 9 about the report until 12", "remind me at 9 about the report until 12"},
		{"ישיבת צוות מחר ב-8:30 עד 10", "ישיבת צוות מחר ב-8:30 עד 10"},
		{"ישיבה מחר עד 10", "ישיבה מחר עד 10"},
		{"מחר ב-8 חוג עד כיתה 3 עד 10", "מחר ב-8 חוג עד כיתה 3 עד 10"},
		{"meeting tomorrow at 9 with dana till 11", "meeting tomorrow at 9 with dana till 11"},
		{"פגישה מחר ב-9 עם דנה עד 11", "פגישה מחר ב-9 עם דנה עד 11"},
	} {
		if got := endAfterTitle(tc.in, now, loc); got != tc.want {
			t.Errorf("endAfterTitle(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}

// TestAndThe: an "and" glued to a word with its article opens no title.
func TestAndThe(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"והטרקטור למוסך מחר 13:00", "הטרקטור למוסך מחר 13:00"},
		{"והרופא ביום שני ב-9", "הרופא ביום שני ב-9"},
		// near misses: ו before no article, a short word, a continuation opener
		{"ועוד פגישה מחר ב-5", "ועוד פגישה מחר ב-5"},
		{"ורדים לאמא מחר", "ורדים לאמא מחר"},
		{"והי מחר", "והי מחר"},
		{"ואז פגישה ב-5", "ואז פגישה ב-5"},
	} {
		if got := andThe(tc.in); got != tc.want {
			t.Errorf("andThe(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}
