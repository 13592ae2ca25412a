package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// One more like the focus: "and the cooler too", "וגם את הצידנית",
// "also chem lab report same time".

// reToo is a trailing "too"/"as well"/"גם" that says "one more like it".
var reToo = compile(`(?i)\s+(?:too|as\s+well|also|גם\s+כן|גם)$`)

// reOneMoreTalk opens talk with "one more": "and one more question",
// "one more thing", "ועוד שאלה", "עוד דבר אחד". What follows is said to
// Memo, not one more thing like the focus.
var reOneMoreTalk = compile(`^(?:(?:and|an|oh)\s+)?(?:also\s+)?(?:one\s+more|another)\s+(?:question|thing|q|favou?r|request|idea|point|sec|second|minute|issue|detail)(?:\s|$|[,.!?:])|` +
	`^(?:ו)?(?:גם\s+)?עוד\s+(?:שאלה|דבר|משהו|בקשה|רגע)(?:\s|$|[,.!?:])`)

// reItemRef is a reference to an item by its place: "the first one",
// "2", "number 3", "השני", "את האחרונה".
var reItemRef = compile(`(?i)^(?:and\s+)?(?:the\s+)?(?:first|second|third|fourth|fifth|last|other|next|previous|\d+(?:st|nd|rd|th)?)(?:\s+one)?$|` +
	`^(?:and\s+)?(?:number|no\.?|#)\s*\d+$|^(?:ו)?(?:גם\s+)?(?:את\s+)?(?:ה)?(?:ראשון|ראשונה|שני|שנייה|שניה|שלישי|שלישית|רביעי|רביעית|אחרון|אחרונה|אחר|אחרת|\d+)$|^(?:ו)?(?:גם\s+)?(?:מספר\s+)?\d+$`)

// alsoLike reads "and the cooler too" / "וגם את הצידנית" after a task or a
// list: one more task like the focus (its verb, its time), or one more
// item on the focus list.
func alsoLike(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool) {
	f := req.Focus
	text := strings.TrimRight(c.Text, "?!. ")
	hasToo := reToo.MatchString(text)
	same := false
	if bare := reToo.ReplaceAllString(text, ""); f != nil && f.Kind == memo.FocusTask {
		// "also chem lab report same time (too)": the focus task's time.
		low := toLower(bare)
		if loc := reSameTimeIn.FindStringIndex(low); loc != nil && loc[0] > 0 && strings.TrimSpace(low[loc[1]:]) == "" && len(low) == len(bare) {
			text, same = strings.TrimRight(strings.TrimSpace(bare[:loc[0]]), " ,"), true
			hasToo = hasToo || reToo.MatchString(text)
		}
	}
	if bare, ok := moreItem(text); ok && f != nil && f.Kind == memo.FocusList && !c.Continuation && !hasToo && justAddedTo(req) {
		// "ועגבניות" right after "תכניס לקניות קוטג'": and tomatoes;
		// "עוד תפו"א ובצל", "more onions": one more.
		text, c.Continuation = bare, true
	}
	if f == nil || (!c.Continuation && !hasToo && !same) || reOneMoreTalk.MatchString(toLower(strings.TrimSpace(req.Text))) {
		return nil, false // "and one more question": talk, no thing like the focus
	}
	text = reToo.ReplaceAllString(text, "")
	if reFollowingDay.MatchString(closedPlain(dropSame(text))) {
		return nil, false // "one more the next day": a day, no thing
	}
	if reItemRef.MatchString(strings.TrimSpace(text)) {
		// "the first one too", "2 גם": an item of a list shown, not a
		// new thing.
		return nil, false
	}
	switch f.Kind {
	case memo.FocusList:
		text = tossOff(text) // "chuck the sunscreen on too": the sunscreen
		items := SplitItems(text)
		for _, it := range items {
			if !nameText(it) || !nounPhrase(it) || gluedLead(it) {
				return nil, false
			}
		}
		if len(items) == 0 {
			return nil, false
		}
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: items})}, true
	case memo.FocusTask:
		obj := CleanTitle(text)
		if same && (f.When == nil || !f.When.After(req.Now) || !itemText(obj)) {
			return nil, false
		}
		own := !same && !hasToo && startsWithVerb(obj) && ownDeed(obj)
		if !same && !own && (!itemText(obj) || !nounPhrase(obj) || startsWithVerb(obj)) || opensWithCommand(obj) && !(own && c.Another) {
			// "also add napkins" after a reminder: an add to what? ("one
			// more to check the troughs" asked one more reminder: its deed.)
			return nil, false
		}
		title := obj
		if owner, ok := ownerAlone(trimWords(strings.TrimSpace(text), "and")); ok {
			// "and Liam's too" after "sign Emma's permission slip": the
			// same deed, of another owner.
			if title, ok = ownerSwapped(f.Title, owner); !ok {
				return nil, false
			}
		} else if v := leadingVerb(f.Title); v != "" && !startsWithVerb(obj) {
			if !hebrewText(v) && hebrewText(obj) {
				return nil, false // "call" and "במבה": no one thing to do
			}
			if whomVerbs[toLower(v)] && oneGrocery(lexicon.TrimArticle(trimWords(obj, "the", "את"))) {
				return nil, false // "also eggs" after "call the bank": a grocery is no one to call
			}
			title = v + " " + trimWords(obj, "the")
			if hebrewText(v) {
				title = v + " " + obj
			}
		}
		d := memo.TaskDraft{Text: title}
		if f.When != nil && f.When.After(req.Now) {
			due := *f.When
			d.DueDate = &due
		}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true
	}
	return nil, false
}

// ownDeed reports whether obj, a verb phrase said as "and …" after a task
// ("and study for the quiz", "וגם להזמין קייטרינג"), is a task of its own:
// a thing to do that names its object, not a pronoun pointing back ("and
// call him") and no word of time left unread.
func ownDeed(obj string) bool {
	w := strings.Fields(toLower(obj))
	if len(w) < 2 || len(w) > 8 || !itemText(obj) {
		return false
	}
	for _, x := range w[1:] {
		if backWords[x] || heObjectPronouns[x] {
			return false
		}
	}
	return true
}

// backWords point back at someone or something said before: a task that
// holds one is not a new thing of its own.
var backWords = wordSet(`it him her them that this those these there לו לה להם להן אליו אליה איתו איתה זה זאת שם`)

// heObjectPronouns are the Hebrew object pronouns ("אותו", "אותם"): in a
// thing's name they point back at the thing in view.
var heObjectPronouns = wordSet(`אותו אותה אותם אותן`)

// reNotNoun is a word a bare thing's name does not hold: a modal, a
// copula, "there".
var reNotNoun = compile(`(?i)(?:^|\s)(?:should|could|would|can|must|need|needs|be|is|are|was|were|there|here|want|wants|` +
	`צריך|צריכה|צריכים|אמור|אמורה|צריכות|יש|אין|שם|פה|רוצה)(?:\s|$)`)

// nounPhrase reports whether s is a short name of a thing ("the cooler",
// "oat milk"), not a sentence.
func nounPhrase(s string) bool {
	return len(strings.Fields(s)) <= 4 && !reNotNoun.MatchString(s) && !reStatement.MatchString(s)
}

// leadingVerb is the verb a task's text opens with ("bring", "להחזיר"),
// or "".
func leadingVerb(title string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(title), " ")
	low := toLower(first)
	if taskVerbEN[low] || heInfinitiveVerb(first) {
		return first
	}
	return ""
}

// opensWithCommand reports whether s opens with a command verb ("add",
// "put", "תוסיף"): what follows is said to Memo, not a thing's name.
func opensWithCommand(s string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	first = toLower(first)
	return headVerbs[first] || heCommandVerbs[first]
}

// startsWithVerb reports whether s opens with a task verb of its own.
func startsWithVerb(s string) bool { return leadingVerb(s) != "" }

// StartsWithVerb reports whether s opens with a verb ("buy stamps",
// "לכתוב כרטיסים"): a thing to do rather than a thing.
func StartsWithVerb(s string) bool { return startsWithVerb(s) }

// reAddToToo is an add to a list by name with a closing "too": "add Lior
// to the carpool list too", "put eggs on the shopping list as well". The
// list is named; the "too" only says there is more on it.
var reAddToToo = compile(`(?i)^((?:add|put|stick|throw|pop|write)\s+.+\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+|that\s+|this\s+)?\S+(?:\s+\S+)?\s+list)\s+(?:too|as\s+well|also)[.!]*$`)

// dropAddToo takes the closing "too" off an add to a list by name.
func dropAddToo(s string) string {
	if g := reAddToToo.FindStringSubmatch(s); g != nil {
		return g[1]
	}
	return s
}

// tossVerbs are the words that put a thing on a list said loosely:
// "chuck the sunscreen on", "throw in bread", "pop some milk on".
var tossVerbs = wordSet(`chuck throw toss pop stick bung put add`)

// tossOff is the thing of "chuck X on", "throw in X", "pop X in" said to
// the list in focus; text as it is when it opens with no such verb, or
// nothing is left after it.
func tossOff(text string) string {
	f := strings.Fields(text)
	if len(f) < 2 || !tossVerbs[toLower(f[0])] {
		return text
	}
	f = f[1:]
	if p := toLower(f[0]); p == "in" || p == "on" {
		f = f[1:] // "throw in bread"
	} else if p := toLower(f[len(f)-1]); p == "in" || p == "on" {
		f = f[:len(f)-1] // "chuck the sunscreen on"
	}
	if len(f) == 0 {
		return text
	}
	return trimWords(strings.Join(f, " "), "the")
}

// gluedLeads are the words that open "also add …" and may be run into
// the item by a fast thumb: "addbananas too".
var gluedLeads = []string{"add", "put", "and", "also", "plus"}

// gluedLead reports whether item's first word may be one of gluedLeads
// run into the next ("addbananas", "andmilk"): which item was meant is
// not guessed, though "address book" declined is the price.
func gluedLead(item string) bool {
	first, _, _ := strings.Cut(toLower(strings.TrimSpace(item)), " ")
	for _, w := range gluedLeads {
		if strings.HasPrefix(first, w) && len(first) >= len(w)+3 {
			return true
		}
	}
	return false
}
