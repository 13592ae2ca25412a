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
	case RecurDaily, RecurWeekly, RecurMonthly, RecurYearly:
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
	if r.Type == RecurMonthly && r.Week == 0 && (r.DayOfMonth < 1 || r.DayOfMonth > 31) {
		return Errorf(EInvalid, "day %d is not a day of the month", r.DayOfMonth)
	}
	if r.Type == RecurYearly {
		if r.Month < 1 || r.Month > 12 {
			return Errorf(EInvalid, "month %d is not a month (1 to 12)", r.Month)
		}
		if r.DayOfMonth < 1 || r.DayOfMonth > daysIn(time.Month(r.Month)) {
			return Errorf(EInvalid, "day %d is not a day of month %d", r.DayOfMonth, r.Month)
		}
	}
	if err := r.validateEvery(); err != nil {
		return err
	}
	if r.TimeZone != "" {
		if _, err := LoadZone(r.TimeZone); err != nil {
			return Errorf(EInvalid, "unknown time zone %q", r.TimeZone)
		}
	}
	return nil
}

// daysIn is the most days month has, in a leap year.
func daysIn(month time.Month) int {
	return time.Date(2024, month+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// clock reads "HH:MM".
func clock(s string) (h, m int, ok bool) {
	if _, err := fmt.Sscanf(s, "%d:%d", &h, &m); err != nil || h < 0 || h > 23 || m < 0 || m > 59 || len(s) < 4 || len(s) > 5 {
		return 0, 0, false
	}
	return h, m, true
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

// validateEvery checks what a series repeating every several periods, or
// on a weekday of the month, adds.
func (r Recurrence) validateEvery() error {
	if r.Every < 0 || r.Every > MaxEvery {
		return Errorf(EInvalid, "the repeat interval %d is out of range (1 to %d)", r.Every, MaxEvery)
	}
	if r.Every > 1 && r.Type == RecurNudge {
		return Errorf(EInvalid, "a nudge repeats by its interval, not every %d", r.Every)
	}
	if r.Week != 0 {
		if r.Type != RecurMonthly || len(r.Days) != 1 || r.Days[0] < 0 || r.Days[0] > 6 {
			return Errorf(EInvalid, "a week of the month needs a monthly series on one weekday")
		}
		if r.Week < -1 || r.Week > 4 {
			return Errorf(EInvalid, "week %d of the month is not 1 to 4 or -1 (the last)", r.Week)
		}
	}
	for _, d := range r.Skip {
		if _, err := time.Parse(time.DateOnly, d); err != nil {
			return Errorf(EInvalid, "the skipped day %q is not a date (YYYY-MM-DD)", d)
		}
	}
	if len(r.Skip) > MaxSkip {
		return Errorf(EInvalid, "a series skips at most %d days", MaxSkip)
	}
	if r.Start != "" {
		if _, err := time.Parse(time.DateOnly, r.Start); err != nil {
			return Errorf(EInvalid, "the start %q is not a date (YYYY-MM-DD)", r.Start)
		}
	}
	return nil
}

// MaxSkip bounds Recurrence.Skip: the days a series leaves out.
const MaxSkip = 100

// Skips reports whether the series leaves out the day of at, read in
// at's location (the series' zone).
func (r Recurrence) Skips(at time.Time) bool {
	day := at.Format(time.DateOnly)
	for _, d := range r.Skip {
		if d == day {
			return true
		}
	}
	return false
}

// WithSkip returns r that also leaves out day ("YYYY-MM-DD"); r itself is
// not changed.
func (r Recurrence) WithSkip(day string) Recurrence {
	c := r
	c.Skip = append(append([]string(nil), r.Skip...), day)
	return c
}

// MaxEvery bounds Recurrence.Every: every 366 days at most.
const MaxEvery = 366

// Clock returns the series' time of day; ok is false for a nudge or a
// malformed time.
func (r Recurrence) Clock() (h, m int, ok bool) { return clock(r.Time) }

// StartDate returns the series' first day at midnight in loc, when one was
// set.
func (r Recurrence) StartDate(loc *time.Location) (time.Time, bool) {
	if r.Start == "" {
		return time.Time{}, false
	}
	d, err := time.ParseInLocation(time.DateOnly, r.Start, loc)
	return d, err == nil
}
