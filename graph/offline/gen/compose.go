package gen

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Command forms: {i} is the item, {t} the time. Every other word is the
// command's, and must not reach what is stored.
var (
	remindEN = []string{
		"remind me to {i} {t}", "remind me {t} to {i}", "{t} remind me to {i}",
		"remind me to {i} {t}, she'll be awake by then", "remind me {t} to {i}, he should be home by then",
		"can you remind me to {i} {t}", "please remind me {t} to {i}", "don't let me forget to {i} {t}",
		"set a reminder {t} to {i}", "i need a reminder to {i} {t}", "remind me {t}: {i}",
		"remind me {t} - {i}", "i need to remind myself to {i} {t}",
		"tell me {t} to {i}", "let me know {t} to {i}", "text me {t} to {i}",
		"i need to remember to {i} {t}", "i have to remember to {i} {t}",
		"remind me 2 {i} {t}", "rmnd me {t} to {i}", "pls rmnd me 2 {i} {t}", "can u remind me 2 {i} {t}",
		"{i} {t}, add it as a reminder", "{i} {t} - set it as a reminder pls", "{i} {t}, as a reminder",
		"need a reminder {t} to {i}", "need a reminder to {i} {t}", "can i get a reminder {t} to {i}",
		"remind mee {t} to {i}", "remind meee to {i} {t}",
		"i need reminding {t} to {i}", "i'd like to be reminded to {i} {t}", "could you organise a reminder {t} to {i} please",
		// Formal, indirect and non-native: "I should like to be reminded …",
		// "please to remind me …".
		"I should like to be reminded {t} to {i}", "I would appreciate a reminder {t} to {i}", "please to remind me {t} to {i}",
		"kindly be so good as to remind me {t} to {i}", "I wish to be reminded {t} to {i}",
		"I'd appreciate being reminded {t} to {i}", "kindly remind me {t} to {i}",
		"I should be grateful if you would remind me {t} to {i}", "abeg remind me {t} to {i}",
		"I would like a reminder {t} to {i}", "I'd appreciate it if you could remind me {t} to {i}",
		// The command cut short as texted, and a Tagalog particle last.
		"rmd me {t} to {i}", "remind me to {i} {t} po", "pls remind me to {i} {t} ha",
		// A note with "reminder" after the thing, as in a notes app.
		"{i} reminder {t}", "{t} {i} reminder",
		// The noun with the verb's "me" after it, a slip of "remind me".
		"reminder me {t} to {i}",
		// A connector between the command and the deed ("make I" of
		// Nigerian Pidgin, "to make sure I", "so that I").
		"remind me make I {i} {t}", "remind me to make sure I {i} {t}", "remind me so that I {i} {t}",
		// A word said to Memo after the time.
		"remind me to {i} {t} mate", "remind me to {i} {t} bro", "remind me to {i} {t} fr", "remind me to {i} {t} bestie",
		// The deed said first, then the command with its time.
		"{i} - remind me {t}", "{i}, remind me {t}", "could you pop a reminder in for {t} to {i}",
		// Patois function words, Tagalog particles after the command or
		// last, and the command as English is learnt ("make reminder for
		// me: …", "do reminder …").
		"remind me fi {i} {t}", "remind mi fi {i} {t}", "remind me na lang to {i} {t}", "remind me naman to {i} {t}",
		"remind me to {i} {t} naman", "remind me to {i} {t} na lang",
		"make reminder for me: {t} to {i}", "create reminder for me {t} to {i}", "do reminder {t} to {i}", "make me reminder {t} to {i}",
		// How much it matters, said after it with no pause; an address and
		// a want before the command.
		"remind me {t} to {i} it's really important", "remind me to {i} {t} urgent!!", "remind me to {i} {t} super urgent",
		"dear, I'd like you to remind me {t} to {i}", "remind me {t} to {i} alhamdulillah",
		// Scots ("mind me tae …"), Singlish ("can … or not", a particle
		// last).
		"mind me tae {i} {t}", "mind me {t} tae {i}", "can remind me {t} to {i} or not", "remind me to {i} {t} liao",
	}
	remindHE = []string{
		"תזכיר לי {i} {t}", "תזכירי לי {i} {t}", "תזכיר לי {t} {i}", "{t} תזכיר לי {i}",
		"להזכיר לי {i} {t}", "אל תיתן לי לשכוח {i} {t}", "אל תתני לי לשכוח {t} {i}",
		"תשים לי תזכורת {t} {i}", "שים לי תזכורת {t} {i}", "תקבע לי תזכורת {t} {i}",
		"תרשום לי תזכורת {t} {i}", "תזכורת {t} {i}", "תזכיר לי בבקשה {t} {i}", "תזכירי לי {t} {i}",
		"אני צריך להזכיר לעצמי {i} {t}", "תזכור לי {i} {t}",
		"תגיד לי {t} {i}", "תגידי לי {t} {i}", "תודיע לי {t} {i}",
		"תזכרי אותי {t} {i}", "תזכור אותי {i} {t}", "תזכרו אותי {t} {i}",
		"תזכור לי {t} {i}", "תזכרי לי {t} {i}", "רמיינדר {t} {i}", "תשים לי רמיינדר {t} {i}",
		"תזכורת לי {t} {i}",
		// Courtesies of other tongues around the request.
		"בונז'ור, תזכיר לי {t} {i}", "תזכיר לי {i} {t} תנקס", "תזכירי לי {t} {i}? מרסי", "פרדון, תזכיר לי {t} {i}",
		"{i} {t}, תוסיף את זה כתזכורת", "{i} {t} תרשמי כתזכורת", "{i} {t}, כתזכורת",
		"צריך תזכורת {t} {i}", "אני צריכה תזכורת {t} {i}", "תכין לי תזכורת {t} {i}", "רוצה תזכורת {t} {i}",
		"תזכיר ליי {t} {i}", "תזכירי לייי {i} {t}",
		"תעשי לי reminder {t} {i}", "reminder {t} {i}", "תשים לי reminder {t} {i}",
		"תארגן לי תזכורת {t} {i}", "תסדרי לי תזכורת {t} {i}",
		"אשמח לתזכורת {t} {i}", "נא להזכיר לי {t} {i}", "הריני לבקש להזכיר לי {t} {i}",
		"אבקש תזכורת {t} {i}", "ברצוני לקבל תזכורת {t} {i}", "אודה לך אם תזכיר לי {t} {i}", "תזכר אותי {t} {i}",
		"הנני מבקשת שתזכירי לי {t} {i}", "אני צריך שאתה תזכיר לי {t} {i}", "אני צריכה שאת תזכירי לי {i} {t}",
		// The command cut short as texted, "בבקשה" cut short before it.
		"תזכ {t} {i}", "תזכי {t} {i}", "בקשה תזכיר לי {t} {i}",
		// A note with "תזכורת" after the thing, as in a notes app.
		"{i} תזכורת {t}", "{t} {i} תזכורת",
		// A word said to Memo after the time; the deed said first.
		"תזכיר לי {i} {t} כפרה", "תזכירי לי {i} {t} יא גבר", "תזכיר לי {i} {t}, כפרה עליך",
		"{i} - תזכיר לי {t}", "{i}, תזכירי לי {t}",
		// A state someone will be in by then, said after the request.
		"תזכיר לי {i} {t}, היא תהיה ערה עד אז", "תזכירי לי {t} {i}, הוא כבר יהיה בבית",
		// How much it matters, said after it with no pause, the adjective
		// in a learner's gender too; a courtesy said last or first; an
		// address and a want before the command, thanks after it.
		"תזכיר לי {t} {i} זה מאוד חשוב", "תזכירי לי {t} {i} זה מאוד חשובה", "תזכיר לי {i} {t} דחוף", "תזכיר לי {t} {i} חשוב!!",
		"תזכיר לי {t} {i} יעטיכ אלעאפיה", "אלחמדולילה תזכיר לי {t} {i}", "תזכירי לי {i} {t} בעזרת השם אמן", "תזכיר לי {t} {i} אנשאללה",
		"תזכיר אותי {t} {i}", "שלום יקירה אני רוצה שתזכירי לי {t} {i} תודה רבה", "מותק תוכלי להזכיר לי {t} {i}",
		"אחי אני צריך שתזכיר לי {t} {i}",
	}
	taskEN = []string{
		"add a task to {i}", "add a task: {i}", "new task: {i}", "add {i} to my tasks",
		"todo: {i}", "put {i} on my to-do list", "add to my to do list: {i}",
		"{i}, add it as a task", "{i} - add this to my to-do list", "{i}, as a task", "{i} and put it on my list",
		"i need to {i}, add it as a task please",
		"todo {i}", "TODO - {i}", "to-do {i}",
		// The user's own must, with no command (obligation.go).
		"i must {i}", "gotta {i}", "i've got to {i}", "need to {i}", "I really need to {i}",
	}
	taskHE = []string{
		"תוסיף משימה {i}", "משימה חדשה: {i}", "תוסיף למשימות {i}", "תרשום לי משימה {i}",
		"תוסיפי משימה: {i}", "משימה: {i}", "אני צריכה {i}", "אני חייבת {i}",
		"להוסיף לרשימת המשימות: {i}", "תוסיף לרשימת המטלות {i}", "תוסיף {i} לרשימת המשימות",
		"{i}, תוסיף את זה למשימות", "{i} תרשום כמשימה", "{i}, כמשימה", "{i} - תשימי את זה ברשימת המשימות",
		"todo {i}", "טודו: {i}", "משימה חדשה - {i}", "תוסיף task {i}", "תוסיפי task: {i}",
		"תוסיף לטודו שלי: {i}", "תוסיפי לטודו {i}",
		// The user's own must, with no command (obligation.go).
		"חייב {i}", "צריך {i}", "אני חייב {i}",
		// "task" in Hebrew letters.
		"תוסיף טסק: {i}", "תוסיפי טסק {i}",
	}
	eventEN = []string{
		"add {i} {t} to my calendar", "put {i} in my calendar {t}", "schedule {i} {t}",
		"add to my calendar: {i} {t}", "{i} {t}", "add event: {i} {t}", "new event: {i} {t}",
		"i set up a {i} {t}", "we've arranged a {i} {t}",
		"i booked a {i} {t}", "i booked a {i} {t}, note it down", "just booked a {i} {t}",
		"put {i} in my diary {t} please", "{i} {t} please add it", "{i} {t}, pop it in please",
		"{p} has a {i} {t}", "{p} has got a {i} {t}", "{p}'s {i} is {t}",
		// The calendar named first, or last without "it"; a bare "enter it".
		"please note in my calendar {i} {t}", "add to my diary {i} {t}", "{i} {t}, put in calendar", "{i} {t} put it in my cal",
		"{i} {t}. Please enter it.",
		// Chatter before a closing command: none of it is the title.
		"{i} {t} im so dead lol put it in my calendar", "{i} {t} ngl i'm so cooked, add to calendar",
		// Put, stuck or popped in the schedule, as texted ("sched").
		"stick {i} in my schedule {t}", "pop {i} in my sched {t}", "put {i} in my schedule {t}", "stick {i} in my calendar {t}",
		"{t} stick {i} in my sched",
		// The request at the end with its object and thanks.
		"{i} {t}, chuck it in the calendar", "{i} {t} put them in my calendar", "{i} {t} please put that on the calendar thank you",
		"{i} {t} could you please book it in my calendar",
		// An interjection run into "I've"/"I" before what one has.
		"ochi've got a {i} {t}", "ughi have a {i} {t}", "welpi've got a {i} {t}", "och i've got a {i} {t}", "ugh i have a {i} {t}",
		// Put by an Irish opener, or told with a particle before the
		// command.
		"ok grand put a {i} {t}", "{i} {t} lah, add it to my calendar",
		// Told with no command at all, or as a letter's notice.
		"i have a {i} {t}", "Please be advised I have a {i} {t}", "for your information, i have a {i} {t}",
		"would you be so kind as to put {i} in my calendar {t}",
		// Patois ("inna mi calendar", "inna di calendar"), and the calendar
		// named before the thing with no "my".
		"{i} {t} put it inna mi calendar", "put {i} inna di calendar {t}", "put in calendar {i} {t}",
	}
	eventHE = []string{
		"תוסיף ליומן {i} {t}", "תכניס ליומן {i} {t}", "תקבע ביומן {i} {t}", "תרשום ביומן {i} {t}", "{i} {t}",
		"תוסיף אירוע: {i} {t}", "אירוע חדש: {i} {t}", "קבעתי {i} {t}", "קבענו {i} {t}",
		"קבעתי {i} {t} תרשום לי", "קבעתי {i} {t}, תרשמי",
		"יש לי {i} {t} תכניס ללוח", "{i} {t} תכניסי ליומן", "יש לי {i} {t}, תשים ביומן", "{i} {t} תכניס ללוח שנה",
		"יש לנו {i} {t} תרשמי לי ביומן", "נקבע לי {i} {t}", "נקבעה לי {i} {t}", "הריני לבקש לקבוע {i} {t}",
		"{i} {t} תוסיף את זה", "{i} {t}, תכניס את זה בבקשה",
		"{i} {t} תכניסי אותם ליומן", "{i} {t} תוסיפי את זה", "ליומן: {i} {t}", "תכניסי ללו\"ז: {i} {t}",
		"{p} יש לה {i} {t}", "ל{p} יש {i} {t}",
		"נא להכניס ליומן {i} {t}", "יש לי {i} {t} תרשמי", "תרשום לי ביומן {i} {t}",
		// The calendar asked for with "write", after the event or before
		// it, and a loaned "please" closing it.
		"{t} {i} תכתוב לי ביומן", "{i} {t} תכתבי ביומן", "תכתבי לי ביומן {i} {t}", "יש לי {i} {t} תכניסי ליומן פליזז",
		"{t} יש לי {i}", "{t} יש לנו {i}",
		// Chatter before a closing command: none of it is the title.
		"{t} {i} אני הולכת למות תכניסי ללוח שנה", "{i} {t} אני גמורה תרשמי ביומן",
		// An interjection run into "יש לי" before what one has.
		"וואייש לי {i} {t}", "אוףיש לי {i} {t}", "וואי יש לי {i} {t}",
		// Told with no command at all.
		"יש לי {i} {t}", "יש לנו {i} {t}",
	}
	listEN = []string{
		"add {g} to my {l} list", "add {g} to the {l} list", "put {g} on my {l} list",
		"please add {g} to {l}", "{l} list: add {g}", "{l}: {g}", "add to {l}: {g}",
		"out of {g}, add to the {l} list", "we're out of {g} add them to {l}", "{g}, add to my {l} list",
		"running low on {g}, put it on the {l} list", "need more {g}, add to {l} please",
		"add to my {l} list {g}", "add to the {l} list {g}", "{l} list {g}",
		// What the things are for said first ("need smoko stuff, …"), and
		// the patois article.
		"need smoko stuff, add {g} to {l}", "bbq stuff: put {g} on the {l} list", "add {g} to di {l} list",
		"pit {g} on the {l} list",
	}
	listHE = []string{
		"תוסיף {g} לרשימת {l}", "תוסיף לרשימת {l} {g}", "תוסיפי {g} לרשימת {l}", "תכניס {g} לרשימת {l}",
		"{g} לרשימת {l}", "{l}: {g}", "לרשימת {l}: {g}", "תוסיף לרשימת {l}: {g}",
		"תרשום ברשימת {l}: {g}", "תכתבי ברשימת {l}: {g}", "תשים ברשימת {l} {g}",
		"נגמר לנו {g} תוסיף לרשימת {l}", "חסר לנו {g} תרשום ברשימת {l}", "{g} תוסיפי לרשימת {l}",
		"נגמרו {g}, תכניס לרשימת {l}", "חסר לי {g} תשימי ברשימת {l}",
		"רשימת {l} {g}",
		// "list" said in Hebrew letters, behind its prefix.
		"תוסיף {g} לליסט של {l}", "תכניסי {g} לליסטה של {l}",
		// What the things are for said first.
		"צריך דברים למנגל, תוסיף {g} לרשימת {l}",
	}
	noteEN = []string{"remember that {f}", "remember {f}", "note that {f}", "please remember that {f}", "save this: {f}",
		"jot down that {f}", "write this down: {f}", "i need to remember that {f}", "don't let me forget that {f}",
		"make a mental note that {f}", "I want you to remember that {f}", "keep in mind that {f}", "make a note that {f}",
		"just so you know, {f}",
		// "remember" said fast or spelt short.
		"rember that {f}", "remeber that {f}", "rember {f}", "rmbr that {f}", "rmbr {f}",
		// A note's heading.
		"note to self: {f}", "remember: {f}"}
	noteHE = []string{"תזכור ש{f}", "תזכור: {f}", "תרשום לך ש{f}", "תזכרי ש{f}", "שמור: {f}", "תרשום לי ש{f}",
		"תכתבי לי ש{f}", "אני צריך לזכור ש{f}", "אל תיתן לי לשכוח ש{f}", "שים לב ש{f}", "אל תשכחי ש{f}",
		"תזכור בבקשה ש{f}", "רשום לך ש{f}", "אני צריכה לזכור ש{f}",
		// Spelt with a vowel letter more or one less.
		"תזכר ש{f}", "תזכורי ש{f}",
		// A note's heading, as a notes app has it.
		"פתק: {f}", "פתק לעצמי: {f}"}
)

// in picks the English or the Hebrew table.
func in[T any](lang memo.Language, en, he []T) []T {
	if lang == memo.Hebrew {
		return he
	}
	return en
}

// reminder composes a reminder: a command, an item and a time.
func (g *Generator) reminder(c *Case) {
	if g.r.IntN(12) == 0 {
		g.lengthNow(c) // "remind me 20 min to call back"
		return
	}
	if g.r.IntN(24) == 0 {
		g.wake(c) // "תעיר אותי מחר ב-6 בבוקר לשמירה"
		return
	}
	if g.r.IntN(30) == 0 {
		g.remindObject(c) // "remind me the pills mon 6am"
		return
	}
	if g.r.IntN(30) == 0 {
		g.remindThingBefore(c) // "shame I forgot the soccer practice again, remind me mon 6am"
		return
	}
	if g.r.IntN(30) == 0 {
		g.remindBareDeed(c) // "remind me friday at ten call the appraiser", "sun remind water the plants"
		return
	}
	tmpl := pick(g.r, in(c.Lang, remindEN, remindHE))
	te := pick(g.r, timesOf(c.Lang))
	item := g.doing(tmpl, c.Lang)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", te.text)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl, te.text), When: te.mean(c.Now)}
	purposeAfter(g.stream("purpose"), c, tmpl) // "remind me to call the bank tomorrow at 5 for the mortgage papers"
	if c.Lang == memo.Hebrew && strings.Contains(c.Text, " את ה") && g.r.IntN(8) == 0 {
		// The marker and the article said as one: "לאסוף ת'ילדים".
		c.Text = strings.Replace(c.Text, " את ה", " ת'", 1)
		c.Noise = "short-et"
	}
	if g.r.IntN(16) == 0 {
		g.corrected(c) // "…, no wait, tomorrow at 6pm"
		return
	}
	dictateEnd(g, c)
}

// doing picks a thing to do for tmpl in lang.
func (g *Generator) doing(tmpl string, lang memo.Language) string {
	item := pick(g.r, in(lang, doingsEN, doingsHE))
	for (strings.Contains(tmpl, "{i} reminder") || strings.HasPrefix(tmpl, "{i} - ") || strings.HasPrefix(tmpl, "{i}, ")) && ownCommand(item) {
		// "move the car reminder at 5", "email Avi about the contract
		// reminder …", "move the car - remind me at 5": a command on a
		// reminder of that name as well.
		item = pick(g.r, doingsEN)
	}
	return item
}

// ownCommand reports whether a thing to do opens with a verb that is
// also one of Memo's commands ("move the car", "email Avi").
func ownCommand(item string) bool {
	first, _, _ := strings.Cut(item, " ")
	switch first {
	case "move", "email", "send", "text", "cancel", "delete", "check":
		return true
	}
	return false
}

// task composes a task with no time.
func (g *Generator) task(c *Case) {
	tmpl := pick(g.r, in(c.Lang, taskEN, taskHE))
	item := pick(g.r, in(c.Lang, doingsEN, doingsHE))
	switch g.r.IntN(16) {
	case 0:
		item = pick(g.r, in(c.Lang, thanksDeedsEN, thanksDeedsHE)) // "write a letter of thanks to the committee"
	case 1:
		tmpl, item = "{i}", pick(g.r, in(c.Lang, errandsEN, errandsHE)) // "pick up scrubs": an errand jotted down alone
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl)}
	dictateEnd(g, c)
}

// event composes a calendar event at a time said exactly.
func (g *Generator) event(c *Case) {
	if g.r.IntN(8) == 0 {
		g.toldSchedule(c) // "shearing at hendersons mon 6am"
		return
	}
	if g.r.IntN(12) == 0 {
		g.toldScheduleIs(c) // "the reunion is sat at 4pm"
		return
	}
	tmpl := pick(g.r, in(c.Lang, eventEN, eventHE))
	var te timeExpr
	for {
		te = pick(g.r, timesOf(c.Lang))
		if w := te.mean(c.Now); len(w.Times) == 1 && !w.Ask || toldDay(tmpl) && te.day && w.Ask && !w.From.IsZero() {
			break // told with a day and no hour ("i have a {i} tomorrow"), the hour is asked
		}
	}
	ev := pick(g.r, in(c.Lang, eventsEN, eventsHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{t}", te.text)
	c.Want = Want{Has: words(ev), Lacks: commandWords(tmpl, te.text), When: te.mean(c.Now), EventOrReminder: tmpl == "{i} {t}"}
	if tmpl == "{i} {t}" && !c.Want.When.Ask && g.stream("fixes").IntN(8) == 0 {
		g.placeCorrected(c, ev, te) // "lunch with Sarah at the office, no wait, at the cafe tomorrow at 9"
		return
	}
	if tmpl == "{i} {t}" && !c.Want.When.Ask && g.stream("clips").IntN(10) == 0 {
		clipped(g.stream("clips"), c, ev, te) // "Audiologist. Monday 11. Add."
		return
	}
	if tmpl == "{i} {t}" && g.stream("notes").IntN(12) == 0 {
		g.noteDated(c, ev) // "note that on sunday at 8am I have a dentist appointment"
		return
	}
	if strings.Contains(tmpl, "{p}") {
		// Told of someone else: the title keeps who, in its form.
		p := pick(g.r, in(c.Lang, othersEN, othersHE))
		c.Text = fill(tmpl, "{i}", ev, "{t}", te.text, "{p}", p.said)
		c.Want.Has = append(c.Want.Has, p.has...)
	}
}

// toldDay reports whether tmpl tells an event one has with no command
// ("ugh i have a {i} {t}", "{t} יש לי {i}"): told with a day and no hour,
// its hour is asked.
func toldDay(tmpl string) bool {
	for _, end := range []string{"have a {i} {t}", "got a {i} {t}", "יש לי {i} {t}", "יש לנו {i} {t}"} {
		if strings.HasSuffix(tmpl, end) {
			return true
		}
	}
	return strings.HasPrefix(tmpl, "{t} יש ל")
}

// listAdd composes items added to one of the user's lists.
func (g *Generator) listAdd(c *Case) {
	if g.r.IntN(10) == 0 {
		g.occasionAdd(c) // "also add wine for shabbat": no list named
		return
	}
	tmpl := pick(g.r, in(c.Lang, listEN, listHE))
	list := pick(g.r, in(c.Lang, Lists[:2], Lists[2:]))
	said := list
	if list == "קניות" && g.r.IntN(2) == 0 {
		said = "הקניות"
	}
	n := 1 + g.r.IntN(3)
	var items []string
	for len(items) < n {
		if x := pick(g.r, in(c.Lang, goodsEN, goodsHE)); !contains(items, x) {
			items = append(items, x)
		}
	}
	c.Template = tmpl
	goods := join(g, c.Lang, items)
	runOnItems := false
	if g.r.IntN(8) == 0 {
		runOnItems = true
		// Staples said with no comma between them: an item each.
		items = pickN(g, in(c.Lang, staplesEN, staplesHE), 3+g.r.IntN(2))
		goods = runOn(c.Lang, items)
		switch g.r.IntN(3) {
		case 0:
			if c.Lang == memo.English {
				goods = strings.Replace(goods, " and ", " n ", 1) // "diesel rope n bait", as texted
			}
		case 1:
			goods = strings.Join(items, " ") // "סולת שמן כוסברה בצל": no "and" at all
		}
	}
	dictated := g.r.IntN(6) == 0
	if dictated {
		goods = dictate(c.Lang, items)
	}
	c.Text = fill(tmpl, "{g}", goods, "{l}", said)
	c.Want = Want{List: list, Lacks: commandWords(tmpl)}
	if opensWithAdd(tmpl) && g.r.IntN(8) == 0 {
		// Where on the list, or that it goes on from before: no word of
		// an item ("… at the end", "ועוד תוסיף …").
		var extra string
		if g.r.IntN(2) == 0 {
			extra = pick(g.r, in(c.Lang, placementEN, placementHE))
			c.Text += " " + extra
		} else {
			extra = pick(g.r, in(c.Lang, openerEN, openerHE))
			c.Text = extra + " " + c.Text
		}
		for _, w := range strings.Fields(strings.Trim(extra, ",")) {
			if w != "at" && w != "the" && w != "very" {
				c.Want.Lacks = append(c.Want.Lacks, strings.Trim(w, ","))
			}
		}
	}
	if dictated {
		c.Text, c.Want.Lacks = endDictated(g, c.Lang, c.Text), append(c.Want.Lacks, dictatedWords(c.Lang)...)
	}
	for _, x := range items {
		c.Want.Items = append(c.Want.Items, words(x))
	}
	if !dictated && !runOnItems && (list == Lists[0] || list == Lists[2]) {
		needBuy(c, goods, len(items))
	}
}

// note composes a fact to remember.
func (g *Generator) note(c *Case) {
	tmpl := pick(g.r, in(c.Lang, noteEN, noteHE))
	fact := pick(g.r, in(c.Lang, factsEN, factsHE))
	if g.r.IntN(6) == 0 {
		// A fact said as a phrase and its value, with no verb.
		tmpl, fact = "{f}", pick(g.r, in(c.Lang, factsBareEN, factsBareHE))
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{f}", fact)
	has := words(fact)
	if strings.Contains(tmpl, "ש{f}") {
		has = has[1:] // its first word took the ש of "that"
	}
	c.Want = Want{Has: has, Lacks: commandWords(tmpl)}
}

// join joins list items as people do: "a", "a and b", "a, b and c".
func join(g *Generator, lang memo.Language, items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	head := strings.Join(items[:len(items)-1], ", ")
	last := items[len(items)-1]
	if lang == memo.Hebrew {
		if g.r.IntN(2) == 0 {
			return head + " ו" + last
		}
		return head + " ו-" + last
	}
	return head + " and " + last
}

// runOn joins items with no comma, an "and" before the last: "סולת שמן
// כוסברה ובצל", "semolina basil and onion".
func runOn(lang memo.Language, items []string) string {
	head := strings.Join(items[:len(items)-1], " ")
	if lang == memo.Hebrew {
		return head + " ו" + items[len(items)-1]
	}
	return head + " and " + items[len(items)-1]
}

// pickN picks n different words of xs.
func pickN(g *Generator, xs []string, n int) []string {
	var out []string
	for len(out) < n {
		if x := pick(g.r, xs); !contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// fill puts the pairs' values into tmpl and folds the spaces.
func fill(tmpl string, pairs ...string) string {
	return strings.Join(strings.Fields(strings.NewReplacer(pairs...).Replace(tmpl)), " ")
}

// commandWords are the words of tmpl beside its placeholders, and the
// words of extra (the time said).
func commandWords(tmpl string, extra ...string) []string {
	var out []string
	for _, w := range words(tmpl) {
		if !strings.Contains(w, "{") {
			out = append(out, w)
		}
	}
	for _, e := range extra {
		out = append(out, words(e)...)
	}
	return out
}

// words splits s into its words, lower-cased, punctuation trimmed.
func words(s string) []string {
	var out []string
	for _, f := range strings.Fields(strings.ToLower(s)) {
		if f = strings.Trim(f, ".,:;!?-–()\"'"); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
