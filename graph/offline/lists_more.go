package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"

	"github.com/memo-assistant/memo"
)

// More ways people write list requests: a name and a colon ("grocery
// list: oat milk, leeks"), items to a new list ("add kitchen roll to a new
// list called errands"), and the Hebrew word orders that put the list
// before the items ("תוריד מרשימת הפארם את השמפו ואת הפלסטרים").

var (
	// reListColonEN is "<name> list (for <x>): items", "<name> list - items".
	reListColonEN = re(`^(?:(?:my|the|a|new)\s+)?(.+?)\s+(?:list|checklist)(?:\s+for\s+(?:the\s+)?(.+?))?\s*(?::|\s[-–—])\s*(.+)$`)
	// reListForEN is "list for the pharmacy: items", "list of movies: items".
	reListForEN = re(`^(?:(?:my|the|a|new)\s+)?(?:list|checklist)\s+(?:for|of)\s+(?:the\s+|my\s+)?(.+?)\s*(?::|\s[-–—])\s*(.+)$`)
	// reAddToFocusEN is "also add butter" with no list named: the list
	// the conversation is about.
	reAddToFocusEN = re(`^(?:also\s+|and\s+)?(?:add|put|throw\s+in|include)(?:\s*:)?\s+(?:to\s+it\s+|to\s+that\s+list\s+|to\s+the\s+list\s+|there\s+)?(?:also\s+)?(.+?)(?:\s+(?:to|on|in|into|onto)\s+(?:it|that|this|the\s+list|that\s+list|this\s+list|there)|\s+there)?(?:\s+(?:too|as\s+well|also))?$`)
	// reTossOnFocusEN is "chuck chips on there too", "throw in napkins",
	// "stick hummus on it": a loose verb of putting that says where, or
	// "in"; "throw out the milk", "chuck the milk" say no add.
	reTossOnFocusEN = re(`^(?:also\s+|and\s+)?(?:throw|toss|chuck|stick|pop|slap|bung)\s+(?:in\s+(.+?)|(.+?)\s+(?:on|in|onto|into)\s+(?:there|it|that|the\s+list|that\s+list|this\s+list)|(.+?)\s+in)(?:\s+(?:too|as\s+well|also))?$`)
	reAddToFocusHE  = re(`^(?:ו)?(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|הכנס|הכניסי|תשים|תשימי|שים|שימי)\s+(?:לי\s+)?(?:(?:לה|אליה|לרשימה|לשם|שם)\s+)?(?:גם\s*:?\s+)?(?:(?:לה|אליה|לשם|שם)\s+)?(?:את\s+)?(.+?)(?:\s+(?:אליה|לשם|שם|לה|לרשימה|לרשימה\s+הזאת|לרשימה\s+הזו))?(?:\s+גם)?$`)
	// reFocusRemoveEN/HE take items off the focus list: "remove the
	// lantern", "take off the sunscreen and toothpaste", "תוריד את האבטיח";
	// as typed short, "rm tape", "del eggs"; "aff" is the Scots "off" ("take
	// the whisky aff the list").
	reFocusRemoveEN = re(`^(?:also\s+|and\s+)?(?:remove|rm|delete|del|take\s+off|take\s+out|cross\s+off|cross\s+out|drop|scratch|erase|strike)\s+(?:from\s+(?:it|that|this|the\s+list)\s+)?(.+?)(?:\s+(?:from|off|off\s+of)\s+(?:it|that|this|the\s+list|that\s+list|this\s+list))?$|` +
		`^(?:also\s+|and\s+)?(?:take|cross|strike)\s+(.+?)\s+(?:off|aff|out\s+of|off\s+of)\s+(?:it|that|this|the\s+list|that\s+list|this\s+list)$|` +
		// "take yogurt off": the list in view is the one it comes off.
		`^(?:also\s+|and\s+)?(?:take|cross|strike)\s+(.+?)\s+(?:off|aff)$`)
	reFocusRemoveHE = re(`^(?:ו)?(?:תוריד|תורידי|הורד|תמחק|תמחקי|מחק|תסיר|תסירי|הסר)\s+(?:לי\s+)?(?:(?:ממנה|ממנו|מזה|מהרשימה|משם)\s+)?(?:גם\s+)?(?:את\s+)?(.+?)(?:\s+(?:ממנה|ממנו|מזה|מהרשימה|משם))?$`)
	// reFocusCheckEN/HE mark items of the focus list: "got the tomatoes
	// cucumbers and pita", "קניתי עגבניות בצל וגמבה".
	reFocusCheckEN = re(`^(?:i(?:'ve|\s+have)?\s+(?:just\s+|already\s+|finally\s+)?|(?:just|finally)\s+)?(?:got|bought|picked\s+up|grabbed|packed|have|already\s+have|already\s+got|took\s+care\s+of|sorted|check\s+off|tick\s+off|cross\s+off\s+as\s+done)\s+(.+?)(?:\s+(?:already|too|as\s+well))?$|` +
		`^(?:check|tick|mark)\s+(.+?)\s+(?:off|on|in)\s+(?:it|that|this|the\s+list|that\s+list|this\s+list)$`)
	reFocusCheckHE = re(`^(?:כבר\s+)?(?:קניתי|קנינו|לקחתי|ארזתי|הבאתי|השגתי|יש\s+לי\s+כבר|יש\s+לי|יש\s+לנו\s+כבר|יש\s+לנו|יש\s+כבר)\s+(?:כבר\s+)?(?:את\s+)?(.+?)(?:\s+(?:כבר|גם))?$`)
	// reShowFocus is "show it", "what's on it now", "תראה לי אותה".
	reShowFocus = re(`^(?:(?:can|could)\s+(?:i|you)\s+)?(?:show(?:\s+me)?|open|read|display|see|let\s+me\s+see|send(?:\s+me)?)\s+(?:it|that|this|that\s+list|(?:the|my)\s+list|list)(?:\s+(?:again|now|pls|please))?$|` +
		`^what(?:'?s|\s+is)\s+(?:on|in)\s+(?:it|there|that|that\s+list|the\s+list)(?:\s+(?:now|so\s+far|right\s+now))?$|` +
		`^(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|תשלח|תשלחי)\s+(?:לי\s+)?(?:אותה|אותו|את\s+זה|(?:את\s+)?(?:ה)?רשימה(?:\s+(?:הזאת|הזו))?)(?:\s+(?:שוב|עכשיו))?$|` +
		`^מה\s+(?:נשאר|` + heHolds + `)\s+(?:בה|בו|שם|ברשימה)(?:\s+(?:עכשיו|כרגע))?$|^מה\s+ברשימה$`)
	// reFocusLeft asks what is left on the list in view: "what's left?",
	// "what do I still need to buy", "מה עוד נשאר לקנות".
	// "what else is left", "what else is there", "מה עוד יש" ask the
	// same.
	reFocusLeft = re(`^(?:so\s+|ok\s+|and\s+)?what(?:'?s|\s+is)\s+(?:still\s+)?(?:left|remaining)(?:\s+(?:to\s+(?:get|buy|pack)|on\s+(?:it|the\s+list)))?$|` +
		`^(?:so\s+|ok\s+|and\s+)?what\s+else(?:'?s|\s+is)\s+(?:still\s+)?(?:left|there|remaining|on\s+(?:it|the\s+list))(?:\s+(?:to\s+(?:get|buy|pack)|on\s+(?:it|the\s+list)))?$|` +
		`^(?:so\s+|ok\s+|and\s+)?(?:what\s+remains|anything\s+(?:else\s+)?left|is\s+there\s+anything\s+(?:else\s+)?left)$|` +
		`^(?:so\s+|ok\s+|and\s+)?which\s+ones?\s+(?:are\s+(?:still\s+)?(?:left|remaining)|do\s+i\s+(?:still\s+)?(?:have|need)(?:\s+left)?)(?:\s+(?:then|now))?$|` +
		`^(?:אז\s+|ו)?(?:אילו|איזה|אלו)\s+(?:עוד\s+)?נשארו(?:\s+(?:לי|לנו))?(?:\s+(?:אז|עכשיו))?$|` +
		`^what\s+(?:else\s+)?do\s+i\s+still\s+need(?:\s+to\s+(?:get|buy|pack))?$|` +
		`^(?:אז\s+|ו)?מה\s+(?:עוד\s+)?נשאר(?:\s+עוד)?(?:\s+(?:לי|לנו))?(?:\s+(?:לקנות|לארוז))?$|` +
		`^(?:אז\s+|ו)?מה\s+עוד\s+(?:יש|חסר|צריך)(?:\s+(?:לי|לנו))?(?:\s+(?:לקנות|לארוז))?$`)
	// reListNewEN is "add X to a new list called Y" / "to a new Y list".
	reListNewEN = re(`^(?:add|put)\s+(.+?)\s+(?:to|on|in|into)\s+(?:a\s+)?new\s+(?:list\s+(?:called|named|for)\s+(.+)|(.+?)\s+list)$`)
	// reListNewHE is "תוסיף X לרשימה חדשה של/בשם Y".
	reListNewHE = re(`^(?:תוסיף|תוסיפי|הוסף|תכניס|תכניסי|תשים|תשימי)\s+(?:לי\s+)?(?:את\s+)?(.+?)\s+ל(?:ה)?רשימה\s+חדשה\s+(?:של\s+|בשם\s+|ל)?(?:ה)?(.+)$`)
	// reListFromHE is "תוריד מרשימת הפארם את השמפו", list before items.
	reListFromHE = re(`^(?:תוריד|תורידי|הורד|תמחק|תמחקי|מחק|תסיר|תסירי|הסר)\s+(?:לי\s+)?מ(?:ה)?רשימ(?:ת|ה)\s+(?:של\s+)?(?:ה)?(.+?)\s+את\s+(.+)$`)
	// reListCheckHasHE is "תסמן שכבר יש לי גזייה": an item the user has.
	reListCheckHasHE = re(`^(?:תסמן|תסמני|סמן|סמני)\s+(?:לי\s+)?ש(?:כבר\s+)?(?:יש\s+לי|קניתי|לקחתי|ארזתי|הבאתי|הכנתי|סידרתי)\s+(?:את\s+)?(.+)$`)
	// reDoneFirstHE is "ואת 1 תסמן שעשיתי": the item before the verb.
	reDoneFirstHE = re(`^(?:ו)?את\s+(.+?)\s+(?:תסמן|תסמני|סמן|סמני)\s+(?:ש(?:כבר\s+)?(?:עשיתי|ביצעתי|סיימתי|טיפלתי)|כ(?:בוצע|בוצעה|גמור|גמורה|הושלם))$`)
)

// matchListColon reads "grocery list: oat milk, leeks, feta".
// reColonChange opens the items after a list's name and a colon with a
// verb that removes them (group 1) or checks them off.
var reColonChange = compile(`^(?:(remove|delete|take\s+off|drop|erase)|check\s+off|tick\s+off|cross\s+off|check|tick)\s+`)

// reAddToLead is "add to" before a list's name: "add to my to do list: …".
var reAddToLead = compile(`(?i)^(?:please\s+)?(?:add|put)\s+(?:to|on|onto|in|into)\s+`)

func matchListColon(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListColonEN)
	if !ok {
		return nil, false, nil
	}
	if g[2] == "" && m.todoList(reAddToLead.ReplaceAllString(g[1], "")+" list") {
		// "add to my to do list: call the bank": tasks; "todo list for
		// the move: …" is a list of its own.
		return m.addedTasks(g[3])
	}
	if before, after, ok := strings.Cut(g[3], ":"); ok && g[2] != "" && !digitsAround(g[3], len(before)) {
		// "a list for dad - things to bring to hospital: pajamas, …": the
		// colon parts the name from the items.
		g[2], g[3] = g[2]+" - "+strings.TrimSpace(before), strings.TrimSpace(after)
	}
	// "make a list for the gym: …": the verb is no part of the name.
	// "add to my shopping list: coffee": "add to" is no part of it either.
	name := listName(trimWords(reAddToLead.ReplaceAllString(g[1], ""), "please", "create", "make", "start", "open", "new", "me", "a", "an", "the", "my",
		"i'd", "i", "would", "like", "want", "need", "another"))
	switch {
	case g[2] != "" && genericListName(name):
		name = g[2]
	case g[2] != "":
		name += " for " + g[2]
	}
	if v := reColonChange.FindStringSubmatch(toLower(g[3])); v != nil && len(g[3]) == len(toLower(g[3])) {
		// "shopping list: remove eggs", "packing list: tick off the charger":
		// a change of items the list has.
		known, ok := m.knownList(name)
		if !ok {
			return nil, false, nil
		}
		op := memo.OpListRemove
		if v[1] == "" {
			op = memo.OpListCheck
		}
		return []memo.Step{itemsStep(op, known, strings.TrimSpace(g[3][len(v[0]):]))}, true, nil
	}
	items := SplitItems(g[3])
	if genericListName(name) || len(items) == 0 {
		return nil, false, nil
	}
	if runOnItems(items) {
		return nil, true, itemsRunOn(m)
	}
	if known, ok := m.knownList(name); ok {
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: known, Items: items})}, true, nil
	}
	return []memo.Step{listStep(memo.OpListCreate, memo.ListArgs{Name: name, Items: items, Checklist: true})}, true, nil
}

// matchListFor reads "list for the pharmacy: ibuprofen, band-aids".
func matchListFor(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListForEN)
	if !ok {
		return nil, false, nil
	}
	name, items := listName(g[1]), SplitItems(g[2])
	if genericListName(name) || len(items) == 0 || len(strings.Fields(name)) > 4 {
		return nil, false, nil
	}
	if runOnItems(items) {
		return nil, true, itemsRunOn(m)
	}
	if known, ok := m.knownList(name); ok {
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: known, Items: items})}, true, nil
	}
	return []memo.Step{listStep(memo.OpListCreate, memo.ListArgs{Name: name, Items: items, Checklist: true})}, true, nil
}

// focusList is the list the conversation is about, if it is one.
func (m *message) focusList() (*memo.FocusItem, bool) {
	f := m.req.Focus
	return f, f != nil && f.Kind == memo.FocusList && f.ID != ""
}

// matchAddToFocus reads "also add butter" / "תוסיף גם חמאה" right after a
// list was made, changed or shown: more items on that list.
func matchAddToFocus(m *message) ([]memo.Step, bool, error) {
	f, ok := m.focusList()
	if !ok {
		return nil, false, nil
	}
	g, ok := m.find(reAddToFocusEN)
	if !ok {
		if g, ok = m.find(reAddToFocusHE); !ok {
			if g, ok = m.find(reTossOnFocusEN); !ok {
				return nil, false, nil
			}
			g = []string{g[0], firstOf(g[1:])}
			if w, _, _ := strings.Cut(g[1], " "); w == "out" || w == "away" || w == "it" || w == "them" {
				return nil, false, nil
			}
		}
	}
	if strings.Contains(" "+toLower(g[1]), " to ") || strings.Contains(g[1], ":") || strings.Contains(g[1], "רשימ") || namesAList(g[1]) || heTarget(g[1]) ||
		m.namesKnownList(g[1]) {
		return nil, false, nil // a list is named: the list matchers read it
	}
	items := SplitItems(g[1])
	for _, it := range items {
		if !nounPhrase(it) {
			return nil, false, nil
		}
	}
	if len(items) == 0 {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: items})}, true, nil
}

// matchFocusListEdit reads removals and checks said about the list the
// conversation is on, without naming it: "remove the lantern", "got the
// tomatoes cucumbers and pita", "תוריד את האבטיח", "קניתי עגבניות".
func matchFocusListEdit(m *message) ([]memo.Step, bool, error) {
	f, ok := m.focusList()
	if !ok {
		return nil, false, nil
	}
	for _, rx := range []*pattern{reListRemoveEN, reListRemoveHE} {
		if g, ok := m.find(rx); ok && strings.TrimSpace(g[2]) != "" && !focusPronoun(g[2]) {
			if _, known := m.knownList(listName(g[2])); rx == reListRemoveHE && !known && !strings.Contains(m.low, "רשימ") {
				continue // "תורידי את מטען לטלפון": no list of that name, the "ל" is the item's
			}
			return nil, false, nil // "delete milk from shopping": the list is named
		}
	}
	op := memo.OpListRemove
	g, ok := m.find(reFocusRemoveEN)
	if !ok {
		g, ok = m.find(reFocusRemoveHE)
	}
	if !ok {
		op = memo.OpListCheck
		if g, ok = m.find(reFocusCheckEN); !ok {
			g, ok = m.find(reFocusCheckHE)
		}
	}
	if !ok {
		return nil, false, nil
	}
	what := strings.TrimSpace(firstOf(g[1:]))
	if op == memo.OpListCheck {
		// "קניתי את הלחם תוריד אותו", "I bought the bread, remove it":
		// the command pointing back acts on what was told.
		what, op = pointedBack(what, op)
	}
	if op == memo.OpListRemove {
		what = dropReason(what) // "remove the wipes, we have some"
	}
	low := toLower(what)
	if rePronounOnly.MatchString(low) || strings.Contains(low, "list") || strings.Contains(what, "רשימ") || namesAList(what) ||
		hasEventWord(low) || hasTaskWord(low) {
		return nil, false, nil // the list itself, another list, or not an item
	}
	if n := reItemNumber.FindStringSubmatch(low); n != nil {
		what = n[1] // "remove no. 3"
	}
	step := itemsStep(op, f.Title, what)
	step.Lists.ListID = f.ID
	if step.Lists.Which != "" {
		// "remove everything" names no list: the one in view, after a yes.
		step.Verify = true
		return []memo.Step{step}, true, nil
	}
	if len(step.Lists.Items) == 0 && len(step.Lists.ItemIndexes) == 0 {
		return nil, false, nil
	}
	for _, it := range step.Lists.Items {
		if !nounPhrase(it) && len(strings.Fields(it)) > 4 {
			return nil, false, nil
		}
	}
	return []memo.Step{step}, true, nil
}

// focusPronoun reports whether a list said after "from" is the list in
// view by a pronoun: "from it", "from that list", "ממנה" (read as מ and
// "מנה"), "משם".
func focusPronoun(s string) bool {
	switch oneSpace(toLower(s)) {
	case "it", "that", "this", "list", "that list", "this list", "that one", "there", "מנה", "שם", "הרשימה", "הרשימה הזאת", "הרשימה הזו":
		return true
	}
	return false
}

// reItemNumber is an item by number: "no. 3", "number 3", "#3", "מספר 3".
var reItemNumber = compile(`^(?:no\.?\s*|number\s+|num\s+|#|item\s+|מספר\s+|פריט\s+)(\d{1,3}(?:\s*(?:,|and|ו)\s*\d{1,3})*)$`)

var (
	// reListLeftEN/HE ask what is still open on a list: "whats left on
	// pharmacy", "what do i still need from the shopping list", "מה עוד
	// חסר ברשימת הקניות", "מה נשאר ברשימה לטיול", "what else is on my
	// list", "מה עוד ברשימה".
	reListLeftEN = re(`^(?:what(?:'?s|\s+is)?\s+(?:still\s+)?(?:left|remaining|missing|needed|open)|what\s+else(?:'?s|\s+is)(?:\s+(?:still|there))?|what\s+(?:else\s+)?do\s+i\s+(?:still\s+)?(?:need|have\s+to\s+(?:get|buy))|anything\s+(?:left|else))\s+(?:on|in|from|for|off)\s+(?:the\s+|my\s+)?(.+?)$`)
	reListLeftHE = re(`^(?:ו)?מה\s+(?:(?:עוד\s+)?(?:נשאר|חסר|צריך|פתוח)|עוד(?:\s+יש)?|יש\s+עוד)(?:\s+לי)?(?:\s+(?:לקנות|לקחת|לארוז|להביא))?\s+(?:ב|מ)(.+)$`)
)

// matchListLeft reads a question about what is still open on a list: the
// list, its checked items marked.
func matchListLeft(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListLeftEN)
	if !ok {
		if g, ok = m.find(reListLeftHE); !ok {
			return nil, false, nil
		}
	}
	target := strings.TrimSpace(g[1])
	if hebrewText(target) {
		// "ברשימה לטיול", "ברשימת הקניות", "בקניות".
		target = lexicon.TrimArticle(target)
		target = strings.TrimSpace(reHeListWord.ReplaceAllString(target, ""))
		target = lexicon.TrimArticle(strings.TrimPrefix(lexicon.PeelHyphened(target), "ל"))
		target = nowOff(target)
		if target == "" {
			if !strings.Contains(g[1], "רשימ") {
				return nil, false, nil
			}
			// "מה חסר לי ברשימה": the list unnamed, the one the chat is
			// about, the user's only one, or asked which.
			return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{})}, true, nil
		}
		if known, ok := m.knownList(target); ok {
			target = known
		} else if !strings.Contains(g[1], "רשימ") {
			return nil, false, nil
		}
		return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: target})}, true, nil
	}
	name, ok := m.listTarget(nowOff(target))
	if !ok {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true, nil
}

// nowOff takes "now", "so far", "then", "עכשיו", "כרגע" off the end of
// a list's name in a question: "what's left on the list now" asks of the
// list, not of a list called "now"; "what's on then" of no list.
func nowOff(name string) string {
	return strings.TrimSpace(trimTrailingWords(" "+name, "now", "right now", "currently", "at the moment", "so far", "atm", "rn", "then", "again",
		"עכשיו", "כרגע", "כעת", "עד עכשיו", "נכון לעכשיו"))
}

// reHeListWord is "רשימת", "רשימה", "הרשימה של" at the start of a name.
var reHeListWord = compile(`^(?:ה)?רשימ(?:ת|ה)(?:\s+של)?\s*`)

// heTarget reports whether a Hebrew text ends with a word "ל…" that names
// where things go ("לקניות", "לסופר").
func heTarget(s string) bool {
	f := strings.Fields(s)
	if len(f) < 2 || purposeOff(s) != s {
		return false // "חלב ולחם לשבת": what the items are for, not where they go
	}
	last := []rune(f[len(f)-1])
	return len(last) >= 3 && last[0] == 'ל'
}

// matchShowFocus reads "show it" / "מה יש בה עכשיו?" about the focus list.
var matchShowFocus = showFocus(reShowFocus)

// matchFocusLeft reads "what's left?" / "מה נשאר?" while a list is in
// view: that list, whose unchecked items are what is left. With no list
// in view the words are left to the other matchers (tasks). It is tried
// first: the memory and task matchers read those words too.
var matchFocusLeft = showFocus(reFocusLeft)

// showFocus is the matcher that shows the focus list when the message is
// one of rx's words.
func showFocus(rx *pattern) matcher {
	return func(m *message) ([]memo.Step, bool, error) {
		if !rx.MatchString(m.low) {
			return nil, false, nil
		}
		f, ok := m.focusList()
		if !ok {
			if m.req.Focus == nil && m.lastTool() == memo.OpTaskCreate && !strings.Contains(m.low, "רשימ") && !strings.Contains(m.low, "list") {
				// "מה יש שם?" right after tasks were added: the tasks.
				return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowAll})}, true, nil
			}
			return nil, false, nil
		}
		return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{ListID: f.ID, Name: f.Title})}, true, nil
	}
}

// matchListNew reads "add kitchen roll to a new list called errands".
func matchListNew(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListNewEN)
	if !ok {
		if g, ok = m.find(reListNewHE); !ok {
			return nil, false, nil
		}
	}
	name := ""
	for _, s := range g[2:] {
		if s != "" {
			name = listName(s)
			break
		}
	}
	items := SplitItems(g[1])
	if name == "" || len(items) == 0 {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListCreate, memo.ListArgs{Name: name, Items: items, Checklist: true})}, true, nil
}

// matchListFromHE reads "תוריד מרשימת הפארם את השמפו ואת הפלסטרים" and
// "תמחק מהרשימה של הטיול את 2 ו-4".
func matchListFromHE(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListFromHE)
	if !ok {
		return nil, false, nil
	}
	name := listName(g[1])
	if known, ok := m.knownList(name); ok {
		name = known
	}
	return []memo.Step{itemsStep(memo.OpListRemove, name, g[2])}, true, nil
}

// matchListCheckHas reads "תסמן שכבר יש לי גזייה" on the list just shown.
func matchListCheckHas(m *message) ([]memo.Step, bool, error) {
	parent, shown := m.onShownList()
	g, ok := m.find(reListCheckHasHE)
	if !ok || !shown {
		return nil, false, nil
	}
	s := itemsStep(memo.OpListCheck, "", g[1])
	s.Lists.ListID = parent
	return []memo.Step{s}, true, nil
}

// matchDoneFirstHE reads "ואת 1 תסמן שעשיתי": done, the item first.
func matchDoneFirstHE(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reDoneFirstHE)
	if !ok {
		return nil, false, nil
	}
	names, idx := m.targets(g[1])
	if len(names) == 0 && len(idx) == 0 {
		return nil, false, nil
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
}

// namesAList reports whether s names a list ("the grocery list",
// "מרשימת הפארם"), which is never a task's name.
func namesAList(s string) bool {
	low := toLower(s)
	return strings.Contains(low, "רשימ") || strings.HasSuffix(low, " list") || strings.Contains(low, " list ")
}

// namesKnownList reports whether items opens or ends with one of the
// user's lists named as a Hebrew target ("לטיול מים", "מים לטיול"): the
// list is said, not an item.
func (m *message) namesKnownList(items string) bool {
	items = strings.TrimSpace(items)
	for _, n := range m.req.ListNames {
		n = strings.TrimSpace(n)
		if n == "" || !hebrewText(n) {
			continue
		}
		for _, to := range []string{"ל" + n, "ל-" + n, "ל" + strings.TrimPrefix(n, "ה")} {
			if strings.HasPrefix(items, to+" ") || strings.HasSuffix(items, " "+to) || items == to {
				return true
			}
		}
	}
	return false
}

// matchFocusListSwap reads a correction of an item just put on the list in
// view: "not flour, sugar", "sugar, not flour", "לא ביסלי, אפרופו": the
// first leaves the list and the other takes its place.
func matchFocusListSwap(m *message) ([]memo.Step, bool, error) {
	f, ok := m.focusList()
	if !ok {
		return nil, false, nil
	}
	text := strings.TrimRight(m.raw, "?!. ")
	var p [2]string
	if g := reNotThis.FindStringSubmatch(text); g != nil {
		p = pair(g)
	} else if g := reMeantThis.FindStringSubmatch(text); g != nil {
		p = swap(pair(g))
	} else {
		return nil, false, nil
	}
	steps, ok := swapItem(f, p[0], p[1])
	return steps, ok, nil
}

// swapItem is old taken off the list in focus and repl put in its place,
// both said as short noun phrases; false when either is no item's name.
func swapItem(f *memo.FocusItem, old, repl string) ([]memo.Step, bool) {
	old, repl = trimWords(old, "the", "a", "an", "את"), trimWords(CleanTitle(repl), "the", "a", "an", "את")
	for _, s := range []string{old, repl} {
		low := toLower(s)
		if s == "" || !nounPhrase(s) || len(strings.Fields(s)) > 4 || rePronounOnly.MatchString(low) ||
			strings.Contains(low, "list") || strings.Contains(s, "רשימ") || hasEventWord(low) || hasTaskWord(low) {
			return nil, false
		}
	}
	remove := itemsStep(memo.OpListRemove, f.Title, old)
	remove.Lists.ListID = f.ID
	add := listStep(memo.OpListAdd, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: []string{repl}})
	return []memo.Step{remove, add}, true
}

// digitsAround reports whether the byte at i of s stands between digits,
// as the colon of "10:30" does.
func digitsAround(s string, i int) bool {
	return i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '9'
}
