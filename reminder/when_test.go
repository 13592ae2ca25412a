package reminder_test

import (
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

var jlm, _ = time.LoadLocation("Asia/Jerusalem")

func local(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, jlm)
	if err != nil {
		panic(err)
	}
	return t
}

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
			got, ok := reminder.Next(tt.r, local(tt.after))
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
			got, ok := reminder.First(tt.r, now)
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

func TestReminderNextEvery(t *testing.T) {
	rec := func(r memo.Recurrence) memo.Reminder {
		r.TimeZone = "Asia/Jerusalem"
		return memo.Reminder{Recurrence: &r, Created: local("2026-01-01 08:00")}
	}
	tests := []struct {
		name  string
		r     memo.Reminder
		after string
		want  string
	}{
		{"every other monday from its first", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-01-05"}), "2026-01-05 09:00", "2026-01-19 09:00"},
		{"every other monday skips a week", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-01-05"}), "2026-01-12 08:00", "2026-01-19 09:00"},
		{"every other week on sunday and wednesday", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{0, 3}, Every: 2, Start: "2026-01-04"}), "2026-01-04 18:00", "2026-01-07 18:00"},
		{"the next fortnight's sunday", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{0, 3}, Every: 2, Start: "2026-01-04"}), "2026-01-07 18:00", "2026-01-18 18:00"},
		{"nothing before the start", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{0, 3}, Every: 2, Start: "2026-01-07"}), "2026-01-01 08:00", "2026-01-07 18:00"},
		{"every 3 days", rec(memo.Recurrence{Type: memo.RecurDaily, Time: "07:30", Every: 3, Start: "2026-01-01"}), "2026-01-01 07:30", "2026-01-04 07:30"},
		{"every 3 days a year on", rec(memo.Recurrence{Type: memo.RecurDaily, Time: "07:30", Every: 3, Start: "2026-01-01"}), "2027-01-01 00:00", "2027-01-02 07:30"},
		{"every other month on the 5th", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 5, Every: 2, Start: "2026-01-05"}), "2026-01-05 10:00", "2026-03-05 10:00"},
		{"every 2 months on the 31st in april", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 31, Every: 2, Start: "2026-02-28"}), "2026-03-01 10:00", "2026-04-30 10:00"},
		{"the first monday", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: 1}), "2026-01-05 09:00", "2026-02-02 09:00"},
		{"the last friday", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "16:00", Days: []int{5}, Week: -1}), "2026-01-20 09:00", "2026-01-30 16:00"},
		{"the last friday across a year", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "16:00", Days: []int{5}, Week: -1}), "2026-12-25 16:00", "2027-01-29 16:00"},
		{"the fourth thursday", rec(memo.Recurrence{Type: memo.RecurMonthly, Time: "12:00", Days: []int{4}, Week: 4}), "2026-11-01 00:00", "2026-11-26 12:00"},
		{"every other week across spring forward", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{5}, Every: 2, Start: "2026-03-20"}), "2026-03-20 08:00", "2026-04-03 08:00"},
		{"yearly later this year", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 3, DayOfMonth: 14}), "2026-01-20 09:00", "2026-03-14 09:00"},
		{"yearly after its day", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 3, DayOfMonth: 14}), "2026-03-14 09:00", "2027-03-14 09:00"},
		{"yearly years on", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 3, DayOfMonth: 14}), "2031-05-01 00:00", "2032-03-14 09:00"},
		{"yearly 29 february in a leap year", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "08:00", Month: 2, DayOfMonth: 29}), "2027-03-01 00:00", "2028-02-29 08:00"},
		{"yearly 29 february in other years", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "08:00", Month: 2, DayOfMonth: 29}), "2026-01-20 00:00", "2026-02-28 08:00"},
		{"every 2 years from its start", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "10:00", Month: 6, DayOfMonth: 1, Every: 2, Start: "2026-06-01"}), "2026-06-01 10:00", "2028-06-01 10:00"},
		{"every 2 years long after", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "10:00", Month: 6, DayOfMonth: 1, Every: 2, Start: "2026-06-01"}), "2033-01-01 00:00", "2034-06-01 10:00"},
		{"yearly across spring forward", rec(memo.Recurrence{Type: memo.RecurYearly, Time: "08:00", Month: 3, DayOfMonth: 27}), "2026-03-26 08:00", "2026-03-27 08:00"},
		{"until ends every other week", rec(memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-01-05", Until: ptr(local("2026-01-18 23:59"))}), "2026-01-05 09:00", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := reminder.Next(tt.r, local(tt.after))
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

// TestReminderNextMatchesCalendar walks many series a day at a time over
// three years and checks every fire time against a plain reading of the
// rule: the right days, the right count of periods from the start, the
// month's last day for a day it lacks, and nothing skipped.
func TestReminderNextMatchesCalendar(t *testing.T) {
	start := local("2026-01-01 00:00")
	var series []memo.Recurrence
	for every := 1; every <= 4; every++ {
		series = append(series,
			memo.Recurrence{Type: memo.RecurDaily, Time: "07:15", Every: every, Start: "2026-01-03"},
			memo.Recurrence{Type: memo.RecurWeekly, Time: "21:00", Days: []int{0, 3, 6}, Every: every, Start: "2026-01-07"},
			memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 31, Every: every, Start: "2026-01-31"},
			memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 15, Every: every, Start: "2026-02-15"},
			memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: 2, Every: every, Start: "2026-01-12"},
			memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{5}, Week: -1, Every: every, Start: "2026-01-30"})
	}
	for _, rec := range series {
		rec.TimeZone = "Asia/Jerusalem"
		r := memo.Reminder{Recurrence: &rec, Created: start}
		first, _ := rec.StartDate(jlm)
		var want []time.Time
		for day := first; day.Before(start.AddDate(3, 0, 0)); day = day.AddDate(0, 0, 1) {
			if fires(rec, first, day) {
				h, m, _ := rec.Clock()
				want = append(want, time.Date(day.Year(), day.Month(), day.Day(), h, m, 0, 0, jlm))
			}
		}
		var got []time.Time
		for at, ok := reminder.First(r, start); ok && at.Before(start.AddDate(3, 0, 0)); at, ok = reminder.Next(r, at) {
			got = append(got, at)
		}
		if len(got) != len(want) {
			t.Fatalf("%+v: %d fire times, want %d", rec, len(got), len(want))
		}
		for i := range got {
			if !got[i].Equal(want[i]) {
				t.Fatalf("%+v: fire %d at %v, want %v", rec, i, got[i], want[i])
			}
		}
	}
}

// fires is the rule read plainly for one day on or after first.
func fires(rec memo.Recurrence, first, day time.Time) bool {
	every := max(rec.Every, 1)
	switch rec.Type {
	case memo.RecurDaily:
		return dayNumber(day)-dayNumber(first) >= 0 && (dayNumber(day)-dayNumber(first))%every == 0
	case memo.RecurWeekly:
		sunday := dayNumber(first) - int(first.Weekday())
		weeks := (dayNumber(day) - sunday) / 7
		return weeks%every == 0 && containsInt(rec.Days, int(day.Weekday()))
	}
	months := (day.Year()-first.Year())*12 + int(day.Month()-first.Month())
	if months%every != 0 {
		return false
	}
	last := time.Date(day.Year(), day.Month()+1, 0, 0, 0, 0, 0, jlm).Day()
	if rec.Week == 0 {
		return day.Day() == min(rec.DayOfMonth, last)
	}
	if int(day.Weekday()) != rec.Days[0] {
		return false
	}
	if rec.Week == -1 {
		return day.Day()+7 > last
	}
	return (day.Day()-1)/7+1 == rec.Week
}

func dayNumber(t time.Time) int {
	return int(time.Date(t.Year(), t.Month(), t.Day(), 12, 0, 0, 0, time.UTC).Unix() / 86400)
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func TestAnchoredStartsAtTheFirstOccurrence(t *testing.T) {
	now := local("2026-01-06 10:00") // a Tuesday
	rec := &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, TimeZone: "Asia/Jerusalem"}
	got := reminder.Anchored(rec, now)
	if got.Start != "2026-01-12" || rec.Start != "" {
		t.Fatalf("start %q (given %q), want 2026-01-12 on a copy", got.Start, rec.Start)
	}
	if at, _ := reminder.First(memo.Reminder{Recurrence: got, Created: now}, now); !at.Equal(local("2026-01-12 09:00")) {
		t.Fatalf("first fire %v, want next Monday", at)
	}
	daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", Every: 2, TimeZone: "Asia/Jerusalem"}
	if got := reminder.Anchored(daily, now); got.Start != "2026-01-07" {
		t.Fatalf("every other day at 9 said at 10: start %q, want tomorrow", got.Start)
	}
	each := &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", TimeZone: "Asia/Jerusalem"}
	if got := reminder.Anchored(each, now); got != each {
		t.Fatal("a daily series was given a start it does not need")
	}
}

func BenchmarkNext(b *testing.B) {
	for _, bc := range []struct {
		name string
		rec  memo.Recurrence
	}{
		{"daily", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"}},
		{"every-other-week", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1, 4}, Every: 2, Start: "2020-01-06", TimeZone: "Asia/Jerusalem"}},
		{"last-friday", memo.Recurrence{Type: memo.RecurMonthly, Time: "16:00", Days: []int{5}, Week: -1, TimeZone: "Asia/Jerusalem"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			r := memo.Reminder{Recurrence: &bc.rec, Created: local("2020-01-01 00:00")}
			after := local("2026-06-10 12:00")
			for b.Loop() {
				if _, ok := reminder.Next(r, after); !ok {
					b.Fatal("no next")
				}
			}
		})
	}
}

// TestBetween: the occurrences of a series in a window, in order, as Next
// finds them: none on a weekday it does not repeat on, none on a skipped
// day or after its end, none for a nudge or a one-time reminder, at most
// the limit.
func TestBetween(t *testing.T) {
	z := "Asia/Jerusalem"
	until := local("2026-12-04 00:00")
	tests := []struct {
		name     string
		rec      *memo.Recurrence
		from, to string
		limit    int
		want     []string
	}{
		{"weekly on its day", &memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{4}, TimeZone: z}, "2026-12-03 00:00", "2026-12-04 00:00", 10, []string{"2026-12-03 08:00"}},
		{"weekly on another day", &memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{1}, TimeZone: z}, "2026-12-03 00:00", "2026-12-04 00:00", 10, nil},
		{"daily over a week, a day skipped", &memo.Recurrence{Type: memo.RecurDaily, Time: "07:00", TimeZone: z, Skip: []string{"2026-12-04"}}, "2026-12-03 00:00", "2026-12-06 00:00", 10, []string{"2026-12-03 07:00", "2026-12-05 07:00"}},
		{"daily to its end", &memo.Recurrence{Type: memo.RecurDaily, Time: "07:00", TimeZone: z, Until: &until}, "2026-12-02 00:00", "2026-12-07 00:00", 10, []string{"2026-12-02 07:00", "2026-12-03 07:00"}},
		{"monthly on the 31st in a short month", &memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 31, TimeZone: z}, "2026-11-01 00:00", "2026-12-01 00:00", 10, []string{"2026-11-30 10:00"}},
		{"at most the limit", &memo.Recurrence{Type: memo.RecurDaily, Time: "07:00", TimeZone: z}, "2026-12-01 00:00", "2027-01-01 00:00", 3, []string{"2026-12-01 07:00", "2026-12-02 07:00", "2026-12-03 07:00"}},
		{"a nudge has none", &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour}, "2026-12-03 00:00", "2026-12-04 00:00", 10, nil},
		{"a one-time reminder has none", nil, "2026-12-03 00:00", "2026-12-04 00:00", 10, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := memo.Reminder{Recurrence: tt.rec, Created: local("2026-11-01 00:00")}
			var got []string
			for _, at := range reminder.Between(r, local(tt.from), local(tt.to), tt.limit) {
				got = append(got, at.In(jlm).Format("2006-01-02 15:04"))
			}
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("Between = %v; want %v", got, tt.want)
			}
		})
	}
}
