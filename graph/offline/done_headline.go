package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// A thing done is told, as often, the way a headline is: the thing, then
// what became of it, with no helper verb ("timesheet submitted", "car
// fixed", "הסכם הממון הושלם", "החשמל שולם", "הדוח הוגש"). The participle
// stands for the verb, as in doneByNoun: a task it does not fit is asked
// about, never completed. Only the thing may come first, never someone:
// "mom ordered", "dana booked", "אבא שילם" tell what a person did.

// headlineParticiplesEN are the English participles a headline may end
// with, for deeds done to a thing. "paid", "sent", "called" are left out:
// said after a person ("dana paid") they tell what that person did, so
// they need a helper verb ("the rent got paid", doneByNoun).
var headlineParticiplesEN = wordSet(`submitted filed posted uploaded printed renewed fixed repaired cleaned washed booked
	ordered bought returned delivered collected signed sorted completed finished`)

// headlineParticiplesHE are the Hebrew passive participles of a headline,
// each with the first-person past it stands for ("" for one that fits any
// task: "הושלם", "בוצע", "טופל").
var headlineParticiplesHE = formsTable(
	heForms{"", "הושלם הושלמה הושלמו בוצע בוצעה בוצעו טופל טופלה טופלו"},
	heForms{"שילמתי", "שולם שולמה שולמו"},
	heForms{"שלחתי", "נשלח נשלחה נשלחו"},
	heForms{"הגשתי", "הוגש הוגשה הוגשו"},
	heForms{"חתמתי", "נחתם נחתמה נחתמו"},
	heForms{"תיקנתי", "תוקן תוקנה תוקנו"},
	heForms{"הזמנתי", orderedPassiveHE},
	heForms{"קניתי", "נקנה נקנתה נקנו"},
	heForms{"חידשתי", "חודש חודשה חודשו"},
	heForms{"סידרתי", "סודר סודרה סודרו"},
	heForms{"הדפסתי", "הודפס הודפסה הודפסו"},
	heForms{"ניקיתי", "נוקה נוקתה נוקו"},
)

// headlineHelpersEN are the helper verbs a headline may keep before its
// participle: "the timesheet is submitted".
var headlineHelpersEN = wordSet(`is are was were got been has have 's`)

// doneByHeadline reads a done told as a headline: the verb it stands for
// ("" when it fits any task) and the name of the task.
func doneByHeadline(text string) (verb, obj string, ok bool) {
	words := strings.Fields(strings.TrimRight(strings.TrimSpace(text), ".!,"))
	if len(words) < 2 || len(words) > 7 {
		return "", "", false
	}
	last := toLower(words[len(words)-1])
	head := words[:len(words)-1]
	if first := toLower(words[0]); headlineHelpersEN[first] || first == "did" || first == "has" || first == "have" {
		return "", "", false // "was the timesheet submitted": asked, not told
	}
	if hebrewText(last) {
		past, ok := headlineParticiplesHE[last]
		if !ok || !thingNotPerson(head) {
			return "", "", false
		}
		obj, ok = doneObject(strings.Join(head, " "))
		return past, obj, ok
	}
	if !headlineParticiplesEN[last] {
		return "", "", false
	}
	for len(head) > 1 && headlineHelpersEN[toLower(head[len(head)-1])] {
		head = head[:len(head)-1] // "the timesheet has been submitted"
	}
	if !thingNotPerson(head) {
		return "", "", false
	}
	obj, ok = doneObject(strings.Join(head, " "))
	return last, obj, ok
}

// subjectPronouns are the pronouns a doer is told by: a headline about
// "it" is the thing in focus, which the readers of a bare "done" take.
// notSomeone holds them and the other words that name no one.
var subjectPronouns = wordSet(`i we you he she they someone somebody everyone אני אנחנו אתה את הוא היא הם הן מישהו`)

// thingNotPerson reports whether words name a thing, not someone who did
// something: no pronoun, relation ("mom", "אבא"), role ("the plumber") or
// Hebrew first name among them.
func thingNotPerson(words []string) bool {
	for _, w := range words {
		low := toLower(strings.Trim(w, ",.!'\""))
		bare := lexicon.TrimArticle(low)
		if rePronounOnly.MatchString(low) || subjectPronouns[low] || relationWords[low] || relationWords[bare] || roleNouns[low] || lexicon.HebrewName(low) {
			return false
		}
	}
	return true
}
