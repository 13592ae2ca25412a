package offline

import "strings"

// reSchoolNights is the nights before a school day, said as a repetition:
// "every school night", "on school nights", "each school night". They are
// Sunday to Thursday nights, the nights before Monday to Friday and before
// Sunday to Thursday alike.
var reSchoolNights = compile(`(?i)\b(?:(?:every|each|on)\s+)?school\s*[-\s]?\s*nights?\b`)

// schoolNights writes the school nights as the weekdays and the part of
// the day the readers of a repetition take: "every sunday monday tuesday
// wednesday thursday night".
func schoolNights(text string) string {
	if !strings.Contains(text, "chool") && !strings.Contains(text, "CHOOL") {
		return text
	}
	low := toLower(text)
	if len(low) != len(text) || !containsAny(low, "school night", "schoolnight", "school-night") {
		return text
	}
	loc := reSchoolNights.FindStringIndex(low)
	if loc == nil {
		return text
	}
	if f := low[loc[0]:loc[1]]; !containsAny(f, "every", "each", "on ", "nights") {
		return text // "the school night out": a thing's name
	}
	return text[:loc[0]] + "every sunday monday tuesday wednesday thursday night" + text[loc[1]:]
}
