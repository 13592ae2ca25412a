// Package calendartest is the contract suite every memo.Calendar runs in
// its tests, so Google Calendar (through its adapter, on a fake of the
// REST API) and the local calendar behave the same. It is an ordinary
// package imported by those tests; production code does not import it.
package calendartest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/storetest"
)

// OpenFunc returns an empty calendar whose zone is loc, and arranges (with
// t.Cleanup) for whatever it opened to be closed.
type OpenFunc func(t *testing.T, loc *time.Location) memo.Calendar

// Zone is the zone the suite's calendars run in: Israel, whose
// daylight-saving time starts on Friday 2026-03-27 and ends on Sunday
// 2026-10-25.
const Zone = "Asia/Jerusalem"

// TestCalendar runs the contract every memo.Calendar must keep. Each
// subtest opens a fresh calendar in Zone.
func TestCalendar(t *testing.T, open OpenFunc) {
	loc, err := time.LoadLocation(Zone)
	if err != nil {
		t.Fatalf("load %s: %v", Zone, err)
	}
	tests := []struct {
		name string
		run  func(t *testing.T, c memo.Calendar, loc *time.Location)
	}{
		{"CreateAndGet", testCreateAndGet},
		{"Defaults", testDefaults},
		{"FindEventsWindow", testFindWindow},
		{"CreateIsIdempotent", testIdempotent},
		{"ConcurrentCreateSameID", testConcurrentCreate},
		{"UpdateKeepsDuration", testUpdateKeepsDuration},
		{"UpdateAllDay", testUpdateAllDay},
		{"DeleteSingle", testDeleteSingle},
		{"NotFound", testNotFound},
		{"WeeklySeries", testWeekly},
		{"MonthlySeries", testMonthly},
		{"YearlySeries", testYearly},
		{"DeleteOneOccurrence", testDeleteOccurrence},
		{"UpdateOneOccurrence", testUpdateOccurrence},
		{"UpdateWholeSeries", testUpdateSeries},
		{"DeleteWholeSeries", testDeleteSeries},
		{"EventInstances", testInstances},
		{"EndSeries", testEndSeries},
		{"DSTSpringForward", testDSTSpring},
		{"DSTFallBack", testDSTFall},
		{"AllDaySeriesAcrossDST", testAllDayDST},
		{"BadInput", testBadInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.run(t, open(t, loc), loc)
		})
	}
}

// at returns a wall-clock time in loc.
func at(loc *time.Location, y int, m time.Month, d, h, mi int) time.Time {
	return time.Date(y, m, d, h, mi, 0, 0, loc)
}

func ptr[T any](v T) *T { return &v }

// create creates d, failing the test on error.
func create(t *testing.T, c memo.Calendar, d memo.EventDraft) memo.Event {
	t.Helper()
	e, err := c.CreateEvent(t.Context(), d)
	if err != nil {
		t.Fatalf("CreateEvent(%q): %v", d.Summary, err)
	}
	return e
}

// find lists [from, to), failing the test on error.
func find(t *testing.T, c memo.Calendar, from, to time.Time) []memo.Event {
	t.Helper()
	es, err := c.FindEvents(t.Context(), from, to)
	if err != nil {
		t.Fatalf("FindEvents(%v, %v): %v", from, to, err)
	}
	return es
}

// wantCode fails the test unless err is a *memo.Error with code.
var wantCode = storetest.WantCode

// sameTime fails the test unless got is the instant want, shown at want's
// offset (the calendar's zone).
func sameTime(t *testing.T, what string, got, want time.Time) {
	t.Helper()
	if !got.Equal(want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
	_, gotOff := got.Zone()
	_, wantOff := want.Zone()
	if gotOff != wantOff {
		t.Fatalf("%s = %v at offset %d, want offset %d", what, got, gotOff, wantOff)
	}
}

// summaries returns the events' titles.
func summaries(es []memo.Event) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Summary
	}
	return out
}

// starts returns the events' starts, formatted in their zone.
func starts(es []memo.Event) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Start.Format(time.RFC3339)
	}
	return out
}

// sameStrings fails the test unless got equals want.
func sameStrings(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
		t.Fatalf("%s = %q, want %q", what, got, want)
	}
}

// wantEvent fails the test unless got has the fields of want that the
// contract fixes.
func wantEvent(t *testing.T, what string, got, want memo.Event) {
	t.Helper()
	if got.ID != want.ID || got.Summary != want.Summary || got.Description != want.Description ||
		got.Location != want.Location || got.AllDay != want.AllDay || got.RecurringEventID != want.RecurringEventID ||
		fmt.Sprint(got.Attendees) != fmt.Sprint(want.Attendees) {
		t.Fatalf("%s = %+v, want %+v", what, got, want)
	}
	sameTime(t, what+" start", got.Start, want.Start)
	sameTime(t, what+" end", got.End, want.End)
	if (got.ReminderMinutes == nil) != (want.ReminderMinutes == nil) ||
		got.ReminderMinutes != nil && *got.ReminderMinutes != *want.ReminderMinutes {
		t.Fatalf("%s reminder = %v, want %v", what, got.ReminderMinutes, want.ReminderMinutes)
	}
}
