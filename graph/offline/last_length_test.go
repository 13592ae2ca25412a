package offline_test

import "testing"

// TestLengthSaidLast: a note told with a time of day before it that ends
// in a length ("… 3 שעות", "… 2 hours", "… שעה") is an event that long,
// the length out of its title; with no time of day before it, the length
// is the thing's own words.
func TestLengthSaidLast(t *testing.T) {
	for text, want := range map[string]string{
		"מחר ב10 אורית החלקה יפנית 3 שעות":            "calendar.create|אורית החלקה יפנית|3h0m0s",
		"מחר ב10 תספורת לדנה שעה":                     "calendar.create|תספורת לדנה|1h0m0s",
		"ביום חמישי ב-8 צביעה למיכל שעתיים":           "calendar.create|צביעה למיכל|2h0m0s",
		"tomorrow at 10 Orit keratin 3 hours":         "calendar.create|Orit keratin|3h0m0s",
		"friday 2pm client shoot at the park 90 mins": "calendar.create|client shoot at the park|1h30m0s",
		"יומולדת לעומר בשישי ב8 בערב אצלו בבית":       "calendar.create|יומולדת לעומר אצלו בבית|1h0m0s",
	} {
		if got := made(t, text); got != want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
	// Near misses: no time of day before the length, a length too long.
	for _, text := range []string{"sleep 8 hours", "tomorrow study 3 hours", "מחר ב10 נסיעה 20 שעות", "meeting tomorrow at 3 in 20 min"} {
		if got := made(t, text); got == "calendar.create|sleep|8h0m0s" || got == "calendar.create|study|3h0m0s" || got == "calendar.create|נסיעה|20h0m0s" {
			t.Errorf("%q: %q; want no length read", text, got)
		}
	}
}
