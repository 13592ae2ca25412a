package offline

import "testing"

// TestDropSameKeepsTheHour: "same time" with a part of the day leaves the
// day alone to be read ("tmrw night same time" is tomorrow at the item's
// hours); "same day" and text without "same" keep their parts of the day.
func TestDropSameKeepsTheHour(t *testing.T) {
	for in, want := range map[string]string{
		"tmrw night same time":                   "tmrw",
		"to tomorrow evening, same time":         "to tomorrow",
		"tonight same time":                      "today",
		"friday in the morning at the same time": "friday",
		"למחר בלילה באותה שעה":                   "למחר",
		"לשישי בערב באותה שעה":                   "לשישי",
		"הערב באותה שעה":                         "היום",
		// Not the hour kept: the part of the day is the new time.
		"friday evening":          "friday evening",
		"same day in the evening": "in the evening",
		"מחר בערב":                "מחר בערב",
	} {
		if got := dropSame(in); got != want {
			t.Errorf("dropSame(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSameHourSlip: "באותו שעה", the masculine typed for the feminine, is
// "באותה שעה"; "אותו" before any other word is left as it is.
func TestSameHourSlip(t *testing.T) {
	for in, want := range map[string]string{
		"תשנה ליום שלישי באותו שעה":          "תשנה ליום שלישי באותה שעה",
		"תעביר לשישי באותו השעה, תודה":       "תעביר לשישי באותה השעה",
		"ואותו שעה ביום חמישי":               "ואותה שעה ביום חמישי",
		"תעביר לשישי באותו יום":              "תעביר לשישי באותו יום",
		"תזכיר לי לשאול אותו שעה לפני הטיסה": "תזכיר לי לשאול אותו שעה לפני הטיסה",
	} {
		if got := Clean(in).Text; got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}
