package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A request is often wrapped in words that only say it is one, or said
// as by someone whose first language is another: "note in my calendar
// that I have …", "please record that …", "note for myself: …", "what I
// have today?", "remind me each week in Friday at 12 …", "tomorrow in 8
// morning", "… I expect it to last approximately one hour", "נא לרשום
// ש…", "יש לי מבחן … תרשמי". Clean writes each as the plain request the
// grammar reads; what is unclear after that is still declined.

var (
	// reCalendarHeadEN is a request that names the calendar as where the
	// thing goes before it names the thing: "note in my calendar that I
	// have …", "add to my diary a lecture …", "put on the calendar: …".
	reCalendarHeadEN = compile(`^(?:add|put|note|enter|pencil|pop|stick|record|mark|insert|log|(?:write|jot)\s+down)(?:\s+for\s+me)?\s+(?:in|to|into|on)\s+(?:my|the|our)\s+(?:calendar|diary|cal|agenda|planner)(?:\s*:\s*|\s+that\s+|\s+)`)
	// reCalendarHeadHE is the same in Hebrew: "תרשום לי ביומן ש…", "נא
	// להכניס ליומן …". A "ש" glued to the next word ("ביומן שיש לי")
	// is read by heThatOff.
	reCalendarHeadHE = compile(`^(?:(?:נא|אנא)\s+)?(?:` + alternation(putAtEndVerbsHE) + `)(?:\s+לי)?\s+(?:ב|ל)(?:יומן|לוח\s+השנה|לו["״]?ז)(?:\s+שלי)?(?:\s*:\s*|\s+)`)
	// reNoteHeadEN is a fact asked to be kept, said with a word that
	// writes it down: "please record that …", "note down that …", "note
	// for myself: …", "remember the following for me: …".
	reNoteHeadEN = compile(`^(?:(?:remember|note|record|save|keep|store|write\s+down|jot\s+down|make\s+a\s+note\s+of)\s+(?:the\s+following|this)(?:\s+(?:for\s+me|down))?\s*:\s*|` +
		`(?:a\s+)?(?:notes?|memo)\s+(?:for|to)\s+(?:myself|me|self)\s*:\s*|` +
		`(?:record|note\s+down|take\s+note|make\s+a\s+note|make\s+note|write\s+down|jot\s+down|log)\s+(?:that|the\s+fact\s+that)\s+)`)
	// reNoteHeadHE is "נא לרשום ש…", "תרשום לעצמך ש…": the word after it
	// opens with the "ש" ("that") of the fact.
	reNoteHeadHE = compile(`^(?:(?:נא|אנא)\s+)?(?:לרשום|תרשום|תרשמי|רשום|רשמי|לציין|תציין|תצייני|לתעד|תתעד|תתעדי)(?:\s+(?:לי|לעצמך))?\s+(ש\p{Hebrew})`)
	// reWhatIHave is "what I have today?", a question without its "do".
	reWhatIHave = compile(`^what\s+i\s+(?:have|got)(\s|\?|$)`)
	// reShowAllIHave is "show me everything I have scheduled for
	// tomorrow": what the user has.
	reShowAllIHave = compile(`^(?:show|tell|give)\s+me\s+(?:everything|all|all\s+the\s+things|the\s+things)\s+(?:that\s+)?i\s+have(?:\s+got)?(?:\s+(?:scheduled|planned|booked|coming\s+up|going\s+on))?(\s|\?|$)`)
	// rePossibleToSee is "is it possible to see …", "can I see …": a
	// request to be shown.
	rePossibleToSee = compile(`^(?:(?:is|was)\s+it\s+possible\s+(?:for\s+me\s+)?to\s+see|would\s+it\s+be\s+possible\s+(?:for\s+me\s+)?to\s+see|(?:can|could|may)\s+i\s+(?:please\s+)?see)\s+`)
	// reWhatCanYouDo is "what can you even do": the question about Memo.
	reWhatCanYouDo = compile(`^what\s+(?:else\s+)?can\s+(?:you|u)\s+(?:even|actually|really|possibly)\s+do(\s|\?|$)`)
	// reToCommand is the "to" left of "please to remind me …".
	reToCommand = compile(`^to\s+(?:remind\s+me|add\s|put\s|create\s|show\s+me|make\s+(?:a|me\s+a)\s)`)
	// reForMeWith is "make rendez-vous for me with the dentist": whom it
	// is made for, between the thing and whom it is with.
	reForMeWith = compile(`^((?:make|book|schedule|set\s+up|arrange|fix)\s+(?:(?:a|an|the)\s+)?[\p{L}'\-]+)\s+for\s+(?:me|us)\s+(with|at)\s`)
	// reListEntitled is "a list entitled "X" and place on it: …".
	reListEntitled = compile(`\b(list|checklist)\s+(?:entitled|titled)\s`)
	// reListPlaceOnIt is the "and place on it:" before a new list's items.
	reListPlaceOnIt = compile(`(["”]?)\s+and\s+(?:place|put|include|write|enter)\s+(?:on|in|onto|into|to)\s+it\s*:?\s+`)
	// reInHourPart is "in 8 morning": an hour and the part of the day,
	// said with "in".
	reInHourPart = compile(`\bin\s+(\d{1,2}(?:[:.][0-5]\d)?)\s+(?:in\s+the\s+)?(morning|evening|afternoon)\b`)
	// reEachWeekIn is "each week in Friday": every Friday.
	reEachWeekIn = compile(`\b(?:each|every)\s+week\s+(?:in|on)\s+(` + weekdayFullEN + `)\b`)
	// reInWeekday is "in Friday": on Friday.
	reInWeekday = compile(`\bin\s+(` + weekdayFullEN + `)(\s|[,.!?]|$)`)
	// reInTimeOf is "in two weeks' time": in two weeks.
	reInTimeOf = compile(`(\bin\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a\s+few|a\s+couple\s+of)\s+(?:minute|hour|day|week|month|year|fortnight)s?)['’]s?\s+time\b`)
	// reNightHour is "sat night 9": the hour said after the part of the
	// day without its "at", closed by a mark, the end or a word that is
	// not what the number counts ("night 9 guests" stays).
	reNightHour = compile(`\b(night|evening|tonight)\s+(1[0-2]|[1-9])((?::|\.)[0-5]\d)?(\s*(?:[,.!?;]|$)|\s+(?:put|add|pls|please|to|for|with|at|in|on|and|remind|note)\b)`)
	// reWakeUpReminder is "a wake up reminder": a reminder to wake up.
	reWakeUpReminder = compile(`\b(a|an)\s+wake[\s-]?up\s+reminder\b`)
)

// weekdayFullEN is an English weekday's full name.
const weekdayFullEN = `monday|tuesday|wednesday|thursday|friday|saturday|sunday`

// wrapperNeeds are the words one of which a rewrite in plainRequest needs.
var wrapperNeeds = []string{
	"calendar", "diary", "cal", "agenda", "planner", "יומן", "לוח השנה", "לו\"ז", "לו״ז", "note", "record", "remember", "save", "keep",
	"memo", "log", "write", "jot", "לרשום", "תרשום", "תרשמי", "רשום", "רשמי", "לציין", "תציין", "תצייני", "לתעד", "תתעד",
	"what", "show", "tell", "give", "see", "to ", "for me", "for us", "list", " in ", "time", "wake",
}

// plainRequest writes a request wrapped as the package comment above
// tells as the plain one, or returns s as it is.
func plainRequest(s string) string {
	if rest, ok := strings.CutPrefix(s, "נא"); ok {
		if first, _, _ := strings.Cut(rest, " "); heInfinitive[first] != "" {
			return "נא " + rest // "נאלהזכיר לי …": "נא" glued to its infinitive
		}
	}
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, wrapperNeeds...) {
		return s
	}
	switch {
	case strings.HasPrefix(low, "add to my calendar: "), strings.HasPrefix(s, "תכניס ליומן: "):
	case reCalendarHeadEN.MatchString(low) && namesThing(s[reCalendarHeadEN.FindStringIndex(low)[1]:]):
		return "add to my calendar: " + s[reCalendarHeadEN.FindStringIndex(low)[1]:]
	case reCalendarHeadHE.MatchString(low) && namesThing(s[reCalendarHeadHE.FindStringIndex(low)[1]:]):
		rest := s[reCalendarHeadHE.FindStringIndex(low)[1]:]
		return "תכניס ליומן: " + heThatOff(rest)
	case reNoteHeadEN.MatchString(low):
		return "remember that " + s[reNoteHeadEN.FindStringIndex(low)[1]:]
	case reWhatIHave.MatchString(low):
		return "what do i have" + s[reWhatIHave.FindStringSubmatchIndex(low)[2]:]
	case reShowAllIHave.MatchString(low):
		return "what do i have" + s[reShowAllIHave.FindStringSubmatchIndex(low)[2]:]
	case rePossibleToSee.MatchString(low):
		rest := s[rePossibleToSee.FindStringIndex(low)[1]:]
		if strings.HasPrefix(lower(rest), "what ") {
			return rest // "is it possible to see what is in my list": the question
		}
		return "show me " + rest
	case reWhatCanYouDo.MatchString(low):
		return "what can you do" + s[reWhatCanYouDo.FindStringSubmatchIndex(low)[2]:]
	case reToCommand.MatchString(low):
		return s[len("to "):]
	case reForMeWith.MatchString(low):
		g := reForMeWith.FindStringSubmatchIndex(low)
		return s[:g[3]] + " " + s[g[4]:]
	}
	if g := reNoteHeadHE.FindStringSubmatchIndex(low); g != nil && heFactThat(s[g[2]:]) {
		return "תזכור " + s[g[2]:]
	}
	return plainWords(s)
}

// plainWords writes the words of a request said as in another language
// as the ones the grammar reads: "in 8 morning" is "at 8 in the
// morning", "each week in Friday" is "every Friday", "in Friday" is "on
// Friday", "in two weeks' time" is "in two weeks", "sat night 9" is "sat
// night at 9", and a list "entitled" is one "called", its items after
// "with".
func plainWords(s string) string {
	if hebrewText(s) {
		return s
	}
	low := lower(s)
	if !containsAny(low, " in ", "week", "list", "wake", "night", "evening") {
		return s
	}
	out := s
	for _, r := range []struct {
		re   *pattern
		repl string
	}{
		{reInHourPart, "at $1 in the $2"},
		{reEachWeekIn, "every $1"},
		{reInWeekday, "on $1$2"},
		{reInTimeOf, "$1"},
		{reNightHour, "$1 at $2$3$4"},
		{reWakeUpReminder, "$1 reminder to wake up"},
		{reListEntitled, "$1 called "},
	} {
		if r.re.MatchString(lower(out)) {
			out = replaceKeepCase(r.re, out, r.repl)
		}
	}
	if strings.Contains(lower(out), " called ") && reListPlaceOnIt.MatchString(lower(out)) {
		out = replaceKeepCase(reListPlaceOnIt, out, "$1 with ")
	}
	return out
}

// replaceKeepCase replaces the matches of re in lower(s) by repl, with
// the words of s outside the matches kept as they were written.
func replaceKeepCase(re *pattern, s, repl string) string {
	low := lower(s)
	var b strings.Builder
	prev := 0
	for _, g := range re.FindAllStringSubmatchIndex(low, -1) {
		b.WriteString(s[prev:g[0]])
		b.Write(re.get().ExpandString(nil, repl, s, g))
		prev = g[1]
	}
	b.WriteString(s[prev:])
	return b.String()
}

// namesThing reports whether rest, after a request's head, names more
// than a pronoun ("note in my calendar that" names nothing).
func namesThing(rest string) bool {
	rest = strings.Trim(rest, " .,!?:;")
	return rest != "" && !rePronounOnly.MatchString(lower(rest))
}

// heThatOff takes the "ש" ("that") off the first word of a Hebrew
// clause where what follows is the thing said ("שיש לי מבחן …"), not a
// word that opens with the letter ("שיעור פסנתר").
func heThatOff(rest string) string {
	first, tail, _ := strings.Cut(rest, " ")
	w, ok := strings.CutPrefix(first, "ש")
	if !ok || w == "" {
		return rest
	}
	switch {
	case w == "יש" || w == "יהיה" || w == "יהיו" || w == "אני" || w == "אנחנו",
		strings.HasPrefix(w, "ה") && len([]rune(w)) > 2 && !eventSetHE[first]:
		return strings.TrimSpace(w + " " + tail)
	}
	return rest
}

// heFactThat reports whether rest, after "לרשום", opens a fact said with
// its "ש" ("שיום ההולדת של … חל ב…") rather than a thing whose name
// opens with the letter ("שיעור פסנתר ביום שני"): the word after the
// letter is no event, the text names no list and tells no hour.
func heFactThat(rest string) bool {
	first, _, _ := strings.Cut(rest, " ")
	if eventSetHE[first] || strings.Contains(rest, "רשימ") {
		return false
	}
	return !tellsClock(rest)
}

// reLengthEN is an English length said alone: "one hour", "about 2
// hours", "half an hour".
const reLengthEN = `(half\s+an\s+hour|an?\s+hour\s+and\s+a\s+half|(?:an?|one|two|three|four|five|six|\d+(?:\.\d+)?)\s+(?:hours?|hrs?|minutes?|mins?))`

// lengthIsEN tells the length with a copula as a sentence of its own: "…,
// it's an hour long", "… it'll be 2 hours", "… that's 45 min".
const lengthIsEN = `(?:it'?s|it\s+is|it'?ll\s+be|it\s+will\s+be|it'?s\s+gonna\s+be|it\s+should\s+be|that'?s|that\s+is)`

// reLengthHE is the Hebrew one: "שעה", "שעתיים", "45 דקות".
const reLengthHE = `(\d+(?:\.\d+)?\s+(?:שעות|דקות)|שעה\s+וחצי|שעה\s+ורבע|שעתיים(?:\s+וחצי)?|חצי\s+שעה|רבע\s+שעה|שלוש\s+שעות|ארבע\s+שעות|שעה)`

var (
	// reLastsAfter is how long the thing takes, said after it: "… I
	// expect it to last approximately one hour", "…, it'll take about 2
	// hours", "…, the meeting will last an hour", "…, duration 45 min", "…,
	// one hour", "… זה ייקח בערך שעה", "…, משך הפגישה כשעה וחצי", "…
	// הפגישה תימשך שעתיים", "…, שעתיים".
	reLastsAfterEN = compile(`(?:[.,;]\s*|\s+)(?:and\s+|which\s+)?(?:(?:i\s+(?:expect|think|guess|reckon|believe|estimate)\s+(?:that\s+)?)?(?:it|that|this|the\s+[a-z]+)(?:'ll|\s+will|\s+should|\s+would|\s+is\s+expected\s+to|\s+is\s+going\s+to|\s+might|\s+may)?\s+(?:to\s+)?|(?:should|will|expected\s+to)\s+)?` +
		`(?:(?:last|take|run)s?\s+(?:for\s+)?|(?:duration|length)\s*:?\s*)(?:approximately\s+|about\s+|around\s+|roughly\s+|approx\.?\s+|some\s+|maybe\s+)?` + reLengthEN + `(?:\s+or\s+so)?[\s.!]*$`)
	reLengthAloneEN = compile(`(?:,\s*(?:(?:and\s+)?` + lengthIsEN + `\s+)?|(?:[.;]\s*|\s+)(?:and\s+)?` + lengthIsEN + `\s+)(?:approximately\s+|about\s+|around\s+|roughly\s+|approx\.?\s+|like\s+)?` + reLengthEN + `(?:\s+long)?[\s.!]*$`)
	reLastsAfterHE  = compile(`(?:[.,]\s*|\s+)(?:ו?(?:זה|היא|הוא|ה\p{Hebrew}{2,})\s+)?ו?(?:(?:אמור|אמורה|צפוי|צפויה)\s+(?:לקחת|להימשך|להמשך)|ייקח|יקח|יימשך|ימשך|תיקח|תימשך|לוקח|נמשך|נמשכת|(?:ו?משך|אורך)(?:\s+ה\p{Hebrew}{2,})?\s*:?)\s+(?:בערך\s+|בסביבות\s+|כ-?)?` + reLengthHE + `[\s.!]*$`)
	reLengthAloneHE = compile(`(?:,\s*(?:ו?זה\s+(?:יהיה\s+)?)?|(?:\.\s*|\s+)ו?זה\s+(?:יהיה\s+)?)(?:בערך\s+|כ-?)?` + reLengthHE + `(?:\s+בערך)?[\s.!]*$`)
	// reCalendarLast is the calendar asked for at the very end ("… to my
	// calendar"), after what the length patterns read.
	reCalendarLast = compile(`(?i)\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:calendar|diary|schedule|cal)[\s.!]*$`)
	// reStartsBefore is "starts" said between a thing and its time:
	// "Chess club starts this Sunday at 16:00".
	reStartsBefore = compile(`\s(?:starts|begins|will\s+start|will\s+begin|is\s+starting|starting|מתחיל|מתחילה|מתחילים|יתחיל|תתחיל)\s`)
)

// lengthAfter writes how long an event takes, said after it (see
// reLastsAfterEN), as its length ("for one hour", "למשך שעה"), and takes
// "starts" off before its time. What is before the length must tell a
// time of day, and s ask for no reminder.
func lengthAfter(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, "hour", "min", "hr", "שעה", "שעות", "שעתיים", "דקות", "start", "begin", "מתחיל", "יתחיל", "תתחיל") ||
		containsAny(low, midCommandNeeds...) || startsWithRemind(s) {
		return s
	}
	tail := ""
	if loc := reCalendarLast.FindStringIndex(low); loc != nil && loc[0] > 0 {
		// "add yoga tomorrow at 10, it will last an hour to my calendar":
		// the calendar asked for stays last.
		s, tail, low = s[:loc[0]], s[loc[0]:], low[:loc[0]]
	}
	for _, r := range []struct {
		re   *pattern
		head string
	}{{reLastsAfterEN, " for "}, {reLengthAloneEN, " for "}, {reLastsAfterHE, " למשך "}, {reLengthAloneHE, " למשך "}} {
		if g := r.re.FindStringSubmatchIndex(low); g != nil && g[0] > 0 && tellsClock(s[:g[0]]) {
			s = strings.TrimRight(s[:g[0]], " ,.;") + r.head + s[g[2]:g[3]]
			low = lower(s)
			break
		}
	}
	s += tail
	low = lower(s)
	if loc := reStartsBefore.FindStringIndex(low); loc != nil && !opensCommand(s) {
		rest := s[loc[1]:]
		// Only with its day: "the shift starts at 5" said alone may move
		// the shift in focus, which the follow-ups read.
		if r, found, _ := timeparse.Parse(rest, shapeNow, time.UTC); found && r.HasDate && len(r.Spans) > 0 && r.Spans[0][0] == 0 {
			s = s[:loc[0]] + " " + rest
		}
	}
	return s
}

var (
	// reKeepAtEnd is a bare request to keep what was told, said after
	// it: "… please enter it", "… record it", "… kindly note (pls)", "…
	// תרשמי", "… תרשום לי", "…, נא לרשום".
	// A bare add ("… pls add", "… תוסיפי") is one too.
	reKeepAtEnd = compile(`(?:^|[\s,.;:!\-–—]+)(?:so\s+|and\s+)?(?:enter|record|log|insert)\s+(?:it|this|that)(?:\s+(?:for\s+me|please|thanks))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:kind(?:ly|y|ley|lly)|please|pls|plz)\s+(?:note|record|log)(?:\s+(?:it|this|that|down))*(?:\s+(?:please|pls|plz|thanks|thank\s+you))*\s*[?!.]*$|` +
		`[,.;:!\-–—]\s*(?:note|record|log)(?:\s+(?:it|this|that|down))*(?:\s+(?:please|thanks|thank\s+you))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:נא|בבקשה|אבקש)\s+(?:לרשום|להכניס|להוסיף|לתעד)(?:\s+(?:ביומן|ליומן|את\s+זה|זאת|לי))*(?:\s+(?:בבקשה|תודה))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:please|pls|plz)\s+add\s*[?!.]*$|(?:^|[\s,.;:!\-–—]+)add\s+(?:please|pls|plz)\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:בבקשה\s+)?ו?(?:תרשום|תרשמי|רשום|רשמי|תוסיף|תוסיפי|תכניס|תכניסי)(?:\s+לי)?(?:\s+(?:את\s+זה|זאת))?(?:\s+(?:בבקשה|תודה))*\s*[?!.]*$`)
	// reNoteAfterClock is a bare "note" ("record", "log") said right
	// after an hour told with its mark or minutes, in group 1: "… tues 7am
	// note", "… at 6:30 record it". "a £20 note" is no hour's.
	reNoteAfterClock = compile(`(?:\d\s*(?:am|pm|a\.m\.|p\.m\.)|\d:\d\d|o'?clock)(\s+(?:note|record|log)(?:\s+(?:it|this|that|down))*(?:\s+(?:please|pls|plz|thanks|thank\s+you))*\s*[?!.]*)$`)
	// reThereIs is "there is a" before an event's noun: "there is a
	// meeting of the committee on Tuesday at 6".
	reThereIs = compile(`^there(?:'s|\s+is|\s+will\s+be|\s+is\s+going\s+to\s+be)\s+(?:a|an)\s+`)
)

// kindlySlip mends "kindly" typed with one slip in a closing request to
// keep what was told ("…, kinldy note", "… kidnly record it"), which
// reKeepAtEnd reads as spelt.
func kindlySlip(s string) string {
	fs := strings.Fields(s)
	for j := len(fs) - 1; j >= 1 && j >= len(fs)-3; j-- {
		switch strings.Trim(toLower(fs[j]), ",.;:!?") {
		case "note", "record", "log":
		default:
			continue
		}
		lead := strings.TrimLeft(fs[j-1], ",.;:!-–—")
		if w := toLower(lead); w != "kindly" && len(w) >= 5 && slipOf(w, "kindly") {
			fs[j-1] = fs[j-1][:len(fs[j-1])-len(lead)] + "kindly"
			return strings.Join(fs, " ")
		}
		return s
	}
	return s
}

// keepEventTail reads an event told with its time and closed by a bare
// request to keep it ("there is a meeting … on Tuesday at 6. Please
// enter it.", "יש לי מבחן … בתשע בבוקר תרשמי") as one for the calendar.
// A thing told without a time of day is left to the readers after it,
// as a fact to keep; an English one with a time that is no event is the
// thing and its time, without the request.
func keepEventTail(s string) string {
	s = kindlySlip(s)
	loc := atEnd(reKeepAtEnd, lower(s), "enter", "record", "log", "insert", "add", "note", "תרשום", "תרשמי", "רשום", "רשמי", "תוסיף", "תוסיפי", "תכניס", "תכניסי",
		"לרשום", "להכניס", "להוסיף", "לתעד")
	if loc == nil {
		// "dentist tues 7am kindly note" with its "kindly" taken off as
		// politeness: the bare "note" right after the hour.
		if g := reNoteAfterClock.FindStringSubmatchIndex(lower(s)); g != nil {
			loc = g[2:4]
		}
	}
	if loc == nil || loc[0] == 0 {
		return s
	}
	head := thereIsOff(strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— "))
	if loneLastWord(head) {
		return s
	}
	if !tellsClock(head) {
		return haveDayKept(s, head)
	}
	if _, ok := haveEvent(head); !ok && !leadsWithEvent(head) {
		if hebrewText(head) {
			return datedKeepHE(s, head) // "… תרשמי" after a thing with no day: read as a fact kept, as before
		}
		return head // "my train leaves Monday at 9, record it": the thing and its time
	}
	if hebrewText(head) {
		return "תכניס ליומן: " + head
	}
	return "add to my calendar: " + head
}

// haveDayKept reads a thing the user has on a day, told without its hour
// and closed by a bare request to keep it ("יש לי מבחן בהיסטוריה ביום
// ראשון תרשום לי", "I have a history exam on Sunday, record it") as one
// for the calendar, whose hour is then asked. Anything else is left as s.
func haveDayKept(s, head string) string {
	rest, ok := haveEvent(head)
	if !ok {
		return s
	}
	if r, found, _ := timeparse.Parse(rest, shapeNow, time.UTC); !found || !r.HasDate || r.Past {
		return s
	}
	if hebrewText(rest) {
		return "תכניס ליומן: " + rest
	}
	return "add to my calendar: " + rest
}

// datedKeepHE reads a Hebrew thing told with its day and hour and closed
// by "תרשום" ("חוזר לבסיס ראשון 0600 תרשום", "לקחת כדור מחר ב-8 תרשמי"):
// what happens then, never a fact to keep with a day to come in it. A
// deed to do (an infinitive first) is a reminder; anything else goes to
// the calendar. Without a day, s is returned as it was.
func datedKeepHE(s, head string) string {
	r, found, _ := timeparse.Parse(head, shapeNow, time.UTC)
	if !found || !r.HasDate || !r.HasTime || r.Past {
		return s
	}
	if first, _, _ := strings.Cut(head, " "); heInfinitiveVerb(first) {
		return "תזכיר לי " + head
	}
	return "תכניס ליומן: " + head
}

// thereIsOff takes "there is a" off an event's noun (see reThereIs).
func thereIsOff(head string) string {
	if loc := reThereIs.FindStringIndex(lower(head)); loc != nil && leadsWithEvent(head[loc[1]:]) {
		return head[loc[1]:]
	}
	return head
}

// tellsClock reports whether s says a time of day, on whatever day: the
// day itself may not match the weekday said with it on the day the shape
// is read ("Monday the 14th").
func tellsClock(s string) bool {
	r, found, _ := timeparse.Parse(s, shapeNow, time.UTC)
	return found && r.HasTime
}

// reLastSentence is the last sentence of a text after a mark.
var reLastSentence = compile(`[.!?]+\s+(\S+)$`)

// loneLastWord reports whether head ends in a sentence of one word after
// a mark ("… at 5pm. Pleaes"): a word not read, said with the request
// after it, that no title should take.
func loneLastWord(head string) bool {
	return reLastSentence.MatchString(head)
}
