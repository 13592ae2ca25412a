package offline

import "strings"

// How the world runs, told with an hour and no command, is no request:
// "the store closes at 9", "the pharmacy opens at 8", "the bus leaves at
// 7", "הסופר נסגר ב9", "הבנק נפתח בשמונה", "האוטובוס יוצא ב7". A
// reminder titled "the store closes" at 21:00 keeps a fact as if it were
// a thing to do; it is left to the model, or declined, so the user can
// say what they want reminded. The class is a subject and then a verb of
// a place's opening and closing, or of a departure, in the present: a
// thing told of what the user does ("I open tomorrow at 6", "אני יוצא
// ב-7") or of their own departure ("my flight leaves at 7 tomorrow",
// "הטיסה שלי יוצאת מחר ב-6") is their schedule and read as it was; a
// message opening with a deed ("call the bank before it closes at 5")
// is that deed; an arrival ("הטכנאי מגיע מחר ב-10") is a visit kept.

// worldOpenVerbs are the verbs of a place opening or closing, English and
// Hebrew present forms, active and passive, and the state they leave
// ("closed", "סגור").
var worldOpenVerbs = wordSet(`opens open reopens reopen closes close shuts shut closed opened
	נפתח נפתחת נפתחים נפתחות נסגר נסגרת נסגרים נסגרות פותח פותחת פותחים פותחות סוגר סוגרת סוגרים סוגרות
	סגור סגורה סגורים פתוח פתוחה פתוחים`)

// worldLeaveVerbs are the verbs of a departure in the present.
var worldLeaveVerbs = wordSet(`leaves leave departs depart
	יוצא יוצאת יוצאים יוצאות ממריא ממריאה ממריאים ממריאות`)

// worldSelfWords are the words of a subject that is the user: told of
// them, an opening or a leaving is their own schedule.
var worldSelfWords = wordSet(`i i'm im we we're us me אני אנחנו אנו`)

// worldOwnWords mark a departure as the user's own ("my flight", "הטיסה
// שלי").
var worldOwnWords = wordSet(`my our שלי שלנו`)

// toldOfWorld reports whether title, a message's words without its time,
// tells how the world runs (see above): a subject of one to three words
// and then a verb of opening, closing or leaving.
func toldOfWorld(title string) bool {
	if opensWithDoing(title) {
		return false
	}
	ws := strings.Fields(toLower(title))
	for i, w := range ws {
		if i > 3 {
			break
		}
		w = strings.Trim(w, ",.!?:;\"'")
		open, leave := worldOpenVerbs[w], worldLeaveVerbs[w]
		if i == 0 || !open && !leave {
			continue
		}
		for _, s := range ws[:i] {
			s = strings.Trim(s, ",.!?:;\"'")
			if worldSelfWords[s] || leave && worldOwnWords[s] {
				return false
			}
		}
		return true
	}
	return false
}
