package offline

// Hours of a range said as numbers ("from 4 to 10", "מ2 עד 6"), put in
// their halves of the day, and whether the range runs into the night
// after the day said.

// reNightWord says the hours are at night: "tonight", "at night", "night
// shift", "הלילה", "בלילה", "משמרת לילה".
var reNightWord = compile(`(?i)\btonight\b|\bnight\b|\bovernight\b|(?:^|\s)(?:ה|ב)?לילה(?:\s|$|[?!.,])`)

// reEveningWord says the hours are in the evening: "tonight", "this
// evening", "הערב", "בערב".
var reEveningWord = compile(`(?i)\btonight\b|\bthis\s+evening\b|\bin\s+the\s+evening\b|(?:^|\s)(?:ה|ב)ערב(?:\s|$|[?!.,])|(?:^|\s)הלילה(?:\s|$|[?!.,])`)

// hoursOfRange reads the hours of the range g matched in low (its groups:
// from hour, from minute, to hour, to minute, already read as fromH and
// toH). overnight is true when the range is in the small hours after the
// night of the day said ("guard duty tonight from 2 to 6" is 02:00–06:00
// the next morning).
func hoursOfRange(low string, g []int, fromH, toH int) (from, to int, overnight bool) {
	said, after := low[g[0]:g[1]], low[g[1]:]
	if night := reNightWord.MatchString(low); night && !reAMAfter.MatchString(after) && !rePMAfter.MatchString(after) {
		switch {
		case fromH <= 5 && toH > fromH && toH <= 8:
			return fromH, toH, true // "tonight from 2 to 6": after midnight
		case fromH >= 7 && fromH <= 11 && toH < fromH && toH <= 8:
			return fromH + 12, toH, false // "night shift from 10 to 6": 22:00 to 06:00
		}
	}
	if reEveningWord.MatchString(low) && !reAMAfter.MatchString(after) && fromH >= 6 && fromH <= 11 && toH > fromH && toH <= 12 {
		return fromH + 12, toH + 12, false // "tonight from 8 to 11": 20:00–23:00
	}
	from, to = rangeHalf(said, after, fromH, toH)
	if to <= from && to < 12 && to+12 > from && to+12 <= 24 {
		to += 12 // "from 11 to 1" is 11:00–13:00, "from 4 to 10" 16:00–22:00
	}
	return from, to, false
}
