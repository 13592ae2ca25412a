package reminder

import (
	"time"

	"github.com/teambition/rrule-go"

	memo "github.com/memo-assistant/memo"
)

// First returns when r first fires, given it is created at now: a
// one-time reminder whose lead time already passed fires at once.
func First(r memo.Reminder, now time.Time) (time.Time, bool) {
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
	if r.Recurrence.Type == memo.RecurNudge {
		// A nudge with a time starts then; one without starts one
		// interval after it was set ("every 10 minutes": first in 10).
		if r.Due != nil && r.Due.After(now) {
			return until(r.Recurrence, *r.Due)
		}
		return Next(r, now)
	}
	return Next(r, now.Add(-time.Second))
}

// Next returns the first fire time strictly after after, and false when the
// reminder is over (one-time, past its end date, or a nudge at its maximum).
//
// Daily, weekly and monthly series are expanded by rrule-go from the RRULE
// Rule writes, at the wall-clock time in the recurrence's zone, so they
// stay put across daylight-saving changes (a time a spring-forward skips
// moves forward by the gap).
func Next(r memo.Reminder, after time.Time) (time.Time, bool) {
	rec := r.Recurrence
	if rec == nil {
		return time.Time{}, false
	}
	if rec.Type == memo.RecurNudge {
		return nextNudge(r, after)
	}
	loc := location(rec, after.Location())
	anchor := r.Created
	if anchor.IsZero() {
		anchor = after
	}
	if start, ok := rec.StartDate(loc); ok && after.Before(start) {
		after = start.Add(-time.Nanosecond) // nothing fires before the series begins
	}
	rule, err := Rule(*rec, anchor.In(loc), after.In(loc))
	if err != nil {
		return time.Time{}, false
	}
	at := rule.After(after, false)
	// A skipped day is passed over; the series goes on after it.
	for i := 0; i <= len(rec.Skip) && !at.IsZero() && rec.Skips(at.In(loc)); i++ {
		at = rule.After(at, false)
	}
	if at.IsZero() || rec.Skips(at.In(loc)) {
		return time.Time{}, false
	}
	return until(rec, at)
}

// OnDay returns when r fires on the day of day, read in the series' zone,
// as if no day were skipped; ok is false when the series has no
// occurrence that day (a weekday it does not repeat on, a day before it
// began or after it ended) or is a nudge or one-time.
func OnDay(r memo.Reminder, day time.Time) (time.Time, bool) {
	if r.Recurrence == nil || r.Recurrence.Type == memo.RecurNudge {
		return time.Time{}, false
	}
	rec := *r.Recurrence
	rec.Skip = nil
	r.Recurrence = &rec
	loc := location(&rec, day.Location())
	y, m, d := day.In(loc).Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, loc)
	at, ok := Next(r, start.Add(-time.Nanosecond))
	if !ok || !at.Before(start.AddDate(0, 0, 1)) {
		return time.Time{}, false
	}
	return at, true
}

// Between returns when r fires in [from, to), in order, at most limit
// times: the occurrences of a daily, weekly, monthly or yearly series, as
// Next finds them one after another, so its skipped days and what comes
// after its end are left out. A one-time reminder or a nudge has none.
func Between(r memo.Reminder, from, to time.Time, limit int) []time.Time {
	if r.Recurrence == nil || r.Recurrence.Type == memo.RecurNudge {
		return nil
	}
	var out []time.Time
	at, ok := Next(r, from.Add(-time.Nanosecond))
	for ok && at.Before(to) && len(out) < limit {
		out = append(out, at)
		at, ok = Next(r, at)
	}
	return out
}

// nextNudge is Next for a nudge: every Interval from its due time (or from
// when it was set), at most MaxNudges times.
func nextNudge(r memo.Reminder, after time.Time) (time.Time, bool) {
	rec := r.Recurrence
	most := r.MaxNudges
	if most <= 0 {
		most = memo.DefaultMaxNudges
	}
	if r.Fired >= most || rec.Interval <= 0 {
		return time.Time{}, false
	}
	start := r.Created
	if r.Due != nil {
		start = *r.Due
	}
	if start.After(after) {
		return until(rec, start)
	}
	k := after.Sub(start)/rec.Interval + 1
	return until(rec, start.Add(k*rec.Interval))
}

// Rule is the RRULE of a daily, weekly, monthly or yearly recurrence, ready to
// expand near near. Its DTSTART is the series' first day (rec.Start, else
// the day of created) at rec.Time in rec's zone, moved on by whole periods
// to just before near so that an expansion is a few steps whatever the
// series' age. A monthly day past the 28th is the month's last day in a
// shorter month (BYMONTHDAY=28,…,31;BYSETPOS=-1), as people mean "on the
// 31st of every month"; weeks begin on Sunday.
func Rule(rec memo.Recurrence, created, near time.Time) (*rrule.RRule, error) {
	if err := rec.Validate(); err != nil {
		return nil, err
	}
	loc := near.Location()
	h, m, _ := rec.Clock()
	first := created.In(loc)
	if s, ok := rec.StartDate(loc); ok {
		first = s
	}
	every := max(rec.Every, 1)
	opt := rrule.ROption{Interval: every, Wkst: rrule.SU}
	y, mo, d := first.Date()
	switch rec.Type {
	case memo.RecurDaily:
		opt.Freq = rrule.DAILY
		if every == 1 {
			y, mo, d = near.AddDate(0, 0, -1).Date()
		} else if days := int(near.Sub(time.Date(y, mo, d, 0, 0, 0, 0, loc)).Hours() / 24); days > every {
			d += (days/every - 1) * every
		}
	case memo.RecurWeekly:
		opt.Freq = rrule.WEEKLY
		opt.Byweekday = weekdays(rec.Days, 0)
		// The series' first week, from its Sunday.
		d -= int(time.Date(y, mo, d, 12, 0, 0, 0, loc).Weekday())
		if weeks := int(near.Sub(time.Date(y, mo, d, 0, 0, 0, 0, loc)).Hours() / (24 * 7)); weeks > every {
			d += (weeks/every - 1) * every * 7
		}
	case memo.RecurMonthly:
		opt.Freq = rrule.MONTHLY
		if rec.Week != 0 {
			opt.Byweekday = weekdays(rec.Days, rec.Week)
		} else {
			for day := min(28, rec.DayOfMonth); day <= rec.DayOfMonth; day++ {
				opt.Bymonthday = append(opt.Bymonthday, day)
			}
			if rec.DayOfMonth > 28 {
				opt.Bysetpos = []int{-1}
			}
		}
		d = 1
		if months := (near.Year()-y)*12 + int(near.Month()-mo); months > every {
			mo += time.Month((months/every - 1) * every)
		}
	case memo.RecurYearly:
		// A date of the year; a 29 February falls on the 28th in the
		// years without one.
		opt.Freq = rrule.YEARLY
		opt.Bymonth = []int{rec.Month}
		for day := min(28, rec.DayOfMonth); day <= rec.DayOfMonth; day++ {
			opt.Bymonthday = append(opt.Bymonthday, day)
		}
		if rec.DayOfMonth > 28 {
			opt.Bysetpos = []int{-1}
		}
		mo, d = time.January, 1
		if years := near.Year() - y; years > every {
			y += (years/every - 1) * every
		}
	}
	opt.Dtstart = time.Date(y, mo, d, h, m, 0, 0, loc)
	return rrule.NewRRule(opt)
}

// weekdays are days (0 = Sunday) as rrule weekdays, the nth of their month
// when n is not 0 (-1 the last).
func weekdays(days []int, n int) []rrule.Weekday {
	all := [7]rrule.Weekday{rrule.SU, rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR, rrule.SA}
	out := make([]rrule.Weekday, 0, len(days))
	for _, d := range days {
		if n != 0 {
			out = append(out, all[d].Nth(n))
		} else {
			out = append(out, all[d])
		}
	}
	return out
}

// location returns the recurrence's zone, or fallback.
func location(r *memo.Recurrence, fallback *time.Location) *time.Location {
	if r.TimeZone != "" {
		if loc, err := memo.LoadZone(r.TimeZone); err == nil {
			return loc
		}
	}
	if fallback == nil {
		return time.UTC
	}
	return fallback
}

// until returns at unless the series ended before it.
func until(rec *memo.Recurrence, at time.Time) (time.Time, bool) {
	if u := rec.Until; u != nil && at.After(*u) {
		return time.Time{}, false
	}
	return at, true
}

// Anchored returns rec with its first day set when it repeats every
// several days, weeks or months and none was said: the day of its first
// occurrence at now, as if it repeated every day, week or month. "Every
// other Monday" said on a Tuesday starts next Monday, and counts its
// fortnights from there for as long as it lives.
func Anchored(rec *memo.Recurrence, now time.Time) *memo.Recurrence {
	if rec == nil || rec.Type == memo.RecurNudge || rec.Every <= 1 || rec.Start != "" {
		return rec
	}
	loc := location(rec, now.Location())
	each := *rec
	each.Every = 0
	c := *rec
	at, ok := Next(memo.Reminder{Recurrence: &each}, now.Add(-time.Second))
	if !ok {
		return rec
	}
	c.Start = at.In(loc).Format(time.DateOnly)
	return &c
}
