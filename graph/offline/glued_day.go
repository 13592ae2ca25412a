package offline

import "strings"

// A day word typed into the hour after it ("מחרבעשר", "מחרב9",
// "היוםבערב", "tomorrowat9") is the day and the hour: the space a hurried
// thumb dropped is put back, so the time grammar reads both.
var (
	// reGluedDayHE is a Hebrew day word run into "ב" and an hour, a part
	// of the day, or a clock time.
	reGluedDayHE = compile(`^(ו?(?:מחרתיים|מחר|היום|הערב))(ב-?(?:` + hourWordsHE + `|\d{1,2}(?::\d{2})?|בוקר|ערב|צהריים|לילה)[,.!?]?)$`)
	// reGluedDayEN is an English day word run into "at" and an hour.
	reGluedDayEN = compile(`(?i)^(today|tomorrow|tmrw|tmr|tonight)(at\d{1,2}(?::\d{2})?(?:am|pm)?[,.!?]?)$`)
)

// splitGluedDay puts the space back between a day word and the hour
// typed into it: "תזכירלי מחרבעשר …" is "תזכירלי מחר בעשר …".
func splitGluedDay(s string) string {
	if !mayGlueDay(s) {
		return s // the cheap test first: most texts hold no day word and no digit
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if !mayGlueDay(w) {
			continue
		}
		if g := reGluedDayHE.FindStringSubmatch(w); g != nil {
			words[i] = g[1] + " " + g[2]
		} else if g := reGluedDayEN.FindStringSubmatch(w); g != nil {
			words[i] = g[1] + " " + g[2][:2] + " " + g[2][2:]
		}
	}
	return strings.Join(words, " ")
}

// mayGlueDay reports whether s may hold a word the patterns above read:
// each holds a Hebrew day word of theirs, or a digit of the hour the
// English one needs.
func mayGlueDay(s string) bool {
	return strings.ContainsAny(s, "0123456789") || strings.Contains(s, "מחר") || strings.Contains(s, "היום") || strings.Contains(s, "הערב")
}
