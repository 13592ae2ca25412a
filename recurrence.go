package memo

import (
	"fmt"
	"time"
)

// DefaultMaxNudges is how many times a nudge ("every 10 minutes until
// done") fires before it stops by itself.
const DefaultMaxNudges = 15

// Validate reports what is wrong with r, as an EInvalid *Error whose
// message names the problem, or nil.
func (r Recurrence) Validate() error {
	switch r.Type {
	case RecurDaily, RecurWeekly, RecurMonthly:
		if _, _, ok := clock(r.Time); !ok {
			return Errorf(EInvalid, "the time %q is not a time of day", r.Time)
		}
	case RecurNudge:
		if r.Interval < time.Minute {
			return Errorf(EInvalid, "the interval must be at least one minute")
		}
	default:
		return Errorf(EInvalid, "unknown recurrence %q", r.Type)
	}
	if r.Type == RecurWeekly {
		if len(r.Days) == 0 {
			return Errorf(EInvalid, "a weekly reminder needs at least one day")
		}
		for _, d := range r.Days {
			if d < 0 || d > 6 {
				return Errorf(EInvalid, "day %d is not a weekday (0 = Sunday ... 6 = Saturday)", d)
			}
		}
	}
	if r.Type == RecurMonthly && (r.DayOfMonth < 1 || r.DayOfMonth > 31) {
		return Errorf(EInvalid, "day %d is not a day of the month", r.DayOfMonth)
	}
	if r.TimeZone != "" {
		if _, err := LoadZone(r.TimeZone); err != nil {
			return Errorf(EInvalid, "unknown time zone %q", r.TimeZone)
		}
	}
	return nil
}

// clock reads "HH:MM".
func clock(s string) (h, m int, ok bool) {
	if _, err := fmt.Sscanf(s, "%d:%d", &h, &m); err != nil || h < 0 || h > 23 || m < 0 || m > 59 || len(s) < 4 || len(s) > 5 {
		return 0, 0, false
	}
	return h, m, true
}

// location returns the recurrence's zone, or fallback.
func (r Recurrence) location(fallback *time.Location) *time.Location {
	if r.TimeZone != "" {
		if loc, err := LoadZone(r.TimeZone); err == nil {
			return loc
		}
	}
	if fallback == nil {
		return time.UTC
	}
	return fallback
}

// Reminder is what the scheduler needs to know about a task's reminder.
type Reminder struct {
	// Due is the task's due time; nil for a task with no date (a nudge
	// without a date starts when it is created).
	Due *time.Time
	// Lead fires a one-time reminder this long before Due ("a day before").
	Lead time.Duration
	// Recurrence repeats it; nil for one-time.
	Recurrence *Recurrence
	// Created is when the task was created: the start of a dateless nudge.
	Created time.Time
	// Fired counts the reminders already sent (nudges stop at MaxNudges).
	Fired int
	// MaxNudges bounds a nudge; 0 means DefaultMaxNudges.
	MaxNudges int
}

// First returns when the reminder first fires, given it is created at now:
// a one-time reminder whose lead time already passed fires at once.
func (r Reminder) First(now time.Time) (time.Time, bool) {
	if r.Recurrence == nil {
		if r.Due == nil {
			return time.Time{}, false
		}
		at := r.Due.Add(-r.Lead)
		if at.Before(now) {
			if r.Due.Before(now) {
				return time.Time{}, false
			}
			return now, true
		}
		return at, true
	}
	if r.Recurrence.Type == RecurNudge {
		// A nudge with a time starts then; one without starts one
		// interval after it was set ("every 10 minutes": first in 10).
		if r.Due != nil && r.Due.After(now) {
			return r.until(*r.Due)
		}
		return r.Next(now)
	}
	return r.Next(now.Add(-time.Second))
}

// Next returns the first fire time strictly after after, and false when the
// reminder is over (one-time, past its end date, or a nudge at its maximum).
// Daily, weekly and monthly times are wall-clock times in the recurrence's
// zone, so they stay put across daylight-saving changes; a time that does
// not exist on a spring-forward day moves forward by the gap.
func (r Reminder) Next(after time.Time) (time.Time, bool) {
	rec := r.Recurrence
	if rec == nil {
		return time.Time{}, false
	}
	if rec.Type == RecurNudge {
		max := r.MaxNudges
		if max <= 0 {
			max = DefaultMaxNudges
		}
		if r.Fired >= max || rec.Interval <= 0 {
			return time.Time{}, false
		}
		start := r.Created
		if r.Due != nil {
			start = *r.Due
		}
		if start.After(after) {
			return r.until(start)
		}
		k := after.Sub(start)/rec.Interval + 1
		return r.until(start.Add(k * rec.Interval))
	}
	h, m, ok := clock(rec.Time)
	if !ok {
		return time.Time{}, false
	}
	loc := rec.location(after.Location())
	local := after.In(loc)
	y, mo, d := local.Date()
	switch rec.Type {
	case RecurDaily:
		for i := 0; i < 3; i++ {
			if at := time.Date(y, mo, d+i, h, m, 0, 0, loc); at.After(after) {
				return r.until(at)
			}
		}
	case RecurWeekly:
		for i := 0; i < 9; i++ {
			at := time.Date(y, mo, d+i, h, m, 0, 0, loc)
			if at.After(after) && containsDay(rec.Days, int(at.Weekday())) {
				return r.until(at)
			}
		}
	case RecurMonthly:
		for i := 0; i < 3; i++ {
			first := time.Date(y, mo+time.Month(i), 1, h, m, 0, 0, loc)
			day := min(rec.DayOfMonth, daysIn(first.Year(), first.Month()))
			if at := time.Date(first.Year(), first.Month(), day, h, m, 0, 0, loc); at.After(after) {
				return r.until(at)
			}
		}
	}
	return time.Time{}, false
}

func (r Reminder) until(at time.Time) (time.Time, bool) {
	if u := r.Recurrence.Until; u != nil && at.After(*u) {
		return time.Time{}, false
	}
	return at, true
}

func containsDay(days []int, d int) bool {
	for _, x := range days {
		if x == d {
			return true
		}
	}
	return false
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}
