package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// danglingWords join a clause to what follows it, and no thing to do or
// to attend ends with one: a title that does ("אספת חברים בחדר האוכל
// ואני תמיד שוכח, אז" of "… ואני תמיד שוכח, אז תרשום לי את זה", "חוג
// ג'ודו ובעצם" of "… ובעצם זה כל חמישי": a filler of dictation) kept the
// words that led to the command, and what was meant is not guessed.
var danglingWords = wordSet(`and so but or because cause cuz coz been אז ו כי אבל או וגם ואז ש שיהיה שתהיה שיהיו בעצם ובעצם כאילו`)

// reFillerClause is a clause of dictation that turns to say more of the
// thing ("דיילי אבל זה מיום ראשון" of "… אבל זה כל יום מראשון עד
// חמישי"): what it says was not read, and the title that keeps it is
// not guessed.
var reFillerClause = compile(`(?:^|\s)(?:אבל|ובעצם|בעצם)\s+זה(?:\s|$)`)

// danglingTitle reports whether a title made ends with a word of
// danglingWords, or keeps a filler clause (see reFillerClause).
func danglingTitle(steps []memo.Step) bool {
	return anyTitle(steps, func(t string) bool {
		fs := strings.Fields(strings.TrimRight(t, " ,.!?;:…-–—"))
		return len(fs) > 1 && danglingWords[toLower(fs[len(fs)-1])] || strings.Contains(t, "זה") && reFillerClause.MatchString(t)
	})
}

// reWithOnly is a title that names someone to be with or to do it for,
// and no thing to do: "with grandma", "for dana katz" (of "and one more
// for dana katz at 6"), "עם דנה לוי", "בשביל אמא", "וגםעם דנה". A thing
// done with them ("tea with grandma", "לדבר עם דנה") and a meeting with
// them are titles.
var reWithOnly = compile(`(?i)^(?:(?:and\s+)?also\s*|ו?גם\s*)?(?:with|for|עם|בשביל)\s+\S+(?:\s+\S+){0,2}$`)
