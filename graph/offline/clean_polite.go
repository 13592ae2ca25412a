package offline

import "strings"

// The polite and roundabout ways of asking for a change that Clean turns
// into the plain command: "now move it to 4", "would you mind making it
// 11", "it should be 10.30", "עכשיו תזיז את זה ל-4", "זה צריך להיות ב-10:30".

var (
	// reNowLead is a leading "now" before a command ("now move it to 4",
	// "עכשיו תזיז את זה"): it says what comes next, not when.
	reNowLead = compile(`^(?:(?:and|ok|okay|right|so)[\s,]+)?(?:now|ועכשיו|עכשיו)[\s,]+(?:then[\s,]+)?`)
	// reNowCommand is a command that may follow that "now".
	reNowCommand = compile(`^(?:(?:please|pls|kindly)\s+)?(?:change|make|move|push|shift|set|delete|remove|cancel|rename|call|update|switch|bring|put|add|` +
		`ת(?:זיז|זיזי|שנה|שני|עשה|עשי|מחק|מחקי|בטל|בטלי|עביר|עבירי|דחה|דחי|קדים|קדימי|וסיף|וסיפי|קבע|קבעי|שים|שימי|כניס|כניסי))(?:\s|$)`)
	// reMindGerund is "would you mind making it 11": the gerund after it is
	// the command.
	reMindGerund = compile(`^(?:(?:would|do|will)\s+you\s+mind(?:\s+terribly)?|could\s+you\s+(?:possibly\s+)?see\s+about)\s+(making|moving|changing|putting|pushing|shifting|setting|deleting|removing|cancell?ing|renaming|updating|switching|bringing|adding)(\s|$)`)
	// reShouldBe is "it should be 10.30", "it ought to be at 4", "זה צריך
	// להיות ב-10:30": the item's new time said as what it should have been.
	reShouldBe = compile(`^(?:it|that|this|the\s+time)(?:'s|\s+is)?\s+(?:should|ought\s+to|needs\s+to|has\s+to|supposed\s+to|meant\s+to|must)\s+be\s+(.+)$|` +
		`^(?:it'?s|it\s+is|that'?s|that\s+is)\s+(?:supposed|meant)\s+to\s+be\s+(.+)$|` +
		`^(?:זה|הוא|היא|השעה)\s+(?:צריך|צריכה|אמור|אמורה|היה\s+צריך|הייתה\s+צריכה)\s+להיות\s+(.+)$`)
	// reTimeOnly is a time or a day alone: what reShouldBe may move to.
	reTimeOnly = compile(`^(?:(?:at|for|on|by)\s+|(?:ב|ל)-?)?(?:\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?|noon|midnight|` +
		`(?:(?:next|this)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)(?:\s+at\s+\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)?|` +
		`(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר)(?:\s+ב-?\d{1,2}(?:[:.][0-5]\d)?)?)$`)
	// gerundCommand is the command of each gerund reMindGerund reads.
	gerundCommand = map[string]string{
		"making": "make", "moving": "move", "changing": "change", "putting": "put", "pushing": "push", "shifting": "shift",
		"setting": "set", "deleting": "delete", "removing": "remove", "cancelling": "cancel", "canceling": "cancel",
		"renaming": "rename", "updating": "update", "switching": "switch", "bringing": "bring", "adding": "add",
	}
)

// politeChange turns a roundabout change into its plain command, or
// returns s as it is: a leading "now" before a command goes, "would you
// mind making" is "make", and "it should be 10.30" is "make it 10.30" when
// a time or a day alone follows.
func politeChange(s string) string {
	low := lower(s)
	if loc := reNowLead.FindStringIndex(low); loc != nil && reNowCommand.MatchString(low[loc[1]:]) {
		return strings.TrimSpace(s[loc[1]:])
	}
	if g := reMindGerund.FindStringSubmatchIndex(low); g != nil {
		return gerundCommand[low[g[2]:g[3]]] + s[g[3]:]
	}
	if g := reShouldBe.FindStringSubmatchIndex(low); g != nil {
		for i := 2; i+1 < len(g); i += 2 {
			if g[i] < 0 {
				continue
			}
			rest := strings.TrimRight(strings.TrimSpace(s[g[i]:g[i+1]]), ".!")
			if !reTimeOnly.MatchString(lower(rest)) {
				return s
			}
			if hebrewText(s) {
				return "תעשה את זה " + rest
			}
			return "make it " + rest
		}
	}
	return s
}
