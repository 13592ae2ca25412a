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
	low := toLower(strings.TrimSpace(text))
	return len(strings.Fields(low)) <= maxPointingWords && rePointing.MatchString(low)
}
