package calendar

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/teambition/rrule-go"

	memo "github.com/memo-assistant/memo"
)

// maxOccurrences bounds one expansion: a daily series over the longest
// window has 733 occurrences.
const maxOccurrences = 5000

// rruleDays are the RFC 5545 weekday names, two letters each, in
// time.Weekday order.
const rruleDays = "SUMOTUWETHFRSA"

// recurrence checks r against a series starting at start (in zone),
// fills its defaults and returns it with the start and end moved to the
// first occurrence.
func recurrence(r memo.EventRecurrence, start, end time.Time, allDay bool, zone *time.Location) (memo.EventRecurrence, time.Time, time.Time, error) {
	r.RRule = ""
	if r.Interval < 0 || r.Interval > 1000 {
		return r, start, end, memo.Errorf(memo.EInvalid, "the repeat interval %d is out of range", r.Interval)
	}
	r.Interval = max(r.Interval, 1)
	local := start.In(zone)
	switch r.Type {
	case memo.RecurDaily:
		r.Days, r.DayOfMonth, r.Week = nil, 0, 0
	case memo.RecurWeekly:
		r.DayOfMonth, r.Week = 0, 0
		if len(r.Days) == 0 {
			r.Days = []int{int(local.Weekday())}
		}
		for _, d := range r.Days {
			if d < 0 || d > 6 {
				return r, start, end, memo.Errorf(memo.EInvalid, "day %d is not a weekday (0 = Sunday ... 6 = Saturday)", d)
			}
		}
		r.Days = slices.Compact(slices.Sorted(slices.Values(r.Days)))
	case memo.RecurMonthly:
		if r.Week != 0 {
			if len(r.Days) != 1 || r.Days[0] < 0 || r.Days[0] > 6 || r.Week < -1 || r.Week > 4 {
				return r, start, end, memo.Errorf(memo.EInvalid, "a weekday of the month needs one weekday and a week of 1 to 4 or -1 (the last)")
			}
			r.DayOfMonth = 0
			break
		}
		r.Days = nil
		if r.DayOfMonth == 0 {
			r.DayOfMonth = local.Day()
		}
		if r.DayOfMonth < 1 || r.DayOfMonth > 31 {
			return r, start, end, memo.Errorf(memo.EInvalid, "day %d is not a day of the month", r.DayOfMonth)
		}
	case memo.RecurYearly:
		// On the start's date every year (RFC 5545: a 29 February start
		// skips the years without one, as Google Calendar does).
		r.Days, r.DayOfMonth, r.Week = nil, 0, 0
	default:
		return r, start, end, memo.Errorf(memo.EInvalid, "unknown recurrence %q (daily, weekly, monthly or yearly)", r.Type)
	}
	first := firstOccurrence(r, local)
	if allDay {
		end = first.AddDate(0, 0, daysBetween(start, end))
	} else {
		end = first.Add(end.Sub(start))
	}
	if r.Until != nil {
		if r.Until.Before(first) {
			return r, start, end, memo.Errorf(memo.EInvalid, "the series ends before its first occurrence")
		}
		u := r.Until.In(zone)
		r.Until = &u
	}
	return r, first, end.In(zone), nil
}

// firstOccurrence returns the first day on or after start that r repeats
// on, at start's wall-clock time.
func firstOccurrence(r memo.EventRecurrence, start time.Time) time.Time {
	y, m, d := start.Date()
	h, mi, s := start.Clock()
	at := func(y int, m time.Month, d int) time.Time {
		return time.Date(y, m, d, h, mi, s, 0, start.Location())
	}
	switch r.Type {
	case memo.RecurWeekly:
		for i := range 7 {
			if t := at(y, m, d+i); slices.Contains(r.Days, int(t.Weekday())) {
				return t
			}
		}
	case memo.RecurMonthly:
		for i := range 24 {
			first := time.Date(y, m+time.Month(i), 1, 0, 0, 0, 0, time.UTC)
			if r.Week != 0 {
				if t := at(first.Year(), first.Month(), weekOfMonth(first, r.Days[0], r.Week)); !t.Before(start) {
					return t
				}
				continue
			}
			if daysIn(first.Year(), first.Month()) < r.DayOfMonth {
				continue
			}
			if t := at(first.Year(), first.Month(), r.DayOfMonth); !t.Before(start) {
				return t
			}
		}
	}
	return start
}

// weekOfMonth is the day of month of the nth weekday day (0 = Sunday) of
// first's month; n of -1 is the last.
func weekOfMonth(first time.Time, day, n int) int {
	d := 1 + (day-int(first.Weekday())+7)%7
	if n > 0 {
		return d + 7*(n-1)
	}
	last := daysIn(first.Year(), first.Month())
	for d+7 <= last {
		d += 7
	}
	return d
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// FormatRRule writes r as an RRULE value (without the "RRULE:" name), its
// UNTIL in UTC, or as a date in zone for an all-day series, as RFC 5545
// wants UNTIL to match the kind of the start.
func FormatRRule(r memo.EventRecurrence, allDay bool, zone *time.Location) string {
	parts := []string{"FREQ=" + strings.ToUpper(string(r.Type))}
	if r.Interval > 1 {
		parts = append(parts, "INTERVAL="+strconv.Itoa(r.Interval))
	}
	switch r.Type {
	case memo.RecurWeekly:
		days := make([]string, len(r.Days))
		for i, d := range r.Days {
			days[i] = rruleDays[2*d : 2*d+2]
		}
		parts = append(parts, "BYDAY="+strings.Join(days, ","))
	case memo.RecurMonthly:
		if r.Week != 0 && len(r.Days) == 1 {
			parts = append(parts, "BYDAY="+strconv.Itoa(r.Week)+rruleDays[2*r.Days[0]:2*r.Days[0]+2])
		} else {
			parts = append(parts, "BYMONTHDAY="+strconv.Itoa(r.DayOfMonth))
		}
	}
	rule := strings.Join(parts, ";")
	if r.Until != nil {
		rule = WithUntil(rule, *r.Until, allDay, zone)
	}
	return rule
}

// WithUntil returns rule ending at until: its COUNT and UNTIL parts are
// replaced by an UNTIL (a date in zone for an all-day series, else UTC).
// Other parts are kept as they are, so a rule written elsewhere survives.
func WithUntil(rule string, until time.Time, allDay bool, zone *time.Location) string {
	name, value := "", rule
	if i := strings.Index(rule, ":"); i >= 0 {
		name, value = rule[:i+1], rule[i+1:]
	}
	var parts []string
	for p := range strings.SplitSeq(value, ";") {
		key, _, _ := strings.Cut(strings.ToUpper(p), "=")
		if p == "" || key == "UNTIL" || key == "COUNT" {
			continue
		}
		parts = append(parts, p)
	}
	if allDay {
		parts = append(parts, "UNTIL="+until.In(zone).Format("20060102"))
	} else {
		parts = append(parts, "UNTIL="+until.UTC().Format("20060102T150405Z"))
	}
	return name + strings.Join(parts, ";")
}

// ParseRRule reads an RRULE value (with or without the "RRULE:" name),
// date-only UNTILs in zone. A rule Memo cannot describe (a count, "the
// fifth Sunday", a yearly rule by month or week...) parses with an empty Type; RRule always holds
// the rule as given.
func ParseRRule(rule string, zone *time.Location) (memo.EventRecurrence, error) {
	value := strings.TrimPrefix(strings.TrimSpace(rule), "RRULE:")
	opt, err := rrule.StrToROptionInLocation(value, zone)
	if err != nil {
		return memo.EventRecurrence{}, fmt.Errorf("parse rule %q: %w", rule, err)
	}
	r := memo.EventRecurrence{Interval: max(opt.Interval, 1), RRule: value}
	if !opt.Until.IsZero() {
		u := opt.Until.In(zone)
		r.Until = &u
	}
	simple := opt.Count == 0 && len(opt.Bysetpos) == 0 && len(opt.Bymonth) == 0 && len(opt.Byyearday) == 0 &&
		len(opt.Byweekno) == 0 && len(opt.Byhour) == 0 && len(opt.Byminute) == 0 && len(opt.Bysecond) == 0
	for _, wd := range opt.Byweekday {
		if n := wd.N(); n != 0 {
			// "the first Monday" (1MO) or "the last Friday" (-1FR) of a
			// month is Memo's; other nths are not.
			if r.Week != 0 || len(opt.Byweekday) > 1 || opt.Freq != rrule.MONTHLY || n < -1 || n > 4 {
				simple = false
			}
			r.Week = n
		}
		r.Days = append(r.Days, (wd.Day()+1)%7) // rrule-go counts from Monday
	}
	slices.Sort(r.Days)
	switch {
	case !simple:
	case opt.Freq == rrule.DAILY && len(r.Days) == 0 && len(opt.Bymonthday) == 0:
		r.Type = memo.RecurDaily
	case opt.Freq == rrule.WEEKLY && len(opt.Bymonthday) == 0:
		r.Type = memo.RecurWeekly
	case opt.Freq == rrule.MONTHLY && r.Week != 0 && len(opt.Bymonthday) == 0:
		r.Type = memo.RecurMonthly
	case opt.Freq == rrule.YEARLY && len(r.Days) == 0 && len(opt.Bymonthday) == 0:
		r.Type = memo.RecurYearly // on its first occurrence's date
	case opt.Freq == rrule.MONTHLY && len(r.Days) == 0 && len(opt.Bymonthday) <= 1:
		r.Type = memo.RecurMonthly
		if len(opt.Bymonthday) == 1 && opt.Bymonthday[0] > 0 {
			r.DayOfMonth = opt.Bymonthday[0]
		} else if len(opt.Bymonthday) == 1 {
			r.Type = "" // counted from the month's end
		}
	}
	return r, nil
}

// Occurrences returns the starts of the occurrences of a series whose
// first occurrence is dtstart that begin in [from, to), in order, in
// dtstart's location. The rule is expanded by rrule-go at dtstart's
// wall-clock time, so a series keeps its local time across daylight-saving
// changes (a time a spring-forward skips moves forward by the gap).
// Occurrences after maxOccurrences are left out.
func Occurrences(rule string, dtstart, from, to time.Time) ([]time.Time, error) {
	value := strings.TrimPrefix(strings.TrimSpace(rule), "RRULE:")
	opt, err := rrule.StrToROptionInLocation(value, dtstart.Location())
	if err != nil {
		return nil, fmt.Errorf("parse rule %q: %w", rule, err)
	}
	opt.Dtstart = dtstart
	r, err := rrule.NewRRule(*opt)
	if err != nil {
		return nil, fmt.Errorf("rule %q: %w", rule, err)
	}
	var out []time.Time
	next := r.Iterator()
	for t, ok := next(); ok && t.Before(to) && len(out) < maxOccurrences; t, ok = next() {
		if !t.Before(from) {
			out = append(out, t)
		}
	}
	return out, nil
}
