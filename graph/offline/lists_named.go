package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/resolution"
)

// Lists said by a word everyone uses for them, before the user has one:
// "תוסיף לקניות אבוקדו", "add feta to groceries" and "לקנות: ביצים,
// במבה" make the shopping list; "לרשימת המשימות: …" is the task list,
// never a list named "משימות"; and "<name>: a, b, c" names a list by what
// stands before its colon.

// shoppingWords are the words said for the shopping list, each with the
// name the list is made with when the user has none of that kind. Only
// words that cannot mean anything else after "add … to" are here: "store"
// or "shop" may be a place to put a thing.
var shoppingWords = map[string]string{
	"shopping": "shopping", "groceries": "groceries", "grocery": "grocery", "grocery shopping": "shopping",
	"to buy": "shopping", "things to buy": "shopping",
	"need to buy": "shopping", "i need to buy": "shopping",
	"קניות": "קניות", "סופר": "סופר", "לקנות": "קניות", "דברים לקנות": "קניות", "צריך לקנות": "קניות", "צריכה לקנות": "קניות",
	// "shopping" said in Hebrew letters ("לליסט של השופינג") is the
	// shopping list, made in Hebrew.
	"שופינג": "קניות", "שופינג ליסט": "קניות",
}

// todoWords name the user's task list: what is added to it is a task.
var todoWords = map[string]bool{
	"todo": true, "to do": true, "to-do": true, "todos": true, "to-dos": true, "tasks": true, "my tasks": true,
	"משימות": true, "מטלות": true, "המשימות שלי": true, "משימות שלי": true, "מטלות שלי": true,
	"טודו": true, "טו דו": true, "טו-דו": true, "טודו שלי": true,
}

// standardName is said as a list's name would be compared with the words
// above: lower case, without "the", "list", "רשימת" or a leading ה.
func standardName(said string) string {
	n := toLower(listName(said))
	if hebrewText(n) {
		n = lexicon.TrimArticle(n)
	}
	return oneSpace(n)
}

// shoppingList returns the list a word for the shopping list means: the
// user's one list of that kind, or, when the user has none, the name of
// the list to make. With several of that kind it is not guessed.
func (m *message) shoppingList(said string) (string, bool) {
	name, ok := shoppingWords[standardName(said)]
	if !ok {
		if name, ok = boughtAtStore(standardName(said)); !ok {
			return "", false
		}
	}
	if known, ok := m.kindOfList(standardName(said)); ok {
		return known, true
	}
	if known, ok := m.kindOfList(name); ok {
		return known, true // "לקנות" is the user's "קניות"
	}
	kinds := 0
	for _, n := range m.req.ListNames {
		if _, same := resolution.SameKind(name, []string{n}); same {
			kinds++
		}
	}
	return name, kinds == 0
}

// todoList reports whether said names the task list and no list of the
// user's is called so (a list the user made named "tasks" is that list).
func (m *message) todoList(said string) bool {
	if !todoWords[standardName(said)] {
		return false
	}
	_, known := m.knownList(listName(said))
	return !known
}

// addedTasks reads items added to the task list as the tasks they are:
// "לרשימת המשימות: לבדוק הצעות לביטוח" is "משימה: לבדוק הצעות לביטוח".
func (m *message) addedTasks(items string) ([]memo.Step, bool, error) {
	items = strings.TrimSpace(items)
	if items == "" {
		return nil, false, nil
	}
	req := m.req
	req.Text = "add a task: " + items
	if hebrewText(items) {
		req.Text = "תוסיף משימה: " + items
	}
	return matchTaskCreate(newMessage(req))
}

// colonName cuts "ציוד לטיול: שק שינה, פנס" at its colon into the list's
// name and the items; ok is false with no colon or nothing on a side.
func colonName(s string) (name, items string, ok bool) {
	name, items, ok = strings.Cut(s, ":")
	name, items = strings.TrimSpace(name), strings.TrimSpace(items)
	return name, items, ok && name != "" && items != ""
}

var (
	// reNamedColonHE is a list's name and a colon, items after it, with
	// or without a verb or the word "list": "לרשימת מתנות לחג: כוס
	// לאבא", "קניות: קוטג', שמן זית".
	reNamedColonHE = re(`^(?:(תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|להוסיף|שים|תשים|תשימי)\s+(?:לי\s+)?)?(?:(?:ל|אל\s+)(?:ה)?(רשימ(?:ת|ה)\s+(?:של\s+)?))?([^:]+?)\s*:\s*(.+)$`)
	// reNamedColonEN is "groceries: milk, eggs", "add to movies to watch:
	// Interstellar, Heat".
	reNamedColonEN = re(`^(?:(?:please\s+)?(?:add|put)\s+(?:to|on|onto|in|into)\s+)?(?:the\s+|my\s+)?([^:]+?)\s*:\s*(.+)$`)
	// reNamedListEN is a list's name with the word "list" and its items
	// after it with no colon, cut by commas: "book list the great gatsby,
	// 1984, of mice and men". A number among them is an item, never a
	// year or an hour.
	reNamedListEN = re(`^(?:the\s+|my\s+)?((?:[\p{L}'-]+\s+){1,2}list)\s+([^:,]+,.+)$`)
	// reNamedRunEN is such a list said with no comma at all: "feed store
	// list 20 bags range cubes mineral blocks fly spray". Its items are
	// read only where the groceries tell each (knownRun).
	reNamedRunEN = re(`^(?:the\s+|my\s+)?((?:[\p{L}'-]+\s+){1,2}list)\s+([^:,]+)$`)
)

// reListCalledEN opens a list's name with the words that say it is one:
// "and a list called", "another list named", "a new list for".
var reListCalledEN = compile(`^(?:and\s+|also\s+|then\s+)?(?:a\s+|another\s+|one\s+more\s+)?(?:new\s+)?(?:list|checklist)\s+(?:called|named|for|of)\s+`)

// namedColonMaxWords is the most words a list's name said before a colon
// may have when no word "list" says it is one: more is a sentence.
const namedColonMaxWords = 3

// matchNamedColon reads a list's name, a colon and its items. A name that
// is a standard word (shopping, קניות, לקנות), one of the user's lists, or
// said after "לרשימת" is a list; any other name is one only before two
// items or more, each a thing rather than a thing to do, and never a time
// ("מחר: רופא, ישיבה"). It is tried after every other reading.
func matchNamedColon(m *message) ([]memo.Step, bool, error) {
	var name, rest string
	saysList := false
	if g, ok := m.find(reNamedColonHE); ok && hebrewText(g[3]) {
		name, rest, saysList = g[3], g[4], g[2] != ""
		if g[1] != "" && !saysList {
			// "תוסיף לקניות: …": after a verb, the ל says where to.
			name = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(name, "אל "), "ל"), "-")
		}
	} else if g, ok := m.find(reNamedListEN); ok && !hebrewText(g[1]) {
		name, rest, saysList = g[1], g[2], true
	} else if g, ok := m.find(reNamedRunEN); ok && !hebrewText(g[1]) {
		if known, ok := knownRun(g[2]); !ok {
			return nil, known, itemsRunOnIf(known, m)
		}
		name, rest, saysList = g[1], g[2], true
	} else if g, ok := m.find(reNamedColonEN); ok && !hebrewText(g[1]) {
		name, rest = g[1], g[2]
		if c := reListCalledEN.FindStringSubmatchIndex(toLower(name)); c != nil {
			name, saysList = name[c[1]:], true // "and a list called gift ideas: …"
		}
		low := toLower(name)
		saysList = saysList || strings.HasSuffix(low, " list") || strings.HasPrefix(low, "list ")
	} else {
		return nil, false, nil
	}
	if m.todoList(name) {
		return m.addedTasks(rest)
	}
	items := SplitItems(rest)
	if len(items) == 0 || m.itemsSayTime(items) {
		return nil, false, nil // "קניות: מחר חלב" says more than items
	}
	if known, ok := m.shoppingList(name); ok {
		return listAddOrCreate(m, known, items)
	}
	if known, ok := m.knownList(listName(name)); ok {
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: known, Items: items})}, true, nil
	}
	name = listName(name)
	if hebrewText(name) && saysList {
		name = lexicon.TrimArticle(name)
	}
	if !plainListName(m, name, saysList) || (!saysList && len(items) < 2) {
		return nil, false, nil
	}
	for _, it := range items {
		// A thing, not a thing to do or a time; a number alone is a name
		// ("1984").
		if !nounPhrase(it) || startsWithVerb(it) || !nameText(it) || hasLetter(it) && !itemText(it) {
			return nil, false, nil
		}
	}
	if runOnItems(items) {
		return nil, true, itemsRunOn(m)
	}
	return []memo.Step{listStep(memo.OpListCreate, memo.ListArgs{Name: name, Items: items, Checklist: true})}, true, nil
}

// listAddOrCreate adds items to the list name, which the executor makes
// when the user has none by that name.
func listAddOrCreate(_ *message, name string, items []string) ([]memo.Step, bool, error) {
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: items})}, true, nil
}

// plainListName reports whether name can be a new list's name: a few
// words, no digits, no time ("tomorrow", "ביום שני"), not opening with a
// verb, and none of the words that open a note or a reminder. Said
// before the word "list" (listSaid), a verb is the name's noun: "book
// list", "set list".
func plainListName(m *message, name string, listSaid bool) bool {
	f := strings.Fields(name)
	if len(f) == 0 || len([]rune(name)) < 2 || len(f) > namedColonMaxWords || hasDigit(name) || genericListName(name) || !listSaid && startsWithVerb(name) {
		return false
	}
	if !nameText(name) || !listSaid && !itemText(name) || rePronounOnly.MatchString(toLower(name)) || reListWords.MatchString(toLower(name)) {
		return false
	}
	if _, found, err := timeparse.Parse(name, m.now(), m.loc()); err != nil || found {
		return false
	}
	return !notListHeads[toLower(f[0])]
}

// reListWords are words that speak of a list rather than name it ("list",
// "called", "בשם"): a name holding them was not read whole, and is not
// guessed.
var reListWords = compile(`רשימ|(?:^|\s)(?:list|lists|checklist|called|named|בשם)(?:\s|$)`)

// notListHeads are words that open a note, a reminder or a message rather
// than name a list: "note: …", "תזכורת: …", "חשוב: …"; a subject opens a
// sentence ("I need a list: …"), not a name.
var notListHeads = wordSet(`
	note notes reminder reminders remember remind memo important urgent update question fyi btw ps re fwd subject
	idea ideas todo task tasks meeting meetings event events calendar schedule agenda today tomorrow tonight
	i i'd i'm i've we we'd we're you
	הערה הערות תזכורת תזכורות תזכור תזכרי תזכיר זכור שמור חשוב דחוף עדכון שאלה נושא רעיון רעיונות
	משימה משימות מטלות פגישה פגישות יומן אירוע אירועים היום מחר הערב
`)

// reNeedToBuy asks what is needed to buy: "מה (עוד) צריך לקנות?", "what
// else do I need to buy?". It asks for the shopping list, said by what
// it is for rather than by its name. "What is left to buy" is not here:
// it asks about the list in view (matchFocusLeft), and without one it is
// not guessed.
var reNeedToBuy = re(`^(?:ו)?מה\s+(?:עוד\s+)?(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|צריכות)\s+(?:עוד\s+)?לקנות(?:\s+(?:ב)?(?:סופר|מכולת))?\s*[?!.]*$|` +
	`^what\s+(?:else\s+)?(?:do|should)\s+(?:i|we)\s+(?:still\s+)?(?:need\s+to|have\s+to|gotta)?\s*buy(?:\s+at\s+the\s+(?:store|supermarket|shop))?\s*[?!.]*$`)

// reLeftToBuy asks what is left to buy: "מה נשאר לקנות", "what's left to
// buy". With no list at all it may ask of tasks, and is left to their
// readers; once the user has lists it asks of the shopping list.
var reLeftToBuy = re(`^(?:ו)?מה\s+(?:עוד\s+)?(?:נשאר|חסר)(?:\s+(?:לי|לנו))?(?:\s+עוד)?\s+לקנות(?:\s+(?:ב)?(?:סופר|מכולת))?\s*[?!.]*$|` +
	`^(?:so\s+)?(?:what(?:'?s|\s+is)|is\s+there\s+anything|anything)\s+(?:else\s+)?(?:still\s+)?left\s+to\s+buy\s*[?!.]*$`)

// needToBuy reads a question for what is left to buy as showing the
// shopping list: the user's list of that kind, or the one a first item
// would make (shown as missing until there is one). With several
// shopping lists which one is not guessed.
func (m *message) needToBuy() ([]memo.Step, bool) {
	if !reNeedToBuy.MatchString(m.low) && (len(m.req.ListNames) == 0 || !reLeftToBuy.MatchString(m.low)) {
		return nil, false
	}
	word := "shopping"
	if hebrewText(m.low) {
		word = "קניות"
	}
	name, ok := m.shoppingList(word)
	if !ok {
		return nil, false
	}
	return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true
}

// reTasksColonEN is several tasks said after a plural and a colon: "add
// tasks: update the deck, hire a dev", "new todos: …", "תוסיף משימות: …".
var reTasksColonEN = re(`^(?:please\s+)?(?:add|create|new|make|put|set\s+up)\s+(?:(?:some|these|the\s+following|a\s+few|my|new)\s+)*(?:tasks|todos|to-dos|to\s+dos)\s*:\s*(.+,.+)$|` +
	`^(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|תרשום|תרשמי)\s+(?:לי\s+)?(?:את\s+ה)?משימות(?:\s+ה?אלה)?\s*:\s*(.+,.+)$`)

// matchTasksColon reads "add tasks: a, b, c" as a task each: the plural
// says the commas part them. A time among them is left to the task reader.
func matchTasksColon(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reTasksColonEN)
	if !ok {
		return nil, false, nil
	}
	g = []string{g[0], firstOf(g[1:])}
	if _, found, _ := timeparse.Parse(g[1], m.now(), m.loc()); found {
		return m.addedTasks(g[1])
	}
	if ds := todoItems(g[1]); ds != nil {
		// "add tasks: call mom, buy milk and buy roses": the last "and"
		// parts two things to do as the commas do.
		for i := range ds {
			ds[i].Text = CleanTitle(ds[i].Text)
		}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: ds})}, true, nil
	}
	var drafts []memo.TaskDraft
	for _, it := range strings.Split(g[1], ",") {
		if t := CleanTitle(trimWords(strings.TrimSpace(it), "and")); t != "" {
			drafts = append(drafts, memo.TaskDraft{Text: t})
		}
	}
	if len(drafts) < 2 {
		return m.addedTasks(g[1])
	}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: drafts})}, true, nil
}

// listAfterVerb reports whether rest, what follows a verb of making an
// event, opens with "list": "book list …", "set list for friday: …" name a
// list, the verb its first word.
func listAfterVerb(rest string) bool {
	w, _, _ := strings.Cut(rest, " ")
	w = strings.TrimRight(w, ":,")
	return w == "list" || w == "lists"
}
