package timeparse

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// resolve combines the recognised pieces into one instant: the first
// relative time from now wins outright; otherwise the first date (a
// calendar or relative day before a weekday) is joined with the first
// time of day and part of the day, wherever each stood in the text.
func (p *parser) resolve() (Result, bool, error) {
	var inst, day, wday, wmod, clk, prt *comp
	for i := range p.comps {
		c := &p.comps[i]
		if c.err != nil {
			return Result{Spans: p.spans(c)}, true, c.err
		}
		var slot **comp
		switch c.kind {
		case cInstant:
			slot = &inst
		case cDate, cRel:
			slot = &day
		case cWeekday:
			slot = &wday
		case cWeekMod:
			slot = &wmod
		case cTime:
			slot = &clk
		default:
			slot = &prt
		}
		if *slot == nil {
			*slot = c
		}
	}
	if inst != nil {
		return Result{Time: p.now.Add(inst.dur), HasDate: true, HasTime: true, Spans: p.spans(inst)}, true, nil
	}
	named := wday // a weekday said beside a date it agrees with ("Friday 30.1")
	if day == nil {
		day, named = wday, nil
	}
	var used [5]*comp
	n := 0
	var d date
	if day != nil {
		used[n] = day
		n++
		var mod bool
		d, mod = p.dayOf(day, wmod)
		if mod {
			used[n] = wmod
			n++
		}
		if named != nil && named.week == weekBare && int(d.at(12, 0, time.UTC).Weekday()) == named.wd {
			used[n] = named
			n++
		}
	}
	pt := partNone
	switch {
	case clk != nil && clk.part != partNone:
		pt = clk.part
	case prt != nil:
		pt = prt.part
		used[n] = prt
		n++
	case day != nil:
		pt = day.part
	}
	r := Result{HasDate: day != nil}
	switch {
	case clk != nil:
		used[n] = clk
		n++
		r.Time, r.HasTime = p.timeOf(clk, pt, d, day), true
	case pt != partNone:
		r.Time, r.HasTime = p.partTime(pt, d, day != nil), true
	case day != nil:
		r.Time = d.at(0, 0, p.loc)
	default:
		return Result{}, false, nil
	}
	r.Spans = p.spans(used[:n]...)
	return r, true, nil
}

// dayOf is the day a date piece names; mod reports whether wmod ("next
// week") shifted it.
func (p *parser) dayOf(c, wmod *comp) (d date, mod bool) {
	today := civil(p.now)
	switch {
	case c.kind == cRel:
		return today.addMonths(c.months).add(c.days), false
	case c.kind == cWeekday:
		mode := c.week
		if mode == weekBare && wmod != nil {
			mode, mod = wmod.week, true
		}
		return weekdayDate(today, c.wd, mode), mod
	case c.dom != 0:
		return dayOfMonth(today, c.dom, c.domNext), false
	}
	d = date{c.y, time.Month(c.m), c.d}
	if c.y == 0 {
		d.y = today.y
		if d.before(today) {
			d.y++
		}
		for d.d > daysIn(c.m, d.y) {
			d.y++ // February 29 waits for a leap year
		}
	}
	return d, false
}

// weekdayDate finds weekday wd (0 = Sunday) from today. Weeks run Sunday
// to Saturday.
func weekdayDate(today date, wd int, mode weekMode) date {
	cur := int(today.at(12, 0, time.UTC).Weekday())
	switch mode {
	case weekNext:
		return today.add(7 - cur + wd)
	case weekThis:
		n := wd - cur
		if n < 0 {
			n += 7
		}
		return today.add(n)
	}
	n := (wd - cur + 7) % 7
	if n == 0 {
		n = 7
	}
	return today.add(n)
}

// dayOfMonth finds the next day numbered dom: this month unless it has
// passed or the month is too short, else the next month that has it.
func dayOfMonth(today date, dom int, next bool) date {
	first := date{today.y, today.m, 1}
	start := 0
	if next {
		start = 1
	}
	for k := start; k < start+12; k++ {
		m := first.addMonths(k)
		d := date{m.y, m.m, dom}
		if dom <= daysIn(int(m.m), m.y) && (k > 0 || !d.before(today)) {
			return d
		}
	}
	return today
}

// timeOf applies a time of day to day d (day is the date piece, nil when
// none was said), following the hour rule of the package documentation.
func (p *parser) timeOf(c *comp, pt part, d date, day *comp) time.Time {
	today := civil(p.now)
	hasDate := day != nil
	if !hasDate {
		d = today
	}
	if c.endOfDay {
		return d.add(1).at(0, 0, p.loc)
	}
	h, m := c.h, c.min
	next, ambiguous := false, false
	switch {
	case c.mer == merAM:
		h %= 12
	case c.mer == merPM:
		if h < 12 {
			h += 12
		}
	case h == 0 || h >= 13:
	case pt != partNone:
		h, next = withPart(h, pt)
	case c.exact:
	default:
		ambiguous = true
	}
	if hasDate && day.tonight && h < 6 {
		next = true // "tonight at 2am" is after midnight
	}
	switch {
	case next:
		return d.add(1).at(h, m, p.loc)
	case ambiguous && (!hasDate || d == today):
		for _, hh := range [2]int{h, h + 12} {
			if t := today.at(hh, m, p.loc); hh < 24 && t.After(p.now) {
				return t
			}
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

// withPart reads hour h (1..12) in a part of the day. next reports that
// the hour falls after midnight at the end of the day ("12 בלילה").
func withPart(h int, pt part) (h24 int, next bool) {
	switch pt {
	case partMorning:
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

// spans turns pieces into sorted byte ranges, joining those that only
// spaces separate.
func (p *parser) spans(cs ...*comp) [][2]int {
	out := make([][2]int, 0, len(cs))
	for _, c := range cs {
		out = append(out, [2]int{p.toks[c.lo].start, p.toks[c.hi-1].end})
	}
	slices.SortFunc(out, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	merged := out[:1]
	for _, s := range out[1:] {
		last := &merged[len(merged)-1]
		if s[0] <= last[1] || strings.TrimSpace(p.src[last[1]:s[0]]) == "" {
			last[1] = max(last[1], s[1])
			continue
		}
		merged = append(merged, s)
	}
	return merged
}
