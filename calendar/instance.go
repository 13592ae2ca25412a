package calendar

import (
	"fmt"
	"slices"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

// InstanceID returns the id of a series' occurrence, as Google Calendar
// writes it: the series id, "_", and the original start in UTC
// ("20260327T150000Z"), or its date for an all-day series ("20260327").
func InstanceID(seriesID string, originalStart time.Time, allDay bool) string {
	if allDay {
		return seriesID + "_" + originalStart.Format("20060102")
	}
	return seriesID + "_" + originalStart.UTC().Format("20060102T150405Z")
}

// ParseInstanceID splits an occurrence id into its series id and original
// start (a date-only suffix is midnight in zone). ok is false for an id
// that is not an occurrence's.
func ParseInstanceID(id string, zone *time.Location) (seriesID string, originalStart time.Time, allDay, ok bool) {
	i := strings.LastIndex(id, "_")
	if i <= 0 {
		return "", time.Time{}, false, false
	}
	series, suffix := id[:i], id[i+1:]
	if t, err := time.Parse("20060102T150405Z", suffix); err == nil {
		return series, t, false, true
	}
	if t, err := time.ParseInLocation("20060102", suffix, zone); err == nil && len(suffix) == 8 {
		return series, t, true, true
	}
	return "", time.Time{}, false, false
}

// Expand returns the occurrences of the series master (whose rule is
// master.Recurrence.RRule and whose first occurrence is master.Start,
// repeated in master.TimeZone) that overlap [from, to), as events with
// occurrence ids, by start. Each lasts as long as the master (as many
// days, for an all-day series).
func Expand(master memo.Event, from, to time.Time) ([]memo.Event, error) {
	if master.Recurrence == nil || master.Recurrence.RRule == "" {
		return nil, fmt.Errorf("expand %s: not a series", master.ID)
	}
	zone, err := Zone(master.TimeZone, master.Start.Location())
	if err != nil {
		return nil, fmt.Errorf("expand %s: %w", master.ID, err)
	}
	days := daysBetween(master.Start, master.End)
	length := master.End.Sub(master.Start)
	end := func(start time.Time) time.Time {
		if master.AllDay {
			return start.AddDate(0, 0, days)
		}
		return start.Add(length)
	}
	// An occurrence that began before from may still be running at from.
	earliest := from.Add(-length)
	if master.AllDay {
		earliest = from.AddDate(0, 0, -days)
	}
	starts, err := Occurrences(master.Recurrence.RRule, master.Start.In(zone), earliest, to)
	if err != nil {
		return nil, fmt.Errorf("expand %s: %w", master.ID, err)
	}
	var out []memo.Event
	for _, s := range starts {
		e := end(s)
		if !e.After(from) {
			continue
		}
		out = append(out, Occurrence(master, s, e))
	}
	return out, nil
}

// Occurrence returns the occurrence of master that the series starts at
// start, as it is before any change made to it alone.
func Occurrence(master memo.Event, start, end time.Time) memo.Event {
	o := master
	o.ID = InstanceID(master.ID, start, master.AllDay)
	o.RecurringEventID = master.ID
	o.Start, o.End = start, end
	orig := start
	o.OriginalStart = &orig
	o.Recurrence = nil
	o.Attendees = append([]string{}, master.Attendees...)
	return o
}

// Generates reports whether the series master has an occurrence starting
// at start (before any change made to that occurrence alone).
func Generates(master memo.Event, start time.Time) (bool, error) {
	if master.Recurrence == nil || master.Recurrence.RRule == "" {
		return false, nil
	}
	zone, err := Zone(master.TimeZone, master.Start.Location())
	if err != nil {
		return false, err
	}
	got, err := Occurrences(master.Recurrence.RRule, master.Start.In(zone), start, start.Add(time.Second))
	if err != nil {
		return false, err
	}
	return len(got) == 1 && got[0].Equal(start), nil
}

// OccurrenceAt returns the occurrence of master at start, and false when
// the series has none there.
func OccurrenceAt(master memo.Event, start time.Time) (memo.Event, bool, error) {
	ok, err := Generates(master, start)
	if err != nil || !ok {
		return memo.Event{}, false, err
	}
	zone, _ := Zone(master.TimeZone, master.Start.Location())
	start = start.In(zone)
	end := start.Add(master.End.Sub(master.Start))
	if master.AllDay {
		end = start.AddDate(0, 0, daysBetween(master.Start, master.End))
	}
	return Occurrence(master, start, end), true, nil
}

// SortEvents orders events by start, then end, then id.
func SortEvents(es []memo.Event) {
	slices.SortStableFunc(es, func(a, b memo.Event) int {
		if c := a.Start.Compare(b.Start); c != 0 {
			return c
		}
		if c := a.End.Compare(b.End); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
}
