package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestTitleJoinEnd: a title never ends with a word that joins it to what
// was cut after it (a reason, a time): "כי", "ו", "של", "עם", "because",
// "and", "with", "to". A title that holds such a word inside keeps it.
func TestTitleJoinEnd(t *testing.T) {
	for in, want := range map[string]string{
		"להתקשר לנכדה שלי מיכל ליום הולדת שלה כי": "להתקשר לנכדה שלי מיכל ליום הולדת שלה",
		"לשלם חשבון חשמל מפני ש":                  "לשלם חשבון חשמל",
		"call my granddaughter because":           "call my granddaughter",
		"pick up the kids, 'cause":                "pick up the kids",
		// Near-misses: kept whole.
		"salt and pepper":         "salt and pepper",
		"לדבר עם אבא ואמא":        "לדבר עם אבא ואמא",
		"because":                 "because",
		"talk to Dana about rent": "talk to Dana about rent",
	} {
		if got := offline.CleanTitle(in); got != want {
			t.Errorf("CleanTitle(%q) = %q; want %q", in, got, want)
		}
	}
	// A title left wanting what follows its last word is no title.
	for _, text := range []string{"תזכיר לי מחר ב-5 לדבר עם", "remind me tomorrow at 5 to meet with", "תזכיר לי מחר ב-5 לקנות מה ש"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s %+v; want it declined", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}

// TestReasonTakesItsJoin: a reason cut off a reminder takes its joining
// word ("כי", "because") with it, whatever the item holds ("שלי" passes
// nothing on).
func TestReasonTakesItsJoin(t *testing.T) {
	tomorrow17 := *at(21, 17, 0)
	for text, want := range map[string]string{
		"תזכיר לי מחר ב-5 להתקשר לנכדה שלי מיכל ליום הולדת שלה כי אני תמיד שוכחת":                   "להתקשר לנכדה שלי מיכל ליום הולדת שלה",
		"remind me tomorrow at 5 to call my granddaughter for her birthday because I always forget": "call my granddaughter for her birthday",
		"תזכירי לי מחר ב-5 להחזיר לאחותי את הספר שלה כי היא ביקשה":                                  "להחזיר לאחותי את הספר שלה",
	} {
		wantReminder(t, text, plan(t, text).Steps[0], want, tomorrow17)
	}
}
