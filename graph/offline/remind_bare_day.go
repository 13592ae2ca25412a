package offline

import "strings"

// reRemindBareDayHE is a Hebrew weekday said alone, without "יום", right
// after the reminding verb and before the thing to do, as texted:
// "תזכיר שישי להשקות עציצים", "תזכירי לי שני לשלם חשבון". Group 1 is the
// verb with its "לי", group 2 the weekday, group 3 the next word.
var reRemindBareDayHE = compile(`^((?:ו?)(?:תזכיר|תזכירי)(?:\s+לי)?)\s+(ראשון|שני|שלישי|רביעי|חמישי|שישי)\s+(ל\S+)`)

// remindBareDay says the weekday of reRemindBareDayHE with its "ביום", as
// the time grammar reads it ("תזכיר ביום שישי להשקות עציצים"): alone,
// ראשון..שישי are also first..sixth, so only an infinitive after it makes
// it the day ("תזכיר לי שני דברים" keeps its two).
func remindBareDay(s string) string {
	if !strings.HasPrefix(s, "תזכיר") && !strings.HasPrefix(s, "ותזכיר") {
		return s // the cheap check
	}
	g := reRemindBareDayHE.FindStringSubmatchIndex(s)
	if g == nil || !heInfinitives[strings.TrimRight(s[g[6]:g[7]], ",.!?")] {
		return s
	}
	return s[:g[3]] + " ביום " + s[g[4]:]
}
