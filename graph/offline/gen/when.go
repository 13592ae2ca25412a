package gen

import "time"

// When is the time a message means, as the set of readings a person
// would accept: any of Times, or any instant in [From, To]; or that the
// right reply is a question (Ask) or an honest refusal (Past).
type When struct {
	// Times are the acceptable instants (to the minute).
	Times []time.Time
	// From and To bound an acceptable range, when From is set.
	From, To time.Time
	// Ask: the time is vague ("in a bit") or missing; asking for it is
	// right, and so, where Times or From are set, is taking one of them.
	Ask bool
	// Past: the time said has gone; the right reply says so and stores
	// nothing.
	Past bool
}

// Zero reports whether w means no time at all.
func (w When) Zero() bool {
	return len(w.Times) == 0 && w.From.IsZero() && !w.Ask && !w.Past
}

// Accepts reports whether t is one of w's readings.
func (w When) Accepts(t time.Time) bool {
	for _, x := range w.Times {
		if d := t.Sub(x); d > -time.Minute && d < time.Minute {
			return true
		}
	}
	return !w.From.IsZero() && !t.Before(w.From) && !t.After(w.To)
}

// A meaning computes a When from the moment a message is sent.
type meaning func(now time.Time) When

// day is the midnight that begins the day off days after now's.
func day(now time.Time, off int) time.Time {
	y, m, d := now.Date()
	return time.Date(y, m, d+off, 0, 0, 0, 0, now.Location())
}

// clock is h:m on the day d begins.
func clock(d time.Time, h, m int) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), h, m, 0, 0, d.Location())
}

// next is the first h:m after now: today's, or else tomorrow's.
func next(now time.Time, h, m int) time.Time {
	t := clock(day(now, 0), h, m)
	if !t.After(now) {
		t = clock(day(now, 1), h, m)
	}
	return t
}

// at means h:m on the day off days from now; a time already gone today
// means it has passed.
func at(off, h, m int) meaning {
	return func(now time.Time) When {
		t := clock(day(now, off), h, m)
		if !t.After(now) {
			return When{Past: true}
		}
		return When{Times: []time.Time{t}}
	}
}

// nextAt means the first h:m after now.
func nextAt(h, m int) meaning {
	return func(now time.Time) When { return When{Times: []time.Time{next(now, h, m)}} }
}

// bareHour means an hour said without its half of the day: the next h:m
// or the next (h+12):m, whichever a person picks, or a question.
func bareHour(h, m int) meaning {
	return func(now time.Time) When {
		return When{Times: []time.Time{next(now, h, m), next(now, (h+12)%24, m)}, Ask: true}
	}
}

// after means d from now.
func after(d time.Duration) meaning {
	return func(now time.Time) When { return When{Times: []time.Time{now.Add(d).Truncate(time.Minute)}} }
}

// dayPart means a part of the day off days from now, with no hour: a
// time within [from, to) hours, or a question; gone, it has passed.
func dayPart(off, from, to int) meaning {
	return func(now time.Time) When {
		d := day(now, off)
		end := clock(d, to, 0)
		if !end.After(now) {
			return When{Past: true}
		}
		start := clock(d, from, 0)
		if start.Before(now) {
			start = now
		}
		return When{From: start, To: end, Ask: true}
	}
}

// dayOnly means a day with no time: a morning time of it, or a question.
func dayOnly(off int) meaning { return dayPart(off, 7, 11) }

// weekdayAt means the coming wd at h:m; said on a wd with h:m still
// ahead, today's or the one a week on (some mean either). With later,
// also the one a week after the coming one ("next Friday" is either to
// some).
func weekdayAt(wd time.Weekday, h, m int, later bool) meaning {
	return func(now time.Time) When {
		off := (int(wd) - int(now.Weekday()) + 7) % 7
		t := clock(day(now, off), h, m)
		if !t.After(now) {
			t = t.AddDate(0, 0, 7)
		}
		w := When{Times: []time.Time{t}}
		if later || off == 0 {
			w.Times = append(w.Times, t.AddDate(0, 0, 7))
		}
		return w
	}
}

// dateAt means day/month at h:m: this year's, or next year's once gone.
func dateAt(month time.Month, dom, h, m int) meaning {
	return func(now time.Time) When {
		t := time.Date(now.Year(), month, dom, h, m, 0, 0, now.Location())
		if !t.After(now) {
			t = t.AddDate(1, 0, 0)
		}
		return When{Times: []time.Time{t}}
	}
}

// daysBeforeDate means n days before month/dom at h:m: the date whose day,
// once moved, is today's or later; gone by the hour, it has passed.
func daysBeforeDate(month time.Month, dom, n, h, m int) meaning {
	return func(now time.Time) When {
		y, mo, d := now.Date()
		today := time.Date(y, mo, d, 0, 0, 0, 0, now.Location())
		t := time.Date(now.Year(), month, dom-n, h, m, 0, 0, now.Location())
		if t.Before(today) {
			t = time.Date(now.Year()+1, month, dom-n, h, m, 0, 0, now.Location())
		}
		if !t.After(now) {
			return When{Past: true}
		}
		return When{Times: []time.Time{t}}
	}
}

// daysBeforeDom means n days before the coming dom of a month (today's
// included), or of the month after when that day, moved, has gone.
func daysBeforeDom(dom, n, h, m int) meaning {
	return func(now time.Time) When {
		y, mo, d := now.Date()
		today := time.Date(y, mo, d, 0, 0, 0, 0, now.Location())
		for i := range 3 {
			day := time.Date(y, mo+time.Month(i), dom, h, m, 0, 0, now.Location())
			if day.Day() != dom || day.Before(today) {
				continue
			}
			t := day.AddDate(0, 0, -n)
			if i == 0 && t.Before(today) {
				continue
			}
			if !t.After(now) {
				return When{Past: true}
			}
			return When{Times: []time.Time{t}}
		}
		return When{}
	}
}

// nthIn means the nth (-1: the last) weekday wd of month at h:m, this
// year's while it is ahead, else next year's.
func nthIn(month time.Month, n int, wd time.Weekday, h, m int) meaning {
	return func(now time.Time) When {
		for y := now.Year(); y <= now.Year()+1; y++ {
			first := time.Date(y, month, 1, h, m, 0, 0, now.Location())
			t := first.AddDate(0, 0, (int(wd)-int(first.Weekday())+7)%7+7*(n-1))
			if n < 0 {
				last := time.Date(y, month+1, 0, h, m, 0, 0, now.Location())
				t = last.AddDate(0, 0, -((int(last.Weekday()) - int(wd) + 7) % 7))
			}
			if t.After(now) {
				return When{Times: []time.Time{t}}
			}
		}
		return When{}
	}
}

// past means a time gone by: the reply says so.
func past() meaning { return func(time.Time) When { return When{Past: true} } }

// vague means a time a person would be asked about.
func vague() meaning { return func(time.Time) When { return When{Ask: true} } }

// tomorrow means h:m tomorrow; said in the small hours (before 4), it may
// also mean the day that has just begun.
func tomorrow(h, m int) meaning { return dayAfter(1, h, m) }

// dayAfter means h:m off days on; said in the small hours, a day less
// too.
func dayAfter(off, h, m int) meaning {
	return func(now time.Time) When {
		w := When{Times: []time.Time{clock(day(now, off), h, m)}}
		if t := clock(day(now, off-1), h, m); now.Hour() < 4 && t.After(now) {
			w.Times = append(w.Times, t)
		}
		return w
	}
}

// domAt means the next day dom of a month at h:m.
func domAt(dom, h, m int) meaning {
	return func(now time.Time) When {
		for i := range 3 {
			t := time.Date(now.Year(), now.Month()+time.Month(i), dom, h, m, 0, 0, now.Location())
			if t.Day() == dom && t.After(now) {
				return When{Times: []time.Time{t}}
			}
		}
		return When{}
	}
}

// dateOf means a date given with its year at h:m; gone, it has passed.
func dateOf(y int, month time.Month, dom, h, m int) meaning {
	return func(now time.Time) When {
		t := time.Date(y, month, dom, h, m, 0, 0, now.Location())
		if !t.After(now) {
			return When{Past: true}
		}
		return When{Times: []time.Time{t}}
	}
}

// weekdayOnly means the coming wd (today's included) with no time: a
// morning time of it, or a question.
func weekdayOnly(wd time.Weekday) meaning {
	return func(now time.Time) When {
		off := (int(wd) - int(now.Weekday()) + 7) % 7
		if off == 0 {
			return When{Ask: true} // "on Friday", said on a Friday: today, or a week on?
		}
		return dayOnly(off)(now)
	}
}

// dayBefore means the day before the coming wd ("before Friday", "לפני
// שבת"), any hour of it, or a question; said on wd itself, the day
// before the next one.
func dayBefore(wd time.Weekday) meaning {
	return func(now time.Time) When {
		off := (int(wd) - int(now.Weekday()) + 7) % 7
		if off == 0 {
			off = 7
		}
		return dayPart(off-1, 0, 24)(now)
	}
}

// byWeekday means the coming wd with no time, as a deadline ("by Friday",
// "עד שישי"): a morning of it, or a question; said on wd itself, the one
// a week on, or a question.
func byWeekday(wd time.Weekday) meaning {
	return func(now time.Time) When {
		if now.Weekday() == wd {
			from := day(now, 7)
			return When{From: from, To: from.Add(24 * time.Hour), Ask: true}
		}
		return weekdayOnly(wd)(now)
	}
}

// monthEnd means the last day of the coming month mo as a deadline ("by
// the end of December", "עד סוף דצמבר"), any hour of it, or a question;
// with before, the last day before mo starts ("before January", "לפני
// ינואר").
func monthEnd(mo time.Month, before bool) meaning {
	if before {
		mo = (mo+10)%12 + 1
	}
	return func(now time.Time) When {
		y := now.Year()
		if mo < now.Month() {
			y++
		}
		last := time.Date(y, mo+1, 0, 12, 0, 0, 0, now.Location())
		today := time.Date(now.Year(), now.Month(), now.Day(), 12, 0, 0, 0, now.Location())
		return dayPart(int(last.Sub(today).Hours()/24+0.5), 0, 24)(now)
	}
}
