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
		// Rules made elsewhere that Memo cannot describe keep an empty type.
		{"FREQ=YEARLY", memo.EventRecurrence{Interval: 1}},
		{"FREQ=WEEKLY;COUNT=5;BYDAY=MO", memo.EventRecurrence{Interval: 1, Days: []int{1}}},
		{"FREQ=MONTHLY;BYDAY=2MO", memo.EventRecurrence{Interval: 1, Days: []int{1}}},
		{"FREQ=MONTHLY;BYMONTHDAY=-1", memo.EventRecurrence{Interval: 1}},
	}
	for _, tt := range tests {
		got, err := calendar.ParseRRule(tt.rule, loc)
		if err != nil {
			t.Fatalf("ParseRRule(%q): %v", tt.rule, err)
		}
		if got.Type != tt.want.Type || got.Interval != tt.want.Interval || !slices.Equal(got.Days, tt.want.Days) ||
			got.DayOfMonth != tt.want.DayOfMonth || (got.Until == nil) != (tt.want.Until == nil) ||
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
