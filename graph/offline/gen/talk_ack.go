package gen

import (
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// Thanks said with an acknowledgement, a word of address and praise, in
// any order: "roger that thanks", "appreciate it partner", "thanks
// honestly you're keeping me alive", "shukriya bhai, bohat acha", "copy
// that, cheers", "קיבלתי תודה", "רוג'ר אחי, תודה", "תודה גבר אתה מציל
// חיים". Each is thanks, and changes nothing.
var (
	ackWordsEN  = []string{"roger that", "roger", "copy that", "10-4", "will do", "understood", "got it", "gotcha"}
	ackThanksEN = []string{"thanks", "cheers", "thx", "much obliged", "appreciate it", "shukriya", "ty", "thank you"}
	ackAddrEN   = []string{"partner", "boss", "chief", "bhai", "mate", "my guy", "sir"}
	ackPraiseEN = []string{"you're keeping me alive", "honestly you're a lifesaver", "bohat acha", "u keep me sane", "you're the best"}
	ackWordsHE  = []string{"רוג'ר", "קיבלתי", "סגור", "קלטתי", "מקובל", "הבנתי"}
	ackThanksHE = []string{"תודה", "תודה רבה", "ממש תודה"}
	ackAddrHE   = []string{"אחי", "גבר", "בוס", "יא מלך", "אחותי"}
	ackPraiseHE = []string{"אתה מציל חיים", "אתה מחזיק אותי בחיים", "את אלופה", "אתה תותח"}
)

// acknowledged, one time in four, says the thanks of c with an
// acknowledgement and the other parts above, shuffled.
func acknowledged(r *rand.Rand, c *Case) {
	if r.IntN(4) != 0 {
		return
	}
	he := c.Lang == memo.Hebrew
	parts := []string{pick(r, in(c.Lang, ackWordsEN, ackWordsHE))}
	if r.IntN(3) != 0 {
		parts = append(parts, pick(r, in(c.Lang, ackThanksEN, ackThanksHE)))
	}
	if r.IntN(2) == 0 {
		parts = append(parts, pick(r, in(c.Lang, ackAddrEN, ackAddrHE)))
	}
	if r.IntN(3) == 0 {
		parts = append(parts, pick(r, in(c.Lang, ackPraiseEN, ackPraiseHE)))
	}
	if len(parts) > 2 && r.IntN(2) == 0 {
		parts[0], parts[1] = parts[1], parts[0] // "thanks roger that"
	}
	sep := pick(r, []string{" ", ", "})
	if he && r.IntN(2) == 0 {
		sep = " "
	}
	c.Template = strings.Join(parts, sep)
}
