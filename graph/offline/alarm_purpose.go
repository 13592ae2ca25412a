package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// A wake-up said with what it is for ("תעיר אותי ב-1:45 בלילה לשמירה",
// "wake me up at 5 for my flight", "alarm for 6am for work") is a reminder
// titled by that purpose ("שמירה", "my flight"), never an event of it: the
// wake-up is the request, the purpose only names it. Words after the time
// that say no purpose ("לפני העבודה", "so I'm not late") leave the request
// unread.

var (
	// reWakePurposeEN is what an English wake-up is for: "for my flight",
	// "to catch the train", "so I can catch the train". Group 1 is the
	// purpose.
	reWakePurposeEN = compile(`(?i)^(?:for|to|so\s+(?:that\s+)?i\s+can|in\s+order\s+to)\s+(\S.*?)[\s.!]*$`)
	// reWakePurposeHE is the Hebrew one: "לשמירה", "לטיסה לאילת", "כדי
	// להספיק לרכבת", "בשביל הטיסה". Group 1 is the purpose with its ל,
	// group 2 what follows "כדי" or "בשביל".
	reWakePurposeHE = compile(`^(?:(ל\p{Hebrew}{2,}(?:\s.*?)?)|(?:כדי|בשביל)\s+(\S.*?))[\s.!]*$`)
	// reWakeNotPurpose opens words that say when or where to, not what
	// for: "לפני העבודה", "למחרת", "to be on time".
	reWakeNotPurpose = compile(`(?i)^(?:to\s+be\b|לפני|לקראת|למחרת|לאחר|לעוד|לכל|לפחות|לי\b|לך\b|לו\b|לה\b|לנו\b|לכם\b|להם\b)`)
)

// wakePurpose is the title of what a wake-up is for, read from rest, the
// words of said (the request without its command) left once its time is
// cut: "" when they say no purpose.
func wakePurpose(rest, said string) string {
	rest = strings.Trim(rest, " ,;:-–—")
	low := toLower(rest)
	if strings.Contains(" "+toLower(said), " for "+low) && !strings.HasPrefix(low, "for ") {
		rest, low = "for "+rest, "for "+low // the time's cut took its "for" along: "at 5 for my flight"
	}
	if rest == "" || len(low) != len(rest) || reWakeNotPurpose.MatchString(low) || tellsClock(rest) {
		return ""
	}
	if g := reWakePurposeHE.FindStringSubmatchIndex(low); g != nil {
		if g[2] >= 0 {
			return wakeTitleHE(rest[g[2]:g[3]])
		}
		return wakeTitleHE(rest[g[4]:g[5]])
	}
	if g := reWakePurposeEN.FindStringSubmatchIndex(low); g != nil {
		return strings.TrimSpace(rest[g[2]:g[3]])
	}
	return ""
}

// wakeTitleHE is the title of a Hebrew wake-up's purpose: a noun without
// its "ל" ("לשמירה" → "שמירה"), a deed as said ("להספיק לרכבת", "לתפוס
// את הרכבת").
func wakeTitleHE(p string) string {
	p = strings.TrimSpace(p)
	first, tail, _ := strings.Cut(p, " ")
	if heInfinitives[first] || strings.HasPrefix(first, "להת") || strings.HasPrefix(first, "לה") && !heEvent(strings.TrimPrefix(first, "ל")) ||
		tail == "את" || strings.HasPrefix(tail, "את ") {
		return p
	}
	if _, word, ok := lexicon.PeelPrefix(first, "ל"); ok {
		return strings.TrimSpace(word + " " + tail)
	}
	return p
}
