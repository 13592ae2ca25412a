package offline

import "strings"

// rePointing is a word that points at an item said before: "it", "that
// one", "אותה", "את זה".
var rePointing = compile(`(?:^|[^\p{L}\p{N}])(?:` + alternation(pronouns) + `)(?:[^\p{L}\p{N}]|$)`)

// maxPointingWords is the most words a short follow-up that points at
// an item ("make it 11", "delete that one please") has.
const maxPointingWords = 5

// PointsBack reports whether text is a short follow-up that points at an
// item said before ("delete it", "make it 11", "תמחק אותה"), for the turn
// that must know which item that is.
func PointsBack(text string) bool {
	low := toLower(strings.TrimRight(strings.TrimSpace(text), ".!"))
	return len(strings.Fields(low)) <= maxPointingWords && rePointing.MatchString(low) && !reDidItNews.MatchString(low)
}

// reDidItNews is news that the thing was done ("I did it", "finished
// it already", "עשיתי את זה", "כבר סיימתי אותה"): it points at the thing
// but picks none of the items a question offers, so that question is set
// aside, not asked again as if a number were owed.
var reDidItNews = compile(`^(?:(?:i|we|ok|okay|so|yeah|yes)[\s,]+)*(?:already\s+|just\s+|finally\s+)?(?:did|done|finished|completed|handled|sorted)\s+(?:it|that|this|them)(?:\s+(?:already|now|too))?$|` +
	`^(?:it'?s|it\s+is|that'?s)\s+(?:already\s+)?(?:done|finished|handled|sorted)$|` +
	`^(?:(?:כן|אוקיי|טוב)[\s,]+)*(?:כבר\s+)?(?:עשיתי|סיימתי|גמרתי|ביצעתי|טיפלתי|עשינו|סיימנו)\s+(?:את\s+זה|אותו|אותה|אותם|בזה|עם\s+זה)(?:\s+כבר)?$|^זה\s+(?:כבר\s+)?(?:בוצע|נעשה|גמור|סגור)$`)
