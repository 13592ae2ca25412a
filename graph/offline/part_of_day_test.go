package offline_test

import (
	"fmt"
	"testing"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// TestPartOfDayOneHour: every part of the day, in either language, is the
// same hour in a one-off reminder ("tomorrow evening", "מחר בצהריים") and
// in a repeating one ("every evening", "כל צהריים"): the time grammar's
// hours, the one table of them. An hour said with the part of the day is
// read in its half of the day.
func TestPartOfDayOneHour(t *testing.T) {
	for _, c := range []struct {
		once, every string
		hour        int
	}{
		{"remind me tomorrow morning to call mom", "remind me every morning to call mom", timeparse.MorningHour},
		{"remind me tomorrow at noon to call mom", "remind me every noon to call mom", timeparse.NoonHour},
		{"remind me tomorrow afternoon to call mom", "remind me every afternoon to call mom", timeparse.AfternoonHour},
		{"remind me tomorrow evening to call mom", "remind me every evening to call mom", timeparse.EveningHour},
		{"remind me tomorrow night to call mom", "remind me every night to call mom", timeparse.NightHour},
		{"תזכיר לי מחר בבוקר להתקשר לאמא", "תזכיר לי כל בוקר להתקשר לאמא", timeparse.MorningHour},
		{"תזכיר לי מחר בצהריים להתקשר לאמא", "תזכיר לי כל צהריים להתקשר לאמא", timeparse.NoonHour},
		{"תזכיר לי מחר בצהרים להתקשר לאמא", "תזכיר לי כל צהרים להתקשר לאמא", timeparse.NoonHour},
		{"תזכיר לי מחר אחר הצהריים להתקשר לאמא", "תזכיר לי כל אחר הצהריים להתקשר לאמא", timeparse.AfternoonHour},
		{`תזכיר לי מחר אחה"צ להתקשר לאמא`, `תזכיר לי כל אחה"צ להתקשר לאמא`, timeparse.AfternoonHour},
		{"תזכיר לי מחר בערב להתקשר לאמא", "תזכיר לי כל ערב להתקשר לאמא", timeparse.EveningHour},
		{"תזכיר לי מחר בלילה להתקשר לאמא", "תזכיר לי כל לילה להתקשר לאמא", timeparse.NightHour},
	} {
		want := fmt.Sprintf("%02d:00", c.hour)
		if d := plan(t, c.once).Steps[0].Tasks.Drafts[0]; d.DueDate == nil || d.DueDate.In(jerusalem).Format("15:04") != want {
			t.Errorf("%q: due %v; want %s", c.once, d.DueDate, want)
		}
		if d := plan(t, c.every).Steps[0].Tasks.Drafts[0]; d.Recurrence == nil || d.Recurrence.Time != want {
			t.Errorf("%q: %+v; want daily at %s", c.every, d.Recurrence, want)
		}
	}
	// Near misses: an hour said with the part of the day is that hour, in
	// its half of the day.
	for text, want := range map[string]string{
		"remind me every evening at 8 to call mom": "20:00",
		"remind me every morning at 7 to call mom": "07:00",
		"remind me every night at 1 to call mom":   "01:00",
		"תזכיר לי כל צהריים ב-1 להתקשר לאמא":       "13:00",
		"תזכיר לי כל ערב ב-9 להתקשר לאמא":          "21:00",
	} {
		if d := plan(t, text).Steps[0].Tasks.Drafts[0]; d.Recurrence == nil || d.Recurrence.Time != want {
			t.Errorf("%q: %+v; want daily at %s", text, d.Recurrence, want)
		}
	}
}
