package offline

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
	"github.com/memo-assistant/memo/resolution"
)

// Questions about what is stored ("where did I park?", "Avi's number?"),
// and the words that make a question another matcher's.

var (
	// "what do you know about Avi?", "what did I tell you about the car?".
	reAboutEN = re(`^` + politeEN + `(?:what|anything)\s+(?:else\s+)?(?:do|did|have)\s+(?:you|u)\s+(?:know|remember|got|have|saved?|noted?)\s+(?:about|on|regarding|for)\s+(.+)$|` +
		`^what\s+(?:did|have)\s+i\s+(?:tell|told|say|said|save|saved|give|given|note|noted)\s+(?:you\s+)?(?:about|on|regarding)\s+(.+)$|` +
		`^(?:do\s+you\s+)?(?:know|remember)\s+anything\s+(?:about|on|regarding)\s+(.+)$|` +
		`^tell\s+me\s+(?:everything\s+|what\s+you\s+know\s+|what\s+you\s+remember\s+)about\s+(.+)$`)
	// "מה אתה יודע על אבי?", "מה אמרתי לך על הרכב?".
	reAboutHE = re(`^(?:ו)?מה\s+(?:עוד\s+)?(?:אתה|את)\s+(?:יודע|יודעת|זוכר|זוכרת)\s+(?:על|לגבי|בקשר\s+ל)\s*(.+)$|` +
		`^(?:ו)?מה\s+(?:אמרתי|סיפרתי|רשמתי|שמרתי|כתבתי)\s+(?:לך\s+)?(?:על|לגבי)\s*(.+)$|` +
		`^(?:ו)?מה\s+(?:רשמת|שמרת|כתבת)\s+(?:לי\s+)?(?:על|לגבי)\s*(.+)$|` +
		`^(?:אתה|את)\s+(?:זוכר|זוכרת)\s+(?:משהו\s+)?(?:על|לגבי)\s*(.+)$`)
	// "Avi's number?", "what's the phone of Avi", "מה המספר של אבי".
	reFieldQEN = re(`^(?:(?:what(?:'s|\s+is|\s+was)|whats|give\s+me|send\s+me|i\s+need|get\s+me|do\s+you\s+have)\s+)?(.+?)(?:'s|’s|s')\s+` + fieldEN + `$|` +
		`^(?:(?:what(?:'s|\s+is|\s+was)|whats|give\s+me|send\s+me|i\s+need|do\s+you\s+have)\s+)?(?:the\s+)?` + fieldEN + `\s+(?:of|for)\s+(.+)$`)
	// "ano nga ulit ang number ni Dr. Levi?": Tagalog "what's Dr. Levi's
	// number again?", as Filipinos text it in English.
	reFieldQTL = re(`^ano(?:\s+(?:nga|ba|po|ulit|uli|yung))*\s+(?:ang\s+|yung\s+)?` + fieldEN + `(?:\s+(?:nga|ba|po|ulit|uli))*\s+(?:ni|nina|ng|kay|of)\s+(.+?)(?:\s+(?:nga|ba|po|ulit|uli|again))*\s*\?*$`)
	// reForgotAsked is a forgetting told before the question it asks: "אני
	// שכחתי", "I forgot", "I can't remember".
	reForgotAsked = re(`^(?:(?:so|oh|and|ו?אני|אוף|וואי)\s+)?(?:שכחתי|לא\s+זוכר|לא\s+זוכרת|i\s+forgot|i\s+forget|forgot|i\s+(?:can'?t|cannot|don'?t)\s+remember)\s*[,:\-–—]?\s+((?:מה|מתי|איפה|מי|what|whats|what's|where|when|who)\s.*)$`)
	// "uncle lim number what ah", "Dana's email what?": the question word
	// last, as Singapore and Malaysia English put it.
	reFieldLastEN = re(`^(?:the\s+)?([^\s].*?)(?:'s|’s|s')?\s+` + fieldEN + `\s+(?:is\s+)?(?:what|what's|whats)(?:\s+(?:again|ah|ar|eh|leh|huh|one))*\s*\?*$`)
	// reFieldLastNot is an owner that is no one to look up: "my", "your".
	reFieldLastNot = re(`^(?:my|your|ur|our|his|her|their|the|a|an|this|that)$`)
	// "מה המספר של אבי", and asked again: "מה היה המספר של אבי".
	reFieldQHE = re(`^(?:(?:מה(?:\s+(?:היה|שוב|בעצם))?|מהו|מהי|(?:תן|תני|תשלח|תשלחי|תביא|תביאי)\s+לי(?:\s+את)?|יש\s+לך\s+את)\s+)?` + fieldHE + `\s+של\s*(.+)$`)
	// "call Avi", "תתקשר לאבי": his number.
	reCallEN = re(`^` + politeEN + `(?:call|phone|ring|dial|text|sms|whatsapp)\s+(.+)$`)
	reCallHE = re(`^(?:תתקשר|תתקשרי|להתקשר|תחייג|תחייגי|חייג)\s+(?:אל\s+|ל)(.+)$`)
	// "call the bank" names no person.
	reCallNoName = re(`^(?:the|a|an|some|my\s+(?:office|work|bank|doctor))\b`)
	// "what is 2+2" is arithmetic.
	reArithmetic = compile(`\d\s*[-+*/x×÷^]\s*\d`)
	// "where did I park?", "where did I leave the keys?".
	reWhereDidEN = re(`^where\s+(?:did|do|have|had)\s+i\s+(?:just\s+)?(?:park|parked|leave|left|put|place|placed|hide|hid|store|stored|keep|kept)\b`)
	// A question: "what's …", "when is …", "where …", "מה …", "מתי …".
	reQuestionEN = re(`^(?:so\s+|and\s+|hey\s+|ok\s+|um+\s+)?(?:(?:do\s+you\s+(?:know|remember)|remind\s+me|tell\s+me|can\s+you\s+tell\s+me)\s+)?(?:what|what's|whats|when|when's|whens|where|where's|wheres|who|who's|whos|which|how\s+(?:much|many|old|long|tall|big))\b(.*)$`)
	reQuestionHE = re(`^(?:ו|אז\s+|רגע\s+)?(?:(?:תזכיר\s+לי|תזכירי\s+לי|אתה\s+זוכר|את\s+זוכרת|אתה\s+יודע|את\s+יודעת|תגיד\s+לי|תגידי\s+לי)\s+)?(?:מה|מהו|מהי|מהם|מהן|מתי|איפה|היכן|מי|למי|של\s+מי|אצל\s+מי|עם\s+מי|ממי|כמה|איזה|איזו|באיזה|באיזו|לאיזה|לאיזו|מאיזה|מאיזו|לאן|מאיפה|איך\s+קוראים|איך\s+(?:נקרא|נקראת|נקראים|נקראות)|למה|ממה|האם)(?:\s|$)(.*)$`)
	// "מה אבו חליל צריך?", "מה הלקוחה רותם רוצה": what someone named
	// needs or wants.
	reNeedsWhoHE = re(`^(?:ו)?מה\s+(\S+(?:\s+\S+){0,2}?)\s+(?:צריך|צריכה|צריכים|צריכות|רוצה|רוצים)\s*\?*$`)
	// A short noun phrase asked as a question: "bike lock code?", "הקוד
	// של השער?".
	reNounQuestion = compile(`^[^?]{2,60}\?+$`)
)

// matchMemoryRecall reads a question about something stored: "what's the
// wifi password at my parents'?", "where did I park?", "what do you know
// about Avi?", "Avi's number?", "call Avi", "מה הקוד של השער אצל סבתא?",
// "איפה חניתי?", "מה המספר של אבי". A question with words of time, tasks,
// lists or the calendar is left to their matchers; "when is …" keeps the
// calendar's reading as the fallback when no memory answers it.
func matchMemoryRecall(m *message) ([]memo.Step, bool, error) {
	if g, ok := m.find(reForgotAsked); ok && strings.Contains(m.low, " ") {
		// "אני שכחתי מה הטלפון של האינסטלטור?", "I forgot, what's Avi's
		// number?": the question after it is asked.
		asked := m.req
		asked.Text = g[1]
		return matchMemoryRecall(newMessage(asked))
	}
	if g, ok := m.find(reAboutEN); ok {
		return recall(m, firstGroup(g), "", true)
	}
	if g, ok := m.find(reAboutHE); ok {
		return recall(m, firstGroup(g), "", true)
	}
	if g, ok := m.find(reNeedsWhoHE); ok && !needsNoOne[g[1]] && !questionExcluded(g[1]) {
		// "מה אבו חליל צריך?": what someone kept needs, asked by their
		// name; "צריך" asks of a list or a task only of the user.
		return recall(m, m.raw, "", false)
	}
	if questionExcluded(m.low) || exclaimedRemark(m.low) {
		return nil, false, nil // "איזה חום היום": a remark, no fact asked for
	}
	if !strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") && MemoryDraft(m.raw).Kind == memo.MemoryContact {
		return nil, false, nil // "המספר של אבי הוא 054…" is a statement
	}
	if g, ok := m.find(reFieldQEN); ok {
		name, field := g[1], g[2]
		if name == "" {
			name, field = g[4], g[3]
		}
		return recall(m, name, fieldOf(field), false)
	}
	if g, ok := m.find(reFieldQTL); ok {
		return recall(m, g[2], fieldOf(g[1]), false) // "ano nga ulit ang number ni Dr. Levi?"
	}
	if g, ok := m.find(reFieldLastEN); ok && !reFieldLastNot.MatchString(g[1]) {
		return recall(m, g[1], fieldOf(g[2]), false)
	}
	if g, ok := m.find(reFieldQHE); ok {
		return recall(m, g[2], fieldOf(g[1]), false)
	}
	for _, rx := range []*pattern{reCallEN, reCallHE} {
		if g, ok := m.find(rx); ok && len(strings.Fields(g[1])) <= 3 && !reCallNoName.MatchString(toLower(g[1])) && !saysMessage(m.low, g[1]) && !saysTime(m, g[1]) {
			// "call Avi" may also be a to-do: a model, when there is one,
			// decides.
			m.tentative = true
			return recall(m, g[1], memo.FieldPhone, false)
		}
	}
	if m.matches(reWhereDidEN) {
		return recall(m, m.raw, "", false)
	}
	g, ok := m.find(reQuestionEN)
	if !ok {
		g, ok = m.find(reQuestionHE)
	}
	if bare := withoutOf(m.raw); !ok && reNounQuestion.MatchString(strings.TrimSpace(m.req.Text)) && len(strings.Fields(bare)) <= 5 && nounPhrase(bare) && !startsWithVerb(m.raw) && !m.onlyTime() {
		// "bike lock code?": a thing asked about, with no verb.
		g, ok = []string{m.raw, m.raw}, true
	}
	if !ok || strings.TrimSpace(g[1]) == "" || !hasLetterOrDigit(g[1]) {
		return nil, false, nil
	}
	steps, _, _ := recall(m, m.raw, "", false)
	// "when is the dentist?" is the calendar's when no memory answers it.
	if cal, ok, err := matchEventWhen(m); ok && err == nil && len(cal) == 1 {
		steps[0].Memory.Fallback = &cal[0]
	}
	m.tentative = !personal(m)
	return steps, true, nil
}

// needsNoOne are the words before "צריך" that name no one kept: the user,
// Memo, someone pointed at, or nothing at all.
var needsNoOne = lexicon.WordSet(`אני אנחנו אתה את אתם אתן הוא היא הם הן עוד עכשיו כבר בדיוק לי לך לו לה לנו`)

// recall returns a search for query.
func recall(m *message, query, field string, all bool) ([]memo.Step, bool, error) {
	query = strings.TrimSpace(strings.Trim(peelLookup(cutRemark(query)), " ?!.,\"'“”„"))
	if query == "" || !hasLetterOrDigit(query) {
		return nil, false, nil
	}
	if field != "" {
		query = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(peelTo(query), "את "), "the "))
	}
	return []memo.Step{memStep(memo.OpMemorySearch, memo.MemoryArgs{Query: query, Field: field, All: all})}, true, nil
}

// withoutOf drops the words "of" and "של" from s: "the address of mom of
// Ronnie", "הכתובת של אמא של רוני" is a noun phrase as long as its nouns.
func withoutOf(s string) string {
	var out []string
	for _, w := range strings.Fields(s) {
		if lw := toLower(w); lw != "of" && lw != "של" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

func firstGroup(g []string) string {
	for _, s := range g[1:] {
		if s != "" {
			return s
		}
	}
	return ""
}

func fieldOf(word string) string {
	w := toLower(word)
	if strings.Contains(w, "mail") || strings.Contains(w, "מייל") || strings.Contains(w, "דוא") {
		return memo.FieldEmail
	}
	return memo.FieldPhone
}

func hasLetterOrDigit(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// excludedWords are words that make a question another matcher's: time
// and dates, the calendar, tasks and reminders, lists, and the assistant
// itself ("what can you do?").
var excludedWords = wordSet(
	`time times clock date dates day days today tonight tomorrow yesterday week weeks weekend month months year
	 morning afternoon evening night now later soon
	 sunday monday tuesday wednesday thursday friday saturday sun mon tue tues wed thu thurs fri sat
	 schedule scheduled calendar agenda meeting meetings event events appointment appointments
	 task tasks todo todos to-do reminder reminders list lists plan plans planned due free busy
	 weather forecast temperature news you your yours yourself u help new happening wrong going doing buy
	 צריך צריכה צריכים לקנות קניות
	 היום מחר מחרתיים אתמול שבוע השבוע חודש החודש שנה השנה בוקר הבוקר ערב הערב לילה הלילה צהריים עכשיו
	 שעה השעה תאריך התאריך יום ימים שבת סופש סוףשבוע
	 יומן פגישה פגישות אירוע אירועים תור תורים משימה משימות מטלה מטלות תזכורת תזכורות
	 רשימה רשימת רשימות תוכניות תוכנית מתוכנן לוז פנוי פנויה תפוס תפוסה
	 נשמע קורה שלומך המצב העניינים איתך אתה שלך עזרה מזג האוויר חדשות`)

// excludedPhrases are phrases that do the same.
// "what's up" greets, and "coming up" asks what is planned; "up" alone
// may be a verb's ("when does Avi pick up his prescription").
var excludedPhrases = []string{"what's up", "whats up", "what is up", "coming up", "up next", "up to", "to do", "do i have", "have i got", "need to", "have to", "should i", "how do i",
	"how can i", "how to", "can you", "יש לי", "עליי", "לעשות", "אני צריך", "אני צריכה", "יש לך",
	// "whats my sched tmrw?": the schedule as texted asks the calendar.
	"my sched", "the sched"}

// notPossessive are contractions that look like a possessive.
var notPossessive = wordSet(`what's where's who's when's how's it's that's there's here's let's he's she's`)

// questionExcluded reports whether a question belongs to another
// capability (or to the assistant itself).
func questionExcluded(low string) bool {
	if reArithmetic.MatchString(low) {
		return true
	}
	// "יום הולדת" is a birthday, "יום הנישואין" an anniversary: a date
	// kept, not a day asked about.
	for _, b := range []string{"יום ההולדת", "יום הולדת", "ימי הולדת", "ימי ההולדת", "יום הנישואין", "יום נישואין", "יום הנישואים",
		"יום נישואים", "יום השנה", "יום האזכרה"} {
		low = strings.ReplaceAll(low, b, "יומולדת")
	}
	// "expiry date", "תאריך התפוגה": the date of a thing kept, not a day
	// asked about.
	for _, b := range []string{"expiry date", "expiration date", "renewal date", "date of expiry", "date of birth", "birth date",
		"תאריך התפוגה", "תאריך תפוגה", "תאריך הלידה", "תאריך לידה", "תאריך החידוש", "תאריך חידוש"} {
		low = strings.ReplaceAll(low, b, "expiry")
	}
	for _, p := range excludedPhrases {
		if containsWords(low, p) {
			return true
		}
	}
	// "up" after one word alone is a greeting however the word is typed
	// ("whatt's up", "wats up"): nothing is named to look for.
	if f := strings.Fields(strings.TrimRight(low, "?!. ")); len(f) == 2 && f[1] == "up" {
		return true
	}
	for _, w := range strings.Fields(resolution.Normalize(low)) {
		if excludedWords[w] {
			return true
		}
		// Hebrew words with a glued prefix: "ביומן", "למחר", "והיום".
		rs := []rune(w)
		for i := 0; i < 2 && i < len(rs)-2 && strings.ContainsRune("והבלמשכ", rs[i]); i++ {
			if excludedWords[string(rs[i+1:])] {
				return true
			}
		}
	}
	return false
}

// containsWords reports whether phrase occurs in s at word boundaries.
func containsWords(s, phrase string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], phrase)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !memoryWordByte(s, j-1)
		after := j+len(phrase) == len(s) || !memoryWordByte(s, j+len(phrase))
		if before && after {
			return true
		}
		i = j + 1
	}
}

func memoryWordByte(s string, i int) bool {
	c := s[i]
	return c >= 0x80 || c == '\'' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
}

// personal reports whether a question is plainly about the user's own
// things: "my", "I", a possessive ("Dana's"), "של"/"אצל" someone, a
// first-person Hebrew verb ("חניתי"), or a kind of fact people keep (a
// code, a password, a size: "what's the gate code?").
func personal(m *message) bool {
	if factNoun(m.low) {
		return true
	}
	for _, w := range strings.Fields(strings.ReplaceAll(m.low, "’", "'")) {
		w = strings.Trim(w, "?!.,:;\"")
		if (strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "s'")) && !notPossessive[w] {
			return true // "Dana's", "my parents'"
		}
	}
	for _, w := range strings.Fields(resolution.Normalize(m.low)) {
		switch w {
		case "i", "my", "me", "mine", "im", "ive", "we", "our", "ours", "us", "של", "שלי", "שלנו", "לי", "לנו", "אני", "אנחנו", "אצל":
			return true
		}
		if rs := []rune(w); len(rs) >= 4 && isHebrewWord(w) && strings.HasSuffix(w, "תי") {
			return true
		}
	}
	return false
}

var reWhenQ = re(`^(?:so\s+|and\s+)?(?:when|when's|whens|how\s+long)\b|^(?:ו)?(?:מתי|כמה\s+זמן)(?:\s|$)`)

// matchLastQuestion reads a question no other matcher claimed ("what time
// does school close on fridays?", "למי יש אלרגיה לבוטנים?") as one about
// something stored: its words of time kept it from matchMemoryRecall, and
// no listing or calendar reading took it. A search changes nothing, and
// says so when nothing stored answers it.
func matchLastQuestion(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reQuestionEN)
	if !ok {
		g, ok = m.find(reQuestionHE)
	}
	if !ok || strings.TrimSpace(g[1]) == "" || !hasLetterOrDigit(g[1]) || reArithmetic.MatchString(m.low) || aboutMemo(m.low) || hasEventNoun(m.low) ||
		exclaimedRemark(m.low) {
		return nil, false, nil // "איזה חום היום": a remark, no fact asked for
	}
	// Only words of time may have kept it from matchMemoryRecall; and
	// with them and the question's own words gone, something must be
	// left to look for ("what time is it" asks for nothing stored).
	var rest []string
	for _, w := range strings.Fields(resolution.Normalize(m.low)) {
		if !askedTimeWords[w] && !askedTimeWords[strings.TrimPrefix(w, "ב")] {
			rest = append(rest, w)
		}
	}
	if questionExcluded(strings.Join(rest, " ")) || !slices.ContainsFunc(rest, func(w string) bool { return utf8.RuneCountInString(w) >= 3 && !askedFiller[w] }) {
		return nil, false, nil
	}
	m.tentative = true
	return recall(m, m.raw, "", false)
}

// askedTimeWords are the words of time a question about something stored
// may hold ("what time does school close on fridays").
var askedTimeWords = wordSet(`time clock day days today tonight tomorrow week weekend morning afternoon evening night
	sunday monday tuesday wednesday thursday friday saturday sundays mondays tuesdays wednesdays thursdays fridays saturdays
	שעה השעה יום ימים היום מחר ראשון שני שלישי רביעי חמישי שישי שבת בבוקר בערב`)

// askedFiller are question words and fillers, which look for nothing.
var askedFiller = wordSet(`what what's whats when when's where where's who who's which how much many does did do is are was were
	the and that this it its for on at in of my our about
	מה מתי איפה מי למי כמה איזה איזו של את זה זו יש אין עם על`)

// reAboutMemo is a question to Memo about itself: "what can you do",
// "who are you", "מה אתה יודע לעשות".
var reAboutMemo = compile(`(?:^|\s)(?:you|your|yours|yourself|u|אתה|את|שלך|אותך)(?:\s|$|[?!.,])`)

// aboutMemo reports whether low asks Memo about itself.
func aboutMemo(low string) bool { return reAboutMemo.MatchString(low) }

// matchMemoryWhen reads the when-questions of matchMemoryRecall ahead of
// the calendar's "when is …": a memory answers "when is Dana's birthday?"
// when it can, and the calendar's reading runs when none does.
func matchMemoryWhen(m *message) ([]memo.Step, bool, error) {
	if !m.matches(reWhenQ) {
		return nil, false, nil
	}
	return matchMemoryRecall(m)
}

// onlyTime reports whether the message is a time and nothing else
// ("ובשני?", "tomorrow?"): a day asked about, never a thing remembered.
func (m *message) onlyTime() bool {
	_, _, ok, err := m.window(strings.TrimRight(m.raw, "?!. "))
	return ok && err == nil
}

// reMessageVerb opens a request to send someone a message.
var reMessageVerb = re(`^` + politeEN + `(?:text|sms|whatsapp|message|msg)\s`)

// saysMessage reports whether a "call"/"text" request carries a message
// for the person ("text Avi: running late", "text Avi I'm running late"):
// a message to send, which Memo cannot, not a question for the number.
func saysMessage(low, name string) bool {
	if strings.ContainsAny(name, ":,!?\"“”") {
		return true
	}
	return reMessageVerb.MatchString(low) && len(strings.Fields(name)) > 2
}

// saysTime reports whether name holds a time ("call mom tmrw 10am"): the
// message is a thing to do then, not a number asked for.
func saysTime(m *message, name string) bool {
	_, found, _ := timeparse.Parse(name, m.now(), m.loc())
	return found
}
