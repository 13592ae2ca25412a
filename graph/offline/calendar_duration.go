package offline

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// An event's length, said with it: "for an hour", "for 30 min", "a 2 hour
// meeting", "לשעה", "למשך חצי שעה", "פגישה של שעתיים". It sets the end
// and is no part of the title.

// reDurationEN is an English length: "for" and a length said whole
// (group 1: "half an hour", "an hour and a half") or an amount (2) of
// hours or minutes (3); or an amount (4) and unit (5) before the thing
// they measure ("a 2 hour meeting", "30-min call"); or an amount (6) glued
// to its unit (7), texted after the time ("tmrw 7am 1hr @ the gym", "fri
// 12:30 30min"), which no name is.
var reDurationEN = compile(`(?i)\bfor\s+(?:about\s+|around\s+|like\s+|approximately\s+|roughly\s+)?(?:(half\s+an\s+hour|an?\s+hour\s+and\s+a\s+half|an?\s+hour\s+and\s+a\s+quarter|an?\s+half\s+hour)|(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|ninety)\s+(hours?|hrs?|minutes?|mins?))\b` +
	`|\b(\d+(?:\.\d+)?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|ninety)[\s-](hour|hr|minute|min)(?:[\s-]long)?\b` +
	`|\b(\d+(?:\.\d+)?)(hours?|hrs?|minutes?|mins?)\b`)

// reDurationHE is a Hebrew length: "לשעה", "למשך שעתיים", "ל-45 דקות",
// "של חצי שעה". Group 1 is the length.
var reDurationHE = compile(`(?:^|\s)(?:ל-?|למשך\s+|של\s+)((?:\d+(?:\.\d+)?\s+(?:שעות|דקות|דק'))|שעה\s+וחצי|שעה\s+ורבע|שעתיים(?:\s+וחצי)?|חצי\s+שעה|רבע\s+שעה|שלושת\s+רבעי\s+שעה|שלוש\s+שעות|ארבע\s+שעות|שעה)(?:$|[\s,.!?])`)

// reLeadLengthEN is a length that opens an event's text, as after a verb
// that keeps time ("block 2 hours tomorrow for deep work", "set aside 30
// min"). Group 1 is the amount, 2 the unit.
var reLeadLengthEN = compile(`(?i)^(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|ninety)\s+(hours?|hrs?|minutes?|mins?)(?:\s+of)?\b`)

// reLeadLengthHE is the same in Hebrew ("תחסום לי שעתיים מחר…"). Group 1 is
// the length.
var reLeadLengthHE = compile(`^((?:\d+(?:\.\d+)?\s+(?:שעות|דקות))|שעה\s+וחצי|שעה\s+ורבע|שעתיים(?:\s+וחצי)?|חצי\s+שעה|רבע\s+שעה|שלוש\s+שעות|ארבע\s+שעות|שעה)(?:$|[\s,.!?])`)

// reLengthNotAfter is a word after an amount that makes it a time from
// another ("30min before", "1hr early"), not a length.
var reLengthNotAfter = compile(`(?i)^\s*(?:before|after|earlier|early|later|late|ago|prior|from|ahead|back|left|lol)\b`)

// reFromNowBefore is "in", "within", "after" just before an amount: the
// amount is a time from now.
var reFromNowBefore = compile(`(?i)\b(?:in|within|after|within\s+the\s+next)\s*$`)

// enAmounts are the English number words a length is said with.
var enAmounts = map[string]float64{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10,
	"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "ninety": 90,
}

// heLengths are the Hebrew lengths said whole.
var heLengths = map[string]time.Duration{
	"שעה": time.Hour, "שעה וחצי": 90 * time.Minute, "שעה ורבע": 75 * time.Minute,
	"שעתיים": 2 * time.Hour, "שעתיים וחצי": 150 * time.Minute, "חצי שעה": 30 * time.Minute,
	"רבע שעה": 15 * time.Minute, "שלושת רבעי שעה": 45 * time.Minute,
	"שלוש שעות": 3 * time.Hour, "ארבע שעות": 4 * time.Hour,
}

// minEventLength and maxEventLength bound a length read from a message:
// outside them the words mean something else ("stop by for a minute",
// "for 48 hours" of a trip).
const (
	minEventLength = 5 * time.Minute
	maxEventLength = 12 * time.Hour
)

// hourFollows reports whether s opens with an hour: a digit or a Hebrew
// hour word.
func hourFollows(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := strings.TrimLeft(f[0], "-")
	if w != "" && w[0] >= '0' && w[0] <= '9' {
		return true
	}
	switch w {
	case "אחת", "שתיים", "שתים", "שלוש", "ארבע", "חמש", "שש", "שבע", "שמונה", "תשע", "עשר":
		return true
	}
	return false
}

// cutDuration finds the event's length in text and returns it with the
// text left without it; 0 and text when there is none.
func cutDuration(text string) (time.Duration, string) {
	if d, rest := cutHedgedLength(text); d > 0 {
		return d, rest // "…, probably 3 hrs", "בערך שעתיים"
	}
	low := toLower(text)
	if len(low) != len(text) {
		return 0, text
	}
	if g := reDurationEN.FindStringSubmatchIndex(low); g != nil {
		part := func(k int) string {
			if g[2*k] < 0 {
				return ""
			}
			return low[g[2*k]:g[2*k+1]]
		}
		var d time.Duration
		switch {
		case part(1) != "":
			whole := oneSpace(part(1))
			switch {
			case strings.Contains(whole, "and a half"):
				d = 90 * time.Minute
			case strings.Contains(whole, "quarter"):
				d = 75 * time.Minute
			default:
				d = 30 * time.Minute
			}
		case part(2) != "":
			d = length(part(2), part(3))
		case part(4) != "":
			d = length(part(4), part(5))
		default:
			d = length(part(6), part(7))
		}
		if d < minEventLength || d > maxEventLength || part(2) == "" && reFromNowBefore.MatchString(low[:g[0]]) ||
			part(6) != "" && reLengthNotAfter.MatchString(low[g[1]:]) {
			// "in 45 min" is when it starts, not how long it lasts.
			return 0, text
		}
		return d, cut(text, g[:2])
	}
	if t := strings.TrimLeft(low, " "); len(t) < len(low) {
		low, text = t, text[len(text)-len(t):]
	}
	if g := reLeadLengthEN.FindStringSubmatchIndex(low); g != nil {
		d := length(low[g[2]:g[3]], low[g[4]:g[5]])
		if d < minEventLength || d > maxEventLength {
			return 0, text
		}
		return d, cut(text, g[:2])
	}
	if g := reLeadLengthHE.FindStringSubmatchIndex(low); g != nil && !hourFollows(low[g[3]:]) {
		d := heLength(oneSpace(low[g[2]:g[3]]))
		if d < minEventLength || d > maxEventLength {
			return 0, text
		}
		return d, cut(text, []int{g[2], g[3]})
	}
	if g := reDurationHE.FindStringSubmatchIndex(low); g != nil {
		said := oneSpace(low[g[2]:g[3]])
		if said == "שעה" && hourFollows(low[g[3]:]) {
			return 0, text // "לשעה 5": at five, not for an hour
		}
		d := heLength(said)
		if d < minEventLength || d > maxEventLength {
			return 0, text
		}
		start := g[0]
		if low[start] == ' ' || low[start] == '\t' || low[start] == '\n' {
			start++
		}
		return d, cut(text, []int{start, g[3]})
	}
	return 0, text
}

// heLength is a Hebrew length as reDurationHE and reLeadLengthHE read it:
// one said whole ("שעתיים", "חצי שעה") or an amount of hours or minutes.
func heLength(said string) time.Duration {
	if d, ok := heLengths[said]; ok {
		return d
	}
	f := strings.Fields(said)
	unit := "min"
	if f[1] == "שעות" {
		unit = "hours"
	}
	return length(f[0], unit)
}

// length is amount units: "2" "hours", "30" "min", "an" "hour".
func length(amount, unit string) time.Duration {
	n, ok := enAmounts[amount]
	if !ok {
		f, err := strconv.ParseFloat(amount, 64)
		if err != nil {
			return 0
		}
		n = f
	}
	per := time.Minute
	if strings.HasPrefix(unit, "h") {
		per = time.Hour
	}
	return time.Duration(n * float64(per)).Round(time.Minute)
}

// reLastLength is a length said last, with no word before it that makes
// it one: "… 3 שעות", "… 2 hours", "… שעתיים".
var reLastLength = compile(`(?i)(?:^|\s)(?:(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?|שעות|דקות|דק')|(שעתיים|שעה\s+וחצי|שעה|חצי\s+שעה|an\s+hour|half\s+an\s+hour|an\s+hour\s+and\s+a\s+half))\s*[.!]*$`)

// enWholeLengths are the English lengths said whole that reLastLength
// reads (the Hebrew ones are heLengths').
var enWholeLengths = map[string]time.Duration{"an hour": time.Hour, "half an hour": 30 * time.Minute, "an hour and a half": 90 * time.Minute}

// notLengthBefore are the words after which an amount of time says when
// or how often, not how long.
var notLengthBefore = wordSet(`in within after every each before than בעוד תוך אחרי כל לפני עוד`)

// cutLastLength reads a length said last in a note told with a time of
// day before it ("tomorrow at 10 Orit keratin 3 hours"): the time said
// first makes what ends the note how long it lasts. Without a time of day
// before it ("sleep 8 hours") it is the thing's own words.
func cutLastLength(text string, now time.Time, loc *time.Location) (time.Duration, string) {
	g := reLastLength.FindStringSubmatchIndex(text)
	if g == nil {
		return 0, text
	}
	head := strings.TrimRight(strings.TrimSpace(text[:g[0]]), ",")
	if f := strings.Fields(toLower(head)); len(f) > 0 && notLengthBefore[f[len(f)-1]] {
		return 0, text // "in 20 min", "בעוד שעה": when, not how long
	}
	if r, found, err := timeparse.Parse(head, now, loc); !found || err != nil || !r.HasTime || CleanTitle(r.Remainder(head)) == "" {
		return 0, text
	}
	var d time.Duration
	if g[6] >= 0 {
		said := oneSpace(toLower(text[g[6]:g[7]]))
		if hebrewText(said) {
			d = heLengths[said]
		} else {
			d = enWholeLengths[said]
		}
	} else {
		unit := toLower(text[g[4]:g[5]])
		if strings.HasPrefix(unit, "שע") {
			unit = "hours"
		}
		d = length(text[g[2]:g[3]], unit)
	}
	if d <= 0 || d > maxEventLength {
		return 0, text
	}
	return d, head
}
