package timeparse_test

import (
	"testing"
	"time"

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

// TestBarePartAfterTheHour: a part of the day said right after the hour
// without its preposition ("8 וחצי בוקר", "שמונה ערב", "at 7 evening")
// is the hour's half of the day and no word left of the text; before a
// noun it may name a thing and stays, and a plural counts.
func TestBarePartAfterTheHour(t *testing.T) {
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		text, hhmm, rest string
	}{
		{"תור במשרד הפנים מחר שעה 8 וחצי בוקר", "08:30", "תור במשרד הפנים"},
		{"תור מחר ב-8 וחצי בוקר", "08:30", "תור"},
		{"מחר שמונה ערב", "20:00", ""},
		{"תור מחר 8 בוקר", "08:00", "תור"},
		{"מחר ב-3 צהריים להתקשר", "15:00", "להתקשר"},
		{"call mom tomorrow at 7 evening", "19:00", "call mom"},
		{"call mom tomorrow 8 morning", "08:00", "call mom"},
		{"tomorrow at 7 evening to call mom", "19:00", "to call mom"},
		// Near misses: the word names a thing, or counts.
		{"tomorrow at 7 evening news", "19:00", "evening news"},
		{"משמרת בוקר מחר ב-7", "07:00", "משמרת בוקר"},
	} {
		r, found, err := timeparse.Parse(c.text, now, time.UTC)
		if err != nil || !found || !r.HasTime || r.Time.Format("15:04") != c.hhmm || r.Remainder(c.text) != c.rest {
			t.Errorf("%q: %v %v %v %q; want %s leaving %q", c.text, r.Time, found, err, r.Remainder(c.text), c.hhmm, c.rest)
		}
	}
	if r, found, _ := timeparse.Parse("כרטיסים ל-3 ערבים", now, time.UTC); found && r.HasTime {
		t.Errorf("a count of evenings read as %v", r.Time)
	}
}
