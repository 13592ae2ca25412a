package timeparse

import "time"

// The time of day a clock or a part of the day names on a day: the hour
// rule and the clock rule of the package documentation, and the end of a
// range.

// timeOf applies a time of day to day d (hasDate false when no day was
// said), following the hour rule and the clock rule of the package
// documentation.
func (p *parser) timeOf(s clockSpec, pt part, d date, hasDate, tonight bool) time.Time {
	today := civil(p.now)
	if !hasDate {
		d = today
	}
	if s.endOfDay {
		return d.add(1).at(0, 0, p.loc)
	}
	h, m := s.h, s.min
	next, ambiguous := false, false
	switch {
	case s.mer == merAM:
		h %= 12
	case s.mer == merPM:
		if h < 12 {
			h += 12
		}
	case h == 0 || h >= 13:
	case pt != partNone:
		h, next = withPart(h, pt)
	case s.exact:
	case h < 12 && p.earlyContext():
	default:
		ambiguous = true
	}
	if hasDate && tonight && h < 6 {
		next = true // "tonight at 2am" is after midnight
	}
	switch {
	case next:
		return d.add(1).at(h, m, p.loc)
	case ambiguous && (!hasDate || d == today):
		if t, ok := p.nextAmbiguous(h, m, hasDate); ok {
			return t
		}
		if hasDate {
			return today.at(pmIfSmall(h), m, p.loc)
		}
		return today.add(1).at(pmIfSmall(h), m, p.loc)
	case ambiguous:
		return d.at(pmIfSmall(h), m, p.loc)
	case !hasDate:
		if t := today.at(h, m, p.loc); t.After(p.now) {
			return t
		}
		return today.add(1).at(h, m, p.loc)
	}
	return d.at(h, m, p.loc)
}

// nightWindow is how far ahead an hour after midnight said without a.m.
// may be: at 23:40 "at 1" is in eighty minutes, at noon "at 3" is 15:00.
const nightWindow = 2 * time.Hour

// nextAmbiguous is the first time after now at hour h (1–12, half of the
// day not said) and minute m: today (or tomorrow, when onlyToday is
// false) at h or h+12. An hour in the small hours (00–05) is taken only
// within nightWindow of now, and never with a day said: "today at 2" at
// 00:10 is 14:00.
func (p *parser) nextAmbiguous(h, m int, onlyToday bool) (time.Time, bool) {
	today := civil(p.now)
	days := []date{today, today.add(1)}
	if onlyToday {
		days = days[:1]
	}
	for _, dd := range days {
		for _, hh := range [2]int{h % 12, h%12 + 12} {
			t := dd.at(hh, m, p.loc)
			if !t.After(p.now) || (hh < 6 && (onlyToday || t.Sub(p.now) > nightWindow)) {
				continue
			}
			return t, true
		}
	}
	return time.Time{}, false
}

// ambiguous reports whether the hour rule, not the words, chooses the
// half of the day of s.
func (p *parser) ambiguous(s clockSpec) bool {
	return s.mer == merNone && !s.exact && !s.endOfDay && s.h >= 1 && s.h <= 12 && !p.earlyContext()
}

// eitherHalf reports whether the time c said, read as at, is an hour of
// 1 to 6 written "H:MM" whose afternoon the hour rule chose with nothing
// in the message saying so, while the morning of that day is still to
// come (see Result.EitherHalf). Said at 14:45 with no day, "4:30" is
// today's 16:30: the first still ahead, a day before the other.
func (p *parser) eitherHalf(c *comp, pt part, at time.Time) bool {
	s := c.clk
	at = at.In(p.loc)
	return s.colon && !c.hasEnd && s.zone == nil && pt == partNone && p.ambiguous(s) &&
		s.h >= 1 && s.h <= 6 && at.Hour() == s.h+12 && at.Add(-12*time.Hour).After(p.now)
}

// rangeInDay reads a range whose halves of the day nobody said so that it
// stays within one day: "9 to 5:30" is 09:00–17:30, not 21:00–05:30.
// It tries the start at h and h+12 (on the day said, or today and
// tomorrow while ahead) and keeps start, end when none fits.
func (p *parser) rangeInDay(c *comp, d date, hasDate bool, start, end time.Time) (time.Time, time.Time) {
	days := [2]date{d, d}
	if !hasDate {
		today := civil(p.now)
		days = [2]date{today, today.add(1)}
	}
	h := c.clk.h % 12
	for k, dd := range days {
		if k == 1 && days[1] == days[0] {
			break
		}
		for _, hh := range [2]int{h, h + 12} {
			t := dd.at(hh, c.clk.min, p.loc)
			if !hasDate && !t.After(p.now) {
				continue
			}
			if e := p.endOf(c.end, t); civil(e) == dd {
				return t, e
			}
		}
	}
	return start, end
}

// endOf is the end of a range that starts at start: on the same day, or
// the next when it would come before the start. An hour without am/pm
// of its own is the first such hour after the start, so it keeps the
// start's half of the day ("10-11:30", "2-3pm", "9pm-1").
func (p *parser) endOf(e clockSpec, start time.Time) time.Time {
	sd := civil(start)
	if e.endOfDay {
		return sd.add(1).at(0, 0, p.loc)
	}
	h := e.h
	switch {
	case e.mer == merAM:
		h %= 12
	case e.mer == merPM:
		if h < 12 {
			h += 12
		}
	case h == 0 || h >= 13 || e.exact:
	case e.part != partNone:
		h, _ = withPart(h, e.part)
	default:
		for _, dd := range [2]date{sd, sd.add(1)} {
			for _, hh := range [2]int{h % 12, h%12 + 12} {
				if t := dd.at(hh, e.min, p.loc); t.After(start) {
					return t
				}
			}
		}
	}
	t := sd.at(h, e.min, p.loc)
	if !t.After(start) {
		t = sd.add(1).at(h, e.min, p.loc)
	}
	return t
}

// earlyContext reports whether the message sets an early-rising context
// ("wake me", "alarm", "flight", "להעיר", "השכמה"), in which a bare hour
// is read in the morning.
func (p *parser) earlyContext() bool {
	for i := range p.toks {
		if t := &p.toks[i]; t.kind == tWord && earlyWord(t.text) {
			return true
		}
		if p.word(i, "wake", "get") && p.word(i+1, "up") {
			return true
		}
	}
	return false
}

// withPart reads hour h (1..12) in a part of the day. next reports that
// the hour falls after midnight at the end of the day ("12 בלילה").
func withPart(h int, pt part) (h24 int, next bool) {
	switch pt {
	case partMorning, partEarly:
		return h % 12, false
	case partNoon:
		if h <= 7 {
			return h + 12, false
		}
		return h, false
	case partAfternoon:
		if h == 12 {
			return 12, false
		}
		return h + 12, false
	case partEvening:
		if h == 12 {
			return 0, true
		}
		return h + 12, false
	case partNight:
		switch {
		case h == 12:
			return 0, true
		case h <= 5:
			return h, false
		}
		return h + 12, false
	}
	return h, false
}

// pmIfSmall reads hours 1–6 as afternoon: nobody means 3 a.m. without
// saying so.
func pmIfSmall(h int) int {
	if h >= 1 && h <= 6 {
		return h + 12
	}
	return h
}

// partTime is the default hour of a part of the day said without an
// hour: on day d, or without a date today if still ahead, else tomorrow.
func (p *parser) partTime(pt part, d date, hasDate bool) time.Time {
	h := pt.defaultHour()
	if hasDate {
		return d.at(h, 0, p.loc)
	}
	today := civil(p.now)
	if t := today.at(h, 0, p.loc); t.After(p.now) {
		return t
	}
	return today.add(1).at(h, 0, p.loc)
}
