package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// taskListEN is the task list said as a list in English: "to do list",
// "todos", "task list".
const taskListEN = `(?:to-?dos?|to-?do\s+list|to\s+do\s+list|task\s+list|tasks|todo\s+list)`

// reTaskListName is the user's task list said as a list ("my to do
// list"): a task, not a list of Memo's lists.
var reTaskListName = compile(`(?i)^(?:my\s+|the\s+)?` + taskListEN + `$`)

// reTaskListAtEnd is a message that ends by naming the task list ("put
// send the report to Dana on my to-do list"): a task, whatever "to" or
// "on" the item holds.
var reTaskListAtEnd = compile(`(?i)\s(?:to|on|in|into|onto)\s+(?:my\s+|the\s+)?` + taskListEN + `$`)

func matchListAddItems(m *message) ([]memo.Step, bool, error) {
	if g, ok := m.find(reListAddEN); ok && (reTaskListName.MatchString(strings.TrimSpace(g[2])) || reTaskListAtEnd.MatchString(m.low)) {
		return nil, false, nil
	}
	if g, ok := m.find(reListAddEN); ok {
		var more []string
		if list, tail, ok := tailItems(g[2], true); ok {
			// "put diapers on my shopping list, and wipes": an item after
			// the list. The items before it are split as they were said
			// ("milk bread and prune juice"), apart from the ones after.
			g[2], more = list, SplitItems(tail)
		}
		if name, ok := m.listTarget(g[2]); ok {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: append(SplitItems(g[1]), more...)})}, true, nil
		}
		if name, ok := m.shoppingList(g[2]); ok && !m.saysTime(g[1]) {
			// "add feta to groceries" before there is a list of groceries.
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: append(SplitItems(g[1]), more...)})}, true, nil
		}
	}
	if g, ok := m.find(reListAddHE); ok && !m.doneInList(g[1]) {
		if list, more, ok := tailItems(g[2], false); ok {
			g[1], g[2] = g[1]+", "+more, list // "…לרשימת קניות, וגם ביצים"
		}
		if m.todoList(g[2]) {
			return m.addedTasks(g[1]) // "תוסיף לקנות מתנה לרשימת המשימות"
		}
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: listName(g[2]), Items: SplitItems(g[1])})}, true, nil
	}
	if g, ok := m.find(reListAddToHE); ok && (!listFirstHE(m.low) || strings.Contains(g[1], ",") && !strings.Contains(g[1], ":")) {
		// With no verb ("לרשימת קניות דשן, חוט ברזל") only items said
		// apart are read as an addition; with a colon the list is named
		// as it is made ("לרשימת מתנות לחג: …").
		rest := g[1]
		if n, items, ok := colonName(rest); ok {
			// "לרשימת הציוד לטיול: שק שינה, פנס": the name runs to the colon.
			return m.addToNamed(n, items)
		}
		if f := strings.Fields(rest); len(f) > 1 && m.todoList(f[0]) {
			return m.addedTasks(strings.Join(f[1:], " ")) // "לרשימת המטלות לקנות מתנה"
		}
		name, items := "", ""
		for _, n := range m.req.ListNames {
			for _, prefix := range []string{n, "ה" + n} {
				if strings.HasPrefix(toLower(rest), toLower(prefix)+" ") {
					name, items = n, rest[len(prefix):]
				}
			}
		}
		if name == "" {
			f := strings.Fields(rest)
			switch {
			case f[0] == "של" && len(f) > 2:
				// "לרשימה של הסופר במבה": the list is the word after "of".
				name, items = lexicon.TrimArticle(f[1]), strings.Join(f[2:], " ")
			case strings.Contains(m.low, "רשימה "):
				// "תוסיף לרשימה 2 קילו עגבניות": "the list", unnamed: the
				// one the chat is about, or the user's only one. The
				// words after it are items, never a list's name.
				items = rest
				if n, ok := m.shoppingList(f[0]); ok && len(f) > 1 {
					// "לרשימה קניות כוסמת": the construct said apart, the
					// list's kind right after "list".
					name, items = n, strings.Join(f[1:], " ")
				}
				if f[0] == "שלי" && len(f) > 1 {
					// "לרשימה שלי חלב": "my list"; "לרשימה שלי למחר …" is a
					// to-do for a day, not a list.
					if timeListName(f[1]) {
						return nil, false, nil
					}
					items = strings.Join(f[1:], " ")
				}
			default:
				// "לרשימת X": the list's name comes first.
				name, items = lexicon.TrimArticle(f[0]), strings.Join(f[1:], " ")
				if len(f) > 1 && forWhat(f[1]) {
					// "לרשימת ציוד למילואים גרביים, פנס": "for the reserve
					// duty" is the name's, when items follow it and more
					// after a comma; else where the name ends is not
					// guessed, and never glued to the first item.
					if len(f) < 3 || !strings.ContainsAny(strings.Join(f[2:], " "), ",;") {
						return nil, false, nil
					}
					name, items = name+" "+f[1], strings.Join(f[2:], " ")
				} else if err := m.nameEndsUnknown(f[0], name, items); err != nil {
					return nil, true, err
				}
			}
		}
		its := SplitItems(items)
		if name == "" && runOnItems(its) || name != "" && wordsRun(its) && !userSeparated.MatchString(items) {
			// "לרשימה ציוד למרתף סולפיט כפפות מברשת": the list, then a run
			// of words that may be one item or several; never one joined.
			// "the list" unnamed keeps a run of three as said.
			return nil, true, itemsRunOn(m)
		}
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: its})}, true, nil
	}
	if g, ok := m.find(reListNamedAddEN); ok {
		// "shopping list: add milk", "packing list add sunscreen".
		if name, ok := m.knownList(listName(g[1])); ok {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[2])})}, true, nil
		}
	}
	if g, ok := m.find(reListAddNoVerbHE); ok {
		// "חלב וביצים לרשימת הקניות": the items, then the list, no verb;
		// only to a list the user has.
		if name, ok := m.knownList(listName(g[2])); ok && !leftOverWord(g[1]) {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[1])})}, true, nil
		}
	}
	return m.addToWordList()
}

// doneInList reports whether the items said before a list are said
// "in" it (ב, בתוך) and are a thing to do there, not things to put in it:
// "תוסיף משימה לעדכן ברשימת המוזמנים" is a task of updating the guest
// list; "תוסיף ביצים וחלב בתוך רשימת קניות" puts eggs and milk in it.
func (m *message) doneInList(items string) bool {
	i := strings.Index(m.low, items)
	if i < 0 {
		return false
	}
	if !strings.HasPrefix(strings.TrimSpace(m.low[i+len(items):]), "ב") {
		return false
	}
	for _, w := range strings.Fields(items) {
		if _, _, peeled := lexicon.PeelPrefix(w, "ל"); peeled && heInfinitiveVerb(w) || heTaskNoun[w] {
			return true // "לעדכן", not "לחמניות"
		}
	}
	return false
}

// heTaskNoun are the Hebrew words for a task or a reminder, with the
// article.
var heTaskNoun = wordSet(`משימה המשימה משימות מטלה המטלה תזכורת התזכורת תזכורות`)

// addToWordList reads an addition to a list said by one word, before the
// items or after them: "תוסיף לקניות אבוקדו", "תוסיף אבוקדו לסופר". The
// word is the user's list, or a word for the shopping list; items that
// hold a time ("תוסיף לקניות מחר חלב") were said with more than items,
// and are not guessed.
func (m *message) addToWordList() ([]memo.Step, bool, error) {
	if g, ok := m.find(reListAddBareHE); ok && !m.saysTime(g[1]) {
		if name, ok := m.kindOfList(g[2]); ok {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[1])})}, true, nil
		}
		if name, ok := m.shoppingList(g[2]); ok {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[1])})}, true, nil
		}
	}
	if g, ok := m.find(reListAddLeadHE); ok && !m.saysTime(g[2]) {
		g[2] = ownerOff(g[2]) // "תוסיף למשימות שלי: …": "שלי" is the list's
		if name, ok := m.kindOfList(g[1]); ok {
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[2])})}, true, nil
		}
		if name, ok := m.shoppingList(g[1]); ok {
			// "תוסיף לקניות אבוקדו" before there is a list of shopping.
			return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(g[2])})}, true, nil
		}
		if m.todoList(g[1]) {
			return m.addedTasks(g[2]) // "תוסיף למשימות לבדוק את הביטוח"
		}
	}
	return nil, false, nil
}

// addToNamed adds items to the list said before a colon ("הציוד לטיול:
// שק שינה, פנס"): the task list's items are tasks, a word for the
// shopping list is that list, and any other name is the list's whole
// name, made when the user has none by it.
func (m *message) addToNamed(name, items string) ([]memo.Step, bool, error) {
	if m.todoList(name) {
		return m.addedTasks(items)
	}
	list := listName(name)
	if hebrewText(list) {
		list = lexicon.TrimArticle(list)
	}
	if known, ok := m.shoppingList(name); ok {
		list = known
	} else if known, ok := m.knownList(list); ok {
		list = known
	}
	its := SplitItems(items)
	if list == "" || len(its) == 0 {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: list, Items: its})}, true, nil
}

// saysTime reports whether text holds a day or a time ("מחר", "at 5").
func (m *message) saysTime(text string) bool {
	_, found, err := timeparse.Parse(text, m.now(), m.loc())
	return err != nil || found
}

// itemsSayTime reports whether a list's items, read one by one, say a
// time ("קניות: מחר חלב" says more than items). A number alone is an
// item of the run ("the great gatsby, 1984, of mice and men"), never a
// year or an hour.
func (m *message) itemsSayTime(items []string) bool {
	for _, it := range items {
		if strings.Trim(it, "0123456789") == "" {
			continue
		}
		if m.saysTime(it) {
			return true
		}
	}
	return false
}

// forWhat reports whether w is "for" (ל) glued to a noun, as a name says
// what a list is for ("למילואים", "לטיול"): the ל is a prefix there, not
// a letter of a word ("לחם", "לימון", "לבנה" are words, see lexicon).
func forWhat(w string) bool {
	w = strings.TrimRight(w, ",;:.")
	_, rest, ok := lexicon.PeelPrefix(w, "ל")
	return ok && !strings.HasPrefix(rest, "-") && hebrewText(rest)
}

// listFirstHE reports whether a Hebrew message opens with the list it
// adds to, no verb before it ("לרשימת קניות …", "אל הרשימה …").
func listFirstHE(low string) bool {
	for _, p := range []string{"לרשימ", "להרשימ", "אל הרשימ", "אל רשימ"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

// nameEndsUnknown is the question for a new list's one-word name said
// before its items with no colon, where the name may run on: "לרשימת בית
// מרקחת אקמול, נורופן" may be the list "בית מרקחת" as well as "בית",
// whenever the first item has more words than one; and items said
// with no commas at all ("לרשימת חלקים שמן 5w30 פילטר אוויר") are not
// split by guess. A list the user has, or a word for the shopping or
// the task list, names itself whole, and nil is returned; so does a name
// said with its article (said) before a first item without one: "רשימת
// המרפאה" is a whole name, since a name of two words takes the article on
// its last ("רשימת בית המרקחת"), so "לרשימת המרפאה כפפות מידה M, מסכות"
// is the list "מרפאה" and its first item "כפפות מידה M".
func (m *message) nameEndsUnknown(said, name, items string) error {
	if _, ok := m.knownList(name); ok {
		return nil
	}
	if _, ok := m.shoppingList(name); ok || m.todoList(name) {
		return nil
	}
	its := SplitItems(items)
	if runOnItems(its) {
		return itemsRunOn(m)
	}
	if len(its) < 2 || len(strings.Fields(its[0])) < 2 {
		return nil // "לרשימת המסיבה כוסות, עוגה": the name one word, the first item one too
	}
	if said != name && !definite(strings.Fields(its[0])[0]) {
		return nil
	}
	return memo.Refuse(memo.EInvalid, memo.WhyListNameEnds, memo.Detail{})
}

// definite reports whether a Hebrew word is said with the article ה: the
// letter is there and the word is no word of the lexicon that opens with
// it ("הודו" is India).
func definite(w string) bool {
	return strings.HasPrefix(w, "ה") && lexicon.TrimArticle(w) != w
}
