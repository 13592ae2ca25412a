// Package calendar holds what both calendars (Google Calendar and the local
// one in SQLite) share below the memo.Calendar interface: the validation
// and defaults of drafts and patches, RRULE strings, the expansion of a
// series into occurrences, and occurrence ids. Keeping it in one place
// makes the two calendars accept and refuse the same input.
package calendar

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	memo "github.com/memo-assistant/memo"
)

// maxReminder is the longest popup lead Google Calendar accepts (4 weeks).
const maxReminder = 4 * 7 * 24 * 60

// CheckWindow returns EInvalid unless [from, to) is a non-empty window of
// at most memo.MaxEventWindow.
func CheckWindow(from, to time.Time) error {
	switch {
	case from.IsZero() || to.IsZero():
		return memo.Errorf(memo.EInvalid, "the time window has no start or no end")
	case !to.After(from):
		return memo.Errorf(memo.EInvalid, "the time window ends before it starts")
	case to.Sub(from) > memo.MaxEventWindow:
		return memo.Errorf(memo.EInvalid, "the time window is longer than two years")
	}
	return nil
}

// Zone returns the zone named name, or fallback (UTC when nil) for "".
// EInvalid for a name the time zone database does not know. Zones are
// loaded once (memo.LoadZone): every stored event row names its zone, and
// reading its zoneinfo file on each row cost a file read and some 10 KB.
func Zone(name string, fallback *time.Location) (*time.Location, error) {
	if name == "" {
		if fallback == nil {
			return time.UTC, nil
		}
		return fallback, nil
	}
	loc, err := memo.LoadZone(name)
	if err != nil || name == "Local" {
		return nil, memo.Errorf(memo.EInvalid, "unknown time zone %q", name)
	}
	return loc, nil
}

// Prepare validates a draft and fills its defaults, reading dates in loc
// (the calendar's zone) unless the draft names its own: a missing end is
// one hour after the start (the next midnight for an all-day event); an
// all-day event runs from midnight to midnight in the zone, its end
// exclusive (an end on the start's day means one day); a series starts on
// its first occurrence, its weekly days and monthly day default to the
// start's. The returned draft has TimeZone set and the recurrence's
// Interval at least 1. EInvalid names the first problem found.
func Prepare(d memo.EventDraft, loc *time.Location) (memo.EventDraft, error) {
	if d.ID != "" && !memo.ValidEventID(d.ID) {
		return d, memo.Errorf(memo.EInvalid, "the event id %q is not 5-1024 characters of a-v and 0-9", d.ID)
	}
	zone, err := Zone(d.TimeZone, loc)
	if err != nil {
		return d, err
	}
	d.TimeZone = zone.String()
	if d.Summary, err = summary(d.Summary); err != nil {
		return d, err
	}
	if d.Start.IsZero() {
		return d, memo.Errorf(memo.EInvalid, "the event has no start")
	}
	if d.Start, d.End, err = times(d.Start, d.End, d.AllDay, zone); err != nil {
		return d, err
	}
	if d.Attendees, err = attendees(d.Attendees); err != nil {
		return d, err
	}
	if err := reminder(d.ReminderMinutes); err != nil {
		return d, err
	}
	if d.Recurrence != nil {
		r, start, end, err := recurrence(*d.Recurrence, d.Start, d.End, d.AllDay, zone)
		if err != nil {
			return d, err
		}
		d.Recurrence, d.Start, d.End = &r, start, end
	}
	return d, nil
}

// ApplyPatch returns e changed by p, validated as Prepare validates a
// draft, with dates read in loc. A new start without an end keeps the
// event's duration (its number of days, for an all-day event). A new
// recurrence is checked and the start moved to its first occurrence; a
// recurrence on an occurrence of a series is EInvalid.
func ApplyPatch(e memo.Event, p memo.EventPatch, loc *time.Location) (memo.Event, error) {
	zone, err := Zone(e.TimeZone, loc)
	if err != nil {
		zone = loc
	}
	if p.Summary != nil {
		if e.Summary, err = summary(*p.Summary); err != nil {
			return e, err
		}
	}
	if p.Description != nil {
		e.Description = *p.Description
	}
	if p.Location != nil {
		e.Location = *p.Location
	}
	if p.Attendees != nil {
		if e.Attendees, err = attendees(*p.Attendees); err != nil {
			return e, err
		}
	}
	if p.ReminderMinutes != nil {
		if err := reminder(p.ReminderMinutes); err != nil {
			return e, err
		}
		m := *p.ReminderMinutes
		e.ReminderMinutes = &m
	}
	allDay := e.AllDay
	if p.AllDay != nil {
		allDay = *p.AllDay
	}
	start, end := e.Start, e.End
	if p.Start != nil {
		start = *p.Start
		if p.End == nil {
			end = keepLength(e, start, allDay)
		}
	}
	if p.End != nil {
		end = *p.End
	}
	if p.Start == nil && p.End == nil && allDay != e.AllDay && !allDay {
		end = time.Time{} // an all-day event made timed lasts the default hour
	}
	if e.Start, e.End, err = times(start, end, allDay, zone); err != nil {
		return e, err
	}
	e.AllDay = allDay
	if p.Recurrence != nil {
		if e.RecurringEventID != "" {
			return e, memo.Errorf(memo.EInvalid, "one occurrence of a series cannot get its own recurrence")
		}
		r, s, en, err := recurrence(*p.Recurrence, e.Start, e.End, e.AllDay, zone)
		if err != nil {
			return e, err
		}
		e.Recurrence, e.Start, e.End, e.TimeZone = &r, s, en, zone.String()
	}
	return e, nil
}

// keepLength returns the end that keeps e's length when it starts at start.
func keepLength(e memo.Event, start time.Time, allDay bool) time.Time {
	switch {
	case allDay != e.AllDay:
		return time.Time{} // the default length of the new kind
	case allDay:
		return start.AddDate(0, 0, daysBetween(e.Start, e.End))
	}
	return start.Add(e.End.Sub(e.Start))
}

// daysBetween counts the calendar days from a's date to b's.
func daysBetween(a, b time.Time) int {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	da := time.Date(ay, am, ad, 0, 0, 0, 0, time.UTC)
	db := time.Date(by, bm, bd, 0, 0, 0, 0, time.UTC)
	return int(db.Sub(da).Hours() / 24)
}

// summary trims and checks a title.
func summary(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return s, memo.Errorf(memo.EInvalid, "the event has no title")
	case utf8.RuneCountInString(s) > memo.MaxEventSummary:
		return s, memo.Errorf(memo.EInvalid, "the event title is longer than %d characters", memo.MaxEventSummary)
	}
	return s, nil
}

// times checks and completes an event's bounds. All-day dates are read as
// written (the date of start in its own location) and placed at midnight
// in zone.
func times(start, end time.Time, allDay bool, zone *time.Location) (time.Time, time.Time, error) {
	if start.IsZero() {
		return start, end, memo.Errorf(memo.EInvalid, "the event has no start")
	}
	if !allDay {
		if end.IsZero() {
			end = start.Add(memo.DefaultEventDuration)
		}
		if end.Before(start) {
			return start, end, memo.Errorf(memo.EInvalid, "the event ends before it starts")
		}
		return start.In(zone), end.In(zone), nil
	}
	s := midnight(start, zone)
	if end.IsZero() {
		return s, s.AddDate(0, 0, 1), nil
	}
	e := midnight(end, zone)
	switch {
	case e.Before(s):
		return start, end, memo.Errorf(memo.EInvalid, "the event ends before it starts")
	case e.Equal(s):
		e = s.AddDate(0, 0, 1)
	}
	return s, e, nil
}

// midnight returns the start of t's date (as t's location reads it) in zone.
func midnight(t time.Time, zone *time.Location) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, zone)
}

// attendees trims the addresses and drops empty ones.
func attendees(in []string) ([]string, error) {
	out := []string{}
	for _, a := range in {
		a = strings.TrimSpace(a)
		if a == "" {
			continue
		}
		if !strings.Contains(a, "@") || strings.ContainsAny(a, " \t\r\n") {
			return nil, memo.Errorf(memo.EInvalid, "the attendee %q is not an e-mail address", a)
		}
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out, nil
}

// reminder checks a popup lead.
func reminder(m *int) error {
	if m != nil && (*m < 0 || *m > maxReminder) {
		return memo.Errorf(memo.EInvalid, "a reminder must be between 0 minutes and 4 weeks before the event")
	}
	return nil
}
