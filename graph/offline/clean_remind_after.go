package offline

import "strings"

// A reminder whose "remind me" comes last, after what was told: "הרופאה
// אמרה לי לקחת את הכדור כל ערב בשעה תשע, אז תזכיר לי כל ערב", "the
// doctor told me to take my pill every evening at 9, so remind me every
// evening", "בעוד חצי שעה אני צריך להוציא את העוגה, תזכיר לי חביבי". What
// someone told the user to do is the thing; the time said again after
// "remind me" is the one already said; a word of address after it is
// said to Memo.

var (
	// reToldToThenRemindHE is "<someone> אמר לי <to do …>, אז תזכיר לי
	// <when>": the deed in group 1, what follows the ask in group 2.
	reToldToThenRemindHE = compile(`^(?:\S+(?:\s+\S+){0,5}\s+)?(?:אמר|אמרה|אמרו|ביקש|ביקשה|ביקשו|הורה|הורתה)\s+לי\s+(ל\p{Hebrew}{2,}[^,.;]*?)\s*[,.;]\s*(?:אז\s+|ו)?(?:תזכיר|תזכירי)\s+לי(?:\s+([^,.;]*?))?[\s.!]*$`)
	// reToldToThenRemindEN is the same in English: "… told me to …, so
	// remind me …".
	reToldToThenRemindEN = compile(`(?i)^(?:\S+(?:\s+\S+){0,5}\s+)?(?:told|asked|wants|instructed)\s+me\s+to\s+([^,.;]+?)\s*[,.;]\s*(?:so\s+|and\s+)?(?:remind\s+me)(?:\s+([^,.;]*?))?[\s.!]*$`)
	// reRemindMeAddressed is a closing "תזכיר לי" or "remind me" and a word
	// of address after it: "…, תזכיר לי חביבי", "…, remind me buddy".
	reRemindMeAddressed = compile(`(?i)([,.;]\s*(?:אז\s+|so\s+)?(?:תזכיר\s+לי|תזכירי\s+לי|remind\s+me))\s+(\S+)[\s.!]*$`)
)

// heAddress are the Hebrew words of address that may follow a closing
// "תזכיר לי" (the English ones are addressTags).
var heAddress = wordSet(`זלמה חביבי חביבתי אחי אחותי גבר מותק נשמה מלך מלכה יקירי יקירתי יקירה כפרה מאמי חמוד חמודה מתוק מתוקה אחשלי`)

// remindAfterTold writes a reminder asked for last as the request it is
// (see above), or returns s as it is. A time said after "remind me" that
// is not the one told before is left for the readers after it.
func remindAfterTold(s string) string {
	if g := reRemindMeAddressed.FindStringSubmatchIndex(s); g != nil {
		if w := lower(s[g[4]:g[5]]); heAddress[w] || addressTags[w] {
			s = s[:g[3]] // "…, תזכיר לי חביבי"
		}
	}
	if g := reToldToThenRemindHE.FindStringSubmatch(s); g != nil && saidBefore(g[2], g[1]) {
		return "תזכיר לי " + g[1]
	}
	if g := reToldToThenRemindEN.FindStringSubmatch(s); g != nil && saidBefore(g[2], g[1]) {
		return "remind me to " + g[1]
	}
	return s
}

// saidBefore reports whether when, said after "remind me", adds nothing
// to deed: it is empty or deed says it already ("כל ערב" of "… כל ערב
// בשעה תשע").
func saidBefore(when, deed string) bool {
	when = strings.TrimSpace(when)
	return when == "" || strings.Contains(lower(deed), lower(when))
}
