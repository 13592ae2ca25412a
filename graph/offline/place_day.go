package offline

import "strings"

// placeDayNames are places whose names hold a word of time: "ראשון
// לציון" has "ראשון" (Sunday) in it. Left in a title ("החתונה של דני
// באולמי הגן בראשון לציון") they are the place, no day the time grammar
// missed.
var placeDayNames = []string{"ראשון לציון"}

// maskPlaceDays writes the places of placeDayNames in s so that no word
// of them reads as a word of time.
func maskPlaceDays(s string) string {
	if !strings.Contains(s, "ראשון") {
		return s
	}
	for _, p := range placeDayNames {
		s = strings.ReplaceAll(s, p, "#"+strings.ReplaceAll(p, " ", "_"))
	}
	return s
}
