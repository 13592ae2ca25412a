package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
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

func memStep(op memo.Op, args memo.MemoryArgs) memo.Step {
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
	reNoteEN = re(`^` + politeEN + `(note\s+to\s+self|make\s+a\s+note(?:\s+of)?|take\s+a\s+note|(?:save|store|note)\s+(?:this|that|it)(?:\s+down)?|(?:jot|write|note|put|take)\s+(?:(?:this|that|it)\s+)?down|note\s*:|memo\s*:)(?:\s+that)?` + sepRE + `(.*)$`)
	// "fyi X", "for the record, X".
	reFYIEN = re(`^(?:fyi|f\.y\.i\.?|for\s+your\s+information|for\s+the\s+record|just\s+so\s+you\s+know|just\s+fyi)` + sepRE + `(.+)$`)
	// "תזכור ש…", "תזכרי ש…", "תזכור את זה".
	// "עבורי", "בשבילי" after the verb say for whom, and an "את" before
	// the thing ("תזכור עבורי את מספר הטלפון של רחל: …") is no word of it;
	// "כי" after the verb is the written "ש" ("אבקש שתזכור כי מספר התיק …").
	reRememberHE = re(`^` + politeHE + `(?:תזכור|תזכרי|זכור|זכרי|תזכרו)(?:\s+(?:עבורי|בשבילי))?(?:\s+(?:את\s+זה|זאת|את\s+זאת))?(\s*:\s*|\s+ש|\s+כי\s+|\s+את\s+|\s*$|\s+)(.*)$`)
	// "תרשום לך ש…", "תשמור ש…", "תשמור את זה".
	reNoteHE = re(`^` + politeHE + `(?:נא\s+(?:לרשום|לשמור|לציין)|תרשום|תרשמי|רשום|רשמי|תשמור|תשמרי|שמור|שמרי|תכתוב|תכתבי|כתוב|כתבי)(?:\s+(?:לי|לך|לעצמך|אצלך))?(?:\s+(?:את\s+זה|זאת))?(?:\s+(?:ב(?:פתקים|פתק|הערות|זיכרון|זכרון|צד)|בפתקים\s+שלי))?(\s*:\s*|\s+ש|\s+כי\s+|\s*$|\s+)(.*)$`)
	// reNoteNounHE is "פתק: …", "פתק לעצמי: …", "הערה לעצמי: …": the
	// Hebrew "note: …", "note to self: …"; the empty group is the
	// separator reNoteHE reads, none, so a thing to do ("פתק: לקנות חלב")
	// is no fact. With no colon, only a fact said with its "is" follows
	// ("פתק הקוד של הלוקר הוא 4412"; "פתק חניה 250" may be a ticket).
	reNoteNounHE = re(`^(?:פתק\s+לעצמי|הערה\s+לעצמי|פתק)()(?:\s*:\s*|\s+)(.+)$`)
	// reCopulaHE is the "is" of a fact said in Hebrew.
	reCopulaHE = re(`\s(?:הוא|היא|זה|זו|הם|הן)\s`)
	// "שים לב ש…", "לידיעתך, …".
	reFYIHE = re(`^(?:(?:שים|שימי)\s+לב\s+ש|(?:לידיעתך|לידיעתכם|לתשומת\s+לבך|רק\s+שתדע|רק\s+שתדעי|שתדע|שתדעי)(?:\s*[:,\-–—]\s*|\s+ש))(.+)$`)
	// A bare "this"/"that" after the verb: the memory is the quoted or
	// previous message.
	reThisOnly = re(`^(?:this|that|it|את\s+זה|זה|זאת)$`)
	// reSubjectClause is a verb phrase before a fact's subject that the
	// grammar did not read ("jotdown that my code…", "תכתבבי לי שהקוד…"):
	// a recipient or a "that" among its first words. Such a statement is
	// no bare fact.
	reSubjectClause = re(`^(?:\S+\s+){0,2}(?:לי|לך|me|that)\b`)
	// reNeedHE opens a thing to do, not a fact: "(אני) צריך ל…", "חייבת ל…".
	reNeedHE = re(`^(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)(?:\s|$)`)
	// reHeadTime is a time a fact would not open with: "תרשום מחר …".
	reHeadTime = re(`^(?:מחר|היום|הערב|מחרתיים|ב-?\d|בעוד|ביום)`)
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
	d := namedNumber(MemoryDraft(codeMark(m.req.Text, content)))
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// storeContent returns what an explicit store asks to remember, or
// ctx=true when it refers to the quoted or previous message.
func storeContent(m *message) (content string, ctx, ok bool) {
	if fact, ok := rememberLast(m.raw); ok {
		return fact, false, true // "pw for wifi studio = bluefox88 remember"
	}
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
		return sayThat(rest), false, true
	}
	for _, rx := range []*pattern{reNoteEN, reFYIEN, reFYIHE} {
		if g, ok := m.find(rx); ok {
			rest := g[len(g)-1]
			if head := strings.TrimSpace(g[1]); rx == reNoteEN && (strings.HasSuffix(head, ":") || strings.HasSuffix(head, "down")) && startsWithVerb(rest) {
				return "", false, false // "note: buy milk", "jot down buy milk" are things to do
			}
			if rest == "" || reThisOnly.MatchString(toLower(rest)) {
				return "", true, true
			}
			if rx == reNoteEN && !strings.HasSuffix(toLower(strings.TrimSpace(g[1])), "that") && datedThing(rest) {
				return "", false, false // "write down dentist tomorrow at 4": a thing at a time
			}
			return rest, false, true
		}
	}
	for _, rx := range []*pattern{reRememberHE, reNoteHE, reNoteNounHE} {
		if g, ok := m.find(rx); ok {
			sep, rest := g[1], g[2]
			if rx == reNoteNounHE && !strings.Contains(m.low[:len(m.low)-len(rest)], ":") && !reCopulaHE.MatchString(rest) {
				return "", false, false // "פתק חניה 250": a ticket, or a fact?
			}
			if rest == "" || reThisOnly.MatchString(rest) {
				return "", true, true
			}
			first, _, _ := strings.Cut(rest, " ")
			first = strings.Trim(first, ",.:;!?")
			if first == "אותי" || first == "אותנו" {
				return "", false, false // "תזכרי אותי מחר …": "remind me", not a fact about "me"
			}
			if reNeedHE.MatchString(rest) && !owedHE(strings.TrimRight(rest, ".!")) {
				// "תרשום לי שצריך לקנות חלב": a thing to do; "תזכור שאני
				// חייב לעומר 50 שקל" is a debt, kept.
				return "", false, false
			}
			if strings.TrimSpace(sep) == "ש" && (eventSetHE["ש"+first] || lexicon.HebrewWord("ש"+first)) {
				// "תרשום שיעור פסנתר …", "תזכרי לי שעתיים לפני …": the ש
				// opens a word, no "that".
				return "", false, false
			}
			if sep == "" && (strings.HasPrefix(rest, "ל") || reHeadTime.MatchString(rest) || headWords[first] || reOtherThing.MatchString(first)) {
				return "", false, false // "תזכור לקנות חלב", "תרשום ביומן …", "תרשום במשימות: …": no fact
			}
			if strings.TrimSpace(sep) != "ש" && strings.TrimSpace(sep) != "כי" && datedThing(rest) {
				return "", false, false // "תרשום הצגה של דירה מחר ב4": a thing at a time, no fact
			}
			return rest, false, true
		}
	}
	return "", false, false
}

// datedThing reports whether rest, what a verb of writing down governs,
// is a thing said with a day and an hour ("dentist tomorrow at 4", "הצגה
// של דירה ברחוב הרצל 12 מחר ב4"): an event or a reminder, not a fact to
// keep. A fact said with "that" ("תרשום שהקוד …") is read before this.
func datedThing(rest string) bool {
	r, found, err := parseAnyDay(rest)
	if err != nil || !found || !r.HasDate || !r.HasTime {
		return false
	}
	thing := r.Remainder(rest)
	return hasLetter(thing) && !askedOrTold(thing) // "note the meeting moved to …" tells
}

var (
	// "I parked on level -2", "parked at spot 41", "the car is on level 3".
	reParkedEN = re(`^(?:i(?:'ve|\s+have)?\s+)?(?:just\s+)?parked\s+(.+)$|^(?:my|the|our)\s+car(?:'s|\s+is)\s+(?:parked\s+)?((?:on|at|in)\s+.+)$`)
	// "I left the keys at mom's", "I put the passport in the drawer".
	rePutEN  = re(`^i(?:'ve|\s+have)?\s+(?:just\s+)?(?:left|put|placed|hid|stashed|stored|hung)\s+(?:the|my|our|his|her|their|a|an)\s+(.+)$`)
	rePlaceE = re(`\b(?:at|in|on|under|inside|behind|near|beside|by|above|below|next\s+to|on\s+top\s+of|with)\b`)
	// "חניתי בקומה מינוס 2", "האוטו בקומה 3", "שמתי את המפתחות במגירה".
	reParkedHE = re(`^(?:אני\s+)?(?:חניתי|החניתי|החנתי)\s+(.+)$|^(?:ה)?(?:אוטו|רכב|מכונית|אוטו\s+שלי|רכב\s+שלי)\s+(?:חונה\s+)?(ב\p{Hebrew}.*)$`)
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

// reSaveContact is a verb of keeping before a contact: "save …", "note
// down …", "תשמרי את …", "תרשום לי את …". Its group is the contact.
var reSaveContact = compile(`(?i)^(?:please\s+|pls\s+)?(?:save|store|keep|note\s+down|write\s+down)\s+(?:me\s+)?(\S.*)$|` +
	`^(?:תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי)\s+(?:לי\s+)?(?:את\s+)?(\S.*)$`)

// matchMemoryStatement reads a contact or a fact said with no verb,
// when its shape leaves no doubt: "Avi's phone is 054-1234567", "my
// locker code is 2211", "הסיסמה של הוויפי היא 1234".
func matchMemoryStatement(m *message) ([]memo.Step, bool, error) {
	if strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") {
		return nil, false, nil
	}
	d := MemoryDraft(codeMark(m.req.Text, m.raw))
	if g := reSaveContact.FindStringSubmatch(m.raw); g != nil {
		// "save ronnie's mom's phone 052…", "תשמרי את הטלפון של אמא של
		// רוני 052…": the verb is no part of the name.
		if c := namedNumber(MemoryDraft(codeMark(m.req.Text, firstGroup(g)))); c.Kind == memo.MemoryContact {
			d = c
		} else if d.Kind == memo.MemoryContact {
			return nil, false, nil
		}
	}
	switch d.Kind {
	case memo.MemoryContact:
	case memo.MemoryFact:
		if !factNoun(d.Subject) || reSubjectClause.MatchString(toLower(d.Subject)) || saysKeep(toLower(d.Subject)) {
			return nil, false, nil // "חיים שלי תזכרי שהקוד …": a command not read
		}
	default:
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// sayWords are the words said after "say" when it is the verb: "remember
// say hi to mum", "remember say thank you".
var sayWords = wordSet(`hi hello hey thanks thank sorry bye goodbye happy congrats congratulations well yes no please cheers good hbd`)

// sayThat takes the Nigerian "say" ("that") off a fact to remember:
// "remember say my landlord account number na 0123…" keeps "my landlord
// account number na 0123…", "remember say Roi owes me 50" keeps "Roi owes
// me 50". Only a fact's subject, or a name, may follow it: "remember say
// hi to mum" keeps its "say".
func sayThat(rest string) string {
	ws := strings.Fields(rest)
	if len(ws) < 3 || toLower(ws[0]) != "say" {
		return rest
	}
	if sayWords[toLower(strings.Trim(ws[1], ",.!"))] {
		return rest
	}
	return strings.TrimSpace(rest[strings.Index(rest, ws[1]):])
}
