package offline

import (
	"strings"
	"time"
)

// An event's length said as a guess after its time, with no "for": "leak
// fix thurs 1pm about an hour", "tomorrow 8am, probably 3 hrs", "it's like
// an hour and a half", "every tue and thu at 2pm, 45 min", "מחר ב-8 בערך
// שעתיים", "שעתיים בערך". Only an hedge before the length, or a comma
// before a length that closes the text, makes it one: "3 hours" inside a
// name ("3 hours of sleep") stays there.

// lengthEN is an English length: said whole (group 1) or an amount (2)
// of hours or minutes (3).
const lengthEN = `(?:(half\s+an\s+hour|an?\s+hour\s+and\s+a\s+half|an?\s+hour\s+and\s+a\s+quarter|an?\s+half\s+hour|an?\s+hour\s+or\s+so)|` +
	`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|ninety)\s*(hours?|hrs?|minutes?|mins?)\b(?:\s+or\s+so)?)`

// reHedgedLengthEN is a hedge and a length ("probably 3 hrs", "it's like
// an hour and a half", "should take about 2 hours"), or a length alone
// after a comma at the end (", 45 min").
var reHedgedLengthEN = compile(`(?i)(?:^|[\s,;.]+)(?:(?:it'?s|it\s+is|it'?ll\s+be|it\s+will\s+be|should\s+be|should\s+take|will\s+take|takes|it\s+takes|lasts)\s+)?` +
	`(?:probably|prob|about|around|roughly|approx\.?|approximately|like|maybe|~)\s+(?:like\s+|about\s+|around\s+)?` + lengthEN + `[\s,.!?]*$` +
	`|[,;]\s*` + lengthEN + `(?:\s+long)?[\s,.!?]*$`)

// reHedgedLengthHE is a Hebrew length with "בערך", "בסביבות" or "כ-"
// before it or "בערך" after it; group 1 or 2 is the length.
var reHedgedLengthHE = compile(`(?:^|[\s,]+)(?:(?:זה\s+)?(?:ייקח|יקח|לוקח)\s+)?(?:בערך|בסביבות|כ-?|משהו\s+כמו)\s*(` + lengthHE + `)[\s,.!?]*$` +
	`|(?:^|[\s,]+)(` + lengthHE + `)\s+בערך[\s,.!?]*$`)

// lengthHE is a Hebrew length as reDurationHE reads it.
const lengthHE = `(?:\d+(?:\.\d+)?\s+(?:שעות|דקות|דק'))|שעה\s+וחצי|שעה\s+ורבע|שעתיים(?:\s+וחצי)?|חצי\s+שעה|רבע\s+שעה|שלושת\s+רבעי\s+שעה|שלוש\s+שעות|ארבע\s+שעות|שעה`

// cutHedgedLength finds a length said as a guess at the end of text and
// returns it with text left without it; 0 and text when there is none.
func cutHedgedLength(text string) (time.Duration, string) {
	low := toLower(text)
	if len(low) != len(text) || !mayHoldLength(low) {
		return 0, text
	}
	var d time.Duration
	g := reHedgedLengthEN.FindStringSubmatchIndex(low)
	if g != nil {
		part := func(k int) string {
			if g[2*k] < 0 {
				return ""
			}
			return strings.Join(strings.Fields(low[g[2*k]:g[2*k+1]]), " ")
		}
		whole, amount, unit := part(1)+part(4), part(2)+part(5), part(3)+part(6)
		switch {
		case strings.Contains(whole, "and a half"):
			d = 90 * time.Minute
		case strings.Contains(whole, "quarter"):
			d = 75 * time.Minute
		case strings.Contains(whole, "half"):
			d = 30 * time.Minute
		case whole != "":
			d = time.Hour // "an hour or so"
		default:
			d = length(amount, unit)
		}
		if g[0] > 0 && reFromNowBefore.MatchString(low[:g[0]]) {
			return 0, text
		}
	} else if g = reHedgedLengthHE.FindStringSubmatchIndex(low); g != nil {
		k := 2
		if g[2] < 0 {
			k = 4
		}
		said := strings.Join(strings.Fields(low[g[k]:g[k+1]]), " ")
		d = heLength(said)
	}
	if g == nil || d < minEventLength || d > maxEventLength {
		return 0, text
	}
	return d, strings.TrimRight(strings.TrimSpace(text[:g[0]]), " ,;")
}

// mayHoldLength is the cheap gate before the length patterns: a unit of
// time in either language.
func mayHoldLength(low string) bool {
	return strings.Contains(low, "hour") || strings.Contains(low, "hr") || strings.Contains(low, "min") ||
		strings.Contains(low, "שעה") || strings.Contains(low, "שעות") ||
		strings.Contains(low, "שעתיים") || strings.Contains(low, "דק")
}
