package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// Forms of asking to be reminded that Clean writes the one way the
// grammar reads: a date told then a yearly reminder of it, a bare "remind"
// with no one to remind, a question asked through "tell me".

// reToldYearly is a date told of a thing, then a yearly reminder of it
// asked for with no thing of its own: "Coach Reyes birthday is march 3rd,
// remind me every year", "our anniversary is on the 19th of december, so
// remind me each year".
var reToldYearly = compile(`(?i)^(.{2,60}?)\s+(?:is|are|falls)\s+(?:on\s+)?(.{3,30}?)\s*[,.;!]+\s*(?:so\s+|and\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?remind\s+me\s+((?:every|each)\s+year|annually|yearly|once\s+a\s+year)` +
	`(?:\s*,?\s*so\s+(?:that\s+)?i\s+(?:don'?t|dont|won'?t)\s+forget(?:\s+(?:again|like\s+last\s+(?:time|year)))?)?\s*[.!]*$`)

// reToldYearlyHE is the same in Hebrew, the date inside what is told:
// "יום הולדת לשירה ב-19 בדצמבר, תזכירי לי כל שנה", "ביטוח רכב נגמר 28
// בפברואר תזכיר כל שנה".
var reToldYearlyHE = compile(`^(.{4,80}?)[\s,.;!]+(?:ו)?(?:תזכיר|תזכירי|תזכור|תזכרי)(?:\s+לי)?\s+((?:ב)?כל\s+שנה|מדי\s+שנה|פעם\s+בשנה)[\s.!]*$`)

// toldYearly writes a date told of a thing with a yearly reminder asked
// after it as the request it is: "remind me every year on march 3rd
// coach reyes birthday", "תזכיר לי כל שנה יום הולדת לשירה ב-19 בדצמבר".
// The date must be one of the year, which the yearly reader checks.
func toldYearly(s string) string {
	if strings.Contains(lower(s), "remind") {
		if g := reToldYearly.FindStringSubmatch(s); g != nil {
			return "remind me " + g[3] + " on " + g[2] + " " + g[1]
		}
		return s
	}
	if strings.Contains(s, "שנה") {
		if g := reToldYearlyHE.FindStringSubmatch(s); g != nil && !strings.Contains(g[1], "תזכיר") {
			return "תזכיר לי " + g[2] + " " + g[1]
		}
	}
	return s
}

// bareRemindNext are the words after which a bare "remind" said with no
// one to remind ("… fri remind 11a", "remind 20 min call back sara",
// "remind tmrw to …") is "remind me".
// Weekday names (lexicon's) are such words too.
var bareRemindNext = wordSet(`in at on to by tomorrow tmrw tmr today tonight tonite this next every each`)

// enDayWord says w is an English weekday name in any of its forms.
func enDayWord(w string) bool {
	_, form := lexicon.EnWeekday(w)
	return form != lexicon.WeekdayNone
}

// deedVerbNext reports whether ws, the words after a bare "remind",
// open with a deed's verb written in lower case ("sun remind water
// plants", "tmrw remind call mom"): the deed, not someone to remind; a
// name ("remind Chase to …") is written with its capital.
func deedVerbNext(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	w, obj := strings.Trim(ws[0], ",.:;!?"), toLower(strings.Trim(ws[1], ",.:;!?"))
	// "remind meet at 5": "me" slipped, no deed with its object.
	return w != "" && w == toLower(w) && taskVerbEN[w] && obj != "" && !bareRemindNext[obj] && (obj[0] < '0' || obj[0] > '9')
}

// weakDayNamed writes w, a short weekday that is also an English word
// ("sun", "wed", "sat"), as the day's whole name; other words as they
// are. Said right before "remind", opening the message, it is when.
func weakDayNamed(w string) string {
	day, form := lexicon.EnWeekday(toLower(w))
	if form != lexicon.WeekdayWeak {
		return w
	}
	return strings.ToLower(time.Weekday(day).String())
}

// remindMe writes a "remind" said with no one to remind as "remind me"
// (before a time or a deed's verb; a short weekday opening the message
// before it named whole), and a Hebrew "תזכיר" closing a message with no "לי" as "תזכיר לי":
// "להזריע את הקבוצה ביום שלישי ב6 תזכיר". A "remind" before someone
// ("remind dad to …", "remind her") is left as it is.
func remindMe(s string) string {
	low := lower(s)
	if !strings.Contains(low, "remind") && !strings.Contains(s, "תזכ") {
		return s
	}
	fields := strings.Fields(s)
	changed := false
	for i, w := range fields {
		core := strings.Trim(lower(w), ",.:;!?")
		switch {
		case core == "remind" && i > 0 || core == "remind" && i == 0 && len(fields) > 1:
			if d := weakDayNamed(fields[0]); i == 1 && d != fields[0] {
				fields[0], changed = d, true // "sun remind …": Sunday
			}
			next := ""
			if i+1 < len(fields) {
				next = strings.Trim(lower(fields[i+1]), ",.:;!?")
			}
			if next == "" || bareRemindNext[next] || enDayWord(next) || next[0] >= '0' && next[0] <= '9' || deedVerbNext(fields[i+1:]) {
				fields[i] = w[:len(w)-len(strings.TrimLeft(w, ",.:;!?"))] + "remind me" + w[len(strings.TrimRight(w, ",.:;!?")):]
				changed = true
			}
		case (core == "תזכ" || core == "תזכי") && i+1 < len(fields) && headBefore(fields[:i]) && cutShortNext(core, fields[i+1]):
			fields[i] = "תזכיר לי" + w[len(strings.TrimRight(w, ",.:;!?")):] // "תזכ מחר ב6 לקום"
			changed = true
		case i == len(fields)-1 && i >= 2 && (core == "תזכיר" || core == "תזכירי"):
			fields[i] = strings.TrimRight(w, ",.:;!?") + " לי" + w[len(strings.TrimRight(w, ",.:;!?")):]
			changed = true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(fields, " ")
}

// reChangeItAfter is a bare "change it" closing a change already said:
// "לא, זה ביום שלישי. תשני בבקשה", "it's at 6 not 5, please fix it". It
// only asks for what was said before it.
var reChangeItAfter = compile(`(?i)[.!,;]\s*(?:(?:please|pls|אז)\s+)?(?:תשני|תשנה|תעדכן|תעדכני|תתקן|תתקני|change\s+it|update\s+it|fix\s+it|correct\s+it)` +
	`(?:\s+(?:בבקשה|please|pls|thanks|thank\s+you|תודה))?\s*[.!]*$`)

// reItMoves is "it move to …" said for "move it to …" by one still learning
// English: "sorry, it move to 20:30".
var reItMoves = compile(`(?i)(^|[\s,])it\s+(?:move|moves|change|changes|push|shift)\s+to\b`)

// changeSaid drops a bare "change it" after the change it asks for, and
// writes "it move to" as "move it to".
func changeSaid(s string) string {
	if loc := reChangeItAfter.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = strings.TrimSpace(s[:loc[0]])
	}
	return reItMoves.ReplaceAllString(s, "${1}move it to")
}

// tellMeQuestion writes a question asked through "tell me" as the
// question (see reTellMeQuestion).
func tellMeQuestion(s string) string {
	g := reTellMeQuestion.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	if g[2] >= 0 {
		return s[g[4]:g[5]] + s[g[6]:g[7]] + " do i " + s[g[8]:g[9]] + s[g[1]:]
	}
	return s[g[12]:g[13]] + s[g[14]:g[15]] + s[g[1]:]
}

// heTimeOpeners are the words a Hebrew time opens with when said after a
// command: "מחר", "בעוד", "הערב", "כל".
var heTimeOpeners = wordSet(`מחר מחרתיים היום הערב הלילה בעוד עוד לעוד בשעה ביום בבוקר בערב בצהריים בצהרים בלילה כל בשבת בשבוע בחודש בסוף בתחילת בראש
	באחת בשתיים בשתים בשלוש בארבע בחמש בשש בשבע בשמונה בתשע בעשר באחת-עשרה בשתים-עשרה ברבע בחצות פעם פעמיים יום יומיים שבוע שבועיים עד`)

// heTimeOpens reports whether w, as said after a command, opens a time:
// a word of heTimeOpeners, an hour ("ב6", "ב-9", "9"), or a weekday with
// its ב ("בשלישי").
func heTimeOpens(w string) bool {
	w = strings.Trim(w, ",.:;!?")
	if heTimeOpeners[w] || timeparse.ForeignDay(w) {
		return true // "תזכ מחר …", "תזכ demain …"
	}
	d := strings.TrimPrefix(strings.TrimPrefix(w, "ב"), "-")
	if d != "" && d[0] >= '0' && d[0] <= '9' {
		return true
	}
	if rest, ok := strings.CutPrefix(w, "ב"); ok {
		_, day := lexicon.HeWeekday(rest)
		return day
	}
	return false
}

// cutShortNext reports whether next, said after "תזכ" or "תזכי" (the
// command cut short as texted), shows it is the command: after "תזכ",
// which is no word, any Hebrew word ("תזכ מחר ב6 …", "תזכ לקנות חלב");
// after "תזכי", which is also "may you merit" ("תזכי לשנים טובות"), a
// time ("תזכי בעוד 10 דק …", "תזכי ברבע לשש …").
func cutShortNext(core, next string) bool {
	return core == "תזכ" && hebrewText(next) || heTimeOpens(next)
}

// saysCutShort reports whether a word of s is "תזכ" or "תזכי", the
// command cut short: left in an item, it was a command not read.
func saysCutShort(s string) bool {
	if !strings.Contains(s, "תזכ") {
		return false
	}
	for _, w := range strings.Fields(s) {
		switch strings.Trim(w, ",.:;!?") {
		case "תזכ", "תזכי", "ותזכ", "ותזכי":
			return true
		}
	}
	return false
}

// headBefore reports whether the words before a command are all words a
// request's head is made of (none, or "בבקשה", "היי").
func headBefore(ws []string) bool {
	for _, w := range ws {
		if !headWords[toLower(strings.Trim(w, ",.:;!?"))] {
			return false
		}
	}
	return true
}

// mendRmd writes "rmd", "remind" cut short as texted, as "remind" where it
// opens a request, after no word but a head's ("rmd me tmrw …", "hey memo,
// rmdme at 5 …"); elsewhere it may be a name.
func mendRmd(s string) string {
	if !strings.Contains(lower(s), "rmd") {
		return s
	}
	fields := strings.Fields(s)
	for i := 0; i < len(fields) && i < 5; i++ {
		w := fields[i]
		core := toLower(strings.TrimRight(w, ",.:;!?"))
		if core != "rmd" && core != "rmdme" {
			continue
		}
		if headBefore(fields[:i]) {
			fields[i] = "remind" + strings.TrimPrefix(core, "rmd") + w[len(core):]
			if core == "rmdme" {
				fields[i] = "remind me" + w[len(core):]
			}
			return strings.Join(fields, " ")
		}
		break
	}
	return s
}

// reReminderMe is the noun "reminder" with "me" right after it, a slip of
// the verb ("reminder me in an hour to get gas", "ok so remindder me …",
// "תזכורת לי עוד שעה לתדלק", and "תזכרת לי", mended to the noun): the
// pronoun is the verb's, so it is "remind me …". "לי ולדנה", a reminder
// to more than the user, is left.
var reReminderMe = compile(`(?i)(^|\s)(?:(reminder)\s+me|(תזכורת)\s+לי)(\s+[^\sו]|\s*[:,]|$)`)

// reminderMe writes reReminderMe as the command it slips from, unless a
// word before it makes "reminder" a noun ("set a reminder me …" is not
// mended: "a" and the verbs that take the noun).
func reminderMe(s string) string {
	g := reReminderMe.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	before := strings.Fields(s[:g[0]])
	if n := len(before); n > 0 {
		w := lower(strings.Trim(before[n-1], ",.!?:"))
		if reminderDeterminers[w] || nounTakers[w] {
			return s
		}
	}
	verb := "remind me"
	if g[6] >= 0 {
		verb = "תזכיר לי"
	}
	return s[:g[3]] + verb + s[g[8]:]
}

// nounTakers are verbs that take "reminder" as their object ("set",
// "תשים"): after one, "reminder" is the noun.
var nounTakers = wordSet(`set send give get make want need add put create שים תשים תשימי תקבע תקבעי תוסיף תוסיפי צריך צריכה רוצה תשלח תשלחי`)

// reWriteDownEN is a verb of writing down opening a text ("write down
// …", "jot down …", "note: …", "note to self: …"): with a thing at a day and an hour after
// it, it asks to add that thing, not to keep a fact (see datedThing).
var reWriteDownEN = compile(`(?i)^((?:please|pls)\s+)?(?:(?:write|jot|put|note|take)\s+down|note\s+to\s+self|jot|note|write)(?:\s*:\s*|\s+)([^\s:]+)`)

// writeDownDated writes "write down dentist tomorrow at 4" as "add
// dentist tomorrow at 4"; "write down that …", "note to self …" and a
// thing with no day and hour are left as they are.
func writeDownDated(s string) string {
	g := reWriteDownEN.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	switch toLower(s[g[4]:g[5]]) {
	case "that", "this", "it", "to", "down", "the", "following", "of", ":", "in", "into", "on", "onto", "for", "at", "by":
		// "write in my diary tonight": where, not what
		return s
	}
	rest := s[g[4]:]
	if !datedThing(rest) {
		return s
	}
	return "add " + rest
}

// reEverySecondWeekHE is "כל שבוע שני" with the weekday said after it
// ("כל שבוע שני ביום חמישי"): every second week, so "כל שבועיים". Without
// another weekday after it "שני" may be Monday ("כל שבוע שני ב-9"), and
// "שבוע שני של החופש" repeats nothing: both are left.
var reEverySecondWeekHE = compile(`(^|\s)(ו?ב?)כל\s+שבוע\s+שני(\s*,?\s*(?:ב|ביום\s+)(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?:\s|$|[,.]))`)

// everySecondWeek writes reEverySecondWeekHE as "כל שבועיים".
func everySecondWeek(s string) string {
	return reEverySecondWeekHE.ReplaceAllString(s, "${1}${2}כל שבועיים${3}")
}

// reDaysNamedHE is "בימים" before the weekdays it names ("בימים שני
// ורביעי ב7 בערב חוג קראטה"), written as the construct "בימי" the
// weekday reader takes.
var reDaysNamedHE = compile(`(^|\s)(ו?ב?)ימים\s+((?:ראשון|שני|שלישי|רביעי|חמישי|שישי)\s*(?:,\s*|\s+ו-?|\s+או\s+))`)

// daysNamed writes reDaysNamedHE with "ימי".
func daysNamed(s string) string { return reDaysNamedHE.ReplaceAllString(s, "${1}${2}ימי ${3}") }

// reRemindConnector is "remind me" and a connector after it (see
// remindConnectors): "remind me make I call …", "remind me to make sure I
// call …".
var reRemindConnector = compile(`(?i)\b(remind\s+me)\s+(?:to\s+)?(?:` + alternation(remindConnectors) + `)\s+`)

// remindConnector reads a connector said right after "remind me" away,
// so that the deed and its time are read as after "remind me to".
func remindConnector(s string) string {
	low := lower(s)
	if !strings.Contains(low, "remind me") || !strings.Contains(low, " i ") {
		return s
	}
	if g := reRemindConnector.FindStringSubmatchIndex(s); g != nil {
		return s[:g[3]] + " to " + s[g[1]:]
	}
	return s
}
