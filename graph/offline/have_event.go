package offline

import "strings"

// An appointment told rather than asked for: "I have a hearing test on the
// 10th at 9:15", "יש לי שמירה מחר בעשר בלילה", "יש לי מבחן באינפי ביום
// שלישי". Whatever the user says they have at a time is on their calendar,
// whether or not its noun is one the lists know; "I have" is no word of
// its title.

var (
	// reHaveOwn is "I have", "I've got", "we have", "יש לי", "לנו יש": the
	// user's own, not "there is". "Also" and "and" said with it ("I also
	// have", "ויש לי גם", "וגם יש לנו") tie it to what came before and
	// are no part of what is had.
	reHaveOwn = compile(`(?i)^(?:(?:and\s+)?(?:also\s+)?(?:i'?ve\s+(?:also\s+)?got|i\s+(?:also\s+)?have(?:\s+also)?\s+got|i\s+(?:also\s+)?have(?:\s+also)?|ive\s+(?:also\s+)?got|` +
		`we\s+(?:also\s+)?have(?:\s+also)?|we'?ve\s+(?:also\s+)?got|i'?ve(?:\s+also)?\s+(?:a|an)\b)|ו?(?:גם\s+)?יש\s*(?:לי|לנו)(?:\s+גם)?|ו?(?:גם\s+)?(?:לי|לנו)\s+(?:גם\s+)?יש)\s+`)

	// reHaveNoThing is what follows "I have" that is no thing that happens:
	// "I have to call", "I have no time", "יש לי לקנות", "יש לי זמן".
	reHaveNoThing = compile(`(?i)^(?:to|got\s+to|no|nothing|anything|something|time|free|some\s+time|a\s+lot|lots|plenty|enough|` +
		`(?:a|an|some)\s+(?:question|questions|idea|feeling|bad\s+feeling|doubt|problem|issue)|questions|` +
		`זמן|כלום|משהו|הרבה|מלא|מספיק|עוד|חופש|פנוי|פנויה|שאלה|שאלות|רעיון|הרגשה|תחושה|בעיה)(?:\s|$|[,.!?])`)
)

// reHaveState is a state said to have gone on for a while ("a headache
// since 8am", "חום מאתמול", "כאב ראש כל היום"): how the user is, no
// thing that happens at a time.
var reHaveState = compile(`(?i)(?:^|\s)(?:since|ever\s+since|for\s+the\s+(?:past|last)|all\s+(?:day|week|morning|night)|` +
	`מאז|כבר|מאתמול|מהבוקר|משלשום|כל\s+היום|כל\s+הלילה|כל\s+השבוע)(?:\s|$|[,.!?])`)

// tellsState reports whether text tells how things have been since a time
// ("i have a headache since 8am", "יש לי חום מאתמול בערב", "since monday
// the heater is broken"): no thing to do or to happen at that time.
func tellsState(text string) bool {
	low := lower(text)
	if len(low) != len(text) {
		return false
	}
	if loc := reHaveOwn.FindStringIndex(low); loc != nil && reHaveState.MatchString(low[loc[1]:]) {
		return true
	}
	return reSinceTime.MatchString(low)
}

// reSinceTime is "since" or "מאז" before a time: a state's start.
var reSinceTime = compile(`(?i)(?:^|\s)(?:ever\s+)?since\s+(?:\d|yesterday|this\s+morning|last|monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|the\s+morning)|(?:^|\s)מאז\s+(?:ה?בוקר|אתמול|\d|ה?צהריים|יום|שלשום)`)

// haveEvent returns what the user says they have at the start of text
// ("hearing test on the 10th at 9:15" of "i have a hearing test …"), and
// whether text is so told: a thing, not a deed to do ("I have to call
// mom", "יש לי לקנות חלב").
func haveEvent(text string) (string, bool) {
	low := lower(text)
	loc := reHaveOwn.FindStringIndex(low)
	if loc == nil {
		loc = bareIve(low)
	}
	if loc == nil || len(low) != len(text) {
		return "", false
	}
	rest := strings.TrimSpace(text[loc[1]:])
	if rest == "" || reHaveNoThing.MatchString(lower(rest)) || reHaveState.MatchString(lower(rest)) {
		return "", false
	}
	first := strings.Trim(strings.Fields(lower(rest))[0], ",.!?:;")
	if taskVerbEN[first] || heInfinitiveVerb(first) {
		return "", false
	}
	return rest, true
}

// reAddThatAtEnd is a bare request to add what was just said: "can you add
// that", "add it please", "תוסיף את זה", "תכניס את זה בבקשה". A verb that
// sets a thing in time asks it with no object ("יש לי טסט ביום חמישי
// הבא ב9 תקבע").
var reAddThatAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:so\s+|and\s+|pls\s+|please\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?` +
	`(?:` + alternation(putAtEndVerbs) + `)\s+(?:` + alternation(putAtEndObjects) + `)(?:\s+(?:down|in))?(?:\s+` + putAtEndThanks + `)*\s*[?!.]*$|` +
	`(?:^|[\s,.;:!\-–—]+)ו?(?:(?:תוכל|תוכלי)\s+(?:ל)?)?(?:תוסיף|תוסיפי|להוסיף|תכניס|תכניסי|להכניס|תשים|תשימי|הוסף|הוסיפי|הכנס|הכניסי|תרשום|תרשמי|רשום|רשמי|לרשום)(?:\s+לי)?\s+(?:את\s+זה|אותו|אותה|אותם|אותן|זאת|את\s+זאת)` +
	`(?:\s+(?:ביומן|ליומן|בלוח\s+השנה|ללוח\s+השנה)(?:\s+שלי)?)?(?:\s+(?:בבקשה|תודה))*\s*[?!.]*$|` +
	`(?:^|[\s,.;:!\-–—]+)ו?(?:(?:תוכל|תוכלי)\s+(?:ל)?)?(?:תקבע|תקבעי|קבע|קבעי|לקבוע)(?:\s+לי)?(?:\s+(?:את\s+זה|אותו|אותה|זאת))?(?:\s+(?:בבקשה|תודה))*\s*[?!.]*$`)

// haveAddTail reads "I have X at a time, can you add that" as "add to my
// calendar: I have X at a time": the request at the end only asks to keep
// what was told. s is returned as it is unless it opens with what the user
// has and ends with such a request.
func haveAddTail(s string) string {
	if _, ok := haveEvent(s); !ok {
		return s
	}
	loc := atEnd(reAddThatAtEnd, lower(s), putAtEndNeeds...)
	if loc == nil || loc[0] == 0 {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	if hebrewText(head) {
		return "תכניס ליומן: " + head
	}
	return "add to my calendar: " + head
}

// haveOff drops "I have"/"יש לי" from a thing said as a task ("יש לי
// דדליין לפרויקט ביום רביעי, תרשום לי כמשימה"): what the user has is the
// task, the words that tell it are not.
func haveOff(head string) string {
	if g := gotOwn(head); g != "" {
		head = "i have " + g // "i got maths coursework due friday, add it as a task": had, not received
	}
	if rest, ok := haveEvent(head); ok {
		for _, a := range []string{"a ", "an ", "A ", "An "} {
			rest = strings.TrimPrefix(rest, a)
		}
		return rest
	}
	return head
}

// gotOwn returns what follows "i got"/"we got" at the start of head, or
// "". Only a thing said as a task is so read: elsewhere "i got a call at
// 5" tells what came.
func gotOwn(head string) string {
	for _, p := range []string{"i got ", "we got ", "I got "} {
		if strings.HasPrefix(head, p) {
			return head[len(p):]
		}
	}
	return ""
}

// reGoingOwn is a plan told as where the user is going: "we're going to
// the theatre", "my wife and I are going to", "אנחנו הולכים ל…", "אני
// ואשתי הולכים ל…". The place gone to is the event; the words that tell
// it are not.
var reGoingOwn = compile(`(?i)^(?:(?:i'?m|i\s+am|we'?re|we\s+are|(?:my\s+)?\S+\s+and\s+i\s+are|i\s+and\s+(?:my\s+)?\S+\s+are)\s+(?:going|off|heading)\s+to\s+(?:the\s+|a\s+|an\s+)?|` +
	`(?:אני|אנחנו|אני\s+ו\p{Hebrew}+)\s+(?:הולך|הולכת|הולכים|הולכות|נוסע|נוסעת|נוסעים)\s+ל)`)

// goingOff drops the words of a plan told as going somewhere ("my wife
// and I are going to the theatre on Saturday at 8:30" → "theatre on
// Saturday at 8:30"), and reports whether it did. A deed after "going
// to" ("I'm going to call mom") is no place, and head stays.
func goingOff(head string) (string, bool) {
	loc := reGoingOwn.FindStringIndex(lower(head))
	if loc == nil || len(lower(head)) != len(head) || loc[1] >= len(head) {
		return head, false
	}
	rest := strings.TrimSpace(head[loc[1]:])
	first := strings.Trim(strings.Fields(lower(rest))[0], ",.!?:;")
	if taskVerbEN[first] || heInfinitives["ל"+first] {
		return head, false
	}
	return rest, true
}

// bareIve is the span of "I've" said alone before a thing that happens, the
// way Irish and British English say it ("I've mass on Sunday at 10", "I've
// physio friday at 3"): nil unless an event's noun comes next, so "I've
// paid it", "I've been" and "I've to call mom" are not so read.
func bareIve(low string) []int {
	for _, lead := range []string{"i've ", "ive ", "i’ve "} {
		if rest, ok := strings.CutPrefix(low, lead); ok && (leadsWithEvent(rest) || iveRites[strings.Trim(strings.SplitN(rest, " ", 2)[0], ",.!?")]) {
			return []int{0, len(lead)}
		}
	}
	return nil
}

// iveRites are the church's gatherings "I've" is said before ("I've mass on
// Sunday at 10"), which are no calendar nouns elsewhere ("mass email").
var iveRites = wordSet(`mass confession vespers`)
