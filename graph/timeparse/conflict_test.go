package timeparse_test

import (
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func TestParseConflict(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, tc := range []struct {
		text, weekday, date, rem string
	}{
		{"Friday 12.3", "2026-01-23 00:00", "2026-03-12 00:00", ""},
		{"call dan on Thursday 21.1", "2026-01-22 00:00", "2026-01-21 00:00", "call dan"},
		{"tomorrow (Thursday) at 5 call mom", "2026-01-22 17:00", "2026-01-21 17:00", "call mom"},
		{"יום חמישי ה-13", "2026-01-22 00:00", "2026-02-13 00:00", ""},
		{"Monday, March 3", "2026-01-26 00:00", "2026-03-03 00:00", ""},
		{"ביום שישי 12.3 בשעה 10", "2026-01-23 10:00", "2026-03-12 10:00", ""},
		{"מחר יום שישי", "2026-01-23 00:00", "2026-01-21 00:00", ""},
		{"next Friday 12.3", "2026-01-30 00:00", "2026-03-12 00:00", ""},
		{"Sat March 15 at 9am", "2026-01-24 09:00", "2026-03-15 09:00", ""},
	} {
		t.Run(tc.text, func(t *testing.T) {
			r, found, err := timeparse.Parse(tc.text, now, loc)
			if !found || !errors.Is(err, timeparse.ErrConflict) {
				t.Fatalf("found %v, err %v: want ErrConflict", found, err)
			}
			if r.Conflict == nil {
				t.Fatal("Conflict is nil")
			}
			checkTime(t, "Conflict.Weekday", r.Conflict.Weekday, tc.weekday, loc)
			checkTime(t, "Conflict.Date", r.Conflict.Date, tc.date, loc)
			if got := r.Remainder(tc.text); got != tc.rem {
				t.Errorf("Remainder = %q, want %q", got, tc.rem)
			}
		})
	}
}
