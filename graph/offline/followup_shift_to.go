package offline

import "strings"

// A move "to" an amount of time: "תזיז לשעתיים", "תדחה את זה לחצי שעה".
// An amount is no hour to move to, so the move is by it, as "תזיז
// בשעתיים" says. "לשעה חמש" names an hour and stays as said; so does
// "תקדים", where "to two hours" is no way of saying earlier.

// reShiftToAmountHE is a move of the focus "to" an amount with its unit.
var reShiftToAmountHE = compile(`^((?:תזיז|תזיזי|תדחה|תדחי|להזיז|לדחות)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת|הפגישה)\s+)?)ל-?` +
	`((?:עוד\s+)?(?:שעה(?:\s+וחצי)?|שעתיים(?:\s+וחצי)?|חצי\s+שעה|רבע\s+שעה|\S+\s+(?:דקות|שעות)))$`)

// byAmount writes a move "to" an amount as the move by it.
func byAmount(text string) string {
	if !strings.HasPrefix(text, "ת") && !strings.HasPrefix(text, "ל") || !strings.Contains(text, " ל") {
		return text
	}
	if g := reShiftToAmountHE.FindStringSubmatch(text); g != nil {
		return g[1] + "ב" + g[2]
	}
	return text
}
