package timeparse_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func TestParseOn(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	sat := time.Date(2026, 1, 31, 0, 0, 0, 0, loc) // a Saturday, e.g. "end of the month"
	for _, tc := range []struct {
		day       time.Time
		text      string
		want, end string // "" when not found
		rem       string
	}{
		{sat, "9", "2026-01-31 09:00", "", ""},
		{sat, "at 9", "2026-01-31 09:00", "", ""},
		{sat, "3", "2026-01-31 15:00", "", ""},
		{sat, "nine", "2026-01-31 09:00", "", ""},
		{sat, "תשע", "2026-01-31 09:00", "", ""},
		{sat, "ב-9", "2026-01-31 09:00", "", ""},
		{sat, "9 in the evening", "2026-01-31 21:00", "", ""},
		{sat, "in the evening", "2026-01-31 18:00", "", ""},
		{sat, "5:30pm", "2026-01-31 17:30", "", ""},
		{sat, "0930", "2026-01-31 09:30", "", ""},
		{sat, "11:00", "2026-01-31 11:00", "", ""},
		{sat, "21:00", "2026-01-31 21:00", "", ""},
		{sat, "בערב", "2026-01-31 18:00", "", ""},
		{sat, "בשמונה", "2026-01-31 08:00", "", ""},
		{sat, "7:30", "2026-01-31 07:30", "", ""},
		{sat, "2-3pm", "2026-01-31 14:00", "2026-01-31 15:00", ""},
		{sat, "9 please", "2026-01-31 09:00", "", "please"},
		{sat, "on the 31st at 9", "2026-01-31 09:00", "", ""},
		{sat, "Saturday at 9", "2026-01-31 09:00", "", ""},
		{sat, "tomorrow at 9", "", "", "tomorrow at 9"},
		{sat, "Friday at 9", "", "", "Friday at 9"},
		{sat, "in 2 hours", "", "", "in 2 hours"},
		{sat, "ok", "", "", "ok"},
		{sat, "9 or 10", "", "", "9 or 10"},
		{civilDay(now), "9", "2026-01-20 21:00", "", ""},
		{civilDay(now), "at 11", "2026-01-20 11:00", "", ""},
		{civilDay(now), "3", "2026-01-20 15:00", "", ""},
	} {
		t.Run(tc.day.Format("01-02 ")+tc.text, func(t *testing.T) {
			r, found, err := timeparse.ParseOn(tc.text, tc.day, now, loc)
			if err != nil {
				t.Fatalf("ParseOn: %v", err)
			}
			if found != (tc.want != "") {
				t.Fatalf("found = %v, want %v (%+v)", found, tc.want != "", r)
			}
			if found {
				checkTime(t, "Time", r.Time, tc.want, loc)
				if !r.HasDate || !r.HasTime {
					t.Errorf("HasDate, HasTime = %v, %v, want both", r.HasDate, r.HasTime)
				}
				if r.HasEnd != (tc.end != "") {
					t.Errorf("HasEnd = %v", r.HasEnd)
				} else if r.HasEnd {
					checkTime(t, "End", r.End, tc.end, loc)
				}
			}
			if got := r.Remainder(tc.text); got != tc.rem {
				t.Errorf("Remainder = %q, want %q", got, tc.rem)
			}
		})
	}
}

func civilDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}
