package calendartest

import (
	"slices"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// In March 2026 the 1st is a Sunday: Mondays are the 2nd, 9th, 16th...

// gym creates a weekly series on Mondays (and the extra days), 18:00-19:00
// from Monday 2026-03-02.
func gym(t *testing.T, c memo.Calendar, loc *time.Location, days ...int) memo.Event {
	t.Helper()
	return create(t, c, memo.EventDraft{
		Summary: "gym", Start: at(loc, 2026, time.March, 2, 18, 0), End: at(loc, 2026, time.March, 2, 19, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: append([]int{1}, days...)},
	})
}

func testWeekly(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	// Starting on a Sunday, the series begins on its first day, Monday.
	s := create(t, c, memo.EventDraft{
		Summary: "gym", Start: at(loc, 2026, time.March, 1, 18, 0), End: at(loc, 2026, time.March, 1, 19, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{3, 1}},
	})
	if !s.IsSeries() || s.Recurrence.Type != memo.RecurWeekly || !slices.Equal(s.Recurrence.Days, []int{1, 3}) {
		t.Fatalf("series = %+v (recurrence %+v), want weekly on days [1 3]", s, s.Recurrence)
	}
	sameTime(t, "series start", s.Start, at(loc, 2026, time.March, 2, 18, 0))
	sameTime(t, "series end", s.End, at(loc, 2026, time.March, 2, 19, 0))
	if s.Recurrence.RRule == "" || s.TimeZone != Zone {
		t.Fatalf("series rule %q zone %q, want a rule in %s", s.Recurrence.RRule, s.TimeZone, Zone)
	}

	got := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 15, 0, 0))
	sameStrings(t, "occurrences", starts(got), []string{
		"2026-03-02T18:00:00+02:00", "2026-03-04T18:00:00+02:00", "2026-03-09T18:00:00+02:00", "2026-03-11T18:00:00+02:00",
	})
	seen := map[string]bool{}
	for _, o := range got {
		if o.RecurringEventID != s.ID || o.OriginalStart == nil || !o.OriginalStart.Equal(o.Start) || o.IsSeries() {
			t.Fatalf("occurrence %+v: want recurringEventId %q and its own original start", o, s.ID)
		}
		if seen[o.ID] || o.ID == s.ID {
			t.Fatalf("occurrence id %q is not unique", o.ID)
		}
		seen[o.ID] = true
		one, err := c.GetEvent(ctx, o.ID)
		if err != nil {
			t.Fatalf("GetEvent(occurrence %s): %v", o.ID, err)
		}
		wantEvent(t, "occurrence read back", one, o)
	}
	master, err := c.GetEvent(ctx, s.ID)
	if err != nil || !master.IsSeries() {
		t.Fatalf("GetEvent(series) = %+v, %v; want the series", master, err)
	}
}

func testMonthly(t *testing.T, c memo.Calendar, loc *time.Location) {
	s := create(t, c, memo.EventDraft{
		Summary: "rent", Start: at(loc, 2026, time.January, 31, 9, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 31},
	})
	if s.Recurrence.Type != memo.RecurMonthly || s.Recurrence.DayOfMonth != 31 {
		t.Fatalf("recurrence = %+v, want monthly on the 31st", s.Recurrence)
	}
	got := find(t, c, at(loc, 2026, time.January, 1, 0, 0), at(loc, 2026, time.June, 1, 0, 0))
	// Months without a 31st are skipped (RFC 5545, as Google Calendar does).
	sameStrings(t, "occurrences", starts(got), []string{
		"2026-01-31T09:00:00+02:00", "2026-03-31T09:00:00+03:00", "2026-05-31T09:00:00+03:00",
	})

	// A monthly day after the start's day starts the series that month.
	p := create(t, c, memo.EventDraft{
		Summary: "pay", Start: at(loc, 2026, time.February, 3, 12, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 10},
	})
	sameTime(t, "first payment", p.Start, at(loc, 2026, time.February, 10, 12, 0))
}

func testYearly(t *testing.T, c memo.Calendar, loc *time.Location) {
	b := create(t, c, memo.EventDraft{
		Summary: "mom's birthday", Start: at(loc, 2026, time.March, 14, 0, 0), End: at(loc, 2026, time.March, 15, 0, 0), AllDay: true,
		Recurrence: &memo.EventRecurrence{Type: memo.RecurYearly},
	})
	if b.Recurrence.Type != memo.RecurYearly {
		t.Fatalf("recurrence = %+v, want yearly", b.Recurrence)
	}
	got := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2028, time.March, 1, 0, 0))
	sameStrings(t, "birthdays", starts(got), []string{"2026-03-14T00:00:00+02:00", "2027-03-14T00:00:00+02:00"})
	// Every other year, at a time.
	create(t, c, memo.EventDraft{
		Summary: "passport", Start: at(loc, 2026, time.June, 1, 9, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurYearly, Interval: 2},
	})
	passports := func(from, to time.Time) []string {
		var out []memo.Event
		for _, e := range find(t, c, from, to) {
			if e.Summary == "passport" {
				out = append(out, e)
			}
		}
		return starts(out)
	}
	sameStrings(t, "passports", passports(at(loc, 2026, time.May, 1, 0, 0), at(loc, 2028, time.April, 30, 0, 0)), []string{"2026-06-01T09:00:00+03:00"})
	sameStrings(t, "passports later", passports(at(loc, 2028, time.January, 1, 0, 0), at(loc, 2029, time.December, 31, 0, 0)), []string{"2028-06-01T09:00:00+03:00"})
}

func testDeleteOccurrence(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := gym(t, c, loc)
	window := func() []memo.Event {
		return find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 24, 0, 0))
	}
	before := window()
	if len(before) != 4 {
		t.Fatalf("occurrences = %q, want 4", starts(before))
	}
	gone, err := c.DeleteEvent(ctx, before[1].ID)
	if err != nil {
		t.Fatalf("DeleteEvent(occurrence): %v", err)
	}
	if gone.RecurringEventID != s.ID || !gone.Start.Equal(before[1].Start) {
		t.Fatalf("deleted = %+v, want the occurrence of March 9", gone)
	}
	sameStrings(t, "left", starts(window()), []string{
		"2026-03-02T18:00:00+02:00", "2026-03-16T18:00:00+02:00", "2026-03-23T18:00:00+02:00",
	})
	_, err = c.GetEvent(ctx, before[1].ID)
	wantCode(t, "get a deleted occurrence", err, memo.ENotFound)
	_, err = c.DeleteEvent(ctx, before[1].ID)
	wantCode(t, "delete an occurrence twice", err, memo.ENotFound)
	if _, err := c.GetEvent(ctx, s.ID); err != nil {
		t.Fatalf("the series went with one occurrence: %v", err)
	}
	// An id shaped like an occurrence the series does not have.
	_, err = c.GetEvent(ctx, s.ID+"_20260303T160000Z")
	wantCode(t, "get an occurrence the series does not make", err, memo.ENotFound)
}

func testUpdateOccurrence(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := gym(t, c, loc)
	os := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 24, 0, 0))
	late, err := c.UpdateEvent(ctx, os[1].ID, memo.EventPatch{Summary: ptr("gym (late)"), Start: ptr(at(loc, 2026, time.March, 9, 20, 0))})
	if err != nil {
		t.Fatalf("UpdateEvent(occurrence): %v", err)
	}
	if late.ID != os[1].ID || late.RecurringEventID != s.ID || late.Summary != "gym (late)" {
		t.Fatalf("changed occurrence = %+v", late)
	}
	sameTime(t, "changed end", late.End, at(loc, 2026, time.March, 9, 21, 0))
	// Moved to Thursday: a window over Thursday finds it, Monday's does not.
	if _, err := c.UpdateEvent(ctx, os[2].ID, memo.EventPatch{Start: ptr(at(loc, 2026, time.March, 19, 7, 0))}); err != nil {
		t.Fatalf("UpdateEvent(move): %v", err)
	}
	got := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 24, 0, 0))
	sameStrings(t, "titles", summaries(got), []string{"gym", "gym (late)", "gym", "gym"})
	sameStrings(t, "starts", starts(got), []string{
		"2026-03-02T18:00:00+02:00", "2026-03-09T20:00:00+02:00", "2026-03-19T07:00:00+02:00", "2026-03-23T18:00:00+02:00",
	})
	if mon := find(t, c, at(loc, 2026, time.March, 16, 0, 0), at(loc, 2026, time.March, 17, 0, 0)); len(mon) != 0 {
		t.Fatalf("the moved occurrence is still on its old day: %q", starts(mon))
	}
	one, err := c.GetEvent(ctx, os[1].ID)
	if err != nil {
		t.Fatalf("GetEvent(changed occurrence): %v", err)
	}
	wantEvent(t, "changed occurrence read back", one, late)
	_, err = c.UpdateEvent(ctx, os[0].ID, memo.EventPatch{Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
	wantCode(t, "a recurrence on one occurrence", err, memo.EInvalid)
}

func testUpdateSeries(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := gym(t, c, loc, 3)
	renamed, err := c.UpdateEvent(ctx, s.ID, memo.EventPatch{Summary: ptr("pilates"), Start: ptr(at(loc, 2026, time.March, 2, 7, 0))})
	if err != nil {
		t.Fatalf("UpdateEvent(series): %v", err)
	}
	if !renamed.IsSeries() || renamed.Summary != "pilates" {
		t.Fatalf("series after update = %+v", renamed)
	}
	got := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 8, 0, 0))
	sameStrings(t, "titles", summaries(got), []string{"pilates", "pilates"})
	sameStrings(t, "starts", starts(got), []string{"2026-03-02T07:00:00+02:00", "2026-03-04T07:00:00+02:00"})
	sameTime(t, "end", got[1].End, at(loc, 2026, time.March, 4, 8, 0))
}

func testDeleteSeries(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := gym(t, c, loc)
	single := create(t, c, memo.EventDraft{Summary: "gym", Start: at(loc, 2026, time.March, 3, 18, 0)})
	os := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 10, 0, 0))
	gone, err := c.DeleteEvent(ctx, s.ID)
	if err != nil {
		t.Fatalf("DeleteEvent(series): %v", err)
	}
	if !gone.IsSeries() || gone.ID != s.ID {
		t.Fatalf("deleted = %+v, want the series", gone)
	}
	got := find(t, c, at(loc, 2026, time.January, 1, 0, 0), at(loc, 2026, time.December, 1, 0, 0))
	if len(got) != 1 || got[0].ID != single.ID {
		t.Fatalf("after deleting the series: %q, want only the single event", starts(got))
	}
	for _, id := range []string{s.ID, os[0].ID} {
		_, err := c.GetEvent(ctx, id)
		wantCode(t, "get "+id+" of a deleted series", err, memo.ENotFound)
	}
}

func testInstances(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := gym(t, c, loc, 3)
	gym(t, c, loc) // another series, not listed
	from, to := at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.March, 15, 0, 0)
	all, err := c.EventInstances(ctx, s.ID, from, to)
	if err != nil {
		t.Fatalf("EventInstances: %v", err)
	}
	sameStrings(t, "instances", starts(all), []string{
		"2026-03-02T18:00:00+02:00", "2026-03-04T18:00:00+02:00", "2026-03-09T18:00:00+02:00", "2026-03-11T18:00:00+02:00",
	})
	if _, err := c.DeleteEvent(ctx, all[2].ID); err != nil {
		t.Fatalf("DeleteEvent(occurrence): %v", err)
	}
	viaOccurrence, err := c.EventInstances(ctx, all[0].ID, from, to)
	if err != nil {
		t.Fatalf("EventInstances(by occurrence id): %v", err)
	}
	sameStrings(t, "instances after a delete", starts(viaOccurrence), []string{
		"2026-03-02T18:00:00+02:00", "2026-03-04T18:00:00+02:00", "2026-03-11T18:00:00+02:00",
	})
	single := create(t, c, memo.EventDraft{Summary: "once", Start: at(loc, 2026, time.March, 3, 9, 0)})
	_, err = c.EventInstances(ctx, single.ID, from, to)
	wantCode(t, "instances of a single event", err, memo.EInvalid)
}

func testEndSeries(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	s := create(t, c, memo.EventDraft{Summary: "walk", Start: at(loc, 2026, time.April, 1, 8, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
	os := find(t, c, at(loc, 2026, time.April, 1, 0, 0), at(loc, 2026, time.April, 3, 0, 0))
	until := at(loc, 2026, time.April, 5, 23, 59)
	ended, err := c.EndSeries(ctx, os[1].ID, until)
	if err != nil {
		t.Fatalf("EndSeries: %v", err)
	}
	if ended.ID != s.ID || ended.Recurrence == nil || ended.Recurrence.Until == nil || !ended.Recurrence.Until.Equal(until) {
		t.Fatalf("ended series = %+v (recurrence %+v), want until %v", ended, ended.Recurrence, until)
	}
	got := find(t, c, at(loc, 2026, time.March, 1, 0, 0), at(loc, 2026, time.May, 1, 0, 0))
	sameStrings(t, "days left", starts(got), []string{
		"2026-04-01T08:00:00+03:00", "2026-04-02T08:00:00+03:00", "2026-04-03T08:00:00+03:00",
		"2026-04-04T08:00:00+03:00", "2026-04-05T08:00:00+03:00",
	})
	_, err = c.EndSeries(ctx, s.ID, at(loc, 2026, time.March, 1, 0, 0))
	wantCode(t, "end before the first occurrence", err, memo.EInvalid)
	single := create(t, c, memo.EventDraft{Summary: "once", Start: at(loc, 2026, time.April, 2, 9, 0)})
	_, err = c.EndSeries(ctx, single.ID, until)
	wantCode(t, "end a single event", err, memo.EInvalid)
}

func testDSTSpring(t *testing.T, c memo.Calendar, loc *time.Location) {
	create(t, c, memo.EventDraft{Summary: "shabbat dinner", Start: at(loc, 2026, time.March, 20, 18, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{5}}})
	got := find(t, c, at(loc, 2026, time.March, 19, 0, 0), at(loc, 2026, time.April, 4, 0, 0))
	// Clocks go forward at 02:00 on Friday 2026-03-27: dinner stays at 18:00.
	sameStrings(t, "fridays", starts(got), []string{
		"2026-03-20T18:00:00+02:00", "2026-03-27T18:00:00+03:00", "2026-04-03T18:00:00+03:00",
	})
	for _, e := range got {
		if e.End.Sub(e.Start) != time.Hour {
			t.Fatalf("%v lasts %v, want 1h", e.Start, e.End.Sub(e.Start))
		}
	}
}

func testDSTFall(t *testing.T, c memo.Calendar, loc *time.Location) {
	create(t, c, memo.EventDraft{Summary: "meds", Start: at(loc, 2026, time.October, 23, 10, 0),
		End: at(loc, 2026, time.October, 23, 10, 15), Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
	got := find(t, c, at(loc, 2026, time.October, 23, 0, 0), at(loc, 2026, time.October, 27, 0, 0))
	// Clocks go back at 02:00 on Sunday 2026-10-25: still 10:00.
	sameStrings(t, "days", starts(got), []string{
		"2026-10-23T10:00:00+03:00", "2026-10-24T10:00:00+03:00", "2026-10-25T10:00:00+02:00", "2026-10-26T10:00:00+02:00",
	})
	// A window of the 25th alone, a 25-hour day, holds exactly that day's.
	day := find(t, c, at(loc, 2026, time.October, 25, 0, 0), at(loc, 2026, time.October, 26, 0, 0))
	sameStrings(t, "the 25th", starts(day), []string{"2026-10-25T10:00:00+02:00"})
}

func testAllDayDST(t *testing.T, c memo.Calendar, loc *time.Location) {
	create(t, c, memo.EventDraft{Summary: "market day", AllDay: true, Start: at(loc, 2026, time.March, 20, 0, 0),
		Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{5}}})
	got := find(t, c, at(loc, 2026, time.March, 19, 0, 0), at(loc, 2026, time.April, 4, 0, 0))
	sameStrings(t, "fridays", starts(got), []string{
		"2026-03-20T00:00:00+02:00", "2026-03-27T00:00:00+02:00", "2026-04-03T00:00:00+03:00",
	})
	for _, e := range got {
		if !e.AllDay {
			t.Fatalf("occurrence %v is not all-day", e.Start)
		}
		y, m, d := e.Start.Date()
		sameTime(t, "end of "+e.Start.Format(time.DateOnly), e.End, time.Date(y, m, d+1, 0, 0, 0, 0, loc))
	}
}

func testBadInput(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	start := at(loc, 2026, time.November, 2, 10, 0)
	drafts := []struct {
		name string
		d    memo.EventDraft
	}{
		{"end before start", memo.EventDraft{Summary: "x", Start: start, End: start.Add(-time.Hour)}},
		{"all-day end before start", memo.EventDraft{Summary: "x", Start: start, End: start.AddDate(0, 0, -2), AllDay: true}},
		{"unknown zone", memo.EventDraft{Summary: "x", Start: start, TimeZone: "Mars/Olympus_Mons"}},
		{"title of 5000 characters", memo.EventDraft{Summary: strings.Repeat("א", 5000), Start: start}},
		{"empty title", memo.EventDraft{Summary: "  ", Start: start}},
		{"no start", memo.EventDraft{Summary: "x"}},
		{"id outside base32hex", memo.EventDraft{ID: "Meeting-1", Summary: "x", Start: start}},
		{"id too short", memo.EventDraft{ID: "abc", Summary: "x", Start: start}},
		{"attendee", memo.EventDraft{Summary: "x", Start: start, Attendees: []string{"dana"}}},
		{"reminder", memo.EventDraft{Summary: "x", Start: start, ReminderMinutes: ptr(-5)}},
		{"weekday 9", memo.EventDraft{Summary: "x", Start: start, Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{9}}}},
		{"day 32", memo.EventDraft{Summary: "x", Start: start, Recurrence: &memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 32}}},
		{"hourly", memo.EventDraft{Summary: "x", Start: start, Recurrence: &memo.EventRecurrence{Type: "hourly"}}},
		{"until before start", memo.EventDraft{Summary: "x", Start: start, Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily, Until: ptr(start.AddDate(0, 0, -1))}}},
	}
	for _, tt := range drafts {
		_, err := c.CreateEvent(ctx, tt.d)
		wantCode(t, tt.name, err, memo.EInvalid)
	}
	from := at(loc, 2026, time.January, 1, 0, 0)
	if got := find(t, c, from, from.AddDate(1, 0, 0)); len(got) != 0 {
		t.Fatalf("refused drafts left events: %q", summaries(got))
	}

	_, err := c.FindEvents(ctx, from, from.AddDate(10, 0, 0))
	wantCode(t, "a window of 10 years", err, memo.EInvalid)
	_, err = c.FindEvents(ctx, from, from)
	wantCode(t, "an empty window", err, memo.EInvalid)
	_, err = c.FindEvents(ctx, from, from.Add(-time.Hour))
	wantCode(t, "a window ending before it starts", err, memo.EInvalid)

	e := create(t, c, memo.EventDraft{Summary: "ok", Start: start})
	_, err = c.UpdateEvent(ctx, e.ID, memo.EventPatch{Summary: ptr(strings.Repeat("a", memo.MaxEventSummary+1))})
	wantCode(t, "a patched title too long", err, memo.EInvalid)
	_, err = c.EventInstances(ctx, e.ID, from, from.AddDate(10, 0, 0))
	wantCode(t, "instances over 10 years", err, memo.EInvalid)
	got, err := c.GetEvent(ctx, e.ID)
	if err != nil || got.Summary != "ok" {
		t.Fatalf("after refused changes: %+v, %v", got, err)
	}
}
