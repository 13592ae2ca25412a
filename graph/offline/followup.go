package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Follow-ups act on the item the conversation is about (PlanRequest.Focus)
// or on the reminder the message quotes: "actually make it 8", "push it to
// 10:30", "sorry i meant thursday", "oops not Dvir, Tomer", "remind me
// about it saturday morning", "again in 10 min", "snooze it an hour",
// "stop", "undo", "what did you do?", "nvm i already paid the bill", "and
// the cooler too". Without a focus they are not claimed: nothing is acted
// on a guess.

// dropSlangEN are the verbs of slang that drop a thing: "actually kill
// it", "nuke it", "ditch that", "axe this one". Read only with a
// pronoun after them, never with a name ("kill the lights").
const dropSlangEN = `kill|nuke|ditch|axe|junk|dump`

var (
	// reItRef is a pronoun for the focus, with the verb that moves it.
	reMoveIt = compile(`(?i)^(?:make|change|move|push|shift|set|put|switch|reschedule|bring|change|update)\s+` +
		`(?:it|that|this|this\s+one|that\s+one|the\s+(?:reminder|task|meeting|event|appointment|time|alarm))\s*(?:to|for|at|until|till|into)?\s+(.+)$`)
	// reMoveTo is a move with its object left out: "move to 11", "push to
	// 3pm", "change to friday". It moves the focus only when the rest is a
	// time and nothing else.
	reMoveTo = compile(`(?i)^(?:move|change|push|shift|reschedule|switch|bring)\s+(?:to|for|until|till)\s+(.+)$`)
	// Hebrew drops the object: "תזיז לתשע", "תעביר לחמישי".
	reMoveItHE = compile(`^(?:תעשה|תעשי|תזיז|תזיזי|תעביר|תעבירי|תשנה|תשני|תדחה|תדחי|תקבע|תקבעי|תשים|תשימי|תקדים|תקדימי)\s+` +
		`(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת|המשימה|הפגישה|האירוע|השעה)\s+)?(.+)$`)
	// reShiftIt is "push it back an hour", "תדחה את זה בחצי שעה".
	// "snooze 30 min", "postpone for an hour": those verbs need no "it".
	// "push it out another 20": "out" is later, "another" counts on from
	// the time it has now.
	reShiftIt = compile(`(?i)^(?:(?:push|move|delay|postpone|shift|bring|snooze)\s+(?:it|that|this)|snooze|delay|postpone)\s+(back|forward|later|earlier|ahead|out)?\s*(?:by\s+|for\s+)?(.+?)(?:\s+(later|earlier|back|forward|more|out))?$`)
	reShiftHE = compile(`^(?:תדחה|תדחי|תזיז|תזיזי|תקדים|תקדימי|לדחות|להזיז|להקדים)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת|הפגישה)\s+)?(?:ב|ב-)?(.+?)(\s+(?:קדימה|אחורה|מוקדם\s+יותר|מאוחר\s+יותר))?$`)
	// reShiftMake is "make it half an hour earlier", "20 min later": an
	// amount with its direction, the verb and "it" optional.
	reShiftMake = compile(`(?i)^(?:(?:make|have|set|move|push)\s+(?:it|that|this)\s+)?(.+?)\s+(earlier|later|sooner|before|after)$|` +
		`^(?:(?:תעשה|תעשי|תזיז|תזיזי)\s+(?:את\s+)?(?:זה|אותו|אותה)\s+)?(.+?)\s+(מוקדם\s+יותר|מאוחר\s+יותר|אחר\s+כך|קודם)$`)
	// reChangeTo is a change of the focus to something ("change it to …",
	// "תשנה את זה ל…"), which may be a new text rather than a time.
	reChangeTo = compile(`^(?:change|make|switch|update)\s+(?:it|that|this)\s+(?:to|into)\s`)
	// reInstead is a closing "instead", "במקום", said with a change.
	reInstead = compile(`(?i)\s+(?:instead|במקום)$`)
	// reEndsAt is "it ends at 22:00", "goes till 4": the end of the focus event.
	reEndsAt = compile(`(?i)^(?:it|that|this|the\s+\w+)\s+(?:ends|finishes|is\s+over|will\s+end|will\s+finish|runs|goes|lasts)\s+(?:at|until|till|to|by)?\s*(.+)$|` +
		`^(?:make\s+it|have\s+it)\s+(?:end|run|go|last)\s+(?:at|until|till|to)\s+(.+)$|` +
		// Its subject left unsaid: "goes till 4", "runs until 7", "נגמר ב-4".
		`^(?:ends|finishes|runs|goes|lasts|goes\s+on|runs\s+on)\s+(?:until|till|til|to)\s+(.+)$|^(?:ends|finishes)\s+at\s+(.+)$|` +
		`^(?:נגמר|נגמרת|מסתיים|מסתיימת)\s+(.+)$|` +
		`^(?:זה|הוא|היא|האירוע|הפגישה)\s+(?:נגמר|נגמרת|נגמרים|מסתיים|מסתיימת|ייגמר|תיגמר|יסתיים|תסתיים|עד)\s+(.+)$|` +
		// Said as what will be: "it'll run till 6", "it should be over by
		// 5", "make it till 6", "זה יימשך עד 6", "שיהיה עד 6", "תאריך את
		// זה עד 6".
		`^(?:it|that|this|the\s+\w+)(?:'ll|’ll|\s+will|\s+should|\s+might|\s+(?:is|'s)\s+going\s+to|\s+is\s+gonna|'s\s+gonna)\s+` +
		`(?:end|finish|be\s+over|be\s+done|run|go|go\s+on|run\s+on|last|wrap\s+up|run\s+late)\s+(?:at|until|till|til|to|by)\s+(.+)$|` +
		`^(?:make|have|keep)\s+it\s+(?:go\s+|run\s+|last\s+)?(?:until|till|til)\s+(.+)$|^extend\s+it\s+(?:until|till|til)\s+(.+)$|` +
		`^(?:ש|ו)?(?:זה\s+)?(?:יהיה|תהיה|יימשך|ימשך|תימשך|נמשך|נמשכת)\s+עד\s+(.+)$|` +
		`^(?:תאריך|תאריכי|תעשה|תעשי)\s+(?:לי\s+)?(?:את\s+)?(?:זה\s+|אותו\s+|אותה\s+)?עד\s+(.+)$`)
	// reDeleteIt deletes the focus: "delete it", "remove that one", "תמחק
	// את זה", "עזוב את זה, תמחק". ("cancel that" and "תבטל את זה" undo the last change.)
	// "cancel it" and "תבטל אותו" name the item, so they delete it too.
	reDeleteIt = compile(`(?i)^(?:please\s+)?(?:just\s+)?(?:delete|remove|erase|trash|scrap|bin|get\s+rid\s+of|cancel|` + dropSlangEN + `)\s+(?:it|that|this|that\s+one|this\s+one|the\s+whole\s+thing|(?:the|that|this)\s+(?:reminder|task|event|meeting|appointment))$|` +
		`^(?:תמחק|תמחקי|מחק|תסיר|תסירי|הסר|תוריד|תורידי|תזרוק|תזרקי|תעיף|תעיפי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|הכל|(?:התזכורת|המשימה|האירוע|הפגישה)(?:\s+(?:הזאת|הזו|הזה))?)(?:\s+(?:לפח|לזבל))?$|` +
		// "לפח", "לפח עם זה", "יאללה לפח": the bin, said of the thing in focus.
		`^(?:יאללה\s+)?(?:לפח|לזבל)(?:\s+(?:עם\s+זה|איתו|איתה))?$|` +
		`^(?:(?:עזוב|עזבי|תעזוב|תעזבי)\s+)?את\s+זה[,\s]+(?:תמחק|תמחקי|מחק|תסיר|תסירי|הסר|תוריד|תורידי|תזרוק|תזרקי|תעיף|תעיפי)(?:\s+לי)?(?:\s+אותו|\s+אותה)?$|` +
		`^(?:תבטל|תבטלי|בטל|בטלי)\s+(?:לי\s+)?(?:אותו|אותה|את\s+(?:התזכורת|המשימה|האירוע|הפגישה)(?:\s+(?:הזאת|הזו|הזה))?)$`)
	// reDeleteBare is the delete verb said alone ("delete", "תמחק",
	// "תמחקי", and as typed short, "del", "rm"): of a reminder or an event
	// in focus, as "delete it" is. Of
	// a list it is not read (the list or its last item?), and "cancel",
	// "תבטל", "ביטול" alone stay an undo of the last change.
	reDeleteBare = compile(`(?i)^(?:please\s+)?(?:just\s+)?(?:delete|del|remove|rm|erase|trash)(?:\s+(?:please|pls|plz))?$|` +
		`^(?:תמחק|תמחקי|מחק|מחקי|תסיר|תסירי|הסר)(?:\s+(?:בבקשה|פליז))?$`)
	// reDropIt drops the reminder or event in focus: "forget it", "scratch
	// it". Said of a list, it would be the item, not the list.
	reDropIt = compile(`(?i)^(?:please\s+)?(?:just\s+)?(?:forget\s+(?:about\s+)?it|scratch\s+(?:it|that)|never\s*mind\s+(?:it|that),?\s+delete\s+it)$`)
	// reRemindFocus is "remind me (about it) saturday morning", "remind me
	// half an hour before", "תזכיר לי על זה יום לפני": a reminder with a
	// time and no text, about the focus.
	reRemindFocus = compile(`(?i)^(?:remind|ping|nudge)\s+me(?:\s+(?:about|of|on)\s+(?:it|that|this))?\s+(.+)$|` +
		`^(?:תזכיר|תזכירי)\s+לי(?:\s+(?:על\s+זה|את\s+זה|לגבי\s+זה|בקשר\s+לזה|עליו|עליה))?\s+(.+)$`)
	// reNotThisButThat is a text correction: "not Dvir, Tomer".
	reNotThis   = compile(`(?i)^(?:not|no)\s+(.+?)\s*(?:,|\bbut\b|-|–|—|\brather\b)\s*(?:it'?s\s+|to\s+)?(.+)$|^(?:לא)\s+(.+?)\s*(?:,|אלא|-|–)\s*(.+)$`)
	reMeantThis = compile(`(?i)^(?:i\s+meant\s+|meant\s+|it'?s\s+)?(.+?)\s*,?\s+not\s+(.+)$|^(?:התכוונתי\s+)?ל?(.+?)\s*,?\s+ולא\s+ל?(.+)$`)
	// reRename is "rename it to X", "change the text to X".
	// Said in both languages, the pointer and "to" may be Hebrew ("rename
	// את זה ל focus time").
	reRename = compile(`(?i)^(?:rename|retitle)\s+(?:it|that|this|(?:את\s+)?(?:זה|אותו|אותה))\s+(?:to|as|ל-?)\s*(.+)$|^(?:change|make)\s+(?:the\s+)?(?:text|title|name|wording)\s+(?:to|into)\s+(.+)$|^call\s+it\s+(.+)$|` +
		`^(?:תשנה|תשני)\s+(?:את\s+)?(?:השם|הטקסט|הכותרת|הנוסח)\s+ל-?(.+)$`)
	// reStop ends a nudge: "stop", "די", "enough".
	reStop = compile(`(?i)^(?:(?:you\s+can\s+|please\s+|pls\s+)?(?:stop|stop it|stop that|stop this(?:\s+one|\s+reminder)?|stop these|stop them|enough|ok stop|quit it|` +
		`stop reminding me|stop nagging|stop bugging me|no more|no more of (?:this|these|that)|shut up|` +
		`די|מספיק|הפסק|תפסיק|תפסיקי|די כבר|די נו|עצור|תעצור|תפסיק להזכיר|תפסיק לנדנד|תפסיק להציק|` +
		`(?:אפשר\s+)?(?:להפסיק|לעצור)(?:\s+(?:עם\s+)?(?:זה|את\s+זה|(?:את\s+)?התזכורת(?:\s+הזאת|\s+הזו)?))?|(?:תפסיק|תפסיקי|די)\s+(?:עם\s+)?(?:זה|את\s+זה)|` +
		`no\s+more\s+(?:of\s+)?(?:this|that|these|those)\s+reminders?|` +
		`(?:תפסיק|תפסיקי|הפסק|תעצור|תעצרי|די|מספיק|בלי)\s+(?:עם\s+)?(?:את\s+)?(?:ה)?(?:תזכורת|תזכורות)(?:\s+(?:הזאת|הזו|הזה|האלה|האלו))?))$`)
	// reRetract takes back what was just said: "scratch that", "actually
	// no", "טעות, תבטל". Alone, it is an undo.
	reRetract = compile(`^(?:(?:no\s+|oh\s+|ok\s+)?(?:scratch|strike|delete|cancel|forget)\s+that|actually\s+no|actually\s+never\s*mind|no\s+no\s+no|` +
		`(?:טעות|טעיתי|סורי|סליחה)[,\s]+(?:תבטל|תבטלי|בטל|תמחק|תמחקי)(?:\s+את\s+זה)?|(?:לא\s+)?(?:תשכח|תשכחי)\s+מזה)$`)
	// reUndo is "undo", "undo that", "cancel that", "תבטל את מה שעשית".
	reUndo = compile(`(?i)^(?:undo(?:\s+(?:that|it|this|(?:that|the|this)\s+last\s+(?:one|thing|change|action)|what\s+you\s+(?:just\s+)?did))?|` +
		`cancel\s+(?:that|what\s+you\s+(?:just\s+)?did|the\s+last\s+(?:one|thing|change))|revert(?:\s+(?:that|it))?|take\s+(?:that|it)\s+back|` +
		`never\s*mind\s+that|` +
		`תבטל\s+את\s+מה\s+שעשית|תבטלי\s+את\s+מה\s+שעשית|בטל\s+את\s+מה\s+שעשית|תבטל\s+את\s+זה|תבטלי\s+את\s+זה|בטל\s+את\s+זה|` +
		`תחזיר\s+אחורה|תחזירי\s+אחורה|ביטול\s+פעולה|אנדו|` +
		// "ביטול", "תבטל", "cancel" alone, right after a change: that
		// change.
		`ביטול|(?:תבטל|תבטלי|בטל|בטלי)(?:\s+לי)?|cancel|עוד\s+לא\s+(?:סיימתי|עשיתי)(?:\s+את\s+זה)?|` +
		// "undo the delete", "תבטל את הפעולה האחרונה", "תחזיר כמו שהיה".
		`undo\s+(?:the\s+|that\s+|my\s+)?(?:delete|deletion|removal|change|move|edit|update|last\s+action)|` +
		`change\s+it\s+back(?:\s+(?:the\s+way\s+it\s+was|how\s+it\s+was|like\s+it\s+was))?|` +
		`put\s+it\s+back\s+(?:the\s+way\s+it\s+was|how\s+it\s+was|like\s+it\s+was)|` +
		`(?:תבטל|תבטלי|בטל|בטלי)\s+את\s+(?:ה)?(?:פעולה\s+האחרונה|פעולה\s+האחרונה\s+שלך|מחיקה|שינוי|הזזה|עדכון|העברה)|` +
		`(?:תחזיר|תחזירי|החזר|החזירי)\s+(?:כמו\s+שהיה|כמו\s+שזה\s+היה|את\s+המצב|למה\s+שהיה))$`)
	// reBringBack is "bring it back", "תחזירי את זה", "תשחזר": right after
	// an undo it brings back what the undo took back; after any other
	// change it undoes that change (a deleted item comes back).
	reBringBack = compile(`(?i)^(?:(?:put|bring)\s+(?:it|that|them|this|those)\s+back|restore(?:\s+(?:it|that|them|this))?|` +
		`(?:תחזיר|תחזירי|החזר|החזירי)(?:\s+(?:את\s+זה|אותו|אותה|אותם|אותן))?(?:\s+בחזרה)?|תשחזר|תשחזרי|שחזר|שחזרי)$`)
	// reRedo is asking for the undo itself to be taken back: "undo the
	// undo", "redo", "oops no, i want it", "בטל את הביטול", "אני כן רוצה
	// אותו". With no undo just before, nothing is brought back.
	reRedo = compile(`(?i)^(?:(?:undo|cancel|reverse|revert)\s+(?:the|that|your|my|this)\s+undo|undo\s+(?:the\s+)?undo|redo(?:\s+(?:it|that))?|` +
		`(?:(?:actually|no|nah|wait)\s+)?i\s+(?:do\s+|still\s+)?want\s+(?:it|that|them)(?:\s+(?:back|after\s+all))?|` +
		`(?:תבטל|תבטלי|בטל|בטלי)\s+את\s+(?:ה)?ביטול(?:\s+(?:הזה|האחרון))?|` +
		`(?:אני\s+)?(?:כן|דווקא|עדיין)\s+(?:כן\s+)?(?:רוצה|צריך|צריכה)\s+(?:את\s+זה|אותו|אותה|אותם)(?:\s+בחזרה)?|` +
		`אני\s+רוצה\s+(?:את\s+זה|אותו|אותה|אותם)\s+בחזרה)$`)
	// reRecent is "what did you do?", "מה עשית עכשיו?".
	reRecent = compile(`(?i)^(?:what\s+(?:did|have)\s+(?:you|u|ya)\s+(?:just\s+)?(?:do|done|change|changed)(?:\s+(?:just\s+now|now|there))?|` +
		`what\s+was\s+that|what\s+did\s+you\s+just\s+do|what\s+happened|what\s+changed|show\s+me\s+what\s+you\s+did|` +
		`מה\s+עשית(?:\s+(?:עכשיו|הרגע|כרגע|עכשיו\s+בדיוק))?|מה\s+שינית|מה\s+קרה|מה\s+בדיוק\s+עשית)$`)
	// reAlready is a thing done, said as news: "i already paid the bill".
	reAlreadyEN = compile(`(?i)^(?:(?:mark|tick)\s+(?:that|off\s+that)\s+i\s+(?:already\s+)?|(?:i\s+)?(?:already|just)\s+)(?:did|paid|sent|bought|called|picked\s+up|dropped\s+off|booked|ordered|renewed|returned|fixed|finished|handled|took|brought|got|made|wrote|emailed|texted|filed|submitted|cancelled|canceled|cleaned|washed|watered|fed|printed|signed|sorted|collected|mailed|posted|moved|swapped|done)\s+(.+)$|` +
		`^(?:i(?:'ve|\s+have)\s+(?:already\s+)?|already\s+)(?:done|finished|completed|handled|sorted|taken\s+care\s+of|dealt\s+with)\s+(.+)$`)
	reAlreadyHE = compile(`^(?:אני\s+)?כבר\s+(\p{Hebrew}+תי)\s+(.+)$|^(?:תסמן|תסמני|סמן|סמני)\s+ש(?:כבר\s+)?(\p{Hebrew}+תי)\s+(.+)$`)
	// reMarkDeed is "mark that" before a deed told: "סמן שצילמתי", "mark
	// that i called".
	reMarkDeed = compile(`(?i)^(?:תסמן|תסמני|סמן|סמני|mark|note)\s+(?:ש|that\s+)((?:i\s+)?\S+(?:\s+.+)?)$`)
)

// followUpSaid plans a message that acts on the focus or the quoted reminder.
// ok is false when it is none of these.
func followUpSaid(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool, error) {
	m := newMessage(req)
	c.Text = plainPointers(c.Text) // "cancel dat reminder"
	if t, ok := m.remarkForms(c.Text, req.Focus); ok {
		said := Clean(t) // "make it 3:30 practice runs late": the change alone
		said.Correction = said.Correction || c.Correction
		c = said
	}
	text := strings.TrimRight(c.Text, "?!. ")
	low := toLower(text)
	head, _, _ := strings.Cut(low, ",")
	switch {
	case reUndo.MatchString(low) || reUndo.MatchString(strings.TrimSpace(head)) || reRetract.MatchString(low) || c.Correction && (low == "cancel" || low == "תבטל" || low == "cancel it" && !hasFocusItem(req.Focus)):
		// "actually cancel it" with an item in focus names that item: it
		// is deleted below, not the last change undone.
		return []memo.Step{general(memo.OpUndo, "")}, true, nil
	case reRecent.MatchString(low):
		return []memo.Step{general(memo.OpRecent, "")}, true, nil
	case reRedo.MatchString(low) || reRedo.MatchString(strings.TrimSpace(head)):
		return []memo.Step{general(memo.OpRedo, "")}, true, nil
	case reBringBack.MatchString(low) || reBringBack.MatchString(strings.TrimSpace(head)):
		step := general(memo.OpRedo, "")
		step.General.OrUndo = true
		return []memo.Step{step}, true, nil
	}
	if steps, ok, err := m.leadFocus(text, c); ok || err != nil {
		return steps, ok, err // "make it 2 hours before", "יום לפני עדיף"
	}
	if steps, ok, err := m.beforeFocus(text, c); ok || err != nil {
		return steps, ok, err // "remind me the day before at 8pm to study"
	}
	if steps, ok := m.beforeNamed(text); ok {
		return steps, true, nil // "remind me 30 min before the showing to grab the lockbox code"
	}
	if f := req.Focus; f != nil && f.ID != "" {
		// Before "done" is read: "למתי?" ends as a past verb does.
		if steps, ok := whenFocus(low, f); ok {
			return steps, true, nil
		}
	}
	if steps, ok, err := m.digestAgain(text, c); ok || err != nil {
		return steps, ok, err
	}
	if steps, ok, err := m.snooze(text, c); ok || err != nil {
		return steps, ok, err
	}
	if steps, ok, err := m.stopAfter(low, req.Focus); ok || err != nil {
		return steps, ok, err // "stop it after the exam": which date?
	}
	if steps, ok, err := m.untilAlone(low, req.Focus); ok || err != nil {
		return steps, ok, err // "only until the 20th", "עד סוף החודש": the series' last day
	}
	if steps, ok := m.stop(low); ok {
		return steps, true, nil
	}
	if steps, ok := m.doneFired(low); ok {
		return steps, true, nil
	}
	if steps, ok := m.already(text, c); ok {
		return steps, true, nil
	}
	if steps, ok := doneReported(toLower(strings.TrimRight(strings.TrimSpace(req.Text), "!. ")), req.Focus); ok {
		return steps, true, nil // "grand thats done now, im after doing it": the task in focus, or which one is asked
	} else if steps, ok := doneReported(low, req.Focus); ok && !strings.Contains(req.Text, "?") {
		return steps, true, nil // "grand thats done now, im after doing it": the task in focus, or which one is asked
	}
	if steps, ok := calledBack(low, req.Focus); ok {
		return steps, true, nil // "she has called me", "היא התקשרה אליי": the call task in focus
	}
	if steps, ok := m.skipNamed(text); ok {
		return steps, true, nil // "תבטלי את התזכורת של החוג רק ביום חמישי הזה"
	}
	if steps, ok := m.skipNamed(req.Text); ok {
		// Read as said: cleaning reads "X reminder friday" as a reminder of X.
		return steps, true, nil // "skip the gym reminder this friday"
	}
	f := req.Focus
	preferred, prefer := m.preferredTime(text)
	if f == nil || f.ID == "" || prefer && (preferred == "" || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent) {
		if prefer {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "עדיף בשש" of nothing: which?
		}
		return nil, false, nil
	}
	if !prefer && (f.Kind == memo.FocusTask || f.Kind == memo.FocusEvent) && m.preferUnread(text) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // a time preferred in words not read: no new reminder
	}
	if steps, ok := m.skipOnce(text, f); ok {
		return steps, true, nil // "skip this friday", "רק היום לא", "אהלן, בלי תזכורת מחר!": that day, the rest stay
	}
	if steps, ok := m.onlyFocus(text, f); ok {
		return steps, true, nil // "cancel only this one", "תבטל רק את הסשן של שני הקרוב": that occurrence, the rest stay
	}
	if steps, ok := m.noneFocus(text, f); ok {
		return steps, true, nil // "אין חוג השבוע", "no yoga next week": that week's, the rest stay
	}
	if f.When != nil && (f.Kind == memo.FocusTask || f.Kind == memo.FocusEvent) {
		text = dropSameHours(text) // "it's saturday now, same hours"
		low = toLower(text)
		if keepsHours(text) {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "saturday at 8, same hours": which hours?
		}
	}
	if f.Recurring && f.Kind == memo.FocusTask && reNotSaid.MatchString(low) {
		text = daysOfRepeat(text) // "I meant Saturdays, not Sundays", "התכוונתי לשבת לא לראשון"
		low = toLower(text)
	}
	if prefer {
		text, low = preferred, toLower(preferred) // "4 would be better", "עדיף בשש"
	} else if t, ok := proposedTime(text); ok && (f.Kind == memo.FocusTask || f.Kind == memo.FocusEvent) {
		text, low = t, toLower(t) // "can we do it at 7 instead", "זה בעצם בשבע"
	}
	if f.Kind == memo.FocusTask || f.Kind == memo.FocusEvent {
		if t, ok := hourAlone(text); ok {
			text, low = t, toLower(t) // "at 8", "בשמונה", "ב-5 בערך"
		} else if t, ok := hourAlone(req.Text); ok && !c.Continuation {
			text, low = t, toLower(t) // "5ish", said as such
		}
		if c.Correction || reChangeOpen.MatchString(low) {
			text = joinSpacedMinutes(text) // "no sorry 5 30", "make it 5 30"
			low = toLower(text)
		}
	}
	if steps, ok := doneWithFocus(low, f); ok {
		return steps, true, nil
	}
	if g := reMarkDeed.FindStringSubmatch(low); g != nil {
		if steps, ok := doneWithFocus(g[1], f); ok {
			return steps, true, nil // "סמן שצילמתי": the deed told, as "צילמתי" is
		}
	}
	if steps, ok := m.daysFocus(text, c.Continuation, f); ok {
		return steps, true, nil // "actually also wednesday", "רק ברביעי": the series' days
	} else if steps, ok := m.daysFocus(req.Text, false, f); ok {
		return steps, true, nil // "and thursdays too", said as such
	}
	if steps, ok, err := m.copyAt(strings.TrimRight(req.Text, "?!. "), f); ok || err != nil {
		return steps, ok, err // "and another one with her thursday 14:00", "ועוד אחד ביום רביעי"
	}
	if steps, ok, err := m.againAt(strings.TrimRight(req.Text, "?!. "), f); ok || err != nil {
		return steps, ok, err // "ובעוד שבוע גם", "and in a week too"
	}
	if !c.Continuation && !c.Another {
		if steps, ok, err := m.dayAlone(text, f); ok || err != nil {
			return steps, ok, err // "מחר", "tomorrow": the same hour that day
		}
	}
	if steps, ok := m.reasonSaid(text, f); ok {
		return steps, true, nil // "תבטלי אותה, נדחתה", "I picked them up already, done"
	}
	if (reDropIt.MatchString(low) || reDeleteBare.MatchString(low)) && (f.Kind == memo.FocusTask || f.Kind == memo.FocusEvent) {
		if steps := deleteFocus(f); steps != nil {
			return steps, true, nil
		}
	}
	if steps := unneededFocus(low, toLower(strings.TrimRight(req.Text, "?!. ")), f); steps != nil {
		return steps, true, nil // "don't need it anymore", "כבר לא צריך"
	}
	if steps, ok := m.takeOffAdded(low, f); ok {
		return steps, true, nil
	}
	if (reDeleteIt.MatchString(low) || f.Kind != memo.FocusList && reDeleteIt.MatchString(withoutReason(low))) && !(f.Kind == memo.FocusList && m.lastTool() == memo.OpListRemove) &&
		kindFits(low, f) {
		// Right after items came off a list, "delete it" may be the item
		// or the list: neither is guessed.
		if steps := deleteFocus(f); steps != nil {
			return steps, true, nil
		}
	}
	if g := reRemindFocus.FindStringSubmatch(text); g != nil {
		if steps, ok, err := m.remindFocus(firstOf(g[1:]), f); ok || err != nil {
			return steps, ok, err
		}
	}
	if g := reEndsAt.FindStringSubmatch(text); g != nil && f.Kind == memo.FocusEvent && f.When != nil {
		return m.endFocus(firstOf(g[1:]), f)
	}
	if steps, ok, err := m.shiftNamed(text, f); ok || err != nil {
		return steps, ok, err // "push the print shop meeting by an hour"
	}
	if steps, ok, err := m.repeatFocus(text, f); ok || err != nil {
		return steps, ok, err // "make it every week", "שיהיה כל יום"
	}
	if steps, ok, said := m.whereFocus(text, f); ok {
		return steps, true, nil // "where is it?", "where is it? at the community center"
	} else if said != "" {
		text = said // "where is it? at the community center": "it's at the community center"
	}
	if steps, ok := m.noteFocus(text, f); ok {
		return steps, true, nil // "add a note: bring ID", "it's at room 3"
	}
	if steps, ok := m.placeFocus(text, f); ok {
		return steps, true, nil // "change the location to Aroma"
	}
	if steps, ok, err := m.moveDirected(text, f); ok || err != nil {
		return steps, ok, err // "could you move it earlier to 4", "אפשר להקדים לארבע"
	}
	if f.When != nil && clockAlone(text) {
		if steps, ok, err := m.moveFocus(text, f, true); ok || err != nil {
			return steps, ok, err // "7 o'clock" after "… Tuesday night": its hour
		}
	}
	// "make it 6 instead", "תעשה את זה ב-6 במקום": the closing word only
	// says it replaces the time before.
	text = byAmount(strings.TrimSpace(reInstead.ReplaceAllString(text, ""))) // "תזיז לשעתיים": by two hours
	for _, rx := range []*pattern{reShiftIt, reShiftHE, reShiftMake} {
		if g := rx.FindStringSubmatch(text); g != nil {
			if steps, ok, err := m.shiftFocus(g, f); ok || err != nil {
				return steps, ok, err
			}
		}
	}
	if g := reRename.FindStringSubmatch(text); g != nil {
		// "תשנה את השם ל…" opens as a move does, but names the new text.
		return m.retitle(f, firstOf(g[1:]))
	}
	for _, rx := range []*pattern{reSnoozeTo, reMoveIt, reMoveTo, reMoveItHE} {
		if g := rx.FindStringSubmatch(text); g != nil {
			if steps, ok, err := m.moveFocus(partThenHour(weakDayFirst(g[1])), f, true); ok || err != nil {
				return steps, ok, err
			}
			if rePointedMove.MatchString(text) && !reChangeTo.MatchString(toLower(text)) {
				// "push it to the afternoon" with no hour: not a task named
				// "it to the afternoon".
				return []memo.Step{general(memo.OpUnknown, "")}, true, nil
			}
			// "change it to text Ziv instead": not a time, a new text.
			if !reChangeTo.MatchString(toLower(text)) && !strings.HasPrefix(text, "תשנ") {
				break
			}
			if steps, ok, err := m.retitle(f, strings.TrimSpace(reInstead.ReplaceAllString(peelTo(trimWords(g[1], "to", "into", "ל")), ""))); ok || err != nil {
				return steps, ok, err
			}
		}
	}
	if rest, ok := m.notThatTime(text, f); ok {
		// "not tomorrow, the day after", "לא מחר מחרתיים".
		if steps, ok, err := m.moveFocusSaid(rest, f); ok || err != nil {
			return steps, ok, err
		}
	}
	if rest, ok := m.thisNotThatTime(text, f); ok {
		// "it's at 7 not 6:30", "זה בשבע לא בשש וחצי".
		if steps, ok, err := m.moveFocusSaid(rest, f); ok || err != nil {
			return steps, ok, err
		}
		if reOtherTiming.MatchString(toLower(rest)) {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "the meeting starts at 5 not 4" of the shift
		}
	}
	if rest, ok := timingStated(text, f); ok {
		// "he comes at 2", "המשמרת מתחילה ב5": the event's new hour.
		if steps, ok, err := m.moveFocus(rest, f, true); ok || err != nil {
			return steps, ok, err
		}
	}
	if c.Correction || strings.HasPrefix(toLower(text), "not ") {
		if g := reNotThis.FindStringSubmatch(text); g != nil {
			if steps, ok := m.replaceInTitle(f, pair(g)); ok {
				return steps, true, nil
			}
		}
		if g := reMeantThis.FindStringSubmatch(text); g != nil {
			if steps, ok := m.replaceInTitle(f, swap(pair(g))); ok {
				return steps, true, nil
			}
		}
		// "actually 8", "sorry i meant thursday", "לא, בשבע": a new time;
		// "actually the haircut is at 6", "בעצם התספורת ב-18:00": the
		// same, naming the item.
		if steps, ok, err := m.moveFocus(text, f, true); ok || err != nil {
			return steps, ok, err
		}
		if rest, ok := withoutTitle(text, f.Title); ok {
			return m.moveFocus(rest, f, true)
		}
		if rest, ok := m.restated(text, f); ok {
			return m.moveFocusSaid(rest, f)
		}
		if steps, ok, err := m.changeLeadMove(req.Text, text, f); ok || err != nil {
			return steps, ok, err // "שינוי, יוצאים ב1600": the doing said again
		}
	} else if said := reSorryLead.ReplaceAllString(text, ""); reItIs.MatchString(toLower(said)) && reNotOld.MatchString(said) {
		// "i'm sorry, it is actually on monday, not sunday", "זה בעצם
		// ביום שני, לא ראשון": a correction by the time it replaces, which
		// must be the item's own.
		if rest, ok := m.restated(said, f); ok {
			return m.moveFocusSaid(rest, f)
		}
	}
	return nil, false, nil
}

// reReasonTail is why, said after a deletion of the item in focus: "cancel
// it they rescheduled", "תבטל את זה, הם דחו".
var reReasonTail = compile(`^(.*?\s(?:it|that|this|זה|אותו|אותה))[,.!;:\-–—]?\s+(?:they|we|he|she|because|cause|cuz|bc|since|turns\s+out|not\s+happening|כי|הם|היא|הוא|זה\s+בוטל|ביטלו|נדחה|דחו|לא\s+רלוונטי)(?:\s|$).*$`)

// withoutReason is low without a reason said after "cancel it".
func withoutReason(low string) string {
	if g := reReasonTail.FindStringSubmatch(low); g != nil {
		return g[1]
	}
	return low
}
