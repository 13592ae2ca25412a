package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A schedule told with its day and its hour and no command is
// an event, whether or not Memo knows its noun: "מטווח ביום ראשון 6
// בבוקר", "וטרינר מגיע ביום חמישי ב-6", "יוצא הביתה ביום חמישי ב-12". A
// going or arriving said in the present ("יוצא", "מגיע", "חוזרים") tells
// where one will be; a noun names what happens. A deed ("לקנות חלב", a
// verb of the errands said in the present, "קונה חלב"), a thing taken or
// paid at that hour ("תרופה", "תשלום ארנונה") and a sentence about someone
// ("הוא …", "אני …") stay reminders or are read by their own readers. A
// pickup or a ride ("איסוף מאיכילוב", "הסעה לשדה") is an errand's noun.

// heGoingVerbs are the Hebrew present forms of going, leaving, arriving
// and coming back.
var heGoingVerbs = wordSet(`יוצא יוצאת יוצאים יוצאות מגיע מגיעה מגיעים מגיעות נוסע נוסעת נוסעים נוסעות
	חוזר חוזרת חוזרים חוזרות טס טסה טסים טסות עולה עולים נוחת נוחתת נוחתים ממריא ממריאה ממריאים`)

// heDeedNouns are nouns of what is done at an hour rather than attended:
// a reminder's, told without its verb.
var heDeedNouns = wordSet(`תרופה תרופות כדור כדורים ויטמין ויטמינים אנטיביוטיקה טיפות משחה אינהלציה תשלום תשלומים
	חשבון חשבונות זבל פח כביסה קניות חלב לחם מים שתייה אוכל ארוחה הזמנה משלוח חבילה דואר מייל הודעה טלפון שיחה
	דדליין דד-ליין הגשה הגשת מועד יעד איסוף הסעה החזרה קנייה קניה שליחה הוצאה הורדה העברה הפקדה
	תזכורת משימה משימות רשימה חניה דלק מזגן דוד תנור מכונה ביטוח ארנונה חשמל שכר משכורת העברה צ'ק`)

// heNotNoun are the words that open a sentence, not a thing's name.
var heNotNoun = wordSet(`אני אתה את הוא היא אנחנו אתם הם הן לא רק גם עוד כבר אולי צריך צריכה צריכים חייב חייבת אמור אמורה
	רוצה רוצים יש אין זה זאת מה מי מתי איפה איך למה כל שוב בוא בואו`)

// toldSchedule reports whether title, a message's words without r, its
// time, is a schedule told (see above, and enToldSchedule for English).
func toldSchedule(r timeparse.Result, title string) bool {
	if !r.HasDate || !r.HasTime {
		return false
	}
	if !hebrewText(title) {
		return enToldSchedule(title)
	}
	ws := strings.Fields(strings.Trim(CleanTitle(title), " ,.!?:;-"))
	if len(ws) == 0 || len(ws) > 8 {
		return false
	}
	first := strings.Trim(ws[0], ",.!?:;\"'")
	if heGoingVerbs[first] {
		return true // "יוצא הביתה", "חוזרים מאילת"
	}
	if heNotNoun[first] || heDeedNouns[first] || heCommandVerbs[first] || opensWithDoing(title) || heErrandPresent(first) ||
		strings.HasPrefix(first, "ש") && len([]rune(first)) > 3 && heNotNoun[strings.TrimPrefix(first, "ש")] {
		return false
	}
	for _, w := range ws[1:] {
		if heInfinitives[strings.Trim(w, ",.!?:;")] {
			return false // "שני ילדים לאסוף": a deed said last
		}
	}
	if len(ws) > 1 && heGoingVerbs[strings.Trim(ws[1], ",.!?:;")] {
		return true // "וטרינר מגיע", "הטכנאי מגיע"
	}
	return !strings.HasPrefix(first, "ל") // "מטווח", "אסיפת הורים": a noun; "לאמא" is to someone
}

// heErrandPresent reports whether w is a present form of a verb of the
// errands ("קונה", "מתקשר", "שולחת"), read off the infinitives Memo knows:
// the infinitive's stem without its ל, with a present ending.
func heErrandPresent(w string) bool {
	for _, p := range []string{"מת", "מ"} {
		if rest, ok := strings.CutPrefix(w, p); ok {
			for _, end := range []string{"", "ת", "ים", "ות", "ה"} {
				stem, ok := strings.CutSuffix(rest, end)
				if ok && stem != "" && (heInfinitives["לה"+stem] || heInfinitives["להת"+stem] || heInfinitives["ל"+stem]) {
					return true
				}
			}
		}
	}
	for _, end := range []string{"", "ת", "ים", "ות"} {
		if stem, ok := strings.CutSuffix(w, end); ok && stem != "" {
			r := []rune(stem)
			if end == "" && len(r) == 4 && r[2] == 'ו' && heInfinitives["ל"+string(r[0:2])+"ו"+string(r[3:])] {
				return true // "קונה" from "לקנות" is not read; "שולח" from "לשלוח"
			}
			if len(r) == 3 && heInfinitives["ל"+string(r[0])+string(r[1])+"ו"+string(r[2])] {
				return true // "שלח"… rare; "קנה" not read
			}
		}
	}
	if r := []rune(w); len(r) >= 3 && (r[len(r)-1] == 'י' || r[len(r)-1] == 'ה') && heInfinitives["ל"+string(r[:len(r)-1])+"ת"] {
		return true // "תלוי", "עשוי", "קנה": of "לתלות", "לעשות", "לקנות"
	}
	return heErrandWords[w]
}

// heErrandWords are present forms of errands the stems above miss.
var heErrandWords = wordSet(`קונה קונים קונות משלם משלמת משלמים מתקשר מתקשרת מתקשרים שולח שולחת שולחים אוסף אוספת אוספים
	לוקח לוקחת לוקחים מביא מביאה מביאים מחזיר מחזירה מכין מכינה מבשל מבשלת מנקה מנקים מסדר מסדרת בודק בודקת מזמין מזמינה
	מעביר מעבירה מוציא מוציאה מכבס מכבסת שוטף שוטפת עושה עושים`)

// reSetInfinitive is "לקבוע" (to set) opening a request as a secretary's
// note says it: "לקבוע ביום ראשון בשעה 4 אחה"צ אסיפת הורים". Group 1 is
// the verb.
var reSetInfinitive = compile(`^(לקבוע)\s+(?:לי\s+)?`)

// setFirstThenWhen reads "לקבוע" as the command to schedule when its time
// follows it at once and an event's noun after that, or a schedule's (see
// toldSchedule) ("לקבוע ביום ראשון ב-4
// אסיפת הורים"): the time says when the thing is set. Said before its
// thing ("לקבוע תור לרופא מחר ב-5", "16:00 לקבוע תור") it is the deed of
// arranging it, a reminder's. The submatch indexes are matchEventCreate's.
func setFirstThenWhen(m *message) []int {
	g := reSetInfinitive.FindStringSubmatchIndex(m.low)
	if g == nil {
		return nil
	}
	rest := m.raw[g[1]:]
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || !found || !r.HasTime || len(r.Spans) == 0 || r.Spans[0][0] != 0 || !leadsWithEvent(r.Remainder(rest)) && !toldSchedule(r, r.Remainder(rest)) {
		return nil
	}
	return []int{g[0], g[1], g[2], g[3]}
}

// In English the same is read from how the words open: a deed opens with
// its verb ("call mum", "pay rent", "take the bins out", "ring the vet"),
// a schedule with the noun of what is held, an activity's "-ing" noun
// ("shearing at hendersons", "footy training") or a noun at a place ("gig
// at the Crown", "Practice at the arena": a verb that is also an
// activity's noun, said before "at", is the noun). A noun Memo does not
// know, said alone ("rent mon 9"), is no proof of a schedule: it stays as
// the other readers leave it.

// enDeedNouns are English nouns of what is done or taken at an hour, and
// the "-ing" nouns of chores: a reminder's, told without its verb.
var enDeedNouns = wordSet(`pills pill meds medication medicine tablets vitamins insulin rent bills bill payment invoice taxes tax
	bins bin trash rubbish recycling garbage milk bread groceries parcel package delivery laundry dishes homework
	shopping packing ironing vacuuming hoovering mowing gardening cleaning cooking washing baking tidying`)

// enNotNoun are English words that open a sentence or a question, not a
// thing's name.
var enNotNoun = wordSet(`i i'm im we he she they it it's its this that there these those you what when where who why how
	is are was were will can could should would do does did don't no not just also maybe need needs want got have has`)

// enActivityVerbs are verbs that are also the noun of an activity held at
// a place ("practice at the arena", "swim at the pool"): before "at" they
// name it.
var enActivityVerbs = wordSet(`practice practise swim run ride walk shoot study`)

// enToldSchedule reports whether title, an English message's words
// without its day and hour, is a schedule told (see above).
func enToldSchedule(title string) bool {
	ws := strings.Fields(toLower(strings.Trim(CleanTitle(title), " ,.!?:;-")))
	for len(ws) > 0 && isArticle(ws[0]) {
		ws = ws[1:]
	}
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	for i := range ws {
		ws[i] = strings.Trim(ws[i], ",.!?:;\"'()")
	}
	first := ws[0]
	if enNotNoun[first] || enDeedNouns[first] || enPast[first] != "" || reStatement.MatchString(title) {
		return false
	}
	atPlace := len(ws) > 2 && (ws[1] == "at" || ws[1] == "@") || len(ws) > 3 && (ws[2] == "at" || ws[2] == "@") && !taskVerbEN[first] ||
		inTown(ws)
	if taskVerbEN[first] {
		return enActivityVerbs[first] && len(ws) > 2 && ws[1] == "at" // "practice at the arena"
	}
	if atPlace && !notPlaceEN[ws[len(ws)-1]] {
		return true // "gig at the Crown", "beers at jacks"
	}
	return enActivityNoun(first) && (len(ws) == 1 || len(ws) > 1 && !enDeedNouns[ws[1]])
}

// inTown reports whether ws, a schedule's words, are a noun of two words
// and the town it is held in, as a diary is written in lower case ("tile
// work in ramat gan", "shearing job in dubbo"): no verb opens it, and
// what follows "in" is a name, not "the", "my" or a time.
func inTown(ws []string) bool {
	if len(ws) < 4 || ws[2] != "in" || taskVerbEN[ws[0]] || taskVerbEN[ws[1]] || enDeedNouns[ws[1]] {
		return false
	}
	switch ws[3] {
	case "the", "a", "an", "my", "our", "his", "her", "their", "your", "case", "person", "time", "advance", "between":
		return false
	}
	return !notPlaceEN[ws[len(ws)-1]]
}

// enActivityNoun reports whether w is the "-ing" noun of an activity
// ("shearing", "bowling"), not of a deed Memo knows the verb of
// ("cleaning", "calling", "shopping").
func enActivityNoun(w string) bool {
	stem, ok := strings.CutSuffix(w, "ing")
	if !ok || len(stem) < 3 || enDeedNouns[w] {
		return false
	}
	if n := len(stem); stem[n-1] == stem[n-2] {
		stem = stem[:n-1] // "shopping" of "shop"
	}
	return !taskVerbEN[stem] && !taskVerbEN[stem+"e"] && !taskVerbEN[stem+stem[len(stem)-1:]]
}

// heWriteVerbs are the Hebrew verbs that write a thing down or put it
// in, asking for no kind of thing by themselves.
var heWriteVerbs = wordSet(`תרשום תרשמי רשום רשמי תכניס תכניסי הכנס תשים תשימי שים שימי תוסיף תוסיפי הוסף`)

// heTripNouns are the errands' nouns of a trip at an hour (a pickup, a
// ride): written down with their day and hour and the place they go from
// or to they are a calendar's ("תרשום לי איסוף מנתב"ג ביום שישי בארבע");
// told alone they stay a reminder's (see heDeedNouns).
var heTripNouns = wordSet(`איסוף הסעה`)

// writtenSchedule reports whether rest, what follows a verb that writes
// down (see heWriteVerbs), is a schedule told of a noun with its day and
// hour ("תרשום נסיעה לאילת ביום שני בשש בבוקר"): an event, as the schedule
// told alone is.
func writtenSchedule(m *message, verb, rest string) bool {
	if !heWriteVerbs[verb] {
		return false
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || !r.HasTime {
		return false
	}
	title := r.Remainder(rest)
	if ws := strings.Fields(title); len(ws) > 1 && heTripNouns[ws[0]] && (strings.HasPrefix(ws[1], "מ") || strings.HasPrefix(ws[1], "ל")) {
		return true // "איסוף מנתב"ג", "הסעה לשדה": a trip from or to a place; "איסוף של הילדים" is an errand
	}
	return toldSchedule(r, title)
}

// A schedule is told with a copula too: "the reunion is saturday at six",
// "my dentist appointment is on thursday at 4:30", "הישיבה היא ביום חמישי
// בשש". The copula is read away (toldIs) and what is left is read as the
// schedule told alone, only when the thing is an event's noun (or a
// schedule's, see toldSchedule) and what follows the copula is its day and
// hour and nothing else. A day with no hour, a habit ("the bus is at 7
// every day"), a day gone by or a question is no appointment to keep.

// reToldHabit is a word of repetition after the copula: "is at 7 every
// day", "היא כל יום בשש".
var reToldHabit = compile(`(?i)(?:^|\s)(?:every|each|daily|weekly|always|usually|כל|תמיד|בדרך\s+כלל)(?:\s|$)`)

// toldScheduleIs is text with the copula of a schedule told read away
// (see above), or false when text is no such schedule.
func toldScheduleIs(m *message) (string, bool) {
	if strings.Contains(m.req.Text, "?") || !strings.Contains(m.low, " ") {
		return "", false // asked, or a word alone
	}
	thing, said, ok := toldIs(m.raw)
	if !ok {
		thing, said, ok = gluedIs(m.raw) // "the conference's tomorrow at 9am"
	}
	if !ok || strings.TrimSpace(thing) == "" || strings.HasPrefix(toLower(said), "due") || reToldHabit.MatchString(said) {
		return "", false
	}
	r, found, err := timeparse.Parse(said, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || !r.HasTime || r.Past || CleanTitle(r.Remainder(said)) != "" {
		return "", false
	}
	if t, _, err := timeparse.Parse(thing, m.now(), m.loc()); err == nil && len(t.Spans) > 0 {
		return "", false // "tomorrow the meeting is at 5": a time on both sides
	}
	if strings.ContainsAny(thing, "'’") || ownerWithoutMark(thing) {
		return "", false // "my daughter's haircut is …": told of someone, read by toldOfOther
	}
	if !leadsWithEvent(thing) && !toldSchedule(r, thing) {
		return "", false // "the store is open at 9", "my shift is …": read as they were
	}
	return strings.TrimSpace(thing) + " " + said, true
}

// ownerWithoutMark reports whether thing opens with someone of one's own
// whose possessive lost its apostrophe ("my daughters parent-teacher
// meeting", "my sons game"): told of someone, as with the mark.
func ownerWithoutMark(thing string) bool {
	fs := strings.Fields(toLower(thing))
	return len(fs) > 2 && (fs[0] == "my" || fs[0] == "our") && relationWords[fs[1]] && strings.HasSuffix(fs[1], "s")
}

// reGluedIs is the copula "'s" glued to a thing's last word: "the
// conference's tomorrow at 9am". Whether it is the copula and not a
// possessive ("Jaylen's game sunday at 2") is told by what follows it, a
// day and hour and nothing else (see toldScheduleIs).
var reGluedIs = compile(`^(\S.*?)['’]s\s+(\S.*)$`)

// gluedIs splits told at a glued "'s" (see reGluedIs), of a thing said
// with its determiner and no place word before it.
func gluedIs(told string) (thing, said string, ok bool) {
	g := reGluedIs.FindStringSubmatch(told)
	if g == nil || !reThingFirst.MatchString(g[1]+" ") {
		return "", "", false
	}
	for _, w := range strings.Fields(toLower(g[1])) {
		if notPlaceBefore[w] {
			return "", "", false // "drinks at Sam's sat at 4pm": a place's owner
		}
	}
	return g[1], g[2], true
}

// notPlaceBefore are the words before a place's owner ("at Sam's"), after
// which "'s" is no copula.
var notPlaceBefore = wordSet(`at @ in to from with near by`)
