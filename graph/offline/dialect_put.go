package offline

import "strings"

// placedOnList reports whether the message fields say, after their first
// word, where a thing goes: a preposition of place ("on", "in", "tae")
// with a list, the calendar or the diary within three words after it
// ("pit tatties, neeps an a haggis on the shoppin list"). The Scots "pit"
// opening such a message is "put", as before "it" or "that"; "pit stop
// at 5", "pit bull" name no place.
func placedOnList(fields []string) bool {
	for i := 1; i < len(fields); i++ {
		switch toLower(strings.Trim(fields[i], ",.:;!?")) {
		case "on", "in", "onto", "into", "tae", "to", "oan":
		default:
			continue
		}
		for k := i + 1; k < len(fields) && k <= i+3; k++ {
			switch toLower(strings.Trim(fields[k], ",.:;!?")) {
			case "list", "calendar", "calender", "diary", "schedule":
				return true
			}
		}
	}
	return false
}
