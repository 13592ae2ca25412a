package offline

import "strings"

// A correction may say the new time as someone's word, or its day as the
// bare Hebrew ordinal: "סליחה היא אמרה שלוש לא שתיים", "sorry she said 3
// not 2", "לא בעצם שני" (Monday, after a reminder). The one who said it is
// no word of the change, and a bare "שני" after a correction's lead is the
// weekday ("ביום שני"); the readers of corrections then read the rest,
// and a "not" naming another time than the item's is still declined.

var (
	// reSaidLead is someone's word before the new time: "she said",
	// "the teacher says it's", "היא אמרה", "אמרו ש".
	reSaidLead = compile(`^(?:(?:she|he|they|the\s+\S+|my\s+\S+|היא|הוא|הם|הן|ה\p{Hebrew}+)\s+)?` +
		`(?:said|says|told\s+me|just\s+said|אמרה|אמר|אמרו|אומרת|אומר|אומרים)(?:\s+(?:it'?s|its|it\s+is|that\s+it'?s|זה|שזה))?\s+`)
	// heBareWeekday are the Hebrew weekdays said by their ordinal alone.
	heBareWeekday = wordSet(`ראשון שני שלישי רביעי חמישי שישי`)
	// reNotAfter splits "3 not 2", "שלוש לא שתיים", "שלוש ולא שתיים" before
	// the "not".
	reNotAfter = compile(`(?i)\s+(?:,\s*)?(?:not|ולא|לא)\s+`)
)

// correctedSaid reads s, what follows a correction's lead, as the
// package comment above tells; otherwise s stays.
func correctedSaid(s string) string {
	if heBareWeekday[s] {
		return "ביום " + s
	}
	low := lower(s)
	if !containsAny(low, "said", "says", "told", "אמר", "אומר") {
		return s
	}
	loc := reSaidLead.FindStringIndex(low)
	if loc == nil || loc[1] >= len(s) {
		return s
	}
	rest := strings.TrimSpace(s[loc[1]:])
	said := rest
	if g := reNotAfter.FindStringIndex(rest); g != nil {
		said = rest[:g[0]]
	}
	if !reBareHour.MatchString(toLower(said)) && !heBareWeekday[said] {
		if _, ok := hourAlone(said); !ok {
			return s
		}
	}
	return rest
}
