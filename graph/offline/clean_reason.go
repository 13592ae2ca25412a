package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A change or a removal is often said with its reason: "please delete it,
// it's been cancelled", "cancel my choir rehearsal on Thursday, it's been
// called off", "rename it to Bob so I remember who it is", "תבטל את החוג
// ביום חמישי, המורה חולה", "תמחקי את זה כי היא מביאה אוכל". The reason asks
// nothing and is no part of the command.

// whyPause is the pause before a reason with its own subject: a comma,
// a semicolon or a dash set off by a space ("cancel it; they called to
// say it is postponed", "תבטל את זה — היא חולה").
const whyPause = `(?:,|;|\s[—–-])\s*`

var (
	// reWhyHead is a command a reason may follow.
	reWhyHead = compile(`^(?:delete|remove|erase|cancel|scrap|bin|` + dropSlangEN + `|rename|move|change|push|shift|reschedule|postpone|put\s+off|mark|tick|` +
		`take|clear|empty|wipe|cross|check|uncheck|(?:make|call|bring)\s+(?:it|that|this)|` +
		`ת(?:מחק|מחקי|סיר|סירי|בטל|בטלי|זיז|זיזי|שנה|שני|עביר|עבירי|דחה|דחי|קדים|קדימי|סמן|סמני|עשה|עשי|וריד|ורידי|נקה|נקי|רוקן|רוקני)|מחק|בטל)(?:\s|$)`)
	// reWhyCut is where a reason starts: a word that gives one
	// ("because", "כי"), or a pause before a clause with its own subject.
	reWhyCut = compile(`(?:,\s*|\s+)(?:because|cause|'cause|cos|cuz|so\s+that|כי|מפני\s+ש|בגלל\s+ש|מכיוון\s+ש|כדי\s+ש)\s|` +
		`,\s*(?:since|so)\s|` +
		// "clear it, bought everything", "take it off, got some": a deed of
		// getting told with its subject left out.
		`,\s*(?:already\s+|just\s+)?(?:bought|got|grabbed|picked\s+up|found)\s|` +
		// "clear it bought everything": with no pause, only a getting of
		// all of it, said last.
		`\s(?:already\s+|just\s+)?(?:bought|got|grabbed)\s+(?:everything|it\s+all|them\s+all|all\s+of\s+(?:it|them))(?:\s+(?:already|thanks|thx|pls|please|lol))*\s*$|` +
		// "…, as my neighbour brought me some": "as" with a subject after it.
		`,\s*as\s+(?:my|our|the|i|i've|we|we've|she|he|they|someone|somebody)\s|` +
		`\s(?:so)\s+(?:i|we|she|he|they|you)\s|` +
		// "tek off lemons and milk mi have some": the Jamaican "mi"/"wi"
		// with a verb of having is a clause of its own, pause or none.
		`\s(?:mi|wi)\s+(?:have|got|already\s+have|done\s+have|still\s+have)\s|` +
		whyPause + `(?:it|it's|its|it\s+is|it\s+has|it\s+was|that's|that\s+is|she|she's|he|he's|they|they're|they've|i|i'm|i've|i'd|we|we're|we've|` +
		`there's|there\s+is|there\s+are|mi|wi|זה|הוא|היא|הם|הן|אני|אנחנו|כבר|יש\s+לנו|יש\s+לי|אין\s+לנו|אין\s+לי)(?:\s|$)`)
	// reWhyNoun is a pause before a clause whose subject is a noun
	// ("my daughter is bringing …", "המורה חולה"): a reason only with a
	// verb of its own after it (see reWhyVerb), since a list of things
	// may follow a pause too.
	reWhyNoun = compile(whyPause + `(?:my|our|the|his|her|their)\s|` + whyPause + `(?:ה\p{Hebrew}+|אמא|אבא|סבתא|סבא|אשתי|בעלי|אחי|אחותי|דודה|דוד)\s`)
	// reWhyVerb is a verb a reason with a noun subject holds.
	reWhyVerb = compile(`(?:^|\s)(?:is|was|are|were|has|have|had|will|won't|can't|cannot|isn't|wasn't|doesn't|don't|didn't|\S+'ll|\S+'s\s+(?:\S+ing|been|got|gone|not|off|ill|sick|cancelled|canceled)|` +
		`חולה|חולים|חולות|בוטל|בוטלה|בוטלו|נדחה|נדחתה|נדחו|השתנה|השתנתה|נסגר|נסגרה|סגור|סגורה|מביא|מביאה|מביאים|` +
		`מגיע|מגיעה|מגיעים|יכול|יכולה|יכולים|נוסע|נוסעת|נוסעים|בחופש|לא|` + heToldVerbs + `)(?:\s|$)`)
	// heToldVerbs are Hebrew verbs in the past a reason tells of someone
	// else with ("אמא שלי הביאה", "הוא כבר הגיע"), and what it says of
	// a thing ("הן יקרות מדי").
	heToldVerbs = `הביא|הביאה|הביאו|הגיע|הגיעה|הגיעו|בא|באה|באו|קנה|קנתה|קנו|נתן|נתנה|נתנו|שלח|שלחה|שלחו|ביטל|ביטלה|ביטלו|` +
		`התקשר|התקשרה|התקשרו|צלצל|צלצלה|צלצלו|ענה|ענתה|ענו|תיקן|תיקנה|תיקנו|שילם|שילמה|שילמו|טיפל|טיפלה|טיפלו|סיים|סיימה|סיימו|` +
		`דחה|דחתה|דחו|סידר|סידרה|סידרו|החליט|החליטה|החליטו|חזר|חזרה|חזרו|יקר|יקרה|יקרים|יקרות|כבר`
	// reWhyOfIt is a command about the item in focus ("rename it to …").
	reWhyOfIt = compile(`^\S+\s+(?:it|that|this|that\s+one|this\s+one)(?:\s|$)|^ת\p{Hebrew}+\s+(?:את\s+)?(?:זה|אותו|אותה)(?:\s|$)`)
	// reWhyAfterIt is a command on "it" followed, with no pause, by a
	// clause with a subject of its own: "delete it it's been cancelled",
	// "delete that one my sister is doing it", "תמחק את זה זה בוטל".
	reWhyAfterIt = compile(`^(\S+\s+(?:it|that|this|that\s+one|this\s+one))\s+(?:it's|it\s+has|it\s+was|that's|she|she's|he|he's|they|they're|i|i'm|i've|we|we're|my\s+\S+\s+(?:is|was|has|will|can't)|our\s+\S+\s+(?:is|was|has|will|can't))\s|` +
		`^(ת\p{Hebrew}+\s+(?:את\s+)?(?:זה|אותו|אותה))\s+(?:זה|הוא|היא|הם|הן|אני|אנחנו)\s|` +
		// "take the milk off we have plenty": "off" closes the removal.
		`^(take\s+(?:\S+\s+){1,4}?off)\s+(?:we|we've|we're|i|i've|i'm|she|he|they|(?:already\s+|just\s+)?(?:got|bought|grabbed|found))\s`)
	// reWhyAfterThis is a command on "this reminder" or "it" followed,
	// with no pause, by a clause whose subject is a noun: "תבטלי את
	// התזכורת הזאת המבחן נדחה", "delete this meeting the client is sick".
	// Group 2 is the subject; a verb of a reason must follow it.
	reWhyAfterThis = compile(`^(ת\p{Hebrew}+\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|ה\p{Hebrew}+\s+(?:הזאת|הזו|הזה)))\s+(ה\p{Hebrew}+)\s|` +
		`^(\S+\s+(?:it|(?:this|that)(?:\s+(?:one|reminder|meeting|event|task|appointment))?))\s+((?:the|my|our|his|her|their)\s+\S+)\s`)
	// reWhyAsks is what a reason may not hold: a request of its own.
	reWhyAsks = compile(`(?:^|\s)(?:and|then|also|please|pls|remind|reminder|forget|add|put|delete|remove|cancel|move|make|set|create|show|tell|` +
		`(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ll|we'?ll|i\s+will)\s+(?:pushing|moving|shifting|postponing|rescheduling|bumping|push|move|postpone|reschedule)|` +
		`(?:אני|אנחנו)\s+(?:דוחה|דוחים|מזיז|מזיזה|מזיזים|מעביר|מעבירה|מעבירים|מקדים|מקדימה|מקדימים)|` +
		`need|needs|want|wants|should|must|gonna|going\s+to|` +
		`ו|ואז|וגם|בבקשה|צריך|צריכה|צריכים|רוצה|רוצים|חייב|חייבת|תזכיר|תזכירי|תוסיף|תוסיפי|תמחק|תמחקי|תבטל|תבטלי|תזיז|תזיזי|תקבע|תקבעי|תשים|תשימי|תראה|תראי|תכניס|תכניסי)(?:\s|$)|\?`)
)

// dropWhy takes a reason that closes a command off s: the part after
// the first pause or "because" that holds no time and asks nothing. s is
// kept whole when it is no command, or when what follows may be a second
// request or a time ("delete it, and remind me at 5 …").
func dropWhy(s string) string {
	low := lower(s)
	hourFirst := false
	if !reWhyHead.MatchString(low) {
		// "8, they only open at 8": the change said as its hour alone.
		first, _, ok := strings.Cut(low, ",")
		if !ok || !reBareHour.MatchString(strings.TrimSpace(first)) {
			return s
		}
		hourFirst = true
	}
	loc := reWhyCut.FindStringIndex(low)
	if g := whyAfterHour(low); g != nil && (loc == nil || g[3] < loc[0]) && changeTimed(s[:g[3]], timeparse.Result{HasTime: true}) &&
		(g[6] < 0 || reWhyVerb.MatchString(low[g[6]:]) || toldVerb(low[g[6]:])) {
		loc = []int{g[3], g[3]} // "make it 8:30 my mom gets home at 9": no pause, but the hour closes the change
	}
	if g := reWhyAfterIt.FindStringSubmatchIndex(low); g != nil {
		end := max(g[3], g[5], g[7]) // the group that matched
		if loc == nil || end < loc[0] {
			loc = []int{end, end} // "delete it it's been cancelled": no pause, but "it" closes the command
		}
	}
	if g := reWhyAfterThis.FindStringSubmatchIndex(low); g != nil {
		end, who := g[3], g[4]
		if end < 0 {
			end, who = g[7], g[8]
		}
		if (loc == nil || end < loc[0]) && whyToldOfOwn(low[who:]) {
			loc = []int{end, end} // "תבטלי את התזכורת הזאת המבחן נדחה"
		}
	}
	if g := whyAfterName(low); g != nil && (loc == nil || g[0] < loc[0]) {
		loc = g // "cancel the meeting with ron they postponed": no pause, but a pronoun's report closes the name
	}
	mine := whyMine(low)
	if mine != nil && (loc == nil || mine[0] < loc[0]) {
		loc = mine // "cancel the dentist, I'll rebook", "תבטל את רופא השיניים אני אקבע מחדש": the speaker's own reason
	}
	if loc == nil {
		// "תורידי את התה, מצאתי קופסה במזווה": a first-person past
		// verb after the pause tells what was done, why.
		if i := strings.LastIndex(low, ","); i > 0 {
			if w := strings.Fields(low[i+1:]); len(w) > 1 && (hePastFirst(w[0]) || heWeGot[w[0]]) {
				loc = []int{i, i + 1}
			}
		}
	}
	if g := whyNone(low); g != nil && (loc == nil || g[0] < loc[0]) {
		loc = g // "תבטל את הגלישה מחר, אין גלים": what there is none of, why
	}
	if n := reWhyNoun.FindStringIndex(low); n != nil && (loc == nil || n[0] < loc[0]) &&
		(reWhyVerb.MatchString(low[n[1]:]) || nounToldVerb(low[n[1]:])) && !strings.Contains(low[n[1]:], ",") {
		loc = n // "remove apples, my mom dropped some off"
	}
	if g := whyByName(low); g != nil && (loc == nil || g[0] < loc[0]) && !hourFirst {
		loc = g // "take off the speaker jake's bringing his", "תוריד את הרמקול, יוסי מביא"
	}
	if !hourFirst && reRemoveHead.MatchString(low) {
		if g := reWhyTooMuch.FindStringIndex(low); g != nil && (loc == nil || g[0] < loc[0]) {
			loc = g // "take off the headset its 2 expensive": no pause, but what is said of it is why
		}
	}
	if loc == nil || loc[0] == 0 {
		return s
	}
	tail := strings.TrimSpace(s[loc[0]:])
	if strings.Contains(lower(tail), "remember") && !reWhyOfIt.MatchString(low) {
		return s // "move the car so I remember": maybe a reminder asked for
	}
	ownWhy := mine != nil && loc[0] == mine[0] // "I'll reschedule later": the speaker's deed asks nothing, its "later" is its own
	if reWhyAsks.MatchString(lower(strings.TrimLeft(tail, ", "))) && !whyOnlyAnd(tail) && !ownWhy {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	if r, found, _ := parseAnyDay(tail); found && !ownWhy && !toldGot(tail) && !changeTimed(head, r) && !(reRemoveHead.MatchString(lower(head)) && toldDone(tail, r)) {
		return s
	}
	if hourFirst && !reBareHour.MatchString(lower(head)) {
		return s
	}
	if g := reCancelIt.FindStringSubmatchIndex(lower(head)); g != nil {
		// "cancel it, they rescheduled": with a reason, the thing is off,
		// not the last change undone.
		// "delete that" alone is an undo too: the pronoun becomes "it".
		if hebrewText(head) {
			return "תמחק" + head[g[3]:]
		}
		return "delete it"
	}
	return head
}

// reChangeHead is a change of a time: "move it to 3", "make that 8",
// "push the dentist to monday", "תעביר לשש".
var reChangeHead = compile(`^(?:move|push|shift|reschedule|postpone|change|bring|make|put\s+off|ת(?:זיז|זיזי|עביר|עבירי|דחה|דחי|קדים|קדימי|עשה|עשי|שנה|שני))(?:\s|$)`)

// reWhyAfterHour is a change closed by its hour and followed, with no
// pause, by a clause with a subject of its own: "make it 8:30 my mom gets
// home at 9", "תעביר לשש הוא חוזר מאוחר". Group 1 is the change; group 2
// a pronoun subject, or group 3 what follows a noun subject's
// determiner, which must hold a verb of a reason.
var reWhyAfterHour = compile(`^(\S+\s+(?:it|that|this|את\s+זה)?\s*(?:to\s+|at\s+|for\s+|ל-?|ב-?)?(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?|\p{Hebrew}+(?:\s+וחצי)?))\s+` +
	`(?:(he|she|they|he's|she's|they're|i'm|i|we|הוא|היא|הם|הן|אני|אנחנו)|(?:my|our|the|his|her|their)\s+\S+\s(.*))\s`)

// reRemoveHead is a removal: "cancel that reminder", "take off the
// headset", "תבטל את זה".
var reRemoveHead = compile(`^(?:delete|remove|erase|cancel|scrap|bin|drop|take\s+off|take\s+\S+\s+off|cross\s+off|ת(?:מחק|מחקי|סיר|סירי|בטל|בטלי|וריד|ורידי)|מחק|בטל)(?:\s|$)`)

// reWhyTooMuch is a clause said of the thing, with no pause, that tells
// why it goes: "its 2 expensive", "it's too much", "they're sold out".
var reWhyTooMuch = compile(`\s(?:it's|its|it\s+is|they're|theyre|they\s+are|that's|thats)\s+(?:2|too|way\s+too|so|not|already|sold\s+out|out\s+of\s+stock|overpriced|expensive|pricey|broken)(?:\s|$)|` +
	`\s(?:זה|הוא|היא|הם|הן)\s+(?:יקר|יקרה|יקרים|יקרות|מדי|אזל|אזלה|אזלו|שבור|שבורה|נגמר|נגמרה|נגמרו)(?:\s|$)`)

// reWhySubject is the subject a reason after a removal opens with: a
// person, not the thing ("he has come today only", not "it's at 5 now").
var reWhySubject = compile(`^(?:,\s*|;\s*|\s*[—–-]\s*)?(?:because\s+|cos\s+|cuz\s+|since\s+|כי\s+)?(?:he|she|they|i|we|he's|she's|they've|i've|we've|my\s+\S+|our\s+\S+|the\s+\S+|` +
	`הוא|היא|הם|הן|ה\p{Hebrew}+|אמא|אבא|אמא\s+שלי|אבא\s+שלי)\s+(.*)$`)

// reHeToldVerb opens a Hebrew reason with a verb of heToldVerbs.
var reHeToldVerb = compile(`^(?:` + heToldVerbs + `)(?:\s|$)`)

// toldDone reports whether tail, a reason after a removal with the time
// r in it, tells a thing already done by a person, the time only a day
// ("he has come today only", "she came yesterday"): the day is when it
// was done, not the removal's.
func toldDone(tail string, r timeparse.Result) bool {
	if r.HasTime {
		return false
	}
	g := reWhySubject.FindStringSubmatch(lower(strings.TrimSpace(tail)))
	if g == nil {
		return false
	}
	first, _, _ := strings.Cut(g[1], " ")
	return first == "has" || first == "have" || first == "had" || first == "already" || first == "just" || toldPast("i "+g[1]) || reHeToldVerb.MatchString(g[1])
}

// nounToldVerb reports whether s, what follows a noun subject's first
// word ("mom dropped some off" of "my mom …"), holds its verb in the past
// ("dropped", "brought"): a reason told.
func nounToldVerb(s string) bool {
	w := strings.Fields(s)
	return len(w) > 1 && (toldPast("i "+strings.Join(w[1:], " ")) || len(w) > 2 && toldPast("i "+strings.Join(w[2:], " ")))
}

// whyAfterHour is reWhyAfterHour's match in low, looked for only where a
// change may close with an hour: a digit, or Hebrew words.
func whyAfterHour(low string) []int {
	if !strings.ContainsAny(low, "0123456789") && !hebrewText(low) {
		return nil
	}
	return reWhyAfterHour.FindStringSubmatchIndex(low)
}

// toldVerb reports whether s opens with an English verb that tells of
// its subject ("gets home", "opens at 8", "finished"), as a reason does.
func toldVerb(s string) bool {
	first, _, _ := strings.Cut(s, " ")
	return len(first) > 3 && (strings.HasSuffix(first, "s") && !strings.HasSuffix(first, "ss") || strings.HasSuffix(first, "ed"))
}

// changeTimed reports whether head, a command a reason follows, changes a
// time to one it says itself, as much of it as the reason's time r says:
// "move it to 3, he's only back at half 2", "make that 8, they only open
// at 8". The reason's time is then when its own thing happens, not the
// change's. A change of the day alone before a reason with an hour
// ("move it to monday, i'm free at 3") may mean that hour, and is read
// whole.
func changeTimed(head string, r timeparse.Result) bool {
	if reBareHour.MatchString(lower(head)) {
		return true // "8, they only open at 8"
	}
	if !reChangeHead.MatchString(lower(head)) {
		return false
	}
	w := strings.Fields(head)
	for k := 1; k <= 3 && k < len(w); k++ {
		if reBareHour.MatchString(strings.Join(w[len(w)-k:], " ")) {
			return true // "move it to 3", "make that 8", "תעביר לשש"
		}
	}
	h, found, _ := parseAnyDay(head)
	return found && (h.HasTime || h.HasDate && !r.HasTime)
}

// reCancelIt is "cancel it", "delete that", "kill it", "תבטל את זה":
// alone, "cancel that" and "delete that" are an undo of the last change;
// said with a reason, the item's removal.
var reCancelIt = compile(`^(cancel|` + dropSlangEN + `|תבטל|תבטלי|בטל|בטלי)\s+(?:it|that|this|that\s+one|this\s+one|את\s+זה|אותו|אותה)$|^(?:delete|remove|erase|scrap|bin)\s+(?:that|this)$`)

// whyOnlyAnd reports whether the only request-like words in a reason
// are an "and" that joins its own nouns ("fish and chips") or a Hebrew
// "ו" glued to a noun, not a command after it.
func whyOnlyAnd(tail string) bool {
	low := lower(tail)
	for _, m := range reWhyAsks.FindAllString(strings.TrimLeft(low, ", "), -1) {
		switch strings.TrimSpace(m) {
		case "and", "ו":
			continue
		}
		return false
	}
	// "and" followed by a command is a second request.
	return !reConjoined.MatchString(low)
}

// A reminder is often said with what comes if it is missed, or why it
// matters: "remind me at 8 to hand in the essay otherwise I'm dead",
// "תזכירי לי מחר ב8 להגיש את העבודה אחרת אני מתה", "… כי נגמר". Like a
// reason after a change, it asks nothing and is no part of the title.

var (
	// reRemindHead is a request to be reminded.
	reRemindHead = compile(`^(?:remind|ping|nudge)\s+me(?:\s|$)|^(?:תזכיר|תזכירי)\s+לי(?:\s|$)`)
	// reRemindWhyCut is where a consequence starts ("otherwise", "or
	// else", "אחרת", "ואם לא") or a reason ("because", "כי").
	reRemindWhyCut = compile(`(?:,\s*|\s+)(?:otherwise|or\s+else|else\s+i|אחרת|ואם\s+לא|because|cause|'cause|cuz|כי|שכן|מפני\s+ש|בגלל\s+ש)(?:\s|$)|,\s*since\s`)
	// reRemindSays is an item that is words to pass on ("tell Dana that
	// …", "להגיד לה ש…"): a reason in it is part of the message.
	reRemindSays = compile(`(?:^|\s)(?:tell|say|ask|explain|text|email|write|that|להגיד|לומר|לספר|לשאול|להסביר|לכתוב|לשלוח|ש\p{Hebrew}+)(?:\s|$)`)
)

// dropRemindWhy takes a consequence or a reason off a request to be
// reminded, as dropWhy does off a change: only a tail with no time and no
// request of its own, after an item that is no message to pass on (there
// the reason is the message's).
func dropRemindWhy(s string) string {
	low := lower(s)
	if !reRemindHead.MatchString(low) {
		return s
	}
	loc := reRemindWhyCut.FindStringIndex(low)
	if loc == nil || reBecauseOf.MatchString(low[loc[0]:]) {
		return s // "call mom because of the will": what the call is about, no reason told
	}
	head, tail := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— "), strings.TrimSpace(s[loc[0]:])
	if len(strings.Fields(head)) < 3 || remindSays(lower(head[len(strings.Fields(head)[0]):])) && !isConsequence(lower(tail)) {
		return s
	}
	if reWhyAsks.MatchString(lower(strings.TrimLeft(tail, ", "))) && !whyOnlyAnd(tail) {
		return s
	}
	if _, found, _ := parseAnyDay(tail); found {
		return s
	}
	return head
}

// reBecauseOf is "because of" before a noun: what the thing is about,
// not a clause that tells why.
var reBecauseOf = compile(`^[\s,]*(?:because|cause|'cause|cuz)\s+of\s`)

// remindSays reports whether an item is words to pass on (see
// reRemindSays). "שלי", "שלה" open with ש but say whose: "להתקשר לנכדה
// שלי" passes nothing on.
func remindSays(item string) bool {
	for _, m := range reRemindSays.FindAllString(item, -1) {
		if !possessiveHE[strings.TrimSpace(m)] {
			return true
		}
	}
	return false
}

// possessiveHE are the Hebrew words of whose ("שלי", "שלהם").
var possessiveHE = wordSet(`של שלי שלך שלו שלה שלנו שלכם שלכן שלהם שלהן`)

// isConsequence reports whether tail says what comes if the thing is
// missed ("otherwise …", "אחרת …"): never the message's own words.
func isConsequence(tail string) bool {
	t := strings.TrimLeft(tail, ", ")
	return strings.HasPrefix(t, "otherwise") || strings.HasPrefix(t, "or else") || strings.HasPrefix(t, "else") ||
		strings.HasPrefix(t, "אחרת") || strings.HasPrefix(t, "ואם לא")
}

// reZoneTail is "my time", "local time", "שעון ישראל" said after an
// hour: which clock the hour is on, no part of the item.
var reZoneTail = compile(`\s+(?:in\s+)?(?:my|our|local|israel|israeli|il)\s+time(?:\s+zone)?(?:\s|$|[,.!?])|` +
	`\s+(?:לפי\s+|ב)?(?:שעון\s+ישראל|השעון\s+שלי|שעון\s+מקומי|זמן\s+ישראל)(?:\s|$|[,.!?])`)

// dropZoneTail takes "my time" off an hour it follows: "remind me to
// call my mom sunday at 9pm my time". Elsewhere ("I need more my time")
// it stays.
func dropZoneTail(s string) string {
	low := lower(s)
	if !strings.Contains(low, "time") && !strings.Contains(low, "שעון") && !strings.Contains(low, "זמן") {
		return s
	}
	loc := reZoneTail.FindStringIndex(low)
	if loc == nil {
		return s
	}
	r, found, _ := parseAnyDay(s[:loc[0]])
	if !found || !r.HasTime || len(r.Spans) == 0 || r.Spans[len(r.Spans)-1][1] != loc[0] {
		return s
	}
	end := loc[1]
	if end > loc[0] && end <= len(s) && strings.ContainsAny(s[end-1:end], " ,.!?") {
		end--
	}
	return s[:loc[0]] + s[end:]
}

// heWeGot are verbs of "we got it" in the first person plural past
// ("קנינו", "הבאנו"): a reason told after a pause, as "קניתי" is.
var heWeGot = wordSet(`קנינו הבאנו מצאנו לקחנו השגנו קיבלנו הזמנו סידרנו`)

// reToldGotEN is a reason that tells the thing was got: "we bought some
// yesterday", "I picked it up this morning".
var reToldGotEN = compile(`^(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:already\s+|just\s+)?(?:bought|got|picked\s+up|grabbed|found|ordered)(?:\s|$)`)

// toldGot reports whether a reason tells the thing was got ("קנינו
// אתמול", "we bought some yesterday"): a time in it says when that was,
// and asks for nothing.
func toldGot(tail string) bool {
	t := strings.TrimLeft(lower(tail), ",;:-–— ")
	t = strings.TrimPrefix(t, "כבר ")
	first, _, _ := strings.Cut(t, " ")
	return hePastFirst(first) || heWeGot[first] || reToldGotEN.MatchString(t)
}
