package offline

import (
	"strings"
)

// An hour said alone right after an item was made is its new hour when a
// word marks it as a time of day: "5ish", "around 4", "at 8", "בשמונה",
// "ב-5 בערך", "בסביבות ארבע". A number alone ("5") may count anything
// and is left as it was. The minutes may stand apart from the hour, as
// spoken ("no sorry 5 30", "make it 5 30", "בעצם 5 30"): with a change
// or a correction before them, they are 5:30.

var (
	// reHourAloneEN is "5ish", "around 5", "at 8", "about 4:30pm ish".
	reHourAloneEN = compile(`(?i)^(?:(?:at|around|about|at\s+around|at\s+about|round|like)\s+(\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)(?:[\s-]?ish)?|` +
		`(\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)[\s-]?ish)$`)
	// reHourAloneHE is "בשמונה", "ב-8", "ב5 בערך", "בערך ב5", "בסביבות
	// ארבע", "בסביבות ה-4".
	reHourAloneHE = compile(`^(?:בערך\s+|בסביבות\s+(?:ה-?)?(?:שעה\s+)?)?(?:ב-?|בשעה\s+)?(\d{1,2}(?:[:.][0-5]\d)?|` + heHourWords + `)(?:\s+(?:וחצי|ורבע))?(?:\s+בערך)?$`)
	// reSpacedMinutes is an hour with its minutes after a space, closing a
	// change or a correction: "make it 5 30", "5 30pm", "ב5 30".
	reSpacedMinutes = compile(`(?i)(^|\s|ב-?|ל-?)(\d{1,2})\s+([0-5]\d)(\s*(?:am|pm))?$`)
)

// heHourWords are the Hebrew hours in words, from one to twelve.
const heHourWords = `אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה`

// hourAlone reads said, a message with nothing else in it, as a new hour
// for the item in focus, and gives the change it asks for ("move it to
// 5"); ok is false when it is no hour marked as one ("5", "4ish people",
// "ב-5 אנשים").
func hourAlone(said string) (string, bool) {
	s := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(said), "?!.,"))
	low := toLower(s)
	if g := reHourAloneEN.FindStringSubmatch(low); g != nil {
		hour := strings.TrimSpace(firstOf(g[1:]))
		if hour == "" {
			return "", false
		}
		return "move it to " + hour, true
	}
	if !strings.ContainsAny(s, "בסע") || !hebrewText(s) {
		return "", false // a Hebrew hour alone opens with ב, בערך or בסביבות
	}
	if g := reHourAloneHE.FindStringSubmatch(s); g != nil && (strings.HasPrefix(s, "ב") || strings.HasSuffix(s, "בערך")) {
		t := strings.TrimSpace(strings.TrimSuffix(s, "בערך"))
		t = strings.TrimSpace(strings.TrimPrefix(t, "בערך"))
		if rest, ok := strings.CutPrefix(t, "בסביבות"); ok {
			t = "ב" + strings.TrimLeft(strings.TrimSpace(rest), "ה-")
			t = strings.Replace(t, "בשעה ", "ב", 1)
		}
		if !strings.HasPrefix(t, "ב") {
			t = "ב" + t // "5 בערך"
		}
		return "תזיז את זה " + t, true
	}
	return "", false
}

// joinSpacedMinutes writes an hour and its minutes said apart with a
// colon between them ("5 30" → "5:30") when they close text.
func joinSpacedMinutes(text string) string {
	g := reSpacedMinutes.FindStringSubmatchIndex(text)
	if g == nil {
		return text
	}
	return text[:g[4]] + text[g[4]:g[5]] + ":" + text[g[6]:g[7]] + text[g[7]:]
}
