package calendar_test

import (
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar"
)

func jerusalem(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestParseRRule(t *testing.T) {
	loc := jerusalem(t)
	until := time.Date(2026, 5, 1, 23, 59, 0, 0, loc)
	tests := []struct {
		rule string
		want memo.EventRecurrence
	}{
		{"RRULE:FREQ=DAILY", memo.EventRecurrence{Type: memo.RecurDaily, Interval: 1}},
		{"FREQ=WEEKLY;BYDAY=SU,MO,SA", memo.EventRecurrence{Type: memo.RecurWeekly, Interval: 1, Days: []int{0, 1, 6}}},
		{"FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20260501T205900Z",
			memo.EventRecurrence{Type: memo.RecurWeekly, Interval: 2, Days: []int{3}, Until: &until}},
		{"FREQ=MONTHLY;BYMONTHDAY=31", memo.EventRecurrence{Type: memo.RecurMonthly, Interval: 1, DayOfMonth: 31}},
		{"FREQ=MONTHLY;BYDAY=2MO", memo.EventRecurrence{Type: memo.RecurMonthly, Interval: 1, Days: []int{1}, Week: 2}},
		{"FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR", memo.EventRecurrence{Type: memo.RecurMonthly, Interval: 3, Days: []int{5}, Week: -1}},
		{"FREQ=YEARLY", memo.EventRecurrence{Type: memo.RecurYearly, Interval: 1}},
		{"FREQ=YEARLY;INTERVAL=2", memo.EventRecurrence{Type: memo.RecurYearly, Interval: 2}},
		// Rules made elsewhere that Memo cannot describe keep an empty type.
		{"FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", memo.EventRecurrence{Interval: 1, Days: []int{0}, Week: 2}},
		{"FREQ=WEEKLY;COUNT=5;BYDAY=MO", memo.EventRecurrence{Interval: 1, Days: []int{1}}},
		{"FREQ=MONTHLY;BYDAY=5SU", memo.EventRecurrence{Interval: 1, Days: []int{0}, Week: 5}},
		{"FREQ=MONTHLY;BYDAY=1MO,1TU", memo.EventRecurrence{Interval: 1, Days: []int{1, 2}, Week: 1}},
		{"FREQ=MONTHLY;BYMONTHDAY=-1", memo.EventRecurrence{Interval: 1}},
	}
	for _, tt := range tests {
		got, err := calendar.ParseRRule(tt.rule, loc)
		if err != nil {
			t.Fatalf("ParseRRule(%q): %v", tt.rule, err)
		}
		if got.Type != tt.want.Type || got.Interval != tt.want.Interval || !slices.Equal(got.Days, tt.want.Days) ||
			got.DayOfMonth != tt.want.DayOfMonth || got.Week != tt.want.Week || (got.Until == nil) != (tt.want.Until == nil) ||
			got.Until != nil && !got.Until.Equal(*tt.want.Until) || got.RRule == "" {
			t.Errorf("ParseRRule(%q) = %+v, want %+v", tt.rule, got, tt.want)
		}
	}
	if _, err := calendar.ParseRRule("FREQ=SOMETIMES", loc); err == nil {
		t.Error("ParseRRule accepted FREQ=SOMETIMES")
	}
}

func TestFormatAndUntil(t *testing.T) {
	loc := jerusalem(t)
	until := time.Date(2026, 5, 1, 23, 59, 0, 0, loc)
	tests := []struct {
		r      memo.EventRecurrence
		allDay bool
		want   string
	}{
		{memo.EventRecurrence{Type: memo.RecurDaily}, false, "FREQ=DAILY"},
		{memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{0, 5}, Interval: 2}, false, "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,FR"},
		{memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 15, Until: &until}, false, "FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260501T205900Z"},
		{memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{1}, Until: &until}, true, "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260501"},
		{memo.EventRecurrence{Type: memo.RecurMonthly, Days: []int{1}, Week: 1}, false, "FREQ=MONTHLY;BYDAY=1MO"},
		{memo.EventRecurrence{Type: memo.RecurMonthly, Days: []int{5}, Week: -1, Interval: 2}, false, "FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR"},
	}
	for _, tt := range tests {
		if got := calendar.FormatRRule(tt.r, tt.allDay, loc); got != tt.want {
			t.Errorf("FormatRRule(%+v) = %q, want %q", tt.r, got, tt.want)
		}
	}
	if got := calendar.WithUntil("RRULE:FREQ=WEEKLY;COUNT=10;BYDAY=MO;WKST=SU", until, false, loc); got != "RRULE:FREQ=WEEKLY;BYDAY=MO;WKST=SU;UNTIL=20260501T205900Z" {
		t.Errorf("WithUntil dropped or kept the wrong parts: %q", got)
	}
	if got := calendar.WithUntil("FREQ=DAILY;UNTIL=20300101T000000Z", until, true, loc); got != "FREQ=DAILY;UNTIL=20260501" {
		t.Errorf("WithUntil(all day) = %q", got)
	}
}

func TestInstanceIDs(t *testing.T) {
	loc := jerusalem(t)
	start := time.Date(2026, 3, 27, 18, 0, 0, 0, loc)
	id := calendar.InstanceID("abc123", start, false)
	if id != "abc123_20260327T150000Z" {
		t.Fatalf("InstanceID = %q", id)
	}
	series, orig, allDay, ok := calendar.ParseInstanceID(id, loc)
	if !ok || series != "abc123" || !orig.Equal(start) || allDay {
		t.Fatalf("ParseInstanceID(%q) = %q, %v, %v, %v", id, series, orig, allDay, ok)
	}
	day := calendar.InstanceID("abc123", time.Date(2026, 3, 27, 0, 0, 0, 0, loc), true)
	series, orig, allDay, ok = calendar.ParseInstanceID(day, loc)
	if day != "abc123_20260327" || !ok || !allDay || !orig.Equal(time.Date(2026, 3, 27, 0, 0, 0, 0, loc)) || series != "abc123" {
		t.Fatalf("all-day id %q parsed as %q, %v, %v, %v", day, series, orig, allDay, ok)
	}
	for _, bad := range []string{"abc123", "_20260327", "abc_2026", "abc_20261327"} {
		if _, _, _, ok := calendar.ParseInstanceID(bad, loc); ok {
			t.Errorf("ParseInstanceID(%q) ok", bad)
		}
	}
}

func TestOccurrencesSpringGap(t *testing.T) {
	loc := jerusalem(t)
	// 02:30 does not exist on 2026-03-27 (02:00 -> 03:00): it moves forward
	// by the gap, and the next day is 02:30 again.
	got, err := calendar.Occurrences("FREQ=DAILY", time.Date(2026, 3, 26, 2, 30, 0, 0, loc),
		time.Date(2026, 3, 26, 0, 0, 0, 0, loc), time.Date(2026, 3, 29, 0, 0, 0, 0, loc))
	if err != nil {
		t.Fatal(err)
	}
	var s []string
	for _, o := range got {
		s = append(s, o.Format(time.RFC3339))
	}
	want := []string{"2026-03-26T02:30:00+02:00", "2026-03-27T03:30:00+03:00", "2026-03-28T02:30:00+03:00"}
	if !slices.Equal(s, want) {
		t.Fatalf("occurrences = %q, want %q", s, want)
	}
}

func TestCheckWindow(t *testing.T) {
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		to   time.Time
		want memo.ErrorCode
	}{
		{from.AddDate(0, 0, 1), ""},
		{from.Add(memo.MaxEventWindow), ""},
		{from.Add(memo.MaxEventWindow + time.Second), memo.EInvalid},
		{from.AddDate(10, 0, 0), memo.EInvalid},
		{from, memo.EInvalid},
		{time.Time{}, memo.EInvalid},
	}
	for _, tt := range tests {
		if got := memo.ErrorCodeOf(calendar.CheckWindow(from, tt.to)); got != tt.want {
			t.Errorf("CheckWindow(%v, %v) = %q, want %q", from, tt.to, got, tt.want)
		}
	}
}

// TestPrepareWeekOfMonth: a series on a weekday of the month starts on its
// first such day, which its own expansion agrees with.
func TestPrepareWeekOfMonth(t *testing.T) {
	loc := jerusalem(t)
	start := time.Date(2026, 12, 1, 10, 0, 0, 0, loc) // a Tuesday
	for _, tt := range []struct {
		days []int
		week int
		want time.Time
	}{
		{[]int{1}, 1, time.Date(2026, 12, 7, 10, 0, 0, 0, loc)},   // the first Monday
		{[]int{2}, 1, time.Date(2026, 12, 1, 10, 0, 0, 0, loc)},   // the first Tuesday is the start
		{[]int{5}, -1, time.Date(2026, 12, 25, 10, 0, 0, 0, loc)}, // the last Friday
		{[]int{0}, 4, time.Date(2026, 12, 27, 10, 0, 0, 0, loc)},  // the fourth Sunday
		{[]int{1}, -1, time.Date(2026, 12, 28, 10, 0, 0, 0, loc)}, // the last Monday
		{[]int{4}, 2, time.Date(2026, 12, 10, 10, 0, 0, 0, loc)},  // the second Thursday
	} {
		d, err := calendar.Prepare(memo.EventDraft{Summary: "review", Start: start,
			Recurrence: &memo.EventRecurrence{Type: memo.RecurMonthly, Days: tt.days, Week: tt.week}}, loc)
		if err != nil {
			t.Fatalf("%v %d: %v", tt.days, tt.week, err)
		}
		if !d.Start.Equal(tt.want) {
			t.Errorf("%v week %d: starts %v, want %v", tt.days, tt.week, d.Start, tt.want)
		}
		rule := calendar.FormatRRule(*d.Recurrence, false, loc)
		occ, err := calendar.Occurrences(rule, d.Start, d.Start, d.Start.AddDate(0, 3, 0))
		if err != nil || len(occ) < 3 || !occ[0].Equal(d.Start) {
			t.Errorf("%s from %v: %v %v, want one a month from the start", rule, d.Start, occ, err)
		}
	}
	if _, err := calendar.Prepare(memo.EventDraft{Summary: "x", Start: start,
		Recurrence: &memo.EventRecurrence{Type: memo.RecurMonthly, Days: []int{1, 2}, Week: 1}}, loc); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("two weekdays of the month: %v, want EInvalid", err)
	}
}
