package offline

import "strings"

// reRangeGoesOn is what may follow a range of hours read as digits and go
// on with its end: the minutes past a dot or colon ("5:15pm" read to "5:"),
// or a fraction said in words ("עד 3 וחצי", "ל-5 ורבע"). The range is then
// the time reader's to read whole, and "15pm" or "וחצי" are never left
// behind.
var reRangeGoesOn = compile(`^[:.]?\d|^\s*(?:וחצי|ורבע|ועשרים|ועשר|וחמישה|וחמש|ושלושים|וארבעים|ועשרים\s+וחמש|פחות\s+רבע|פחות\s+עשרה)(?:\s|$)`)

// rangeGoesOn reports whether the range matched as m goes on in rest.
func rangeGoesOn(m, rest string) bool {
	if reRangeGoesOn.MatchString(rest) {
		return true
	}
	// "4:30-5:" stopped at the colon of the end's minutes.
	return strings.HasSuffix(strings.TrimSpace(m), ":") && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// weakDays are the short weekdays that are English words too ("sat",
// "sun", "wed"), which the time reader takes as days only beside an hour.
var weakDays = map[string]string{"sat": "saturday", "sun": "sunday", "wed": "wednesday"}

// weakDayFirst names in full a short weekday that opens what a move goes
// to ("push it to wed same time"): there it can be nothing but the day,
// though the time reader, seeing it alone, would take it for the word.
func weakDayFirst(rest string) string {
	w := strings.Fields(rest)
	if len(w) == 0 {
		return rest
	}
	head := strings.TrimRight(w[0], ",.!")
	if full, ok := weakDays[toLower(head)]; ok {
		w[0] = full + w[0][len(head):]
		return strings.Join(w, " ")
	}
	return rest
}

// rangeCut cuts the range of hours at g[0]:g[1] out of text, naming in
// full a short weekday said right before or after it ("footie sat 10 till
// 12", "brunch 10-12 sun"): with its hours gone it would no longer stand
// beside one, and would stay in the title.
func rangeCut(text string, g []int) string {
	before, after := strings.Fields(text[:g[0]]), strings.Fields(text[g[1]:])
	named := false
	if n := len(before); n > 0 {
		if full, ok := weakDays[toLower(before[n-1])]; ok {
			before[n-1], named = full, true
		}
	}
	if len(after) > 0 {
		w := strings.TrimRight(after[0], ",.!")
		if full, ok := weakDays[toLower(w)]; ok {
			after[0], named = full+after[0][len(w):], true
		}
	}
	if !named {
		return cut(text, g)
	}
	return strings.TrimSpace(strings.Join(before, " ") + " " + strings.Join(after, " "))
}
