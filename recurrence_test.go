package memo_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

func TestRecurrenceValidate(t *testing.T) {
	bad := []memo.Recurrence{
		{Type: memo.RecurNudge, Interval: 0},
		{Type: memo.RecurNudge, Interval: -5 * time.Hour},
		{Type: memo.RecurDaily, Time: "25:00"},
		{Type: memo.RecurWeekly, Time: "09:00"},
		{Type: memo.RecurWeekly, Time: "09:00", Days: []int{7}},
		{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 32},
		{Type: memo.RecurDaily, Time: "09:00", TimeZone: "Mars/Base"},
		{Type: "hourly"},
		{Type: memo.RecurDaily, Time: "09:00", Every: -1},
		{Type: memo.RecurDaily, Time: "09:00", Every: memo.MaxEvery + 1},
		{Type: memo.RecurNudge, Interval: time.Hour, Every: 2},
		{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Week: 1},
		{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1, 2}, Week: 1},
		{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: 5},
		{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: -2},
		{Type: memo.RecurDaily, Time: "09:00", Every: 2, Start: "next week"},
		{Type: memo.RecurYearly, Time: "09:00", DayOfMonth: 5},
		{Type: memo.RecurYearly, Time: "09:00", Month: 13, DayOfMonth: 5},
		{Type: memo.RecurYearly, Time: "09:00", Month: 4, DayOfMonth: 31},
		{Type: memo.RecurYearly, Time: "09:00", Month: 2, DayOfMonth: 30},
		{Type: memo.RecurYearly, Month: 5, DayOfMonth: 5},
	}
	for _, r := range bad {
		if err := r.Validate(); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%+v: err=%v, want EInvalid", r, err)
		}
	}
	good := []memo.Recurrence{
		{Type: memo.RecurNudge, Interval: 10 * time.Minute},
		{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"},
		{Type: memo.RecurWeekly, Time: "14:00", Days: []int{0, 3}},
		{Type: memo.RecurMonthly, Time: "9:30", DayOfMonth: 31},
		{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-12-07"},
		{Type: memo.RecurMonthly, Time: "09:00", Days: []int{5}, Week: -1},
		{Type: memo.RecurDaily, Time: "09:00", Every: 3},
		{Type: memo.RecurYearly, Time: "09:00", Month: 2, DayOfMonth: 29},
		{Type: memo.RecurYearly, Time: "09:00", Month: 12, DayOfMonth: 31, Every: 2, Start: "2026-12-31"},
	}
	for _, r := range good {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
}
