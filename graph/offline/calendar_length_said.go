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
	hedgeEN + `\s+(?:like\s+|about\s+|around\s+)?` + lengthEN + `[\s,.!?]*$` +
	`|(?:^|[\s,;.]+)` + takesEN + `\s+(?:` + hedgeEN + `\s+)?` + lengthEN + `[\s,.!?]*$` +
	`|[,;]\s*` + lengthEN + `(?:\s+long)?[\s,.!?]*$`)

// hedgeEN is a word of guessing before a length: "probably", "about",
// "like", "maybe", and the guess said of oneself, "I reckon", "I think",
// "I'd say", "I guess". It is read with the length and never left in a
// title ("…, reckon an hour").
const hedgeEN = `(?:probably|prob|probs|prolly|about|around|roughly|approx\.?|approximately|like|maybe|` +
	`(?:i\s+)?reckon|i\s+think|i'?d\s+say|i\s+guess|~)`

// takesEN says that a thing takes or lasts a while: "it'll take", "should
// last", "it's gonna take". After it a length needs no hedge: "it'll take
// 2 hours".
const takesEN = `(?:it'?ll\s+take|it\s+will\s+take|it\s+should\s+take|should\s+take|will\s+take|it\s+takes|takes|` +
	`it'?s\s+gonna\s+take|gonna\s+take|it'?ll\s+last|it\s+will\s+last|should\s+last|will\s+last|it\s+lasts|lasts|` + blockEN + `)`

// blockEN asks to hold a length of time for the event ("please block 2
// hours", "block out an hour", "reserve 90 minutes for it"): the length is
// the event's, and the request no word of its title.
const blockEN = `(?:(?:please|pls|plz|and|just|can\s+you|could\s+you)\s+)*(?:block(?:\s+out|\s+off)?|reserve|set\s+aside|allow|hold)(?:\s+me)?`

// reHedgedLengthHE is a Hebrew length with "בערך", "בסביבות" or "כ-"
// before it or "בערך" after it; group 1 or 2 is the length.
var reHedgedLengthHE = compile(`(?:^|[\s,]+)(?:(?:(?:זה\s+)?` + takesHE + `\s+)?(?:בערך|בסביבות|כ-?|משהו\s+כמו|כנראה|נראה\s+לי|אני\s+מניח|אני\s+מניחה|אולי)\s*|(?:זה\s+)?` + takesHE + `\s+)(` + lengthHE + `)[\s,.!?]*$` +
	`|(?:^|[\s,]+)(` + lengthHE + `)\s+בערך[\s,.!?]*$`)

// takesHE says that a thing takes or lasts a while: "ייקח", "לוקח",
// "יימשך". After it a length needs no hedge: "זה לוקח שעתיים".
const takesHE = `(?:ייקח|יקח|לוקח|תיקח|יימשך|ימשך|נמשך|אמור\s+לקחת|אמורה\s+לקחת|` +
	`(?:(?:ו|בבקשה\s+|נא\s+)?(?:תשריין|תשרייני|שריין|שרייני|לשריין|תחסום|תחסמי|חסום|חסמי|לחסום|תקצה|תקצי)(?:\s+לי)?))`

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
			return oneSpace(low[g[2*k]:g[2*k+1]])
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
		said := oneSpace(low[g[k]:g[k+1]])
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

// lengthBeforeAsk moves a length said as a guess after the request to
// keep an event back before the request: "dentist thursday 3pm, put it in
// my calendar, should take about 2 hours", "פגישה … ב-11, תכניס ליומן,
// בערך שעה וחצי" are read as "…, should take about 2 hours, put it in my
// calendar". The request then closes the text as its readers expect, and
// the length is the event's. Anything else is returned as it is.
func lengthBeforeAsk(s string) string {
	if startsWithRemind(s) {
		return s
	}
	orig := s
	if f := strings.Fields(s); len(f) > 1 && politeTail[strings.Trim(toLower(f[len(f)-1]), ",.!?")] {
		s = strings.TrimRight(strings.TrimSpace(s), "?!. ")
		s = strings.TrimRight(s[:strings.LastIndexAny(s, " ,")], " ,") // "… takes like 45 min pls"
	}
	d, rest := cutHedgedLength(s)
	if d == 0 || !strings.HasPrefix(s, rest) {
		return orig
	}
	said := strings.TrimLeft(s[len(rest):], " ,;.")
	type split struct{ rest, said string }
	splits := []split{{rest, said}}
	if strings.HasPrefix(lower(said), "it ") {
		splits = append(splits, split{rest + " " + said[:2], said[3:]}) // "… add it takes like 45 min"
	}
	for _, sp := range splits {
		if out, ok := askThenLength(sp.rest, sp.said); ok {
			return out
		}
	}
	return orig
}

// askThenLength puts said, a length, before the request to keep the event
// that closes rest; false when rest is not closed by one.
func askThenLength(rest, said string) (string, bool) {
	low := lower(rest)
	if len(low) != len(rest) {
		return "", false
	}
	for _, ask := range []struct {
		re    *pattern
		needs []string
	}{
		{reCalendarAtEnd, calendarAtEndNeeds},
		{reAddThatAtEnd, putAtEndNeeds},
		{reKeepAtEnd, []string{"enter", "record", "log", "insert", "add", "תרשום", "תרשמי", "רשום", "רשמי", "תוסיף", "תוסיפי", "תכניס", "תכניסי"}},
	} {
		if loc := atEnd(ask.re, low, ask.needs...); loc != nil && loc[0] > 0 {
			head := strings.TrimRight(rest[:loc[0]], " ,;.")
			return head + ", " + said + ", " + strings.TrimLeft(rest[loc[0]:], " ,;."), true
		}
	}
	return "", false
}

// politeTail are the words of politeness that may close a message after
// the length.
var politeTail = wordSet(`pls plz please thanks thx בבקשה תודה`)
