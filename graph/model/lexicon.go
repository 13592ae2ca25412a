package model

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/resolution"
)

// The small bilingual lexicons the planner checks the model's answer
// against. They are deliberately short and conservative: they decide only
// when the words are plain, and a word missing from them never makes an
// action run, it only makes a check abstain.

// verbClass is a class of action a message's words ask for.
type verbClass uint8

const (
	verbAdd    verbClass = 1 << iota // add, create, remind, schedule
	verbShow                         // show, what's on
	verbMove                         // move, change, postpone
	verbDone                         // done, finished, bought
	verbDelete                       // delete, remove, cancel
)

// verbs maps a normalised word to its class. Hebrew words are listed as
// written; a leading ו ("and") or ש ("that") is taken off before lookup.
var verbs = map[string]verbClass{
	// English.
	"add": verbAdd, "create": verbAdd, "new": verbAdd, "remind": verbAdd, "schedule": verbAdd, "set": verbAdd,
	"book": verbAdd, "put": verbAdd, "note": verbAdd, "save": verbAdd, "insert": verbAdd, "append": verbAdd,
	"pencil": verbAdd, "plan": verbAdd, "write": verbAdd,
	"show": verbShow, "display": verbShow, "what": verbShow, "whats": verbShow, "see": verbShow, "view": verbShow,
	"tell": verbShow, "read": verbShow, "find": verbShow,
	"move": verbMove, "reschedule": verbMove, "postpone": verbMove, "push": verbMove, "shift": verbMove,
	"delay": verbMove, "change": verbMove, "rename": verbMove, "update": verbMove, "edit": verbMove, "bring": verbMove,
	"done": verbDone, "finished": verbDone, "finish": verbDone, "complete": verbDone, "completed": verbDone,
	"did": verbDone, "check": verbDone, "tick": verbDone, "mark": verbDone, "bought": verbDone, "got": verbDone,
	"delete": verbDelete, "remove": verbDelete, "cancel": verbDelete, "erase": verbDelete, "clear": verbDelete,
	"drop": verbDelete, "scrap": verbDelete, "wipe": verbDelete, "trash": verbDelete, "ditch": verbDelete,
	"del": verbDelete, "unschedule": verbDelete, "empty": verbDelete,
	// Hebrew.
	"הוסף": verbAdd, "תוסיף": verbAdd, "תוסיפי": verbAdd, "להוסיף": verbAdd, "הוסיפי": verbAdd,
	"צור": verbAdd, "תיצור": verbAdd, "תצור": verbAdd, "ליצור": verbAdd, "צרי": verbAdd,
	"תזכיר": verbAdd, "תזכירי": verbAdd, "להזכיר": verbAdd, "הזכר": verbAdd,
	"קבע": verbAdd, "תקבע": verbAdd, "תקבעי": verbAdd, "לקבוע": verbAdd,
	"רשום": verbAdd, "תרשום": verbAdd, "לרשום": verbAdd, "שים": verbAdd, "תשים": verbAdd, "לשים": verbAdd,
	"הכנס": verbAdd, "תכניס": verbAdd, "להכניס": verbAdd, "תשריין": verbAdd, "לשריין": verbAdd,
	"חדשה": verbAdd, "חדש": verbAdd,
	"הצג": verbShow, "תציג": verbShow, "תציגי": verbShow, "להציג": verbShow, "תראה": verbShow, "תראי": verbShow,
	"להראות": verbShow, "הראה": verbShow, "מה": verbShow,
	"הזז": verbMove, "תזיז": verbMove, "תזיזי": verbMove, "להזיז": verbMove, "דחה": verbMove, "תדחה": verbMove,
	"תדחי": verbMove, "לדחות": verbMove, "העבר": verbMove, "תעביר": verbMove, "תעבירי": verbMove, "להעביר": verbMove,
	"שנה": verbMove, "תשנה": verbMove, "תשני": verbMove, "לשנות": verbMove, "עדכן": verbMove, "תעדכן": verbMove,
	"לעדכן": verbMove, "תקדים": verbMove, "להקדים": verbMove,
	"סיימתי": verbDone, "סיימנו": verbDone, "עשיתי": verbDone, "בוצע": verbDone, "בוצעה": verbDone,
	"סמן": verbDone, "תסמן": verbDone, "תסמני": verbDone, "לסמן": verbDone, "סמני": verbDone,
	"גמרתי": verbDone, "הושלם": verbDone, "השלמתי": verbDone, "קניתי": verbDone, "קנינו": verbDone,
	"מחק": verbDelete, "תמחק": verbDelete, "תמחקי": verbDelete, "תמחוק": verbDelete, "למחוק": verbDelete,
	"מחקי": verbDelete, "הסר": verbDelete, "תסיר": verbDelete, "תסירי": verbDelete, "להסיר": verbDelete,
	"בטל": verbDelete, "תבטל": verbDelete, "תבטלי": verbDelete, "לבטל": verbDelete, "בטלי": verbDelete,
	"נקה": verbDelete, "תנקה": verbDelete, "תנקי": verbDelete, "לנקות": verbDelete,
	"תעיף": verbDelete, "תעיפי": verbDelete, "להעיף": verbDelete, "העף": verbDelete,
	"זרוק": verbDelete, "תזרוק": verbDelete, "לזרוק": verbDelete,
	"תוריד": verbDelete, "תורידי": verbDelete, "להוריד": verbDelete, "הורד": verbDelete,
}

// readVerbs returns the classes of the action words in text.
func readVerbs(text string) verbClass {
	var c verbClass
	for _, w := range strings.Fields(resolution.Normalize(text)) {
		for _, f := range conjunctionForms(w) {
			c |= verbs[f]
		}
	}
	return c
}

// conjunctionForms returns w, and w without a leading Hebrew ו or ש (or
// both) when at least two letters remain: "ותמחק" is "תמחק".
func conjunctionForms(w string) []string {
	out := []string{w}
	for range 2 {
		r, size := utf8.DecodeRuneInString(w)
		if (r != 'ו' && r != 'ש') || utf8.RuneCountInString(w[size:]) < 2 {
			break
		}
		w = w[size:]
		out = append(out, w)
	}
	return out
}

// pronouns are the targets that mean "the thing we are talking about";
// the model may write them, and the focus item stands in.
var pronouns = map[string]bool{
	"it": true, "that": true, "this": true, "that one": true, "this one": true, "the same": true,
	"the task": true, "the reminder": true, "the event": true, "the list": true,
	"זה": true, "זו": true, "זאת": true, "אותו": true, "אותה": true, "הזה": true, "הזאת": true, "הזו": true,
	"המשימה": true, "התזכורת": true, "האירוע": true, "הרשימה": true,
}

// isPronoun reports whether a target the model wrote stands for the item
// in focus.
func isPronoun(s string) bool { return pronouns[resolution.Normalize(s)] }

// claimWords are the Hebrew words, and the English words that open a
// claim, that say an action was taken. Hebrew conjugates the claim into one
// word ("הוספתי", "נקבעה"); English needs the patterns in claimsAction.
var claimWords = map[string]bool{
	"נקבע": true, "נקבעה": true, "נקבעו": true, "הוספתי": true, "יצרתי": true, "מחקתי": true, "קבעתי": true,
	"רשמתי": true, "שמרתי": true, "עדכנתי": true, "שיניתי": true, "העברתי": true, "דחיתי": true, "סימנתי": true,
	"ביטלתי": true, "הסרתי": true, "אזכיר": true, "נוסף": true, "נוספה": true, "נוספו": true, "נמחק": true,
	"נמחקה": true, "נמחקו": true, "נשמר": true, "נשמרה": true, "נשמרו": true, "נוצר": true, "נוצרה": true,
	"נוצרו": true, "עודכן": true, "עודכנה": true, "בוטל": true, "בוטלה": true, "הוסר": true, "הוסרה": true,
	"בוצע": true, "שריינתי": true, "הזזתי": true,
}

// claimVerbs are English past participles of the actions Memo takes.
var claimVerbs = map[string]bool{
	"set": true, "added": true, "created": true, "deleted": true, "removed": true, "scheduled": true, "saved": true,
	"booked": true, "cancelled": true, "canceled": true, "marked": true, "updated": true, "moved": true,
	"rescheduled": true, "noted": true, "cleared": true, "completed": true, "reminded": true, "put": true,
	"changed": true, "postponed": true,
}

// claimsAction reports whether a text answer says something was done (or
// will be: "I'll remind you"), which a text answer never does: only a tool
// call acts.
func claimsAction(text string) bool {
	if strings.ContainsAny(text, "✅✔☑") {
		return true
	}
	ws := strings.Fields(resolution.Normalize(text))
	if len(ws) > 0 && (ws[0] == "done" || (len(ws) > 1 && ws[0] == "all" && ws[1] == "set")) {
		return true
	}
	for i, w := range ws {
		for _, f := range conjunctionForms(w) {
			if claimWords[f] {
				return true
			}
		}
		next := func(k int) string {
			if i+k < len(ws) {
				return ws[i+k]
			}
			return ""
		}
		switch w {
		case "done":
			// "Sure, done!", "OK done", "all done", "it's done".
			if i > 0 && doneAfter[ws[i-1]] {
				return true
			}
		case "reminder", "reminders", "task", "tasks", "event", "events", "meeting", "list", "item", "items", "alarm":
			// "Reminder set!", "Event created."
			if claimVerbs[next(1)] {
				return true
			}
		case "i", "ive", "ill":
			// "I added", "I've set", "I have created", "I'll remind", "I
			// will set", "I just added".
			if w == "i" && i > 0 && asking[ws[i-1]] {
				continue // "should I set it for 9?"
			}
			j := 1
			future := w == "ill" || next(1) == "will"
			if next(j) == "have" || next(j) == "will" {
				j++
			}
			if next(j) == "just" || next(j) == "also" {
				j++
			}
			if v := next(j); claimVerbs[v] || (future && claimBase[v]) {
				return true
			}
		case "is", "are", "was", "were", "been", "now":
			// "your reminder is set", "it has been added", "is now scheduled".
			j := 1
			if next(j) == "now" || next(j) == "been" || next(j) == "all" {
				j++
			}
			if claimVerbs[next(j)] {
				return true
			}
		}
	}
	return false
}

// ackWords are the words of a reply that only acknowledges: "Sure,
// noted.", "You got it!", "סגור, קיבלתי". Said to a request with no tool
// call, such a reply tells the user it was done.
var ackWords = map[string]bool{
	"sure": true, "ok": true, "okay": true, "k": true, "noted": true, "got": true, "it": true, "will": true, "do": true,
	"on": true, "no": true, "problem": true, "you": true, "consider": true, "done": true, "absolutely": true, "of": true,
	"course": true, "understood": true, "alright": true, "right": true, "perfect": true, "great": true, "cool": true,
	"np": true, "yep": true, "yes": true, "yeah": true, "certainly": true, "gotcha": true, "roger": true, "that": true,
	"thats": true, "and": true, "so": true, "definitely": true, "sounds": true, "good": true, "fine": true, "all": true,
	"set": true, "deal": true, "copy": true, "wilco": true, "this": true, "handled": true, "taken": true, "care": true,
	"בסדר": true, "סגור": true, "קיבלתי": true, "אין": true, "בעיה": true, "בטח": true, "סבבה": true, "מעולה": true,
	"אחלה": true, "יאללה": true, "טוב": true, "הבנתי": true, "נרשם": true, "רשום": true, "טופל": true, "מטופל": true,
	"אוקיי": true, "אוקי": true, "כמובן": true, "ברור": true, "גמור": true, "עליי": true, "עלי": true, "בוצע": true,
	"מצוין": true, "כן": true,
}

// rePromise is a reply that promises to keep something in mind, which
// only a saved reminder or memory can keep: "I'll make sure you don't
// forget", "I'll keep that in mind", "לא אשכח", "אדאג להזכיר לך".
var rePromise = regexp.MustCompile(`(?i)\b(?:i'?ll|i\s+will|i'?m\s+going\s+to|i\s+am\s+going\s+to)\s+(?:make\s+sure|keep\s+(?:that|it|this)\s+in\s+mind|remember|not\s+forget|ping\s+you|nudge\s+you|let\s+you\s+know|take\s+care\s+of)|` +
	`\b(?:won'?t|will\s+not)\s+(?:let\s+you\s+forget|forget)|\bkeep(?:ing)?\s+(?:that|it|this)\s+in\s+mind|\bconsider\s+it\s+done|\bi'?ve\s+got\s+(?:it|you|this)\s+covered|` +
	`(?:^|\s)(?:לא\s+אשכח|אזכור|אדאג|דאגתי|אני\s+על\s+זה|זה\s+עליי|זה\s+עלי|אזכיר|אעדכן\s+אותך|שמתי\s+לב\s+ל|רשמתי\s+לעצמי)(?:\s|$|[.,!])`)

// acknowledges reports whether a text answer only acknowledges, or
// promises to remember: no question, and nothing but the words of an
// acknowledgement, or a promise anywhere in it.
func acknowledges(text string) bool {
	if strings.ContainsAny(text, "?؟") {
		return false
	}
	if rePromise.MatchString(text) {
		return true
	}
	ws := strings.Fields(resolution.Normalize(text))
	if len(ws) == 0 {
		return strings.ContainsAny(text, "👍👌🙌") // an emoji alone
	}
	for _, w := range ws {
		if !ackWords[w] {
			return false
		}
	}
	return true
}

// doneAfter are the words before a "done" that make it a claim.
var doneAfter = map[string]bool{"sure": true, "ok": true, "okay": true, "all": true, "its": true, "thats": true, "is": true, "yes": true}

// asking are the words before "I" in a question ("should I set…?").
var asking = map[string]bool{"should": true, "shall": true, "can": true, "could": true, "may": true, "do": true,
	"would": true, "will": true, "did": true, "if": true, "when": true, "what": true}

// claimBase are the plain forms that follow "I'll" in a promise.
var claimBase = map[string]bool{
	"set": true, "add": true, "create": true, "delete": true, "remove": true, "schedule": true, "save": true,
	"book": true, "cancel": true, "mark": true, "update": true, "move": true, "remind": true, "put": true,
}

// ordinals are the ordinal words of positions 1-10. Hebrew ones count only
// with the article ("השני", "השנייה"): without it "שני" is Monday.
var ordinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
	"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
	"הראשון": 1, "הראשונה": 1, "השני": 2, "השנייה": 2, "השניה": 2, "השלישי": 3, "השלישית": 3, "הרביעי": 4, "הרביעית": 4,
	"החמישי": 5, "החמישית": 5, "השישי": 6, "השישית": 6, "השביעי": 7, "השביעית": 7, "השמיני": 8, "השמינית": 8,
	"התשיעי": 9, "התשיעית": 9, "העשירי": 10, "העשירית": 10,
}

// numbersIn returns every number the text says, as digits or as an
// ordinal word: "done 1 and 3" is [1 3], "את השנייה" is [2].
func numbersIn(text string) []int {
	var out []int
	for _, w := range strings.Fields(resolution.Normalize(text)) {
		if n, err := strconv.Atoi(w); err == nil {
			out = append(out, n)
			continue
		}
		for _, f := range conjunctionForms(w) {
			if n, ok := ordinals[f]; ok {
				out = append(out, n)
				break
			}
		}
	}
	return out
}
