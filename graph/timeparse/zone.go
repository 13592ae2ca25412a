package timeparse

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/lexicon"
)

// A time said in another zone: "4pm CET", "Thursday 8:00 GMT", "at 9
// London time", "ב-8 בערב שעון ניו יורק". The wall-clock time is read in
// that zone and given in the user's; without the zone the hour would be
// kept as the user's own, hours away from what was meant.

// zoneAbbrevs are the abbreviations people write after a time, each with
// the zone that keeps its summer and winter time. IST is left out: it is
// Israel's, India's and Ireland's.
var zoneAbbrevs = map[string]string{
	"gmt": "UTC", "utc": "UTC", "z": "UTC",
	"bst": "Europe/London",
	"cet": "Europe/Paris", "cest": "Europe/Paris",
	"eet": "Europe/Athens", "eest": "Europe/Athens",
	"msk": "Europe/Moscow",
	"est": "America/New_York", "edt": "America/New_York", "et": "America/New_York",
	"cst": "America/Chicago", "cdt": "America/Chicago", "ct": "America/Chicago",
	"mst": "America/Denver", "mdt": "America/Denver",
	"pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles",
	"idt": "Asia/Jerusalem", "jst": "Asia/Tokyo",
}

// zoneAt reads a zone at q: an abbreviation, or a place and "time" ("London
// time", "New York time", "שעון לונדון", "לפי שעון ניו יורק"). n is how
// many tokens it takes; 0 for none.
func (p *parser) zoneAt(q int) (*time.Location, int) {
	t := p.at(q)
	if t == nil || t.kind != tWord {
		return nil, 0
	}
	if name, ok := zoneAbbrevs[t.text]; ok && (t.upper || len(t.text) >= 3 || p.word(q-1, "am", "pm")) {
		if loc, err := time.LoadLocation(name); err == nil {
			return loc, 1
		}
	}
	// "London time", "New York time": one or two words, then "time".
	for n := 1; n <= 2; n++ {
		if p.word(q+n, "time") {
			if loc, ok := p.placeZone(q, q+n); ok {
				return loc, n + 1
			}
		}
	}
	// "שעון לונדון", "לפי שעון ניו יורק", "בשעון ישראל".
	k := q
	if p.word(k, "לפי") {
		k++
	}
	if p.word(k, "שעון", "בשעון") {
		for n := 2; n >= 1; n-- {
			if loc, ok := p.placeZone(k+1, k+1+n); ok {
				return loc, k + 1 + n - q
			}
		}
	}
	return nil, 0
}

// placeZone is the zone of the place named by tokens [lo, hi).
func (p *parser) placeZone(lo, hi int) (*time.Location, bool) {
	if hi > len(p.toks) {
		return nil, false
	}
	words := make([]string, 0, hi-lo)
	for k := lo; k < hi; k++ {
		if p.toks[k].kind != tWord {
			return nil, false
		}
		words = append(words, p.toks[k].text)
	}
	name, ok := lexicon.PlaceZone(strings.Join(words, " "))
	if !ok {
		return nil, false
	}
	loc, err := time.LoadLocation(name)
	return loc, err == nil
}

// inZone is t, a wall-clock time read in the user's zone, read instead in
// zone and given in the user's. Said without a day it is the next such
// time there; an hour said without its half of the day ("9 London time")
// is whichever of the two comes first there, 1 to 6 the afternoon.
func (p *parser) inZone(t time.Time, zone *time.Location, hasDate, bothHalves bool) time.Time {
	h, m := t.Hour(), t.Minute()
	if hasDate {
		y, mo, d := t.Date()
		return time.Date(y, mo, d, h, m, 0, 0, zone).In(p.loc)
	}
	hours := []int{h}
	switch {
	case bothHalves && h%12 >= 1 && h%12 <= 6:
		hours = []int{h%12 + 12} // 1 to 6 are the afternoon, as at home
	case bothHalves:
		hours = []int{h % 12, h%12 + 12}
	}
	there := p.now.In(zone)
	var best time.Time
	for off := 0; off <= 1; off++ {
		for _, hh := range hours {
			c := time.Date(there.Year(), there.Month(), there.Day()+off, hh, m, 0, 0, zone)
			if c.After(p.now) && (best.IsZero() || c.Before(best)) {
				best = c
			}
		}
	}
	return best.In(p.loc)
}
