package offline

import "strings"

// The new time of a move is said with "to" ("move it to 11", "to six",
// "ל-9", "לשבע"): read as "at" it parses as a time of its own.

// toAt reads a Hebrew "to" before an hour as "at": "ל-12" → "ב-12",
// "לשעה 12" → "בשעה 12", so the new time of a move parses.
func toAt(s string) string {
	if g := reToHour.FindStringSubmatchIndex(s); g != nil && strings.TrimSpace(s[:g[0]]) == "" {
		return s[:g[2]] + "at" + s[g[3]:] // "to 11" after a move is "at 11"
	}
	t := strings.TrimSpace(s)
	for _, p := range []string{"ל-", "לשעה", "ל"} {
		if strings.HasPrefix(t, p) && len(t) > len(p) && (t[len(p)] >= '0' && t[len(p)] <= '9' || p == "לשעה") {
			return "ב" + strings.TrimPrefix(t, "ל")
		}
	}
	if reToHourWordHE.MatchString(t) {
		return "ב" + strings.TrimPrefix(t, "ל") // "לשבע" is "בשבע"
	}
	return s
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
		if i := strings.Index(toLower(m), "to"); i >= 0 {
			return m[:i] + "at" + m[i+2:]
		}
		i := strings.Index(m, "ל")
		return m[:i] + "ב" + m[i+len("ל"):]
	})
}

// reToHourAll finds "to 11", "ל-9", "ל10:30", "to six", "לשבע".
var reToHourAll = compile(`(?i)(?:^|\s)(?:(?:to\s+|ל-?)\d{1,2}(?:[^\d]|$)|to\s+` + hourWordsEN + `\b|ל-?` + hourWordsHE + `(?:\s|$|[,.!?]))`)
