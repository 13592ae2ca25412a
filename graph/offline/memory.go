package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// The second brain's grammar: "remember that …" stores, a question about
// something stored searches, "forget …" deletes. Every matcher claims only
// what it reads whole: a store takes everything after its verb as the
// memory; a question is claimed only when none of its words belongs to
// time, tasks, lists or the calendar (those are other matchers'
// questions), and when it is not plainly about the user's own things
// ("my", "I", "Dana's", "של עידו") it is tentative, so a model planner,
// when there is one, decides. "Remind me …" and "תזכיר לי …" are
// reminders, never memories.

func memStep(op string, args memo.MemoryArgs) memo.Step {
	return memo.Step{Capability: memo.CapMemory, Operation: op, Memory: &args}
}

const (
	politeEN = `(?:(?:hey|hi|ok|okay|so|and|also|oh)[\s,]+)?(?:(?:please|pls|plz|can\s+you|could\s+you|would\s+you|will\s+you)\s+)?`
	politeHE = `(?:(?:היי|הי|אוקיי|אוקי|טוב|אגב)[\s,]+)?(?:(?:בבקשה|תעשה\s+לי\s+טובה|אתה\s+יכול|את\s+יכולה)\s+)?`
	sepRE    = `\s*[:,\-–—]?\s*`
)

var (
	// "remember (that) X", "keep in mind X", "don't forget that X".
	reRememberEN = re(`^` + politeEN + `(remember|memori[sz]e|keep\s+in\s+mind|(?:don'?t|do\s+not|never)\s+forget)(?:\s+(this|that|it))?(\s*[:\-–—]\s*|\s*,\s*|\s+|$)(.*)$`)
	// "note to self: X", "save this: X", "make a note that X".
	reNoteEN = re(`^` + politeEN + `(note\s+to\s+self|make\s+a\s+note(?:\s+of)?|take\s+a\s+note|(?:save|store|note)\s+(?:this|that|it)(?:\s+down)?|note\s*:|memo\s*:)(?:\s+that)?` + sepRE + `(.*)$`)
	// "fyi X", "for the record, X".
	reFYIEN = re(`^(?:fyi|f\.y\.i\.?|for\s+your\s+information|for\s+the\s+record|just\s+so\s+you\s+know|just\s+fyi)` + sepRE + `(.+)$`)
	// "תזכור ש…", "תזכרי ש…", "תזכור את זה".
	reRememberHE = re(`^` + politeHE + `(?:תזכור|תזכרי|זכור|זכרי|תזכרו)(?:\s+(?:את\s+זה|זאת|את\s+זאת))?(?:\s*:\s*|\s+ש|\s*$)(.*)$`)
	// "תרשום לך ש…", "תשמור ש…", "תשמור את זה".
	reNoteHE = re(`^` + politeHE + `(?:תרשום|תרשמי|רשום|רשמי|תשמור|תשמרי|שמור|שמרי)(?:\s+(?:לך|לעצמך|אצלך))?(?:\s+(?:את\s+זה|זאת))?(?:\s*:\s*|\s+ש|\s*$)(.*)$`)
	// "שים לב ש…", "לידיעתך, …".
	reFYIHE = re(`^(?:(?:שים|שימי)\s+לב\s+ש|(?:לידיעתך|לידיעתכם|לתשומת\s+לבך|רק\s+שתדע|רק\s+שתדעי|שתדע|שתדעי)(?:\s*[:,\-–—]\s*|\s+ש))(.+)$`)
	// A bare "this"/"that" after the verb: the memory is the quoted or
	// previous message.
	reThisOnly = re(`^(?:this|that|it|את\s+זה|זה|זאת)$`)
	// What follows "remember" that makes it a reminder or a question:
	// "remember to call", "remember when we …".
	reNotAMemory = re(`^(?:to|me|when|where|what|who|why|how|if|whether|ל)\b`)
)

// matchMemoryStore reads an explicit request to remember: "remember that
// the wifi password is Sunflower77", "note to self: …", "fyi …",
// "תזכור שהקוד של השער זה 4512", "תרשום לך ש…", "תשמור את זה" (the
// quoted or previous message).
func matchMemoryStore(m *message) ([]memo.Step, bool, error) {
	content, ctx, ok := storeContent(m)
	if !ok {
		return nil, false, nil
	}
	if ctx {
		return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{FromContext: true})}, true, nil
	}
	d := MemoryDraft(content)
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// storeContent returns what an explicit store asks to remember, or
// ctx=true when it refers to the quoted or previous message.
func storeContent(m *message) (content string, ctx, ok bool) {
	if g, ok := m.find(reRememberEN); ok {
		verb, pronoun, sep, rest := toLower(g[1]), toLower(g[2]), strings.TrimSpace(g[3]), g[4]
		switch {
		case rest == "" && (pronoun != "" || !strings.Contains(verb, "forget")):
			return "", true, true // "remember this", "remember"
		case rest == "" || reNotAMemory.MatchString(toLower(rest)):
			return "", false, false // "remember to call mom": a reminder
		case pronoun != "" && pronoun != "that" && sep == "":
			return "", false, false // "remember it was raining"
		}
		return rest, false, true
	}
	for _, rx := range []*pattern{reNoteEN, reFYIEN, reFYIHE} {
		if g, ok := m.find(rx); ok {
			rest := g[len(g)-1]
			if rx == reNoteEN && strings.HasSuffix(strings.TrimSpace(g[1]), ":") && startsWithVerb(rest) {
				return "", false, false // "note: buy milk" is a thing to do
			}
			if rest == "" || reThisOnly.MatchString(toLower(rest)) {
				return "", true, true
			}
			return rest, false, true
		}
	}
	for _, rx := range []*pattern{reRememberHE, reNoteHE} {
		if g, ok := m.find(rx); ok {
			rest := g[1]
			if rest == "" || reThisOnly.MatchString(rest) {
				return "", true, true
			}
			return rest, false, true
		}
	}
	return "", false, false
}

var (
	// "I parked on level -2", "parked at spot 41".
	reParkedEN = re(`^(?:i(?:'ve|\s+have)?\s+)?(?:just\s+)?parked\s+(.+)$`)
	// "I left the keys at mom's", "I put the passport in the drawer".
	rePutEN  = re(`^i(?:'ve|\s+have)?\s+(?:just\s+)?(?:left|put|placed|hid|stashed|stored|hung)\s+(?:the|my|our|his|her|their|a|an)\s+(.+)$`)
	rePlaceE = re(`\b(?:at|in|on|under|inside|behind|near|beside|by|above|below|next\s+to|on\s+top\s+of|with)\b`)
	// "חניתי בקומה מינוס 2", "שמתי את המפתחות במגירה".
	reParkedHE = re(`^(?:אני\s+)?(?:חניתי|החניתי)\s+(.+)$`)
	rePutHE    = re(`^(?:אני\s+)?(?:השארתי|שמתי|הנחתי|החבאתי|הסתרתי|אחסנתי|תליתי)\s+את\s+(.+)$`)
	rePlaceH   = re(`(?:^|\s)(?:ליד|על|אצל|מתחת|בתוך|מאחורי|מול|בין|ב\p{Hebrew}{2,})`)
	// What a location statement must not be about: a list, the calendar.
	reNotPlace = re(`\b(?:list|calendar|agenda|task|reminder)s?\b|רשימ|יומן|משימ|תזכור`)
	// What a memory to forget must not be: a task, a list, an event.
	reOtherThing = re(`\b(?:task|reminder|list|event|meeting|appointment|calendar|todo|to-do)s?\b|משימ|תזכורת|רשימ|אירוע|פגיש|יומן|תור\b`)
)

// matchMemoryPlace reads a first-person statement of where something was
// left, with no request verb: "i parked on level -2, spot B14", "חניתי
// בקומה מינוס 2 ליד עמוד C7", "I put the passport in the drawer".
func matchMemoryPlace(m *message) ([]memo.Step, bool, error) {
	if strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") || reNotPlace.MatchString(m.low) {
		return nil, false, nil
	}
	switch {
	case m.matches(reParkedEN), m.matches(reParkedHE):
	case m.matches(rePutEN):
		if g, _ := m.find(rePutEN); !rePlaceE.MatchString(toLower(g[1])) {
			return nil, false, nil
		}
	case m.matches(rePutHE):
		if g, _ := m.find(rePutHE); !rePlaceH.MatchString(g[1]) {
			return nil, false, nil
		}
	default:
		return nil, false, nil
	}
	d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: m.raw}
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// matches reports whether rx matches the message.
func (m *message) matches(rx *pattern) bool {
	_, ok := m.find(rx)
	return ok
}

// matchMemoryStatement reads a contact or a fact said with no verb,
// when its shape leaves no doubt: "Avi's phone is 054-1234567", "my
// locker code is 2211", "הסיסמה של הוויפי היא 1234".
func matchMemoryStatement(m *message) ([]memo.Step, bool, error) {
	if strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") {
		return nil, false, nil
	}
	d := MemoryDraft(m.raw)
	switch d.Kind {
	case memo.MemoryContact:
	case memo.MemoryFact:
		if !factNoun(d.Subject) {
			return nil, false, nil
		}
	default:
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

var (
	fieldEN     = `(?:(?:cell|mobile|home|work|office)\s+)?(phone(?:\s+number)?|number|cell|mobile|tel|telephone|e-?mail(?:\s+address)?|mail)`
	reContactEN = re(`^(.+?)(?:'s|’s|s')\s+` + fieldEN + `\s*(?:is|=|:)\s*(.+)$`)
	reContactE2 = re(`^(?:the\s+)?` + fieldEN + `\s+(?:of|for)\s+(.+?)\s*(?:is|=|:)\s*(.+)$`)
	fieldHE     = `(?:ה)?(מספר(?:\s+(?:ה)?טלפון)?|טלפון|נייד|פלאפון|סלולרי|מייל|אימייל|דוא"ל)`
	reContactHE = re(`^` + fieldHE + `\s+של\s*(.+?)\s*(?:הוא|היא|זה|:)\s*(.+)$`)
	// Without the copula, the value must be a number or an address:
	// "המספר של יוסי האינסטלטור 054-3326190", "Avi's number 054-1234567".
	reContactHE2 = re(`^` + fieldHE + `\s+של\s*(.+?)\s+(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	reContactEN3 = re(`^(.+?)(?:'s|’s|s')\s+` + fieldEN + `\s+(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	rePhone      = compile(`^\+?[\d\s\-().]{7,20}$`)
	reEmail      = compile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
	// A fact's copula: the first "is"/"are"/"=" (English), "זה"/"הוא"/"היא"/"הם"/"הן" (Hebrew), or a colon.
	reCopula = re(`\s+(?:is|are|=|זה|זו|הוא|היא|הם|הן)\s+|\s*:\s+`)
)

// MemoryDraft reads what the user asked to remember: a contact ("Avi's
// phone is 054-1234567", "המייל של רונית הוא …"), a fact ("the wifi
// password at my parents' place is Sunflower77", "הקוד של השער זה
// 4512"), or else a note. The text is kept as said.
func MemoryDraft(text string) memo.MemoryDraft {
	text = strings.Join(strings.Fields(text), " ")
	if rs := []rune(text); len(rs) >= 2 && strings.ContainsRune(`"'“”„`, rs[0]) && strings.ContainsRune(`"'“”„`, rs[len(rs)-1]) {
		text = strings.TrimSpace(string(rs[1 : len(rs)-1])) // the whole memory in quotes
	}
	d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: text}
	low := toLower(text)
	sub := func(loc []int, g int) string {
		if loc[2*g] < 0 {
			return ""
		}
		if len(low) == len(text) {
			return strings.TrimSpace(text[loc[2*g]:loc[2*g+1]])
		}
		return strings.TrimSpace(low[loc[2*g]:loc[2*g+1]])
	}
	for _, c := range []struct {
		rx                 *pattern
		name, field, value int
	}{{reContactEN, 1, 2, 3}, {reContactE2, 2, 1, 3}, {reContactHE, 2, 1, 3}, {reContactHE2, 2, 1, 3}, {reContactEN3, 1, 2, 3}} {
		loc := c.rx.FindStringSubmatchIndex(low)
		if loc == nil {
			continue
		}
		name, field, value := sub(loc, c.name), toLower(sub(loc, c.field)), strings.TrimRight(sub(loc, c.value), ".")
		name = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(name, "the "), "ל"))
		if name == "" || len(strings.Fields(name)) > 4 {
			continue
		}
		switch {
		case reEmail.MatchString(value) && fieldOf(field) == memo.FieldEmail:
			d.Kind, d.Name, d.Email = memo.MemoryContact, name, value
			return d
		case rePhone.MatchString(value) && digitCount(value) >= 7 && fieldOf(field) == memo.FieldPhone:
			d.Kind, d.Name, d.Phone = memo.MemoryContact, name, value
			return d
		}
	}
	if loc := reCopula.FindStringIndex(low); loc != nil && loc[0] > 0 {
		subject, value := strings.TrimSpace(text[:loc[0]]), strings.TrimSpace(text[loc[1]:])
		if len(low) != len(text) {
			subject, value = strings.TrimSpace(low[:loc[0]]), strings.TrimSpace(low[loc[1]:])
		}
		if value != "" && subjectShaped(subject) {
			d.Kind, d.Subject, d.Value = memo.MemoryFact, subject, strings.TrimRight(value, ".")
		}
	}
	return d
}

// subjectShaped reports whether s reads as the subject of a fact rather
// than a person ("Dana is allergic to nuts" is a note about Dana): two
// words or more, a possessive, or a definite noun ("the parking",
// "החניה"), and not too long.
func subjectShaped(s string) bool {
	ws := strings.Fields(s)
	switch {
	case len(ws) == 0 || len(ws) > 10:
		return false
	case len(ws) >= 2, strings.ContainsAny(s, "'’"):
		return true
	}
	w := toLower(ws[0])
	return strings.HasPrefix(w, "ה") && len([]rune(w)) > 3 || factNoun(w)
}

// factWords are nouns that make "X is Y" a fact worth keeping even with no
// request verb ("my locker code is 2211").
var factWords = []string{
	"code", "password", "passcode", "pin", "combination", "number", "size", "birthday", "anniversary",
	"address", "plate", "license", "licence", "id", "account", "wifi", "wi-fi", "locker", "alarm", "blood type",
	"קוד", "סיסמה", "סיסמא", "סיסמת", "מספר", "מידה", "מידת", "יום הולדת", "יומולדת", "כתובת", "לוחית",
	"רישוי", "תעודת", "חשבון", "אזעקה", "וויפי", "ווייפיי", "אינטרנט",
}

// factNoun reports whether s names a kind of fact (a code, a size...),
// with or without a Hebrew prefix.
func factNoun(s string) bool {
	for _, w := range strings.Fields(resolution.Normalize(s)) {
		for _, f := range factWords {
			if w == f || (strings.HasSuffix(w, f) && isHebrewWord(f) && len([]rune(w))-len([]rune(f)) <= 2) {
				return true
			}
		}
	}
	return strings.Contains(toLower(s), "blood type") || strings.Contains(s, "יום הולדת")
}

func isHebrewWord(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hebrew, r) {
			return true
		}
	}
	return false
}

func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

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
	reFieldQHE = re(`^(?:(?:מה|תן\s+לי|תני\s+לי|תשלח\s+לי|יש\s+לך\s+את)\s+)?` + fieldHE + `\s+של\s*(.+)$`)
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
	reQuestionHE = re(`^(?:ו|אז\s+|רגע\s+)?(?:(?:תזכיר\s+לי|תזכירי\s+לי|אתה\s+זוכר|את\s+זוכרת|אתה\s+יודע|את\s+יודעת|תגיד\s+לי|תגידי\s+לי)\s+)?(?:מה|מתי|איפה|היכן|מי|כמה|איזה|איזו|באיזה|באיזו|לאן|מאיפה|איך\s+קוראים|למה|ממה|האם)(?:\s|$)(.*)$`)
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
	if g, ok := m.find(reAboutEN); ok {
		return recall(m, firstGroup(g), "", true)
	}
	if g, ok := m.find(reAboutHE); ok {
		return recall(m, firstGroup(g), "", true)
	}
	if questionExcluded(m.low) {
		return nil, false, nil
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
	if g, ok := m.find(reFieldQHE); ok {
		return recall(m, g[2], fieldOf(g[1]), false)
	}
	for _, rx := range []*pattern{reCallEN, reCallHE} {
		if g, ok := m.find(rx); ok && len(strings.Fields(g[1])) <= 3 && !reCallNoName.MatchString(toLower(g[1])) {
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
	if !ok && reNounQuestion.MatchString(strings.TrimSpace(m.req.Text)) && len(strings.Fields(m.raw)) <= 5 && nounPhrase(m.raw) && !startsWithVerb(m.raw) && !m.onlyTime() {
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

// recall returns a search for query.
func recall(m *message, query, field string, all bool) ([]memo.Step, bool, error) {
	query = strings.TrimSpace(strings.Trim(query, " ?!.,\"'“”„"))
	if query == "" || !hasLetterOrDigit(query) {
		return nil, false, nil
	}
	if field != "" {
		query = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(query, "ל"), "את "), "the "))
	}
	return []memo.Step{memStep(memo.OpMemorySearch, memo.MemoryArgs{Query: query, Field: field, All: all})}, true, nil
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
var excludedWords = setOf(
	`time times clock date dates day days today tonight tomorrow yesterday week weeks weekend month months year
	 morning afternoon evening night now later soon
	 sunday monday tuesday wednesday thursday friday saturday sun mon tue tues wed thu thurs fri sat
	 schedule scheduled calendar agenda meeting meetings event events appointment appointments
	 task tasks todo todos to-do reminder reminders list lists plan plans planned due free busy
	 weather forecast temperature news you your yours yourself u help up new happening wrong going doing buy
	 צריך צריכה צריכים לקנות קניות
	 היום מחר מחרתיים אתמול שבוע השבוע חודש החודש שנה השנה בוקר הבוקר ערב הערב לילה הלילה צהריים עכשיו
	 שעה השעה תאריך התאריך יום ימים שבת סופש סוףשבוע
	 יומן פגישה פגישות אירוע אירועים תור תורים משימה משימות מטלה מטלות תזכורת תזכורות
	 רשימה רשימת רשימות תוכניות תוכנית מתוכנן לוז פנוי פנויה תפוס תפוסה
	 נשמע קורה שלומך המצב העניינים איתך אתה שלך עזרה מזג האוויר חדשות`)

// excludedPhrases are phrases that do the same.
var excludedPhrases = []string{"to do", "do i have", "have i got", "need to", "have to", "should i", "how do i",
	"how can i", "how to", "can you", "יש לי", "עליי", "לעשות", "אני צריך", "אני צריכה", "יש לך"}

func setOf(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
	}
	return set
}

// notPossessive are contractions that look like a possessive.
var notPossessive = setOf(`what's where's who's when's how's it's that's there's here's let's he's she's`)

// questionExcluded reports whether a question belongs to another
// capability (or to the assistant itself).
func questionExcluded(low string) bool {
	if reArithmetic.MatchString(low) {
		return true
	}
	// "יום הולדת" is a birthday, not a day.
	for _, b := range []string{"יום ההולדת", "יום הולדת", "ימי הולדת", "ימי ההולדת"} {
		low = strings.ReplaceAll(low, b, "יומולדת")
	}
	for _, p := range excludedPhrases {
		if containsWords(low, p) {
			return true
		}
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
		case "i", "my", "me", "mine", "im", "ive", "של", "שלי", "לי", "אני", "אצל":
			return true
		}
		if rs := []rune(w); len(rs) >= 4 && isHebrewWord(w) && strings.HasSuffix(w, "תי") {
			return true
		}
	}
	return false
}

var (
	// "forget the wifi code", "delete the note about the car".
	reForgetEN = re(`^` + politeEN + `(?:forget|unremember)\s+(?:about\s+)?(.+)$|` +
		`^` + politeEN + `(?:delete|remove|erase|drop|clear)\s+(?:the\s+|my\s+|that\s+|this\s+)?(?:memory|note|fact|saved\s+note)(?:\s+(?:about|of|on|for|with|that|re))?(?:\s+|$)(.*)$`)
	// "תשכח את הקוד", "מחק את הזיכרון על הרכב".
	reForgetHE = re(`^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+|מ|על\s+)?(.+)$|` +
		`^(?:תמחק|מחק|תמחקי|מחקי|תסיר|הסר|תסירי)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:זיכרון|זכרון|פתק|הערה|עובדה|איש\s+הקשר|איש\s+קשר)\s*(?:על|של|לגבי|ש)?\s*(.*)$`)
	// "delete the 3rd" after a listing of memories.
	reDeleteVerb = re(`^` + politeEN + `(?:delete|remove|erase|drop|forget)\s+(.+)$|^(?:תמחק|מחק|תמחקי|מחקי|תסיר|הסר|תשכח|תשכחי)\s+(?:לי\s+)?(.+)$`)
	reItOnly     = re(`^(?:it|that|this|that one|this one|את\s+זה|זה|אותו|אותה)$`)
	reForgetAll  = re(`^(?:all|everything|every)\b|^(?:את\s+)?(?:הכל|כל|כולם)\b`)
)

// matchMemoryForget reads "forget the wifi code", "תשכח את הקוד של
// השער", "מחק את הזיכרון על הרכב", and, after a list of memories was
// shown, "delete the 3rd" / "מחק את השלישי" / "forget it". Forgetting
// everything is not offered: a bulk delete the user did not name exactly
// is not done.
func matchMemoryForget(m *message) ([]memo.Step, bool, error) {
	if n := m.numbered(); n != nil && n.Kind == memo.NumberedMemories {
		if g, ok := m.find(reDeleteVerb); ok {
			if idx, ok := memoryIndex(firstGroup(g), n); ok {
				return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Indexes: []int{idx}})}, true, nil
			}
		}
	}
	g, ok := m.find(reForgetEN)
	if !ok {
		if g, ok = m.find(reForgetHE); !ok {
			return nil, false, nil
		}
	}
	target := strings.TrimSpace(firstGroup(g))
	if reOtherThing.MatchString(toLower(target)) {
		return nil, false, nil
	}
	if target == "" || reItOnly.MatchString(toLower(target)) || reForgetAll.MatchString(toLower(target)) {
		if n := m.numbered(); target != "" && n != nil && n.Kind == memo.NumberedMemories && len(n.IDs) == 1 && reItOnly.MatchString(toLower(target)) {
			return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Indexes: []int{1}})}, true, nil
		}
		return nil, false, nil
	}
	if reNotAMemory.MatchString(toLower(target)) && !strings.HasPrefix(target, "ל") {
		return nil, false, nil // "forget to …", "forget what …"
	}
	return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Query: target})}, true, nil
}

// memoryIndex reads a position in the list of memories shown: "the 3rd",
// "3", "השלישי", or "it" when the list holds one memory.
func memoryIndex(s string, n *memo.NumberedList) (int, bool) {
	s = strings.TrimSpace(s)
	if reItOnly.MatchString(toLower(s)) && len(n.IDs) == 1 {
		return 1, true
	}
	i, last, ok := resolution.ParseOrdinalRef(s)
	switch {
	case !ok:
		return 0, false
	case last:
		return len(n.IDs), true
	}
	return i, true
}

var (
	// "show my memories", "what do you remember?", "הזיכרונות שלי".
	reListEN = re(`^` + politeEN + `(?:(?:show|list|see|view|display|give|get|read|tell)\s+(?:me\s+)?)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+|your\s+)?(?:memories|notes|saved\s+(?:notes|things|stuff|memories|facts)|second\s+brain)(?:\s+page\s+(\d+))?$|` +
		`^what\s+(?:do|did)\s+(?:you|u)\s+(?:remember|know)(?:\s+about\s+me)?$|` +
		`^what\s+(?:have|did)\s+i\s+(?:told|tell|asked|ask)\s+you(?:\s+to\s+remember)?$`)
	reListHE = re(`^(?:(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג)\s+)?(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?(?:זיכרונות|זכרונות|פתקים)(?:\s+שלי)?(?:\s+עמוד\s+(\d+))?$|` +
		`^מה\s+(?:אתה|את)\s+(?:זוכר|זוכרת)$|^מה\s+(?:שמרת|רשמת)(?:\s+לי)?$|^מה\s+(?:אתה|את)\s+(?:יודע|יודעת)\s+עלי(?:י)?$`)
)

// matchMemoryList reads "show my memories" / "מה אתה זוכר?": the stored
// memories, newest first, a page at a time ("page 2").
func matchMemoryList(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListEN)
	if !ok {
		if g, ok = m.find(reListHE); !ok {
			return nil, false, nil
		}
	}
	args := memo.MemoryArgs{Limit: memo.DefaultMemoryPage}
	if p := firstGroup(g); p != "" {
		n := 0
		for _, r := range p {
			n = n*10 + int(r-'0')
			if n > 1000 {
				break
			}
		}
		if n > 1 {
			args.Offset = (n - 1) * memo.DefaultMemoryPage
		}
	}
	return []memo.Step{memStep(memo.OpMemoryGetAll, args)}, true, nil
}

// "show memory 3", "open the 2nd", "תראה את זיכרון 3".
var reShowOne = re(`^` + politeEN + `(?:show|open|read|see)\s+(?:me\s+)?(?:the\s+)?(.+?)(?:\s+(?:memory|note|one))?$|^(?:תראה|תראי|הראה|הצג|תציג|פתח|תפתח)\s+(?:לי\s+)?(?:את\s+)?(.+)$`)

// matchMemoryGet reads "show memory 3" / "open the 2nd" after a numbered
// list of memories: that memory (getMemoryById).
func matchMemoryGet(m *message) ([]memo.Step, bool, error) {
	n := m.numbered()
	if n == nil || n.Kind != memo.NumberedMemories {
		return nil, false, nil
	}
	g, ok := m.find(reShowOne)
	if !ok {
		return nil, false, nil
	}
	ref := strings.TrimSpace(firstGroup(g))
	for _, w := range []string{"memory ", "note ", "זיכרון ", "הזיכרון ", "פתק "} {
		ref = strings.TrimSpace(strings.TrimPrefix(ref, w))
	}
	idx, ok := memoryIndex(ref, n)
	if !ok || reItOnly.MatchString(toLower(ref)) {
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemoryGet, memo.MemoryArgs{Indexes: []int{idx}})}, true, nil
}

var reWhenQ = re(`^(?:so\s+|and\s+)?(?:when|when's|whens)\b|^(?:ו)?מתי(?:\s|$)`)

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
