package offline

import (
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Forms Clean rewrites to the one the grammar reads.
var (
	// reTellMeQuestion is a question asked through "tell me" or "show me":
	// "tell me what I have this week" is "what do I have this week" ("could
	// you tell me what appointments I have" is "what appointments do I
	// have", "tell me what's on friday" is "what's on friday"), and
	// "תגידי לי מה המשימות שלי" is "מה המשימות שלי" (and so is what
	// is left of it once "תגידי" went as a filler, "לי מה…"); so is
	// "תראי לי מה יש ברשימת קניות", shown as asked.
	reTellMeQuestion = compile(`(?i)^((?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:tell|show)\s+me\s+)(what|which|how\s+many)((?:\s+[a-z']+){0,2}?)\s+(?:(?:do|did)\s+)?i\s+(have|got|need|owe)\b|` +
		`^((?:(?:can|could|would)\s+you\s+)?(?:please\s+)?tell\s+me\s+)(what'?s|what\s+is)(\s+(?:on|happening|planned|coming\s+up))\b`)
	reTellMeQuestionHE = compile(`^(?:(?:אתה\s+יכול|את\s+יכולה)\s+)?(?:(?:לומר|להגיד|להראות|תגיד|תגידי|תאמר|תאמרי|תספר|תספרי|תראה|תראי|הראה|הראי|תראו)\s+)?לי\s+((?:מה|מתי|איזה|אילו|כמה)\s)`)
	// reSlipContraction is a contraction's apostrophe doubled or put after
	// the s: "whats'", "what''s" are "what's".
	reSlipContraction = compile(`(?i)\b(what|that|it|who|where|there|here|how|when)(?:s'|''+s)([\s?!.,]|$)`)
	// reRememberForMe is "תזכור לי ל…" ("remember for me to …"), said for
	// "תזכיר לי ל…": with an infinitive after it, a reminder is asked.
	reRememberForMe = compile(`(^|\s)(ו?)(?:תזכור|תזכרי)\s+לי\s+(ל\p{Hebrew}{2,})`)
	// reRememberForMeAt is the same with a time before the infinitive:
	// "תזכור לי מחר לשלם לגנן" (see rememberForMeAt).
	reRememberForMeAt = compile(`(^|\s)(ו?)(?:תזכור|תזכרי)\s+לי\s+(\S.*?)\s+(ל\p{Hebrew}{2,}(?:\s.*)?)$`)
	// reWriteOnList is a list said after a verb of writing or putting, with
	// "in" or "to": "תרשום ברשימת קניות: …", "תכתבי לרשימה …", "תשים
	// ברשימת הקניות חלב", "תוסיף בתוך רשימת המרפאה …". All ask to add to
	// the list, as "תוסיף לרשימת" does.
	reWriteOnList = compile(`^(ו?)(?:תרשום|תרשמי|תכתוב|תכתבי|תשים|תשימי|תכניס|תכניסי|תוסיף|תוסיפי)\s+(?:לי\s+)?(?:ב|ל|בתוך\s+)(ה?רשימ(?:ת|ה))(\s|:|$)`)
	// reReminderLoanHE is the English "reminder" written in Hebrew letters
	// ("רמיינדר לחדש ביטוח"): the word "תזכורת", with its prefix letters.
	// Spelt as heard, its letters are often doubled or swapped: "רמייינדר",
	// "רמיידנר".
	reReminderLoanHE  = compile(`(^|\s)([והלב]?)רי?מי{0,3}(?:נד|דנ|נ|ד)ר(\s|$|[:,.!?;])`)
	reRemindersLoanHE = compile(`(^|\s)([והלב]?)רי?מי{0,3}(?:נד|דנ|נ|ד)רים(\s|$|[:,.!?;])`)
	// reTwoTo is a texting "2" after a word that takes "to" before a
	// verb (see twoForTo).
	reTwoTo = compile(`(?i)\b(me|myself|need|needs|have|has|want|wants|got|forget|remember|reminder|able|time|how|going)\s+2\s+([a-z]+)\b`)
	// reTypoReminder is "reminder" written short: "rmndr", "remindr".
	reTypoReminder = compile(`(?i)\b(?:rmndr|remndr|remindr|rmindr)\b`)
	// reShortRemindMe is "remind me" texted short ("rmd me", "rmnd me",
	// "rmind me"), reShortRemember "remember" ("rmb", "rmbr"), and
	// reShortWeekday "weekday" ("wkday", "wkdays"): the texting forms a
	// request opens with or repeats by.
	reShortRemindMe = compile(`(?i)\b(?:rmd|rmnd|rmind|remnd)\s+me\b`)
	reShortRemember = compile(`(?i)^(?:rmb|rmbr|rmbr)\b`)
	reShortWeekday  = compile(`(?i)\bwkday(s?)\b`)
	// reRememberMe is "תזכור אותי" / "תזכרי אותי" ("remember me"), and
	// "תזכיר אותי", said for "תזכיר לי": a person asks to be reminded;
	// no one asks Memo to remember them. Read as "תזכיר לי", what follows
	// (a time, a thing to do) is a reminder's, never a note beginning
	// "אותי". "תזכר אותי" is "תזכיר" with its yod left out.
	reRememberMe = compile(`(^|\s)(ו?)(?:תזכור|תזכרי|תזכרו|תזכיר|תזכירי|תזכירו|תזכר)\s+אותי(\s|$)`)
	// reRemindSelf is the reminder's recipient said reflexively: "להזכיר
	// לעצמי", "remind myself to" are "להזכיר לי", "remind me to".
	reRemindSelf   = compile(`(^|\s)(ו?(?:ל|ת)?(?:הזכיר|זכיר|זכירי))\s+לעצמי(\s|$)`)
	reRemindSelfEN = compile(`(?i)(?:\b(?:i\s+)?(?:need|have|got|gotta|must|should|want)\s+(?:to\s+)?)?\b(remind)\s+myself\b`)
)

// twoForTo writes the texting "2" for "to" as "to" where a verb follows
// it and a word that takes "to" before it: "remind me 2 call the
// plumber", "i need 2 buy milk". A "2" before anything else is a number:
// "remind me 2 days before", "in 2 hours", "at 2 call mom" (two o'clock).
func twoForTo(s string) string {
	if !strings.Contains(s, "2") {
		return s
	}
	return reTwoTo.ReplaceAllStringFunc(s, func(m string) string {
		g := reTwoTo.FindStringSubmatch(m)
		if !taskVerbEN[toLower(g[2])] {
			return m
		}
		return g[1] + " to " + g[2]
	})
}

// leadingTwoTo takes a texting "2" off the front of a reminder's title
// when a verb follows it: what is left of "remind me tmrw at 8 2 take my
// pills" once the time is read is "2 take my pills", and the "2" is
// "to". A count before a verb makes no title.
func leadingTwoTo(title string) string {
	t := strings.TrimSpace(title)
	rest, ok := strings.CutPrefix(t, "2 ")
	if !ok {
		return title
	}
	verb, _, _ := strings.Cut(rest, " ")
	if !taskVerbEN[toLower(verb)] {
		return title
	}
	return rest
}

// tellMeAt turns "tell me at 6 to leave" into "remind me at 6 to leave"
// and "תגיד לי ב-6 לצאת" into "תזכיר לי ב-6 לצאת" (see reTellMeAt): only
// when a time opens what follows and an infinitive (English "to", a
// Hebrew ל-word) comes right after it. "tell me at 6 how to get there"
// asks for something else, and stays.
func tellMeAt(s string) string {
	g := reTellMeAt.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	rest := s[g[4]:g[5]]
	he := hebrewText(s[g[2]:g[4]])
	if !whenThenInfinitive(rest, he) {
		return s
	}
	if he {
		return s[:g[3]] + "תזכיר לי " + rest
	}
	return s[:g[3]] + "remind me " + rest
}

// whenThenInfinitive reports whether rest says when (a time, a
// repetition, or both: "at 6", "every other tuesday at 9", "ב-18:00 פעם
// בחודש"), then an infinitive, with no question word before it.
func whenThenInfinitive(rest string, he bool) bool {
	ws := strings.Fields(rest)
	for i, w := range ws {
		w = strings.Trim(toLower(w), ",.:;")
		if questionWords[w] {
			return false
		}
		if i == 0 || !isInfinitive(w, he) {
			continue
		}
		// The first infinitive after a time: "to" or "ל-" may belong to
		// the time itself ("quarter to 6", "ברבע לשש").
		head := strings.Join(ws[:i], " ")
		for _, h := range strings.Fields(toLower(head)) {
			if repeatOpeners[strings.Trim(h, ",.:;")] {
				return true
			}
		}
		if r, found, err := timeparse.Parse(head, shapeNow, time.UTC); err == nil && found && len(r.Spans) > 0 && r.Spans[0][0] == 0 &&
			strings.TrimSpace(r.Remainder(head)) == "" {
			return true
		}
	}
	return false
}

// isInfinitive reports whether w opens an infinitive: English "to", a
// Hebrew word of ל and two letters or more ("לצאת"), "לי" aside.
func isInfinitive(w string, he bool) bool {
	if !he {
		return toLower(w) == "to"
	}
	r, n := utf8.DecodeRuneInString(w)
	return r == 'ל' && utf8.RuneCountInString(w[n:]) >= 2
}

// repeatOpeners are words of a repetition.
var repeatOpeners = map[string]bool{
	"every": true, "each": true, "once": true, "twice": true, "daily": true, "weekly": true, "monthly": true,
	"times": true, "כל": true, "פעם": true, "פעמיים": true, "מדי": true, "אחת": true, "פעמים": true,
}

// questionWords open what someone asks to be told rather than reminded
// of.
var questionWords = map[string]bool{
	"how": true, "what": true, "when": true, "where": true, "why": true, "which": true, "who": true, "if": true, "whether": true,
	"איך": true, "מה": true, "מתי": true, "איפה": true, "למה": true, "מי": true, "אם": true, "האם": true, "איזה": true, "כמה": true,
}

// tellsMe reports whether the lead filler s[:end] is "תגיד" or "תגידי"
// said to the user ("תגיד לי"): then it is no filler.
func tellsMe(s string, end int) bool {
	w := strings.TrimRight(strings.TrimSpace(s[:end]), ",")
	w = strings.TrimPrefix(w, "ו")
	if w != "תגיד" && w != "תגידי" {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimSpace(s[end:]), " ")
	return next == "לי"
}

// dropSymbols replaces emoji, pictographs and their joiners with spaces,
// keeping letters, digits and ordinary punctuation.
func dropSymbols(s string) string {
	clean := true
	for _, r := range s {
		if isDecoration(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if isDecoration(r) {
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isDecoration reports whether r is an emoji or another symbol that says
// nothing about a request (a currency sign or a math sign does).
func isDecoration(r rune) bool {
	switch {
	case r == 0x200D || r == 0xFE0F || r == 0xFE0E || r == 0x20E3:
		return true
	case r >= 0x1F000 && r <= 0x1FAFF, r >= 0x2600 && r <= 0x27BF, r >= 0x2B00 && r <= 0x2BFF, r >= 0xE0000 && r <= 0xE007F:
		return true
	case unicode.Is(unicode.So, r):
		return true
	}
	return false
}

var (
	// reArrangedEN tells of an event set up: "i set up a call with the
	// bank …", "we've arranged a dinner …", "i'm having lunch with …";
	// "we've" as typed in a hurry ("weve", "wev'e", "iset up").
	reArrangedEN = compile(`(?i)^(?:(?:i|w)['’ev]{0,5}\s*(?:have\s+)?(?:just\s+)?(?:set\s*up|arranged|scheduled|planned|made|got|booked)|(?:just\s*)?booked|(?:i'?m|i\s+am|we'?re|we\s+are)\s+having)\s+(?:a\s+|an\s+|the\s+)?`)
	// reMeetingEN tells of meeting someone: "i'm meeting dan …".
	reMeetingEN = compile(`(?i)^(?:i'?m|i\s+am|we'?re|we\s+are|im)\s+(?:meeting|seeing)\s+(?:with\s+)?`)
	// reArrangedHE: "קבעתי עם רוני …", "קבענו עם ההורים ארוחה …", "קבעתי
	// תור לרופא …", "הזמנתי תור לספר …"; its group is the verb.
	reArrangedHE = compile(`^(?:(` + strings.Join(bookedVerbsHE, "|") + `)\s+(?:לי\s+|לנו\s+)?|` + wasSetForHE + `\s+)`)
	// reWriteItAtEnd is "write it down" closing a told event: "קבעתי תור
	// לרופאה ב15.12 בשעה 9:15 תרשום לי", "… note it down". Said of an
	// event, it asks to put it in the calendar (see writeToldEvent).
	reWriteItAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:ו?(?:תרשום|תרשמי|תכתוב|תכתבי|תשמור|תשמרי)(?:\s+(?:לי|את\s+זה|זאת|אותו))*|(?:pls\s+|please\s+)?(?:note|write|jot)\s+(?:it|that)\s+down|(?:pls\s+|please\s+)?(?:note|save)\s+it)\s*[?!.]*$`)
	// reMeetingHE: "אני נפגש עם רוני …", "נפגשים עם …".
	reMeetingHE = compile(`^(?:אני\s+|אנחנו\s+)?(?:נפגש|נפגשת|נפגשים|נפגשות|ניפגש)\s+עם\s+`)
)

// arranged says an event the user tells of ("קבעתי עם רוני ביום ראשון
// ב-7", "i'm meeting dan tomorrow at 3") as the event itself ("פגישה עם
// רוני ביום ראשון ב-7", "meeting with dan tomorrow at 3"), so the
// telling is no word of its title. What follows that names no event
// stays as it was.
func arranged(s string) string {
	low := lower(s)
	if len(low) != len(s) {
		return s
	}
	switch {
	case reMeetingEN.MatchString(low):
		return "meeting with " + s[reMeetingEN.FindStringIndex(low)[1]:]
	case reMeetingHE.MatchString(s):
		return "פגישה עם " + s[reMeetingHE.FindStringIndex(s)[1]:]
	case reArrangedEN.MatchString(low):
		rest := s[reArrangedEN.FindStringIndex(low)[1]:]
		if client, ok := bookedClientEN(rest); ok {
			return toCalendar(client) // "I booked Sarah for highlights …"
		}
		if leadsWithEvent(rest) {
			return rest
		}
		if t, ok := toldThing(s, rest, reSetUpEN.MatchString(low)); ok {
			return t // "I set up a demo with the client …": the demo
		}
	case reArrangedHE.MatchString(s):
		g := reArrangedHE.FindStringSubmatchIndex(s)
		rest := s[g[1]:]
		words := strings.Fields(rest)
		if g[2] >= 0 && orderedHE[s[g[2]:g[3]]] && (len(words) == 0 || !eventSetHE[words[0]]) {
			return s // "הזמנתי פיצה …": goods ordered, no event
		}
		if client, ok := bookedClientHE(rest); ok {
			return toCalendar(client) // "קבעתי לגלית גוונים …"
		}
		if len(words) > 2 && namesTime(words[0]) && leadsWithEvent(strings.Join(words[1:], " ")) {
			return strings.Join(words[1:], " ") + " " + words[0] // "קבעתי למחר תספורת ב-5"
		}
		if len(words) < 2 || words[0] != "עם" {
			if leadsWithEvent(rest) {
				return rest
			}
			if t, ok := toldThing(s, rest, g[2] >= 0 && !orderedHE[s[g[2]:g[3]]]); ok {
				return t // "קבעתי דמו עם הלקוח מחר ב10 תכניס ליומן": the demo
			}
			return s
		}
		// "עם ההורים ארוחה ביום שישי": the event's noun goes first.
		for k := 2; k < len(words) && k < 5; k++ {
			if !heEvent(words[k]) {
				continue
			}
			end := k + 1
			if end < len(words) && heEvent(words[k]+" "+words[end]) {
				end++ // "ארוחת ערב"
			}
			noun := slices.Clone(words[k:end])
			return strings.Join(append(append(noun, words[:k]...), words[end:]...), " ")
		}
		return "פגישה " + rest
	}
	return s
}

// reSetUpList is a list asked for with another verb: "set up a new list
// called …", "put together a list for the trip: …". Said as "create",
// the list commands read it; left as it was, "set up" read as an event
// to set up and "set up a" stayed in the list's name.
var reSetUpList = compile(`(?i)^(?:set\s*up|put\s+together|build|prepare)(\s+(?:a|an|my|me\s+a)?\s*(?:new\s+)?(?:list|checklist)\b)`)

// reRepeatLeft is what the time grammar leaves of a repetition ("כל
// יום", "פעם בשבועיים", "בכל"): the reminder's, not a thing to remember.
var reRepeatLeft = compile(`^(?:ב?כל|פעם|פעמיים|אחת\s+ל\S*|מדי|מידי)(?:\s|$)`)

// rememberForMeAt reads "תזכור לי" ("remember for me") with a time and
// then an infinitive as "תזכיר לי": "תזכור לי מחר לשלם לגנן" asks to be
// reminded. Only when the words between are a time (or a repetition:
// "כל יום ב-9") and nothing else, so
// "תזכור לי שהקוד הוא 1234" stays a thing to remember.
func rememberForMeAt(s string) string {
	g := reRememberForMeAt.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	between := g[3]
	r, found, err := timeparse.Parse(between, shapeNow, time.UTC)
	if rest := strings.TrimSpace(r.Remainder(between)); err != nil || !found || rest != "" && !reRepeatLeft.MatchString(rest) {
		return s // "כל" is the repetition's: "תזכור לי כל יום ב-9 לחדש את הביטוח"
	}
	return s[:len(s)-len(g[0])] + g[1] + g[2] + "תזכיר לי " + between + " " + g[4]
}

// reListFirstEN and reListFirstHE are a list named before the command on
// it: "grocery list add avocados", "shopping list: remove the eggs",
// "רשימת קניות: תוסיף חלב". They are said again in the usual order.
var (
	reListFirstEN = compile(`(?i)^(?:my\s+|the\s+)?(\S+(?:\s+\S+)?)\s+list\s*[:\-–—,]?\s*(add|put|remove|delete|take\s+off|cross\s+off)\s+(.+)$`)
	reListFirstHE = compile(`^(רשימת\s+\S+(?:\s+\S+)?)\s*[:\-–—,]\s*(תוסיף|תוסיפי|תכניס|תכניסי|תמחק|תמחקי|תוריד|תורידי)\s+(.+)$`)
)

// listFirst says a list named before its command in the usual order: the
// command, the items, the list.
func listFirst(s string) string {
	if g := reListFirstEN.FindStringSubmatch(s); g != nil && !strings.HasPrefix(toLower(g[1]), "to") {
		switch verb := toLower(g[2]); verb {
		case "add", "put":
			return verb + " " + g[3] + " to the " + g[1] + " list"
		default:
			return verb + " " + g[3] + " from the " + g[1] + " list"
		}
	}
	if g := reListFirstHE.FindStringSubmatch(s); g != nil {
		switch g[2] {
		case "תוסיף", "תוסיפי", "תכניס", "תכניסי":
			return g[2] + " " + g[3] + " ל" + g[1]
		default:
			return g[2] + " " + g[3] + " מ" + g[1]
		}
	}
	return s
}

// reNeedToBuyEN and reNeedToBuyHE are things to buy said as a need, as a
// list: "need to buy tomatoes, cucumbers and onions", "צריך לקנות
// עגבניות, מלפפונים ובצל". Said with commas, it is the shopping list's;
// one thing, or with a time, stays a task or a reminder.
var (
	reNeedToBuyEN = compile(`(?i)^(?:i\s+|we\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must)\s+(?:buy|get)\s+(\S[^,]*,\s*\S.*)$`)
	reNeedToBuyHE = compile(`^(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)\s+לקנות\s+(\S[^,]*,\s*\S.*)$`)
)

// reListCommandAfter is a command after a comma in a list of things.
var reListCommandAfter = compile(`,\s*(?:and\s+)?(?:add|put|write|save|remind|תוסיף|תוסיפי|תשים|תשימי|תרשום|תרשמי|תזכיר|תזכירי)\s`)

// needToBuy says things to buy, listed, as an add to the shopping list.
func needToBuy(s string) string {
	g := reNeedToBuyEN.FindStringSubmatch(s)
	he := false
	if g == nil {
		if g = reNeedToBuyHE.FindStringSubmatch(s); g == nil {
			return s
		}
		he = true
	}
	if low := toLower(g[1]); strings.Contains(low, "list") || strings.Contains(low, "רשימ") || reListCommandAfter.MatchString(low) {
		return s // "…, put them on my shopping list": read with its own list
	}
	if !he && !strings.Contains(lower(s[:len(s)-len(g[1])]), "buy") && !boughtThings("get", g[1]) {
		return s // "need to get the kids, the dog and the car"
	}
	for i, it := range SplitItems(g[1]) {
		if i > 0 && deedToBuy(it) {
			return s // "need to buy tickets, book the hotel": things to do
		}
	}
	if r, found, err := timeparse.Parse(g[1], shapeNow, time.UTC); err != nil || found && len(r.Spans) > 0 {
		return s // "need to buy milk, eggs tomorrow": a reminder
	}
	if he {
		return "תוסיף לרשימת קניות: " + g[1]
	}
	return "add to the shopping list: " + g[1]
}

// reThanksThen is thanks said before a new request ("תודה, ותזכירי לי גם
// בחמש …", "thanks memo! also remind me …", "תודה, בלי תזכורת מחר"): the
// thanks is off, the request read.
var reThanksThen = compile(`(?i)^(?:תודה(?:\s+רבה)?|תנקס|thanks|thank\s+you|thx|ty)(?:\s+(?:memo|ממו))?\s*[,!.]+\s*`)

// reNoteHeadingHE is the infinitive "לזכור:" said as a note's heading; it
// asks to remember, as "תזכור:" does. So does "לזכור ש…" ("לזכור שהמידה
// נעליים של יענקי זה 32"), whose "ש" opens the fact.
var (
	reNoteHeadingHE = compile(`^לזכור\s*:\s*`)
	reNoteThatHE    = compile(`^לזכור\s+ש(\p{Hebrew})`)
)

// noteHeading writes the infinitive "לזכור" that opens a note as the
// request "תזכור" (see reNoteHeadingHE); "לזכור שבוע …" keeps its word.
func noteHeading(s string) string {
	s = reNoteHeadingHE.ReplaceAllString(s, "תזכור: ")
	if reNoteThatHE.MatchString(s) {
		if rest := strings.TrimSpace(strings.TrimPrefix(s, "לזכור")); !wholeWordAfter("ש", strings.TrimPrefix(rest, "ש")) {
			return "תזכור " + rest
		}
	}
	return s
}

// thanksThen takes thanks off the front of a request that follows it: a
// command, a formal ask, or a day of a series left out.
func thanksThen(s string) string {
	if loc := reThanksThen.FindStringIndex(s); loc != nil && loc[1] < len(s) {
		// A formal ask after the thanks ("Thank you. Could you tell me …")
		// opens a request as a command does.
		if rest := s[loc[1]:]; opensCommand(strings.TrimPrefix(rest, "ו")) || opensCommand(rest) ||
			reWrapperEN.MatchString(lower(rest)) || reWrapperHE.MatchString(rest) || asksSkipDay(rest) {
			return rest
		}
	}
	return s
}

// namesWithEndearment reports whether a closing word that is also filler
// (an endearment, a sign-off) ends a name rather than addresses Memo:
// after "my", "the", "to" ("call my darling"), after a noun in the
// construct state ("אגוזי מלך" are walnuts), or, for "אחי", after a
// preposition ("עם אחי" is with my brother), with no comma between, it is
// the name's.
func namesWithEndearment(head, tail string) bool {
	w := strings.Trim(strings.TrimSpace(tail), " !.?")
	head = strings.TrimRight(head, " ")
	f := strings.Fields(toLower(head))
	if len(f) == 0 || strings.HasSuffix(head, ",") {
		return false // "…, darling": said to Memo
	}
	before := f[len(f)-1]
	switch w {
	case "sweetheart", "sweetie", "darling":
		switch before {
		case "my", "your", "his", "her", "our", "their", "the", "a", "an", "to", "for", "with":
			return true // "call my darling": the word is the thing's
		}
	case "מלך", "נשמה", "גבר", "מותק", "מאמי":
		last := []rune(before)
		return len(last) >= 3 && before != "יא" && (last[len(last)-1] == 'י' || last[len(last)-1] == 'ת')
	case "אחי", "אחותי":
		switch before {
		case "עם", "של", "את", "אצל", "בשביל", "לבית", "מול", "ליד", "ועם":
			return true // "לאכול צהריים עם אחי": my brother, not "bro"
		}
	}
	return false
}

// reInfinitiveAsk is a request said in the infinitive with what it puts
// to: "להוסיף משימה להתקשר לטכנאי", "לרשום ביומן פגישה …". It is read as
// the imperative; so is one that adds "also" ("להוסיף גם חומוס", after a
// list), with the "and" it goes on with or not ("ולהוסיף גם במבה"). An
// infinitive alone ("לשלוח מייל לאבי") stays a thing to do.
var reInfinitiveAsk = compile(`^ו?(להוסיף|לרשום|לקבוע|להכניס|לשים)\s+((?:לי\s+)?(?:משימה|מטלה|תזכורת|למשימות|לרשימת|לרשימה|ליומן|ביומן|ברשימת|גם))(\s|$|:)`)

// infinitiveAsk reads a request said in the infinitive as the imperative.
func infinitiveAsk(s string) string {
	g := reInfinitiveAsk.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	return heInfinitive[s[g[2]:g[3]]] + s[g[3]:]
}
