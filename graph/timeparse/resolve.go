package timeparse

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// pieces are the first recognised piece of each kind.
type pieces struct {
	inst, day, wday, wmod, clk, prt *comp
	eod                             *comp // "end of the day", "EOD": of the day said, else today
	wprt                            *comp // a bare "morning": the half of the day of an hour said
}

// resolve combines the recognised pieces into one instant: the first
// relative time from now wins outright; otherwise the first date (a
// calendar or relative day before a weekday) is joined with the first
// time of day and part of the day, wherever each stood in the text.
func (p *parser) resolve() (Result, bool, error) {
	var ps pieces
	for i := range p.comps {
		c := &p.comps[i]
		if c.err != nil {
			return Result{Spans: p.spans(c)}, true, c.err
		}
		var slot **comp
		switch {
		case c.anchor == anchorEOD:
			slot = &ps.eod
		case c.kind == cInstant:
			slot = &ps.inst
		case c.kind == cDate || c.kind == cRel:
			slot = &ps.day
		case c.kind == cWeekday:
			slot = &ps.wday
		case c.kind == cWeekMod:
			slot = &ps.wmod
		case c.kind == cTime:
			slot = &ps.clk
		case c.weak:
			slot = &ps.wprt
		default:
			slot = &ps.prt
		}
		if *slot == nil {
			*slot = c
		}
	}
	if ps.inst != nil {
		if p.onSet {
			return Result{}, false, nil // "in 2 hours" is a request of its own
		}
		r := Result{Time: p.now.Add(ps.inst.dur), HasDate: true, HasTime: true, Spans: p.spans(ps.inst)}
		r.Past = ps.inst.dur < 0
		return r, true, nil
	}
	var used [8]*comp
	n := 0
	use := func(c *comp) {
		used[n] = c
		n++
	}
	if ps.eod != nil {
		// "Friday EOD" is Friday; "by EOD" alone is today.
		if ps.day == nil && ps.wday == nil {
			ps.day = ps.eod
		} else {
			use(ps.eod)
		}
	}
	today := civil(p.now)
	var d, wdDate date
	conflict := false
	dc := ps.day // the piece that names the day
	switch {
	case ps.day != nil:
		use(ps.day)
		d = p.dayOf(ps.day)
		if w := ps.wday; w != nil && p.adjacent(ps.day, w) {
			use(w)
			switch {
			case ps.day.kind == cRel && ps.day.weeks > 0:
				// "in two weeks on Monday": the Monday of that week.
				d = weekdayDate(today, w.wd, weekNext, ps.day.weeks).add(w.plus)
			case weekdayNum(d) != w.wd:
				conflict = true
				wdDate, _ = p.weekdayOf(w, ps.wmod)
			}
		}
	case ps.wday != nil:
		dc = ps.wday
		use(ps.wday)
		var mod bool
		if d, mod = p.weekdayOf(ps.wday, ps.wmod); mod {
			use(ps.wmod)
		}
	}
	hasDate := dc != nil
	if p.onSet {
		if dc != nil && dc.kind == cWeekday && dc.week == weekBare && dc.plus == 0 && weekdayNum(p.on) == dc.wd {
			d = p.on // "Saturday at 9" for a Saturday already known
		}
		switch {
		case hasDate && d != p.on:
			return Result{}, false, nil // a day of its own: a new request
		case !hasDate:
			d, hasDate = p.on, true
		}
	}
	if ps.clk != nil && ps.clk.needDay && !hasDate {
		return Result{}, false, nil // "at the same time" of what day?
	}
	pt := partNone
	switch {
	case ps.clk != nil && ps.clk.clk.part != partNone:
		pt = ps.clk.clk.part
	case ps.prt != nil:
		pt = ps.prt.part
		use(ps.prt)
	case dc != nil && dc.part != partNone:
		pt = dc.part
	case ps.wprt != nil && ps.clk != nil && !(ps.wprt.named && ps.clk.clk.h >= 10):
		// A name's evening ("poker night at 9") is a hint for the evening
		// hours only: "the evening standup … at 11" is at 11.
		pt = ps.wprt.part
		if !ps.wprt.keep {
			use(ps.wprt)
		}
	}
	tonight := dc != nil && dc.tonight
	r := Result{HasDate: hasDate}
	switch {
	case ps.clk != nil:
		use(ps.clk)
		r.Time, r.HasTime = p.timeOf(ps.clk.clk, pt, d, hasDate, tonight), true
		if ps.clk.hasEnd {
			r.End, r.HasEnd = p.endOf(ps.clk.end, r.Time), true
			if civil(r.End) != civil(r.Time) && pt == partNone && p.ambiguous(ps.clk.clk) {
				r.Time, r.End = p.rangeInDay(ps.clk, d, hasDate, r.Time, r.End)
			}
		}
	case pt != partNone:
		r.Time, r.HasTime = p.partTime(pt, d, hasDate), true
		from, to := pt.span()
		day := civil(r.Time)
		r.PartStart, r.PartEnd = day.at(from, 0, p.loc), day.at(0, 0, p.loc).Add(time.Duration(to)*time.Hour)
	case hasDate && dc != nil:
		r.Time = d.at(0, 0, p.loc)
		r.HourMeant = dc.vague
	default:
		return Result{}, false, nil
	}
	if r.HasTime {
		r.Past = r.Time.Before(p.now)
	} else {
		r.Past = civil(r.Time).before(today)
	}
	r.Spans = p.spans(used[:n]...)
	if conflict {
		alt := wdDate.at(0, 0, p.loc)
		if r.HasTime {
			alt = p.timeOfOn(ps, pt, wdDate, tonight)
		}
		r.Conflict = &Conflict{Weekday: alt, Date: r.Time}
		return r, true, fmt.Errorf("%q: %w", p.src[r.Spans[0][0]:r.Spans[len(r.Spans)-1][1]], ErrConflict)
	}
	return r, true, nil
}

// timeOfOn is the time said, on day d instead.
func (p *parser) timeOfOn(ps pieces, pt part, d date, tonight bool) time.Time {
	if ps.clk != nil {
		return p.timeOf(ps.clk.clk, pt, d, true, tonight)
	}
	return p.partTime(pt, d, true)
}

// adjacent reports whether only marks and small words stand between two
// pieces ("Friday 13.3", "Friday, March 13", "tomorrow (Wednesday)",
// "Friday the 13th"), so they name one day.
func (p *parser) adjacent(a, b *comp) bool {
	lo, hi := a.hi, b.lo
	if b.lo < a.lo {
		lo, hi = b.hi, a.lo
	}
	for k := lo; k < hi; k++ {
		t := &p.toks[k]
		switch {
		case t.kind == tSym && (t.text == "," || t.text == "(" || t.text == ")" || t.text == "-"):
		case t.kind == tWord && (t.text == "the" || t.text == "on" || t.text == "ה" || t.text == "ב"):
		default:
			return false
		}
	}
	return true
}

func weekdayNum(d date) int { return int(d.at(12, 0, time.UTC).Weekday()) }

// dayOf is the day a date piece names.
func (p *parser) dayOf(c *comp) date {
	today := civil(p.now)
	switch {
	case c.kind == cRel:
		switch c.anchor {
		case anchorEOM:
			m := today.addMonths(c.months)
			return date{m.y, m.m, daysIn(int(m.m), m.y)}
		case anchorWeekend:
			return today.add((6 - weekdayNum(today)) + c.days)
		case anchorEOY:
			return date{today.y, time.December, 31}
		}
		return today.addMonths(c.months).add(c.days)
	case c.dom != 0:
		return dayOfMonth(today, c.dom, c.domNext)
	}
	d := date{c.y, time.Month(c.m), c.d}
	if c.y == 0 {
		d.y = today.y
		if d.before(today) {
			d.y++
		}
		for d.d > daysIn(c.m, d.y) {
			d.y++ // February 29 waits for a leap year
		}
	}
	return d
}

// weekdayOf is the day a weekday piece names; mod reports whether wmod
// ("next week") shifted it.
func (p *parser) weekdayOf(c, wmod *comp) (d date, mod bool) {
	mode, n := c.week, c.nweeks
	if mode == weekBare && wmod != nil && c.plus == 0 {
		mode, n, mod = wmod.week, wmod.nweeks, true
	}
	return weekdayDate(civil(p.now), c.wd, mode, n).add(c.plus), mod
}

// weekdayDate finds weekday wd (0 = Sunday) from today. Weeks run Sunday
// to Saturday; n counts the weeks ahead for weekNext (0 means 1).
func weekdayDate(today date, wd int, mode weekMode, n int) date {
	cur := weekdayNum(today)
	switch mode {
	case weekNext:
		return today.add(7*max(n, 1) - cur + wd)
	case weekThis:
		k := wd - cur
		if k < 0 {
			k += 7
		}
		return today.add(k)
	case weekLast:
		return today.add(-7 - cur + wd)
	case weekPrev:
		k := (cur - wd + 7) % 7
		if k == 0 {
			k = 7
		}
		return today.add(-k)
	}
	k := (wd - cur + 7) % 7
	if k == 0 {
		k = 7
	}
	return today.add(k)
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
