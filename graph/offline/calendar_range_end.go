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
