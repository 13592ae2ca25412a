package timeparse_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// TestPartSaid: a part of the day said alone, in either language, is the
// hour and the span the grammar gives it with a day; anything more or
// other is none.
func TestPartSaid(t *testing.T) {
	for _, c := range []struct {
		said           string
		hour, from, to int
	}{
		{"morning", timeparse.MorningHour, 6, 12},
		{"every morning", timeparse.MorningHour, 6, 12},
		{"noon", timeparse.NoonHour, 12, 14},
		{"afternoon", timeparse.AfternoonHour, 12, 18},
		{"evening", timeparse.EveningHour, 17, 22},
		{"night", timeparse.NightHour, 20, 24},
		{"בוקר", timeparse.MorningHour, 6, 12},
		{"צהריים", timeparse.NoonHour, 12, 14},
		{"בצהרים", timeparse.NoonHour, 12, 14},
		{"אחר הצהריים", timeparse.AfternoonHour, 12, 18},
		{`אחה"צ`, timeparse.AfternoonHour, 12, 18},
		{"ערב", timeparse.EveningHour, 17, 22},
		{"כל לילה", timeparse.NightHour, 20, 24},
		{"לפנות בוקר", timeparse.EarlyHour, 4, 7},
	} {
		h, ok := timeparse.PartHour(c.said)
		from, to, ok2 := timeparse.PartSpan(c.said)
		if !ok || !ok2 || h != c.hour || from != c.from || to != c.to {
			t.Errorf("%q: %d %d-%d (%v %v); want %d %d-%d", c.said, h, from, to, ok, ok2, c.hour, c.from, c.to)
		}
	}
	// Near misses: a greeting, a word that only holds a part, more words.
	for _, said := range []string{"", "good morning", "בוקר טוב", "morningstar", "tomorrow morning", "ערב חג", "day"} {
		if h, ok := timeparse.PartHour(said); ok {
			t.Errorf("%q: %d; want no part of the day", said, h)
		}
	}
}
