package offline

import (
	"strings"
)

// "That day", "that morning", "באותו יום", "באותו ערב" point back at a day
// said before them in the message: "remind me tomorrow to call my anak at
// 10am that day", "תזכיר לי ביום שלישי להתקשר לאמא ב10 באותו יום". They
// are no word of the thing. With a day said, "that day" goes and "that
// morning" is the morning of it; with none, the words stay, and a time
// word left in the item is not claimed (precision.go).

var (
	// reThatDayEN is "(on) that day/morning/…" said last or before an
	// hour or the thing.
	reThatDayEN = compile(`(?i)(?:^|[\s,]+)(?:on\s+|in\s+|at\s+)?that\s+(day|morning|afternoon|evening|night)(?:[\s,]+(?:at|to)\s|[\s.!]*$)`)
	// reThatDayHE is "באותו יום", "באותו הערב", "באותה שעה" of a day.
	reThatDayHE = compile(`(?:^|[\s,]+)(?:ב|ו?ב)?אותו\s+(?:ה)?(יום|ערב|בוקר|לילה)(?:[\s,.!]|$)`)
)

// thatDayPart is the part of the day "that morning" comes to be.
var thatDayPart = map[string]string{
	"morning": "in the morning", "afternoon": "in the afternoon", "evening": "in the evening", "night": "at night",
	"בוקר": "בבוקר", "ערב": "בערב", "לילה": "בלילה",
}

// thatDay drops "that day" where a day is said elsewhere in s, and says
// "that morning" as "in the morning" where the day is said with no hour.
func thatDay(s string) string {
	low := lower(s)
	re := reThatDayEN
	if !strings.Contains(low, "that ") {
		if !strings.Contains(s, "אותו") {
			return s
		}
		re = reThatDayHE
	}
	g := re.FindStringSubmatchIndex(low)
	if g == nil {
		return s
	}
	// The match keeps what follows the phrase ("at", "to", a space).
	end := g[3]
	rest := strings.TrimSpace(s[:g[0]]) + " " + strings.TrimSpace(s[end:])
	r, found, err := parseAnyDay(rest)
	if err != nil || !found || !r.HasDate {
		return s
	}
	part := low[g[2]:g[3]]
	if part == "day" || part == "יום" {
		return strings.TrimSpace(squeezeSpaces(rest))
	}
	if r.HasTime {
		return s // "tomorrow at 9 … that evening": which one is not guessed
	}
	return strings.TrimSpace(squeezeSpaces(strings.TrimSpace(s[:g[0]]) + " " + thatDayPart[part] + " " + strings.TrimSpace(s[end:])))
}
