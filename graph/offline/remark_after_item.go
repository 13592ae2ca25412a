package offline

import "strings"

// reHaveEnough is a Hebrew remark that there is enough of a thing, or
// some at home: "יש מספיק במחסן", "יש בבית".
var reHaveEnough = compile(`^(?:כבר\s+)?יש\s+(?:(?:לנו|לי)\s+)?(?:מספיק|מלא|הרבה|עוד|בבית|במחסן|במקרר|בארון)(?:\s|$)`)

// RemarkAfterItem reports whether rest, said after an item's name with no
// pause in a removal ("rope got it already", "the milk we have plenty",
// "הכפפות יש מספיק במחסן", "החלב קניתי כבר", "המצבר הלקוח הביא"), tells why the item goes: a
// getting told or what there is, read as dropWhy reads a reason after a
// pause. A rest that asks something or says a time is no such remark.
// The list's own items tell where the name ends; the caller finds that.
func RemarkAfterItem(rest string) bool {
	low := strings.TrimSpace(lower(rest))
	if low == "" || len(strings.Fields(low)) > 8 {
		return false
	}
	if reWhyAsks.MatchString(low) && !whyOnlyAnd(low) {
		return false
	}
	if _, found, _ := parseAnyDay(low); found && !toldGot(low) {
		return false
	}
	if toldGot(low) || reHaveEnough.MatchString(low) || reasonByName(low) {
		return true
	}
	loc := reWhyCut.FindStringIndex(", " + low)
	if loc != nil && loc[0] == 0 {
		return true
	}
	// "… הלקוח הביא", "… my mom dropped some off": a clause whose subject
	// is a noun, with its verb, as dropWhy reads one after a pause.
	n := reWhyNoun.FindStringIndex(", " + low)
	if n == nil || n[0] != 0 || len(strings.Fields(low)) < 2 {
		return false
	}
	after := low[n[1]-len(", "):]
	return reWhyVerb.MatchString(after) || nounToldVerb(after)
}
