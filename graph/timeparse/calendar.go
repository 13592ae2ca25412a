package timeparse

import (
	"fmt"
	"time"
)

// date is a calendar day, free of any zone or clock.
type date struct {
	y int
	m time.Month
	d int
}

func civil(t time.Time) date {
	y, m, d := t.Date()
	return date{y, m, d}
}

// add moves n days on the calendar (not n×24 hours, which DST would bend).
func (d date) add(n int) date {
	return civil(time.Date(d.y, d.m, d.d+n, 12, 0, 0, 0, time.UTC))
}

// addMonths moves n months, keeping the day or the month's last day
// (January 31 plus a month is February 28).
func (d date) addMonths(n int) date {
	first := time.Date(d.y, d.m+time.Month(n), 1, 12, 0, 0, 0, time.UTC)
	y, m := first.Year(), first.Month()
	return date{y, m, min(d.d, daysIn(int(m), y))}
}

func (d date) before(e date) bool {
	if d.y != e.y {
		return d.y < e.y
	}
	if d.m != e.m {
		return d.m < e.m
	}
	return d.d < e.d
}

// at is the instant of h:m on day d in loc.
func (d date) at(h, m int, loc *time.Location) time.Time {
	return time.Date(d.y, d.m, d.d, h, m, 0, 0, loc)
}

// daysIn is the length of month m in year y; with y = 0 (no year said)
// February has 29 days.
func daysIn(m, y int) int {
	if y == 0 {
		y = 2000
	}
	return time.Date(y, time.Month(m)+1, 0, 12, 0, 0, 0, time.UTC).Day()
}

// invalid is the error for the impossible expression over tokens [lo, hi).
func (p *parser) invalid(lo, hi int) error {
	return fmt.Errorf("%q: %w", p.src[p.toks[lo].start:p.toks[hi-1].end], ErrInvalid)
}
