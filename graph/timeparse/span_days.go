package timeparse

import (
	"regexp"
	"strings"
	"time"
)

// A span whose ends fall on different days, each end said with its own day
// and hour: "night shift fri 7pm to sat 7am", "conference from monday 9am
// until wednesday 5pm", "משמרת לילה משישי ב-19:00 עד שבת ב-7:00". Each end
// is read on its own; the two make one range when they meet at the word
// that joins them and the end comes after the start, within maxAcross.

// maxAcross is the longest span read across days: longer, the two times
// are more likely two things than one.
const maxAcross = 14 * 24 * time.Hour

// reAcross is a word joining a span's two ends, with the spaces around it.
var reAcross = regexp.MustCompile(`(?i)\s+(?:to|until|till|til|through|thru|עד|ועד)\s+|\s+[-–—]\s+`)

// reFromOpen is a "from" said before a span's start, which goes with it:
// "from", "starting", the "מ" or "מה-" glued to it ("מה-10 בדצמבר").
var reFromOpen = regexp.MustCompile(`(?i)(?:^|\s)(?:(?:from|starting)\s+|מה?-?)$`)

// mayJoin reports whether text holds a word that may join a span's ends:
// a cheap test before reAcross.
func mayJoin(text string) bool {
	for _, w := range []string{" to ", " until ", " till ", " til ", " through ", " thru ", " עד ", " ועד ", " - ", " – ", " — "} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// parseAcross reads text as a span across days, or false. A start glued to
// "מ" ("משישי ב-19:00") is read without it.
func parseAcross(text string, now time.Time, loc *time.Location) (Result, bool) {
	joins := reAcross.FindAllStringIndex(text, 4)
	for _, j := range joins {
		left, right := text[:j[0]], text[j[1]:]
		start, lead, ok := acrossStart(left, now, loc)
		if !ok {
			continue
		}
		// The end is read from the start: "monday 9am until wednesday"
		// said on a Tuesday ends on the Wednesday after that Monday.
		end, found, err := parsePlain(right, start.Time, loc)
		if err != nil || !found || !end.HasDate || !end.HasTime || end.HasEnd || len(end.Spans) == 0 || end.Spans[0][0] != 0 {
			continue
		}
		e := end.Time
		if !e.After(start.Time) || e.Sub(start.Time) > maxAcross || sameDay(e, start.Time) {
			continue
		}
		r := start
		r.End, r.HasEnd = e, true
		spans := append([][2]int(nil), start.Spans...)
		spans[0][0] = min(spans[0][0], lead)
		spans = append(spans, [2]int{j[0], j[1]})
		for _, s := range end.Spans {
			spans = append(spans, [2]int{s[0] + j[1], s[1] + j[1]})
		}
		r.Spans, r.src, r.toks = spans, "", nil
		return r, true
	}
	return Result{}, false
}

// acrossStart reads the start of a span across days: a day and an hour
// that end left (a "from" before them goes with them), with lead where
// the start's words begin.
func acrossStart(left string, now time.Time, loc *time.Location) (Result, int, bool) {
	read := func(s string) (Result, bool) {
		r, found, err := parsePlain(s, now, loc)
		if err != nil || !found || !r.HasDate || !r.HasTime || r.HasEnd || len(r.Spans) == 0 {
			return Result{}, false
		}
		if last := r.Spans[len(r.Spans)-1]; strings.TrimSpace(s[last[1]:]) != "" {
			return Result{}, false
		}
		return r, true
	}
	r, ok := read(left)
	if !ok {
		// "משישי ב-19:00": the "מ" of "from" glued to the day, read as
		// "ביום שישי".
		i := strings.LastIndex(left, " מ")
		if i < 0 {
			return Result{}, 0, false
		}
		const said, as = "מ", "ביום "
		glued := left[:i+1] + as + left[i+1+len(said):]
		if r, ok = read(glued); !ok || r.Spans[0][0] != i+1 {
			return Result{}, 0, false
		}
		for k := range r.Spans {
			r.Spans[k][1] -= len(as) - len(said)
			if k > 0 {
				r.Spans[k][0] -= len(as) - len(said)
			}
		}
		return r, i + 1, true
	}
	lead := r.Spans[0][0]
	if loc := reFromOpen.FindStringIndex(left[:lead]); loc != nil {
		lead = loc[0] + len(left[loc[0]:lead]) - len(strings.TrimLeft(left[loc[0]:lead], " "))
	}
	return r, lead, true
}

// sameDay reports whether a and b fall on one calendar day.
func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}
