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
	// "wed at 8" said on a Wednesday morning: the weekday is today, and
	// an hour still ahead today is tonight, not a week away (below).
	sameDay := !p.onSet && dc == ps.wday && dc != nil && dc.week == weekBare && dc.plus == 0 &&
		weekdayNum(today) == dc.wd && d != today
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
		r.EitherHalf = p.eitherHalf(ps.clk, pt, r.Time)
		if ps.clk.hasEnd {
			r.End, r.HasEnd = p.endOf(ps.clk.end, r.Time), true
			if civil(r.End) != civil(r.Time) && pt == partNone && p.ambiguous(ps.clk.clk) {
				r.Time, r.End = p.rangeInDay(ps.clk, d, hasDate, r.Time, r.End)
			}
		}
		z := ps.clk.clk.zone
		if z == nil && ps.clk.hasEnd {
			z = ps.clk.end.zone // "14:00-15:00 CET"
		}
		if z != nil {
			length := r.End.Sub(r.Time)
			r.Time = p.inZone(r.Time, z, hasDate, p.ambiguous(ps.clk.clk) && pt == partNone)
			if r.HasEnd {
				r.End = r.Time.Add(length)
			}
		}
	case pt != partNone && !(dc != nil && dc.vague && pt == dc.part && ps.prt == nil):
		// (The eve of the Sabbath alone names its evening, but not the
		// hour: candles are lit at 16:00 in December and near 19:30 in
		// June. It is read as "later" is, a day whose hour is asked.)
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
	if sameDay && r.HasTime && (ps.clk == nil || ps.clk.clk.zone == nil) {
		// The same hour today: "wed at 10" said at noon is next week's
		// 10:00, not tonight's 22:00.
		if alt := today.at(r.Time.In(p.loc).Hour(), r.Time.In(p.loc).Minute(), p.loc); alt.After(p.now) && civil(r.Time) == today.add(7) {
			shift := alt.Sub(r.Time)
			r.Time = alt
			if r.HasEnd {
				r.End = r.End.Add(shift)
			}
			if !r.PartStart.IsZero() {
				r.PartStart, r.PartEnd = r.PartStart.AddDate(0, 0, -7), r.PartEnd.AddDate(0, 0, -7)
			}
		}
	}
	if r.HasTime && dc != nil && dc.kind == cDate && dc.dom != 0 && !dc.domNext && dc.plus == 0 && !p.onSet &&
		d == today && r.Time.Before(p.now) {
		// "on the 2nd at 9am" said on the 2nd at ten: the day of the month
		// to come is next month's, as a date whose day is gone is next year's.
		next := dayOfMonth(today, dc.dom, true)
		t := r.Time.In(p.loc)
		shift := next.at(t.Hour(), t.Minute(), p.loc).Sub(r.Time)
		r.Time = r.Time.Add(shift)
		if r.HasEnd {
			r.End = r.End.Add(shift)
		}
		if !r.PartStart.IsZero() {
			r.PartStart, r.PartEnd = r.PartStart.Add(shift), r.PartEnd.Add(shift)
		}
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
