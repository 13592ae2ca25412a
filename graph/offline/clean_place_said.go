package offline

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Where a thing is held, said between its time and the rest of it: "PT
// sesh tmrw 7am @ the gym" ("@" for "at"), "קורס ריענון נשק ביום חמישי ב8
// בבוקר במטווח עד 4", "training thu 8am at the range till 4" (the end of
// the range after the place). Both are written the way the readers after
// know them: "at the gym", "ב8 בבוקר עד 4 במטווח".

var (
	// reAtSpaced is "@" with a space after it before a word ("@ the gym");
	// reAtArticle is "@" glued to an article ("@the office"). "@8" is an
	// hour, "@dana" a name, "dan@mail.com" an address.
	reAtSpaced  = compile(`(?i)(^|\s)@\s+(\pL)`)
	reAtArticle = compile(`(?i)(^|\s)@((?:the|my|our|his|her|their|a|an)\s)`)
	// reEndTail is the end of a range said last: "till 4", "until 16:30",
	// "עד 4", "עד 5 אחר הצהריים"; a calendar asked for after it (group 1).
	reEndTail = compile(`(?i)\s+(?:till|until|til|to|עד)\s+(?:\d{1,2}(?:[:.]\d{2})?|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה)` +
		`(?:\s*(?:am|pm|a\.m\.|p\.m\.|בצהריים|בצהרים|אחה"צ|אחר\s+הצהריים|אחרי\s+הצהריים|בערב|בלילה|בבוקר))?` +
		`(\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:calendar|diary|schedule)|\s+(?:ל|ב)יומן)?\s*[.!]*$`)
)

// atSign writes "@" said for "at" before a place as "at".
func atSign(s string) string {
	if !strings.Contains(s, "@") {
		return s
	}
	s = reAtSpaced.ReplaceAllString(s, "${1}at $2")
	return reAtArticle.ReplaceAllString(s, "${1}at $2")
}

// endAfterPlace moves the end of a range said after the place ("… ב8
// בבוקר במטווח עד 4") to right after its start, where the readers of
// ranges find it. Only a place stands between them: a few words that open
// with "at", "in" or a Hebrew "ב"/"אצל" and hold no number; a reminder
// asked for is left as it is (a reminder has no end).
func endAfterPlace(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, "till", "until", "til", "to", "עד") || startsWithRemind(s) {
		return s
	}
	loc := reEndTail.FindStringSubmatchIndex(low)
	if loc == nil || loc[0] == 0 {
		return s
	}
	head, tail, after := s[:loc[0]], strings.TrimSpace(s[loc[0]:]), ""
	if loc[2] >= 0 {
		// "add training thu 8am at the range till 4 to my calendar": the
		// calendar asked for stays last.
		tail, after = strings.TrimSpace(s[loc[0]:loc[2]]), s[loc[2]:]
	}
	r, found, err := timeparse.Parse(head, shapeNow, time.UTC)
	if err != nil || !found || !r.HasTime || r.HasEnd || len(r.Spans) == 0 {
		return s
	}
	end := r.Spans[len(r.Spans)-1][1]
	between := strings.TrimSpace(head[end:])
	if !placeWords(between) {
		return s
	}
	return strings.TrimSpace(strings.TrimSpace(head[:end]) + " " + tail + " " + between + after)
}

// placeWords reports whether s says only where: one to five words with no
// digit, opening with "at", "in", "@" or a Hebrew word of "ב" or "אצל".
func placeWords(s string) bool {
	ws := strings.Fields(lower(s))
	if len(ws) == 0 || len(ws) > 5 || strings.ContainsAny(s, "0123456789,;") {
		return false
	}
	switch first := ws[0]; {
	case first == "at" || first == "in" || first == "@" || first == "אצל":
		return len(ws) > 1
	case strings.HasPrefix(first, "ב") && utf8.RuneCountInString(first) >= 3:
		return !reTimeWord.MatchString(first)
	}
	return false
}
