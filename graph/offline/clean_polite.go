package offline

import (
	"strings"
)

// The polite and roundabout ways of asking for a change that Clean turns
// into the plain command: "now move it to 4", "would you mind making it
// 11", "it should be 10.30", "עכשיו תזיז את זה ל-4", "זה צריך להיות ב-10:30".

var (
	// reNowLead is a leading "now" before a command ("now move it to 4",
	// "עכשיו תזיז את זה"): it says what comes next, not when.
	reNowLead = compile(`^(?:(?:and|ok|okay|right|so)[\s,]+)?(?:now|ועכשיו|עכשיו)[\s,]+(?:then[\s,]+)?`)
	// reNowCommand is a command that may follow that "now".
	reNowCommand = compile(`^(?:(?:please|pls|kindly)\s+)?(?:change|make|move|push|shift|set|delete|remove|cancel|rename|call|update|switch|bring|put|add|` +
		`ת(?:זיז|זיזי|שנה|שני|עשה|עשי|מחק|מחקי|בטל|בטלי|עביר|עבירי|דחה|דחי|קדים|קדימי|וסיף|וסיפי|קבע|קבעי|שים|שימי|כניס|כניסי))(?:\s|$)`)
	// reYouCanRemove is leave to remove the item in focus, said as leave:
	// "you can delete", "you can remove it now".
	reYouCanRemove = compile(`^(?:you|u|ya)\s+(?:can|could|may)\s+(?:now\s+|just\s+)?(delete|remove|erase|scrap)(?:\s+(?:it|that|this))?(?:\s+now)?$`)
	// reMindGerund is "would you mind making it 11": the gerund after it is
	// the command.
	reMindGerund = compile(`^(?:(?:would|do|will)\s+you\s+mind(?:\s+terribly)?|could\s+you\s+(?:possibly\s+)?see\s+about)\s+(making|moving|changing|putting|pushing|shifting|setting|deleting|removing|cancell?ing|renaming|updating|switching|bringing|adding)(\s|$)`)
	// reShouldBe is "it should be 10.30", "it ought to be at 4", "that
	// should read 12:00", "it should have been 12", "זה צריך להיות
	// ב-10:30", "צריך להיות 12": the item's new time said as what it
	// should have been, or how it should read; "that was 6pm", "זה היה
	// ב-6 בערב" (the time said again after the line dropped) is the same.
	reShouldBe = compile(`^(?:it|that|this|the\s+time)(?:'s|\s+is)?\s+(?:should|ought\s+to|needs\s+to|has\s+to|supposed\s+to|meant\s+to|must)\s+(?:be|read|say|have\s+been|have\s+read|have\s+said)\s+(.+)$|` +
		`^(?:it'?s|it\s+is|that'?s|that\s+is|it\s+was|that\s+was)\s+(?:supposed|meant)\s+to\s+(?:be|read|say)\s+(.+)$|` +
		`^(?:that|it)\s+was\s+(.+)$|^(?:זה|הוא|היא|השעה)\s+(?:היה|הייתה)\s+(.+)$|` +
		`^(?:(?:זה|הוא|היא|השעה)\s+)?(?:צריך|צריכה|אמור|אמורה|היה\s+צריך|הייתה\s+צריכה)\s+להיות\s+(.+)$`)
	// reTimeOnly is a time or a day alone: what reShouldBe may move to
	// ("6", "six", "בשש וחצי", "6 בערב", "tomorrow at 6").
	reTimeOnly = compile(`^(?:(?:at|for|on|by)\s+|(?:ב|ל)-?)?(?:(?:\d{1,2}(?:[:.][0-5]\d)?|` + hourWordsEN + `|` + hourWordsHE + `(?:\s+(?:וחצי|ורבע))?)\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?` +
		`(?:\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight|בבוקר|בצהריים|בערב|בלילה))?|noon|midnight|` +
		`(?:(?:next|this)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)(?:\s+at\s+\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)?|` +
		`(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר)(?:\s+ב-?\d{1,2}(?:[:.][0-5]\d)?)?)$`)
	// gerundCommand is the command of each gerund reMindGerund reads.
	// reWrittenFor is a question about the calendar asked as what is
	// written in it ("מה רשום אצלי ביומן לשבוע הבא", "what is written in
	// my diary for tomorrow"): what the user has.
	reWrittenForHE = compile(`^(?:ו)?מה\s+(?:(?:רשום|כתוב|מתוכנן|קבוע|נקבע|יש)\s+(?:לי|אצלי)|(?:רשום|ת?כתוב|מתוכנן)\s+(?:לי\s+)?(?:ביומן|ביומן\s+שלי|בלוח\s+השנה))(\s|$)`)
	reWrittenForEN = compile(`^what(?:'s|\s+is|\s+have\s+i\s+got|\s+do\s+i\s+have)\s+(?:written|noted|entered|booked|put)(?:\s+down)?\s+(?:in|on)\s+(?:my|the)\s+(?:diary|calendar|schedule|agenda)(\s|$)`)
	// reWantTo is "I would like to", "I'd like to", "I wish to" before a
	// command ("I would like to add milk to my list"): the command is
	// the request. Before anything else ("I'd like to go swimming") it
	// stays, a wish and no command.
	// "I wanted to ask, is it possible to delete …" is the same, the
	// question and its opening both before the command.
	reWantTo = compile(`^(?:` + askLeadEN + `(?:(?:if|whether)\s+)?)?` +
		`(?:i\s+would\s+like\s+to|i'?d\s+like\s+to|id\s+like\s+to|i\s+wish\s+to|i\s+want\s+to|i\s+wanted\s+to|` +
		`(?:is|was)\s+it\s+possible\s+(?:for\s+you\s+)?to|would\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to|it\s+is\s+possible\s+to)\s+`)
	// reAskLead is "I wanted to ask," before a request put as a question
	// ("I wanted to ask, could you remind me …").
	reAskLead = compile(`^` + askLeadEN)
	// reRepeatAdjectiveHE and reRepeatAdjectiveEN are the word that says
	// how often a reminder repeats, said beside the repetition it names
	// ("תזכורת חודשית, בכל 1 לחודש", "a monthly reminder on the 1st of
	// every month"), or that it repeats at all ("תזכורת קבועה בכל יום
	// ראשון", "a recurring reminder every monday"): the repetition is read
	// from the words that name it, and the adjective is no word of the thing.
	reRepeatAdjectiveHE = compile(`(^|\s)(תזכורת)\s+(?:חודשית|שבועית|יומית|שנתית|קבועה|חוזרת|מחזורית)([\s,]+(?:ב?כל|פעם\s+ב)\s)`)
	reRepeatAdjectiveEN = compile(`(?i)(^|\s)(?:(?:a|an)\s+)?(?:daily|weekly|monthly|yearly|annual|recurring|repeating|regular|standing)\s+(reminder)([\s,]+(?:on\s+the|every|each)\s)`)
	gerundCommand       = map[string]string{
		"making": "make", "moving": "move", "changing": "change", "putting": "put", "pushing": "push", "shifting": "shift",
		"setting": "set", "deleting": "delete", "removing": "remove", "cancelling": "cancel", "canceling": "cancel",
		"renaming": "rename", "updating": "update", "switching": "switch", "bringing": "bring", "adding": "add",
	}
)

// askLeadEN is "I wanted to ask" and its like, said before a question
// that asks for something.
const askLeadEN = `(?:i\s+wanted\s+to\s+ask|i\s+would\s+like\s+to\s+ask|i'?d\s+like\s+to\s+ask|i\s+want\s+to\s+ask)(?:\s+(?:you|u))?[\s,]+`

// politeChange turns a roundabout change into its plain command, or
// returns s as it is: a leading "now" before a command goes, "would you
// mind making" is "make", and "it should be 10.30" is "make it 10.30" when
// a time or a day alone follows.
func politeChange(s string) string {
	if t := dialectWrap(s); t != s {
		return t // "would you ever remind me …", "… can or not"
	}
	low := lower(s)
	if loc := reNowLead.FindStringIndex(low); loc != nil && reNowCommand.MatchString(low[loc[1]:]) {
		return strings.TrimSpace(s[loc[1]:])
	}
	if loc := reAskLead.FindStringIndex(low); loc != nil && (reWrapperEN.MatchString(low[loc[1]:]) || opensCommand(low[loc[1]:])) {
		return s[loc[1]:]
	}
	if loc := reWantTo.FindStringIndex(low); loc != nil && (opensCommand(low[loc[1]:]) || reReminderAsk.MatchString(low[loc[1]:]) && !reTaskLead.MatchString(low[loc[1]:])) {
		return s[loc[1]:]
	}
	if t, ok := agendaNoun(s); ok {
		return t // "מה סדר היום שלי מחר"
	}
	if g := reWrittenForHE.FindStringSubmatchIndex(low); g != nil {
		return "מה יש לי" + s[g[2]:] // "מה רשום אצלי ביומן …"
	}
	if g := reWrittenForEN.FindStringSubmatchIndex(low); g != nil {
		return "what's on my calendar" + s[g[2]:]
	}
	if g := reYouCanRemove.FindStringSubmatchIndex(low); g != nil {
		return s[g[2]:g[3]] + " it" // "you can delete it now": the thing is done with
	}
	if g := reMindGerund.FindStringSubmatchIndex(low); g != nil {
		return gerundCommand[low[g[2]:g[3]]] + s[g[3]:]
	}
	if g := reShouldBe.FindStringSubmatchIndex(low); g != nil {
		for i := 2; i+1 < len(g); i += 2 {
			if g[i] < 0 {
				continue
			}
			rest := strings.TrimRight(strings.TrimSpace(s[g[i]:g[i+1]]), ".!")
			if !reTimeOnly.MatchString(lower(rest)) {
				return s
			}
			if hebrewText(s) {
				return "תעשה את זה " + rest
			}
			return "make it " + rest
		}
	}
	return s
}

// repeatAdjective takes off the word that says how often a reminder
// repeats where the repetition is named beside it (see
// reRepeatAdjectiveHE).
func repeatAdjective(s string) string {
	if !strings.Contains(s, "תזכורת") && !strings.Contains(lower(s), "reminder") {
		return s
	}
	s = reRepeatAdjectiveHE.ReplaceAllString(s, "$1$2$3")
	return reRepeatAdjectiveEN.ReplaceAllString(s, "${1}a $2$3")
}

// signOffWords are the closings a letter is signed off with: thanks,
// regards, good wishes and love, in either language ("Thank you kindly",
// "Kind regards", "Yours sincerely", "Lots of love", "בברכה", "בתודה
// מראש", "שלך", "כל טוב").
const signOffWords = `(?:(?:kind|kindest|best|warm|warmest|many|with)\s+(?:regards|thanks|wishes)|regards|cheers|sincerely|` +
	`yours(?:\s+(?:truly|sincerely|faithfully|ever|always))?|(?:with\s+)?(?:lots\s+of\s+|all\s+my\s+|much\s+)?love|` +
	`(?:many\s+)?thanks(?:\s+(?:in\s+advance|a\s+lot|so\s+much|again|kindly|ever\s+so\s+much|a\s+million))?|` +
	`thank\s+you(?:\s+(?:in\s+advance|so\s+much|very\s+much|kindly|again|ever\s+so\s+much|dear))*|with\s+(?:many\s+)?thanks|` +
	`all\s+the\s+best|take\s+care|god\s+bless|much\s+appreciated|` +
	`have\s+a\s+(?:nice|good|great|lovely|wonderful)\s+(?:day|evening|weekend|week|one)|` +
	`בברכה|בברכה\s+רבה|בברכת\s+\p{Hebrew}+|בכבוד\s+רב|בתודה(?:\s+מראש)?|(?:המון\s+)?תודה(?:\s+(?:מראש|רבה|רבה\s+מראש))?|` +
	`שלך(?:\s+תמיד)?|שלכם|כל\s+טוב|באהבה|(?:ש)?יהיה\s+לך\s+(?:יום|ערב|שבוע|סוף\s+שבוע)\s+(?:טוב|נעים|מקסים)|` +
	`(?:המשך\s+)?(?:יום|ערב|שבוע)\s+(?:טוב|נעים)|שבת\s+שלום)`

// signedName is the name a closing is signed with: one or two words, or
// an initial or two ("Margaret", "Harold B", "M.", "מ.").
const signedName = `(?:\p{L}\.(?:\s*\p{L}\.)?|\p{L}+(?:\s+\p{L}+\.?)?)`

// reSignOff is a closing sentence after the request: a sign-off, thanks
// or good wishes (see signOffWords), with the name it is signed with
// after it ("… Regards, Sam", "… Thank you in advance.", "… Many thanks.
// M.", "… Love, Margaret xx", "… בתודה מראש, יעקב", "… שיהיה לך יום
// טוב"). "Best" signs off only with a name after a comma: "… Best Buy"
// is no closing. It holds no word of the request.
//
// After a comma, the closing is one only with the name after a comma
// too ("…, thank you, Margaret"): "… to thank Margaret" is the item.
var reSignOff = compile(`(?i)(?:[.!?]+\s+(?:` + signOffWords + `(?:(?:\s*[,.\-–—]\s*|\s+)` + signedName + `)?|best(?:\s*,\s*` + signedName + `)?)|` +
	`,\s*` + signOffWords + `\s*,\s*` + signedName + `)(?:\s+x+)?[\s.!?]*$`)

// reSignOffLine is a line of a letter that only signs off, with the
// name it is signed with after a mark ("Regards, Harold", "בברכה, משה");
// reSignOffBare is one with the name after a space alone ("Love
// Margaret"), which may be an item too ("thank you cards"); reClosingLine
// is the closing alone, its name on the next line, where reNameLine reads
// it ("Regards\nHarold").
var (
	reSignOffLine = compile(`(?i)^(?:` + signOffWords + `|best)\s*[,.\-–—]\s*` + signedName + `(?:\s+x+)?[\s.!]*$`)
	reSignOffBare = compile(`(?i)^(?:` + signOffWords + `)\s+` + signedName + `(?:\s+x+)?[\s.!]*$`)
	reClosingLine = compile(`(?i)^(?:` + signOffWords + `|best)(?:\s+x+)?[\s,.!]*$`)
	reNameLine    = compile(`^` + signedName + `(?:\s+x+)?[\s.]*$`)
)

// dropSignOff takes a closing sentence (see reSignOff) off the end of s.
func dropSignOff(s string) string {
	if !strings.ContainsAny(s, ".!?,") {
		return s
	}
	if loc := reSignOff.FindStringIndex(s); loc != nil && loc[0] > 0 {
		if s[loc[0]] == '?' {
			return strings.TrimSpace(s[:loc[0]]) + "?" // "did I save it? thanks": still asked
		}
		return codeMark(s, strings.TrimSpace(s[:loc[0]])) // "… Kfir2020! Thanks": the code's own mark stays
	}
	return s
}

// dropSignOffLines takes the closing lines off the end of a letter
// written on several lines ("Please add milk to my shopping list\nRegards
// \nHarold", "…\nתודה רבה,\nרחל"): a line that signs off (see
// reSignOffLine), or one that closes followed by a line with a name
// alone. A name alone on the last line after anything else ("…\nremind
// me to call\nMargaret") stays.
func dropSignOffLines(s string) string {
	if !strings.Contains(s, "\n") {
		return s
	}
	lines := strings.Split(strings.TrimRight(s, " \t\r\n"), "\n")
	n := len(lines)
	last := strings.TrimSpace(lines[n-1])
	cut := 0
	switch {
	case n >= 3 && reNameLine.MatchString(last) && reClosingLine.MatchString(strings.TrimSpace(lines[n-2])):
		cut = 2
	case n >= 2 && (reClosingLine.MatchString(last) || reSignOffLine.MatchString(last)):
		cut = 1
	case n >= 2 && reSignOffBare.MatchString(last) && strings.ContainsAny(lastByte(strings.TrimSpace(lines[n-2])), ".!?"):
		cut = 1 // "…list.\nLove Margaret"; "buy:\nthank you cards" is a list
	default:
		return s
	}
	head := strings.TrimSpace(strings.Join(lines[:n-cut], "\n"))
	if len(strings.Fields(head)) < 3 {
		return s // "ok\nthanks": small talk, read whole
	}
	return head
}

// reDontForgetAtEnd is "… don't forget", "… אל תשכחי" said after a fact
// with no time: a thing to remember (with a time it is a reminder).
var reDontForgetAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:(?:pls|please|and)\s+)?(?:don'?t|do\s+not|dont)\s+forget(?:\s+(?:that|this|it))?\s*[?!.]*$|` +
	`(?:^|[\s,.;:!\-–—]+)ו?אל\s+(?:תשכח|תשכחי)(?:\s+(?:את\s+זה|זאת))?\s*[?!.]*$`)

// dontForgetAtEnd writes a fact closed by "don't forget" as the request to
// remember it: "the alarm code is 4471 don't forget", "הקוד של האזעקה
// 4471 אל תשכחי". A thing told with a time is left as it is; after a
// request to make or add a thing (asksToMake) the plea is taken off.
func dontForgetAtEnd(s string) string {
	loc := atEnd(reDontForgetAtEnd, s, "forget", "תשכח")
	if loc == nil || loc[0] == 0 || startsWithRemind(s) {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	if asksToMake(head) {
		return head // "add to my tasks send a card to grandma dont forget": the request, urged
	}
	if _, found, _ := parseAnyDay(head); found {
		return s
	}
	if jotsErrand(head) {
		return head // "אהלן לשלם את חשבון החשמל אל תשכח": the errand, urged
	}
	if hebrewText(head) {
		return "תזכור ש" + head
	}
	return "remember that " + head
}

// reKeepCommand is a command that keeps what follows as a fact ("note
// that …", "תרשום לי את הקוד …"): "don't forget" after it asks the same.
var reKeepCommand = compile(`(?i)^(?:remember|note|save|write|jot|keep|תזכור|תזכרי|תשמור|תשמרי|תרשום|תרשמי|תכתוב|תכתבי)(?:\s|$)`)

// reToContainer is a list, the calendar or the tasks named as where a
// thing goes: "… to the camping list", "… on my calendar", "… לרשימת
// ציוד לטיול", "… ליומן".
var reToContainer = compile(`(?i)(?:^|\s)(?:to|on|onto|into|in)\s+(?:the\s+|my\s+|our\s+)?(?:\S+\s+){0,2}(?:list|calendar|diary|tasks|to-?dos?)(?:\s|[,.!?]|$)|` +
	`(?:^|\s)(?:ל|ב)(?:רשימת|רשימה|יומן|משימות)(?:\s|[,.!?]|$)`)

// asksToMake reports whether head is a request to make or add a thing
// ("add to my tasks …", "put … in my calendar", "תוסיף משימה …", said in
// the infinitive, "להוסיף לרשימת המשימות …", or things said with where
// they go and no verb, "ורדים לרשימת ציוד לטיול"): "don't forget" after
// it urges the request and tells no fact. A command that keeps a fact
// is none.
//
// Greetings and words of address before it are no part of it, nor is a
// heading of a task ("משימה חדשה - …").
func asksToMake(head string) bool {
	h := infinitiveAsk(reTaskHeading.ReplaceAllString(withoutLeadFiller(head), ""))
	return (opensCommand(h) || reToContainer.MatchString(h)) && !reKeepCommand.MatchString(h)
}

// jotsErrand reports whether head, with no time said, is an errand jotted
// in its verb alone after a greeting or a task's heading: "אהלן לשלם את
// חשבון החשמל", "pay the water bill" (see matchBareErrand).
func jotsErrand(head string) bool {
	low := lower(reTaskHeading.ReplaceAllString(withoutLeadFiller(head), ""))
	return reBareErrandEN.MatchString(low) || reBareErrandHE.MatchString(low)
}

// reTaskHeading is a task's heading before its text: "משימה חדשה - ",
// "new task: ".
var reTaskHeading = compile(`(?i)^(?:new\s+task|task|משימה(?:\s+חדשה)?)\s*[-–—:]\s*`)

// lastByte is the last byte of s, as a string; "" for "".
func lastByte(s string) string {
	if s == "" {
		return ""
	}
	return s[len(s)-1:]
}

// reCourtesyLead is a sentence of courtesy a letter opens with, after its
// salutation: "I hope you are well.", "I hope this finds you well.",
// "Sorry to bother you again.", "How are you today?", "אני מקווה שאתה
// בסדר.", "מה שלומך?", "סליחה על הטרחה.". It asks and tells nothing.
var reCourtesyLead = compile(`^(?:(?:i\s+)?(?:hope|trust)\s+(?:(?:that\s+)?(?:you\s+are|you're|youre|all\s+is|everything\s+is|you\s+are\s+keeping|you're\s+keeping)|this\s+(?:message\s+|note\s+)?finds\s+you)\s+(?:well|fine|ok|okay|in\s+good\s+health)(?:\s+today)?|` +
	`(?:i'?m\s+)?sorry\s+to\s+(?:bother|trouble)\s+you(?:\s+again)?|how\s+are\s+you(?:\s+(?:today|keeping))?|it'?s\s+me\s+again|` +
	`(?:אני\s+)?(?:מקווה|מקוה)\s+ש(?:אתה|את|הכל|הכול)\s+(?:בסדר|טוב|בטוב|בריא|בריאה)|מה\s+שלומך(?:\s+היום)?|סליחה\s+(?:על\s+(?:הטרחה|ההטרדה)|שאני\s+(?:מטריד|מטרידה)(?:\s+שוב)?)|זה\s+שוב\s+אני)` +
	`\s*[.!?]+\s+`)

// dropCourtesy takes a sentence of courtesy (see reCourtesyLead) off the
// start of s when a request follows it.
func dropCourtesy(s string) string {
	if loc := reCourtesyLead.FindStringIndex(lower(s)); loc != nil && loc[1] < len(s) {
		return s[loc[1]:]
	}
	return s
}

// reAgendaNounHE asks for the day's plan named in its long Hebrew words,
// "סדר היום" and "לוח הזמנים" ("מה סדר היום שלי מחר", "מה יש לי בלוח
// הזמנים מחר"): it is "מה יש לי", asked of the day after it or of today.
var reAgendaNounHE = compile(`^(ו?)מה\s+(?:(?:יש|רשום|כתוב)\s+(?:לי\s+)?)?(?:ה|ב|על\s+)?(?:סדר\s+היום|לוח\s+ה?זמנים)(?:\s+שלי)?(\s.*)?$`)

// agendaNoun reads a question for the day's plan named as "סדר היום" or
// "לוח הזמנים" as "מה יש לי": "מה סדר היום של הכנס" asks of someone
// else's, and stays.
func agendaNoun(s string) (string, bool) {
	if !strings.Contains(s, "סדר") && !strings.Contains(s, "לוח") {
		return s, false
	}
	g := reAgendaNounHE.FindStringSubmatch(strings.TrimRight(s, "?!. "))
	if g == nil {
		return s, false
	}
	rest := strings.TrimSpace(g[2])
	if strings.HasPrefix(rest, "של") || strings.HasPrefix(rest, "ל") {
		return s, false // "מה סדר היום של הכנס", "מה סדר היום לכנס"
	}
	if rest == "" {
		rest = "היום"
	}
	if at := strings.Index(" "+rest, " מה "); at >= 0 {
		return g[1] + rest[at:], true // "מה סדר היום שלי מתוקה, מה יש לי מחר": the question asked again, of its day
	}
	return g[1] + "מה יש לי " + rest, true
}
