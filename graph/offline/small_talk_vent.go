package offline

import "github.com/memo-assistant/memo"

// Venting at Memo is small talk too: "lol ur kinda useless", "you're so
// dumb", "this bot is useless", "את ממש לא עוזרת", "אתה מטומטם". It is
// answered by owning it (memo.ReasonFrustrated) and changes nothing. Only
// Memo may be what is blamed, and nothing may follow the blame: "the
// printer is useless", "remind me that the old phone is useless at 5"
// are read whole.

// ventCues are words one of which every vent holds: the cheap test
// before reVent.
var ventCues = []string{"useless", "dumb", "stupid", "idiot", "terrible", "awful", "hopeless", "trash", "garbage", "annoying",
	"worst", "helpful", "help", "understand", "suck",
	"עוזר", "מועיל", "מבין", "מטומטם", "טיפש", "גרוע", "תועלת", "מעצבן", "אידיוט", "דביל", "הפנים", "שווה"}

// reVent is a vent alone, read in greetingForm (lower case, marks, emoji
// and apostrophes out).
var reVent = compile(`^(?:(?:` + laughEN + `|ugh+|omg|wow|bruh|man|dude|seriously|honestly|jeez|ffs|smh|god|ok|okay|so|and)\s+)*` +
	`(?:` + youEN + `|this\s+(?:bot|app|thing)(?:\s+is)?|memo(?:\s+is|\s+(?:you|u)(?:re|\s+are|r)?)?)\s+` +
	`(?:(?:so+|really|kinda|kind\s+of|literally|actually|totally|completely|pretty|such|just|very|honestly|seriously|the|a|an|being|truly)\s+)*` +
	`(?:useless|dumb|stupid|idiot|an\s+idiot|terrible|awful|hopeless|trash|garbage|annoying|worst|slow|broken|unhelpful|` +
	`not\s+(?:very\s+|really\s+|at\s+all\s+)?(?:helpful|useful|smart|helping)|no\s+help|suck|sucks|` +
	`(?:dont|do\s+not|never)\s+(?:understand|get)\s+(?:anything|me|it)|(?:are|r)\s+no\s+help)` +
	`(?:\s+(?:at\s+all|` + laughEN + `|bro|man|ugh+|smh|fr|tbh|ngl|honestly|today|sometimes|lately))*$|` +
	`^(?:(?:אוף|וואו|נו|די|יא|` + laughHE + `|באמת|אחי|אחותי|וואלה)\s+)*` +
	`(?:אתה|את|הבוט\s+הזה|ממו|ממו\s+(?:אתה|את))\s+` +
	`(?:(?:ממש|כל\s+כך|פשוט|באמת|נורא|מאוד|כזה|כזאת|סתם)\s+)*` +
	`(?:לא\s+(?:עוזר|עוזרת|מועיל|מועילה|מבין|מבינה|שווה\s+כלום|מבין\s+כלום|מבינה\s+כלום)|מטומטם|מטומטמת|טיפש|טיפשה|גרוע|גרועה|` +
	`חסר\s+תועלת|חסרת\s+תועלת|מעצבן|מעצבנת|אידיוט|אידיוטית|דביל|דבילית|על\s+הפנים)` +
	`(?:\s+(?:בכלל|ממש|אחי|אחותי|היום|לפעמים|` + laughHE + `))*$`)

// matchVent reads a vent said alone (see reVent).
func matchVent(m *message) ([]memo.Step, bool, error) {
	low := toLower(m.req.Text)
	if len(low) > 80 || !containsAny(low, ventCues...) {
		return nil, false, nil
	}
	if !vent(m.greetingText()) && !vent(greetingForm(withoutGreeting(m.req.Text))) {
		return nil, false, nil // "hey ur so dumb": after a greeting, the vent alone
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonFrustrated)}, true, nil
}

// vent reports whether t, in greetingForm, is a vent alone, as typed or
// with its held letters once.
func vent(t string) bool {
	return t != "" && (reVent.MatchString(t) || reVent.MatchString(squeeze(t, 2)))
}
