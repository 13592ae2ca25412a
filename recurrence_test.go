package memo_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

var jlm, _ = time.LoadLocation("Asia/Jerusalem")

func local(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, jlm)
	if err != nil {
		panic(err)
	}
	return t
}

func ptr(t time.Time) *time.Time { return &t }

func TestReminderNext(t *testing.T) {
	weekly := func(tm string, days ...int) *memo.Recurrence {
		return &memo.Recurrence{Type: memo.RecurWeekly, Time: tm, Days: days, TimeZone: "Asia/Jerusalem"}
	}
	tests := []struct {
		name  string
		r     memo.Reminder
		after string
		want  string // "" = none
	}{
		{"daily later today", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "14:00", TimeZone: "Asia/Jerusalem"}}, "2026-01-20 09:00", "2026-01-20 14:00"},
		{"daily at the time is next day", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "14:00", TimeZone: "Asia/Jerusalem"}}, "2026-01-20 14:00", "2026-01-21 14:00"},
		{"daily across spring forward", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"}}, "2026-03-26 08:00", "2026-03-27 08:00"},
		{"daily after spring forward", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"}}, "2026-03-27 08:00", "2026-03-28 08:00"},
		{"nonexistent 02:30 on spring forward", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "02:30", TimeZone: "Asia/Jerusalem"}}, "2026-03-26 12:00", "2026-03-27 03:30"},
		{"daily across fall back", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"}}, "2026-10-24 09:00", "2026-10-25 08:00"},
		{"ambiguous 01:30 on fall back fires once", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "01:30", TimeZone: "Asia/Jerusalem"}}, "2026-10-25 01:30", "2026-10-26 01:30"},
		{"weekly Sunday", memo.Reminder{Recurrence: weekly("14:00", 0)}, "2026-01-20 09:00", "2026-01-25 14:00"},
		{"weekly several days", memo.Reminder{Recurrence: weekly("09:00", 1, 3)}, "2026-01-20 09:00", "2026-01-21 09:00"},
		{"weekly several days wraps", memo.Reminder{Recurrence: weekly("09:00", 1, 3)}, "2026-01-21 09:00", "2026-01-26 09:00"},
		{"weekly same day later", memo.Reminder{Recurrence: weekly("18:00", 2)}, "2026-01-20 09:00", "2026-01-20 18:00"},
		{"weekly same day passed", memo.Reminder{Recurrence: weekly("08:00", 2)}, "2026-01-20 09:00", "2026-01-27 08:00"},
		{"monthly on the 31st in February", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 31, TimeZone: "Asia/Jerusalem"}}, "2026-01-31 10:00", "2026-02-28 10:00"},
		{"monthly on the 31st after February", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 31, TimeZone: "Asia/Jerusalem"}}, "2026-02-28 10:00", "2026-03-31 10:00"},
		{"monthly on the 30th in a leap February", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 30, TimeZone: "Asia/Jerusalem"}}, "2028-01-30 10:00", "2028-02-29 10:00"},
		{"monthly this month", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 25, TimeZone: "Asia/Jerusalem"}}, "2026-01-20 09:00", "2026-01-25 10:00"},
		{"until ends the series", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "14:00", TimeZone: "Asia/Jerusalem", Until: ptr(local("2026-01-21 23:59"))}}, "2026-01-21 14:00", ""},
		{"until includes its day", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "14:00", TimeZone: "Asia/Jerusalem", Until: ptr(local("2026-01-21 23:59"))}}, "2026-01-20 14:00", "2026-01-21 14:00"},
		{"nudge from creation", memo.Reminder{Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 09:00", "2026-01-20 09:10"},
		{"nudge mid interval", memo.Reminder{Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 09:25", "2026-01-20 09:30"},
		{"nudge from its due time", memo.Reminder{Due: ptr(local("2026-01-20 20:00")), Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 20:00", "2026-01-20 20:10"},
		{"nudge at its maximum stops", memo.Reminder{Fired: 15, Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 11:30", ""},
		{"nudge with a custom maximum", memo.Reminder{Fired: 3, MaxNudges: 3, Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour}}, "2026-01-20 12:00", ""},
		{"nudge with an end", memo.Reminder{Created: local("2026-01-20 09:00"), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour, Until: ptr(local("2026-01-20 11:30"))}}, "2026-01-20 11:00", ""},
		{"one-time has no next", memo.Reminder{Due: ptr(local("2026-01-20 10:00"))}, "2026-01-20 10:00", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.r.Next(local(tt.after))
			if tt.want == "" {
				if ok {
					t.Fatalf("got %v, want none", got)
				}
				return
			}
			if !ok || !got.Equal(local(tt.want)) {
				t.Fatalf("got %v %v, want %s", got, ok, tt.want)
			}
		})
	}
}

func TestReminderFirst(t *testing.T) {
	now := local("2026-01-20 09:00")
	tests := []struct {
		name string
		r    memo.Reminder
		want string
	}{
		{"one-time", memo.Reminder{Due: ptr(local("2026-01-21 09:00"))}, "2026-01-21 09:00"},
		{"a day before", memo.Reminder{Due: ptr(local("2026-01-22 19:00")), Lead: 24 * time.Hour}, "2026-01-21 19:00"},
		{"lead already passed fires now", memo.Reminder{Due: ptr(local("2026-01-20 10:00")), Lead: 2 * time.Hour}, "2026-01-20 09:00"},
		{"past due never", memo.Reminder{Due: ptr(local("2026-01-20 08:00"))}, ""},
		{"undated never", memo.Reminder{}, ""},
		{"nudge without time starts one interval on", memo.Reminder{Created: now, Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 09:10"},
		{"nudge at 8pm", memo.Reminder{Created: now, Due: ptr(local("2026-01-20 20:00")), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}}, "2026-01-20 20:00"},
		{"weekly", memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{2}, TimeZone: "Asia/Jerusalem"}}, "2026-01-20 09:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.r.First(now)
			if tt.want == "" {
				if ok {
					t.Fatalf("got %v, want none", got)
				}
				return
			}
			if !ok || !got.Equal(local(tt.want)) {
				t.Fatalf("got %v %v, want %s", got, ok, tt.want)
			}
		})
	}
}

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
	}
	for _, r := range good {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
}
