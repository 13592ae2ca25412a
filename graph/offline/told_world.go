package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

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
//
// The user's own day told the same way is no request either: the user
// starting, finishing, arriving or waking ("I get to the office at 9",
// "I start work at 8", "we finish at 6", "אני מגיע למשרד ב9", "אני
// מסיימת לעבוד ב5") and a routine of the day starting or ending ("school
// ends at 3", "my shift starts at 7", "בית הספר נגמר ב3", "המשמרת שלי
// מתחילה ב7"). A thing the user has ("I have a meeting with Dan at 9"),
// an appointment's start ("my meeting starts at 3 tomorrow") and a
// departure of the user's ("my flight leaves at 7 tomorrow") are read as
// before.

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

// routineSelfVerbs are the verbs of the user's own day: starting,
// finishing, arriving, waking, coming back (English "get" only before
// the particle that makes it so, see routineGetParticles).
var routineSelfVerbs = wordSet(`start starts begin finish end arrive wake get clock
	מגיע מגיעה מגיעים מגיעות מתחיל מתחילה מתחילים מתחילות מסיים מסיימת מסיימים מסיימות גומר גומרת גומרים גומרות
	קם קמה קמים קמות מתעורר מתעוררת מתעוררים מתעוררות חוזר חוזרת חוזרים חוזרות נכנס נכנסת נכנסים נכנסות`)

// routineGetParticles make "get" a verb of arriving or waking: "get to",
// "get home", "get up", "get off".
var routineGetParticles = wordSet(`to in into home back off up out there`)

// routineSelfAdverbs may stand between the user and the verb: "I usually
// get to the office at 9", "אני תמיד מגיע ב9".
var routineSelfAdverbs = wordSet(`usually always normally generally typically only just never also
	תמיד רק בדרך כלל בד"כ גם`)

// routineNames name the routines of a day that start and end on a
// timetable ("school", "my shift", "בית הספר", "המשמרת שלי"), and
// routineNameWords the words that may stand beside one in its name.
var (
	routineNames = wordSet(`school work shift shifts kindergarten daycare preschool workday schoolday
		הספר ספר ביה"ס ביהס עבודה העבודה משמרת המשמרת גן הגן לימודים הלימודים צהרון הצהרון מעון המעון`)
	routineNameWords = wordSet(`the my our his her their kids kids' children's school בית יום של שלי שלנו שלו שלה הילדים הילד הילדה`)
)

// routineEndVerbs are the verbs of a routine starting or ending, present;
// "lets", "gets" and "is" only before "out" or "over".
var routineEndVerbs = wordSet(`starts begins ends finishes lets gets is
	מתחיל מתחילה מתחילים מתחילות נגמר נגמרת נגמרים נגמרות מסתיים מסתיימת מסתיימים מסתיימות`)

// toldOfRoutine reports whether title, a message's words without its
// time, tells of the user's own day (see above): the user and a verb of
// routineSelfVerbs, or a routine's name and a verb of routineEndVerbs,
// with a few words at most after the verb.
func toldOfRoutine(title string) bool {
	ws := strings.Fields(strings.Trim(toLower(title), " ,.!?:;"))
	for i := range ws {
		ws[i] = strings.Trim(ws[i], ",.!?:;\"'")
	}
	if len(ws) < 2 {
		return false
	}
	if worldSelfWords[ws[0]] || ws[0] == "i'll" || ws[0] == "we'll" {
		i := 1
		for i < len(ws)-1 && routineSelfAdverbs[ws[i]] { // "בדרך כלל" is two of them
			i++
		}
		v := ws[i]
		if !routineSelfVerbs[v] || len(ws)-i > 6 {
			return false
		}
		return v != "get" || i+1 < len(ws) && routineGetParticles[ws[i+1]]
	}
	named := false
	for i, w := range ws {
		switch {
		case i > 4:
			return false
		case routineNames[w]:
			named = true
		case routineEndVerbs[w]:
			next := ""
			if i+1 < len(ws) {
				next = ws[i+1]
			}
			switch {
			case !named || len(ws)-i > 4:
				return false
			case w == "lets" || w == "gets":
				return next == "out" // "school lets out at 3"
			case w == "is":
				return next == "over" // "school is over at 3"
			}
			return true
		case !routineNameWords[w]:
			return false
		}
	}
	return false
}

// toldOfWorld reports whether title, a message's words without its time,
// tells how the world runs (see above): a subject of one to three words
// and then a verb of opening, closing or leaving; or tells of the user's
// own day (toldOfRoutine).
func toldOfWorld(title string) bool {
	if opensWithDoing(title) {
		return false
	}
	if toldOfRoutine(title) {
		return true
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

// toldWorldKept reports whether steps keep something (a reminder, an
// event, a change to one) of a message that only tells how the world or
// the user's day runs, with an hour and nothing else: whichever reader
// took it, a statement is no request (the final check "toldWorld"). A
// message with a second sentence or a word of request ("the store closes
// at 9, remind me at 8 to go") is read as it was. m is the message as the
// planner read it: its text cleaned once, read again here (m.clean).
func toldWorldKept(m *message, steps []memo.Step) bool {
	req := m.req
	if req.Focus != nil {
		return false // "the shift starts at 5" of the shift in focus: a change of it
	}
	keeps := false
	for _, s := range steps {
		switch s.Operation {
		case memo.OpTaskCreate, memo.OpEventCreate, memo.OpEventCreateRecurring, memo.OpEventUpdate:
			keeps = true
		}
	}
	if !keeps {
		return false
	}
	if !mayTellWorld(req.Text) {
		return false // no verb of opening, leaving or a day's routine: cleaned or not, nothing told
	}
	// As cleaned ("hey I get to the office at 9") and as said: cleaning
	// reads "starts" after a noun as an event's ("הלימודים מתחילים מחר
	// ב8" is cleaned to "הלימודים מחר ב8").
	for _, text := range []string{m.clean().Text, strings.TrimSpace(req.Text)} {
		r, found, err := timeparse.Parse(text, req.Now, req.Loc)
		if err != nil || !found || !r.HasTime {
			continue
		}
		rest := strings.TrimSpace(r.Remainder(text))
		if strings.ContainsAny(strings.TrimRight(rest, " .!"), ",;.!?") || reRequestWord.MatchString(toLower(rest)) {
			return false
		}
		if toldOfWorld(rest) {
			return true
		}
	}
	return false
}

// worldTriggers are the words one of which a text must hold for
// toldOfWorld to read it as told: the verbs of opening, leaving and a
// day's routine, and for "is over", "lets out" and "gets out" the word
// after the verb.
var worldTriggers = func() map[string]bool {
	out := map[string]bool{"over": true, "out": true}
	for _, set := range []map[string]bool{worldOpenVerbs, worldLeaveVerbs, routineSelfVerbs, routineEndVerbs} {
		for w := range set {
			switch w {
			case "is", "lets", "gets":
			default:
				out[w] = true
			}
		}
	}
	return out
}()

// mayTellWorld reports whether text holds one of worldTriggers as a word:
// the cheap test before toldWorldKept reads the text again, cleaned and
// as said.
func mayTellWorld(text string) bool {
	for _, w := range strings.FieldsFunc(toLower(text), func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == ',' || r == '.' || r == '!' || r == '?' || r == ':' || r == ';' || r == '"'
	}) {
		if worldTriggers[w] {
			return true
		}
	}
	return false
}
