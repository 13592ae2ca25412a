package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A new time for the item in focus said as a statement or a proposal
// rather than an order: "it's actually 7:30", "can we do it at 7
// instead", "let's make it 8", "זה בעצם בשבע", "אפשר להזיז את זה לשמונה".
// Only a time follows such words; anything else is no change of time.
var reProposeTime = compile(`(?i)^(?:(?:it'?s|its|it\s+is)\s+(?:actually\s+|really\s+|now\s+)?|` +
	`(?:can|could|shall|should)\s+(?:we|you|u)\s+(?:please\s+)?(?:do|have|make|move|push|set|hold|switch)\s+(?:it|that)\s+|` +
	`let'?s\s+(?:do|have|make|move|push|set)\s+(?:it|that)\s+|(?:do|have|hold)\s+(?:it|that)\s+|` +
	`זה\s+(?:בעצם\s+|דווקא\s+|בכלל\s+)?|` +
	`(?:אפשר|אולי|בוא|בואי|בואו)\s+(?:ל?(?:עשות|להזיז|לקבוע|לשים)|נעשה|נזיז|נקבע|נשים|תעשה|תעשי|תזיז|תזיזי|תקבע|תקבעי)\s+(?:את\s+)?(?:זה|זאת|אותו|אותה)\s+)` +
	`(.+?)(?:\s+(?:instead|במקום))?$`)

// proposedTime writes a time proposed for the focus as the order "move it
// to …" it means; ok is false when text is no such proposal.
func proposedTime(text string) (string, bool) {
	g := reProposeTime.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil {
		return text, false
	}
	when := strings.TrimSpace(g[1])
	r, found, err := timeparse.Parse(when, shapeNow, time.UTC)
	if !bareHour.MatchString(when) && (err != nil || !found || strings.TrimSpace(r.Remainder(when)) != "") {
		return text, false // "it's raining", "זה חשוב"
	}
	if hebrewText(when) {
		return "תזיז את זה " + when, true
	}
	return "move it to " + strings.TrimPrefix(when, "at "), true
}
