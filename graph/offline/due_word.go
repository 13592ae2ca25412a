package offline

import "strings"

// The word a deadline is said with ("book flights, due next friday",
// "לשלם חשבון, דדליין ביום ראשון", "להגיש עבודה להגשה עד חמישי") says
// the time after it is the task's deadline: once the time is read, it is
// no word of the task.
var reDueWordAtEnd = compile(`(?i)(?:\s*[,;:\-–—]\s*|\s+)(?:(?:it'?s|its|it\s+is)\s+)?(?:due(?:\s+date)?|deadline|dl|להגשה|דדליין|דד\s+ליין|תאריך\s+(?:יעד|הגשה)|מועד\s+(?:אחרון|הגשה|הגשה\s+אחרון))(?:\s+(?:by|on|is|הוא|זה))?$`)

// ownersOfDue are the words before "due" or "deadline" that make it the
// thing's own ("the rent is due", "extend the deadline", "לקבוע
// דדליין"): said so with no mark between, the word stays.
var ownersOfDue = toSet([]string{"is", "are", "was", "were", "be", "not", "the", "a", "an", "my", "our", "your", "his", "her", "their", "this", "that",
	"new", "set", "extend", "move", "push", "change", "miss", "meet", "check", "confirm", "ask", "get", "discuss", "about", "for", "of", "on", "before", "after",
	"את", "על", "של", "לפני", "אחרי", "עם"})

// dropDueWord takes a deadline's word off the end of a task's text left
// when its time was read: "book flights for passover, due" is "book
// flights for passover". Text that is only the word stays.
func dropDueWord(text string) string {
	low := lower(text)
	loc := reDueWordAtEnd.FindStringIndex(low)
	if loc == nil || loc[0] == 0 || len(low) != len(text) {
		return text
	}
	head := strings.TrimRight(text[:loc[0]], " ,;:-–—")
	fs := strings.Fields(toLower(head))
	if len(fs) == 0 {
		return text
	}
	marked := strings.IndexAny(strings.TrimLeft(text[loc[0]:loc[1]], " "), ",;:-–—") == 0
	if last := fs[len(fs)-1]; !marked && (ownersOfDue[last] || heInfinitives[last]) {
		return text
	}
	return head
}
