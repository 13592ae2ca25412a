package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// The new time of a move is said with "to" ("move it to 11", "to six",
// "ל-9", "לשבע"): read as "at" it parses as a time of its own.

// atForm is s, which opens with "to" or "ל" before a time ("to 8",
// "לשמונה", "ל-7:30", "לחמישי"), said with "at" or "ב" instead ("at 8",
// "בשמונה", "ב-7:30", "בחמישי"): the time a thing is moved "to" is the
// time it is "at". ok is false when s opens with neither; whether what
// follows is a time is the caller's to tell. Every reader of "to" a time
// as "at" it reads it through here.
func atForm(s string) (at string, ok bool) {
	if len(s) > 2 && (s[0]|0x20) == 't' && (s[1]|0x20) == 'o' && strings.IndexByte(" \t\n\f\r", s[2]) >= 0 {
		return "at" + s[2:], true // "to 11", "To six"
	}
	if rest, cut := strings.CutPrefix(s, "ל"); cut && rest != "" {
		return "ב" + rest, true // "ל-9", "לשבע"
	}
	return s, false
}

// toAt reads a Hebrew "to" before an hour as "at": "ל-12" → "ב-12",
// "לשעה 12" → "בשעה 12", so the new time of a move parses.
func toAt(s string) string {
	if g := reToHour.FindStringSubmatchIndex(s); g != nil && strings.TrimSpace(s[:g[0]]) == "" {
		at, _ := atForm(s[g[2]:])
		return s[:g[2]] + at // "to 11" after a move is "at 11"
	}
	t := strings.TrimSpace(s)
	for _, p := range []string{"ל-", "לשעה", "ל"} {
		if strings.HasPrefix(t, p) && len(t) > len(p) && (t[len(p)] >= '0' && t[len(p)] <= '9' || p == "לשעה") {
			at, _ := atForm(t)
			return at
		}
	}
	if reToHourWordHE.MatchString(t) || toWeekdayHE(t) {
		at, _ := atForm(t)
		return at // "לשבע" is "בשבע", "לשישי ב11" is "בשישי ב11"
	}
	return s
}

// toWeekdayHE reports whether t opens with a weekday said with "to":
// "לשישי", "ל-שני", the day a thing moves to.
func toWeekdayHE(t string) bool {
	w, _, _ := strings.Cut(t, " ")
	w = strings.TrimRight(w, ",.!?")
	rest, ok := strings.CutPrefix(w, "ל")
	rest = strings.TrimPrefix(rest, "-")
	return ok && slices.Contains(heWeekdays, rest)
}

// hourWordsEN and hourWordsHE are the hours said as words.
const (
	hourWordsEN = `(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
	hourWordsHE = `(?:אחת\s+עשרה|שתים\s+עשרה|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)`
)

// reToHour is "to" before an hour: "move the meeting to 11", "to six".
var reToHour = compile(`(?i)(?:^|\s)(to)\s+(?:\d{1,2}(?:[^\d]|$)|` + hourWordsEN + `\b)`)

// reToHourWordHE is "ל" before an hour said as a word: "לשבע", "לחמש וחצי".
var reToHourWordHE = compile(`^ל-?` + hourWordsHE + `(?:\s|$|[,.!?])`)

// toAtAll reads every "to"/"ל" before an hour in s as "at"/"ב", keeping
// its byte offsets.
func toAtAll(s string) string {
	return reToHourAll.ReplaceAllStringFunc(s, func(m string) string {
		lead := len(m) - len(strings.TrimLeft(m, " \t\n\r\f\v"))
		at, _ := atForm(m[lead:])
		return m[:lead] + at
	})
}

// reToHourAll finds "to 11", "ל-9", "ל10:30", "to six", "לשבע", and a
// weekday said with "to": "לשישי".
var reToHourAll = compile(`(?i)(?:^|\s)(?:(?:to\s+|ל-?)\d{1,2}(?:[^\d]|$)|to\s+` + hourWordsEN + `\b|ל-?(?:` + hourWordsHE + `|` + strings.Join(lexicon.HeWeekdayNames(), "|") + `)(?:\s|$|[,.!?]))`)
