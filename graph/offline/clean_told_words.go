package offline

import "strings"

// Words of other tongues and dialects a follow-up is said with, read as
// the English command they are (readTold, run with the creole readers
// before a message is planned):
//   - a French command to cancel or delete opening a request about an
//     English thing: "annule the hockey", "supprime my dentist",
//     "efface that" (foreignCommands); "annule" alone, or before a French
//     word ("annule la réunion"), stays as typed and is declined;
//   - Hawaiian Pidgin: "pau" (done, finished) said first ("pau already,
//     paid um"), "bumbye" (later) opening a command ("bumbye move um to
//     5"), which only says when the user speaks, and "um" (it, them)
//     after a verb ("move um", "paid um");
//   - a completion told with an affirmative first and "done" last: "ja i
//     phoned him, done", "yeah I paid it already, done" is "done", the
//     item in focus done; "ja" alone and "done" alone are as before, and
//     a command between ("yeah add milk, done") is no such report.
//
// The Spanish commands ("cancela", "bórralo") are read with the rest of a
// Spanglish request (spanglish).

// foreignCommands are the commands of other tongues that open a request
// about an English thing, and their English.
var foreignCommands = map[string]string{
	"annule": "cancel", "annuler": "cancel", "annulez": "cancel",
	"supprime": "delete", "supprimer": "delete", "supprimez": "delete",
	"efface": "delete", "effacer": "delete", "effacez": "delete",
}

// foreignObjectOpen are the English words that open the thing after a
// foreign command: an article, an owner, a pointing word.
var foreignObjectOpen = wordSet(`the my our that this it those these all tomorrow's today's tonight's`)

// toldDoneYes are the affirmatives a told completion opens with.
var toldDoneYes = wordSet(`ja yeah yea yep yup yes aye ya jep ok okay`)

// toldDoneCommands are the words of a command, which a told completion
// does not hold.
var toldDoneCommands = wordSet(`add remind move cancel delete put set create schedule make change push book remove buy`)

// toldDoneSubjects are the words the deed told after the affirmative
// opens with: "ja i phoned him", "yeah already paid it".
var toldDoneSubjects = wordSet(`i i've ive i'd we we've already just`)

// readTold reads the words of other tongues and dialects of s as the
// English command they say (see above); s is returned as it is when it
// holds none.
func readTold(s string) string {
	low := toLower(s)
	if !containsAny(low, "annul", "suppr", "effac", "pau", "bumbye", " um", "done") {
		return s
	}
	ws := strings.Fields(s)
	if len(ws) == 0 {
		return s
	}
	first := toLower(strings.TrimRight(ws[0], ",.!"))
	if en, ok := foreignCommands[first]; ok && len(ws) > 1 && foreignObjectOpen[toLower(ws[1])] && ws[0] == strings.TrimRight(ws[0], ",.!") {
		ws[0] = en
		return strings.Join(ws, " ")
	}
	if saidDoneYes(ws) {
		return "done"
	}
	changed := false
	for i, w := range ws {
		lw := toLower(strings.TrimRight(w, ",.!"))
		switch {
		case i == 0 && lw == "pau" && (len(ws) == 1 || w != lw || toLower(ws[1]) == "already" || toLower(ws[1]) == "already,"):
			// "pau already, …", "pau, paid um", "pau!"; "pau hana friday at 5" is a happy hour
			ws[i], changed = "done"+w[len(lw):], true
		case i == 0 && lw == "bumbye" && len(ws) > 2 && w == lw:
			ws[i], changed = "", true
		case lw == "um" && w[:2] == "um" && i > 0 && (pidginVerbs[toLower(ws[i-1])] || toldDoneVerbs[toLower(ws[i-1])]) &&
			(i+1 == len(ws) || w != lw || umAfter[toLower(ws[i+1])]):
			// "move um to 5", "paid um"; "add um milk" is a pause
			ws[i], changed = "it"+w[len(lw):], true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(strings.Fields(strings.Join(ws, " ")), " ")
}

// umAfter are the words "um" (it) stands before: where it went or when.
var umAfter = wordSet(`to for already on at till until back forward tomorrow today later`)

// toldDoneVerbs are the deeds done "um" (it) is the object of: "paid um".
var toldDoneVerbs = wordSet(`paid pay called call phoned booked sent send bought fixed did done finished`)

// saidDoneYes reports whether ws is a completion told with an affirmative
// first and "done" last: "ja i phoned him, done".
func saidDoneYes(ws []string) bool {
	if len(ws) < 3 || !toldDoneYes[toLower(strings.TrimRight(ws[0], ",.!"))] {
		return false
	}
	last := toLower(strings.TrimRight(ws[len(ws)-1], ".!✅ "))
	if last != "done" || !toldDoneSubjects[toLower(strings.TrimRight(ws[1], ",.!"))] {
		return false
	}
	for _, w := range ws[1 : len(ws)-1] {
		lw := toLower(strings.TrimRight(w, ",.!"))
		if toldDoneCommands[lw] || strings.ContainsAny(lw, "0123456789") {
			return false
		}
	}
	return true
}
