package offline_test

import "testing"

// TestConditionOnOwnDeed: a reminder asked for on a condition of one's own
// deed ("if I haven't called the bank", "אם לא התקשרתי לבנק") is set for
// the deed, told with the condition; a condition whose deed cannot be read
// ("if I haven't", an unknown verb, someone else's deed first) is
// declined. Near-misses: a deed said before its condition, and "if" that
// is a word of the deed ("ask if the bank called"), keep their titles.
func TestConditionOnOwnDeed(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"remind me in an hour if I haven't called the bank", "call the bank (if you haven't yet)"},
		{"remind me tomorrow at 5 if I didn't pay the rent", "pay the rent (if you haven't yet)"},
		{"remind me at 5 unless I've already sent the form", "send the form (if you haven't yet)"},
		{"remind me at 5 in case I forgot to book the flights", "book the flights (if you haven't yet)"},
		{"remind me tonight at 8 if we still haven't ordered the cake", "order the cake (if you haven't yet)"},
		{"תזכיר לי בעוד שעה אם לא התקשרתי לבנק", "להתקשר לבנק (אם עוד לא)"},
		{"תזכיר לי בעוד שעה אם עוד לא שילמתי את החשבון", "לשלם את החשבון (אם עוד לא)"},
		{"תזכיר לי מחר ב-5 אם לא קניתי חלב", "לקנות חלב (אם עוד לא)"},
		{"תזכיר לי ב-5 אם שכחתי להתקשר לבנק", "להתקשר לבנק (אם עוד לא)"},
		{"תזכיר לי ב-5 אם לא הספקתי להתקשר לבנק", "להתקשר לבנק (אם עוד לא)"},
		// Near-misses: a deed said first, and "if" inside the deed.
		{"remind me at 5 to check the oven unless Dan did it", "check the oven unless Dan did it"},
		{"remind me to ask if the bank called", "ask if the bank called"},
		{"remind me tomorrow at 5 to check if I paid the rent", "check if I paid the rent"},
		{"תזכיר לי ב-5 לבדוק את התנור אלא אם דן עשה", "לבדוק את התנור אלא אם דן עשה"},
		{"תזכיר לי ב-5 לשאול אם הבנק התקשר", "לשאול אם הבנק התקשר"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"remind me in an hour if I haven't",
		"remind me in an hour if I haven't frobnicated the widget",
		"remind me at 5 if I haven't called",
		"תזכיר לי בעוד שעה אם לא",
		"תזכיר לי ב-5 אם דן לא התקשר",
		"תזכיר לי ב-5 אלא אם דן עשה את זה",
	} {
		if got := stored(t, text); got != "" {
			t.Errorf("%q: stored %q; want it declined", text, got)
		}
	}
}
