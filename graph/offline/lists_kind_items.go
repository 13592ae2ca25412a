package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// A list named and its items said right after it, with no colon between:
// "רשימת קניות חלב לחם סיגריות", "shopping list milk eggs bread", "add to
// shopping list cucumbers, lemons", "add to my list eggs". Where the
// list's name ends is known when it is one of the user's lists or a word
// for the shopping list, or, in English, where the word "list" stands; the
// rest are items, never a part of a new list's name. Items said as a
// run of words with nothing between them are split only where each word is
// a grocery (see splitGroceries); a run that holds a grocery but cannot
// be split so is asked about, not made a list's name.

var (
	// reKindItemsHE is "רשימת <list> <items>", with a verb that makes a
	// list or none.
	reKindItemsHE = re(`^(?:(?:תיצור|צור|תצור|תפתח|פתח|תעשה|תעשי|צרי|תיצרי|תפתחי|פתחי|תכין|תכיני|הכן|הכיני|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)\s+(?:לי\s+)?)?(?:ה)?רשימת\s+(?:ה)?(.+)$`)
	// reKindItemsEN is "<list> list <items>", with a verb that makes a
	// list or none.
	reKindItemsEN = re(`^(?:(?:please\s+)?(?:create|make|start|new)\s+(?:me\s+)?(?:a\s+|my\s+|the\s+)?(?:new\s+)?)?(?:my\s+|the\s+)?(\S+(?:\s+\S+)?)\s+list\s*[,\-–—]?\s+(.+)$`)
	// reAddToListEN is "add to <list> list <items>" and "add to my list
	// <items>": the list said first, no colon after it.
	reAddToListEN = re(`^(?:please\s+)?(?:add|put|include)\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+)?(?:(\S+(?:\s+\S+)?)\s+)?list\s*[:,\-–—]?\s*(.+)$`)
	// reAddToListHE is "תוסיף לרשימה: <items>", no list named.
	reAddToListHE = re(`^(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|שים|תשים|תשימי)\s+(?:לי\s+)?(?:ל|אל\s+)(?:ה)?רשימה(?:\s+שלי)?\s*:\s*(.+)$`)
	// reAddToWordEN is "add to <word> <items>": the word is the user's
	// list or a word for the shopping list ("add to groceries milk, eggs").
	reAddToWordEN = re(`^(?:please\s+)?(?:add|put)\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+)?(.+)$`)
)

// matchListKindItems reads a list named and its items after it with no
// colon; see above.
func matchListKindItems(m *message) ([]memo.Step, bool, error) {
	if !strings.Contains(m.low, "list") && !strings.Contains(m.low, "רשימ") && !reAddToWordEN.MatchString(m.low) {
		return nil, false, nil
	}
	if g, ok := m.find(reAddToListEN); ok {
		return m.kindItems(strings.TrimSpace(g[1]), g[2], true)
	}
	if g, ok := m.find(reAddToListHE); ok {
		return m.kindItems("", g[1], true) // "תוסיף לרשימה: ביצים": the list the chat is about
	}
	if g, ok := m.find(reKindItemsEN); ok && !hebrewText(g[1]) {
		return m.kindItems(g[1], g[2], false)
	}
	if g, ok := m.find(reKindItemsHE); ok {
		if name, rest, ok := m.listPrefix(g[1]); ok {
			return m.kindItems(name, rest, false)
		}
		return nil, false, nil
	}
	if g, ok := m.find(reAddToWordEN); ok && !hebrewText(g[1]) && !strings.Contains(g[1], ":") {
		if name, rest, ok := m.listPrefix(g[1]); ok && strings.ContainsAny(rest, ",;") {
			return m.kindItems(name, rest, true)
		}
	}
	return nil, false, nil
}

// listPrefix cuts s where a list's name that opens it ends: the longest
// of the user's lists, or of the words for the shopping list, that s
// starts with, a word or more before the rest.
func (m *message) listPrefix(s string) (name, rest string, ok bool) {
	f := strings.Fields(s)
	for n := min(3, len(f)-1); n >= 1; n-- {
		head := strings.Join(f[:n], " ")
		low := toLower(head)
		for _, l := range m.req.ListNames {
			if l := toLower(l); low == l || low == "ה"+l {
				return head, strings.Join(f[n:], " "), true
			}
		}
		if _, ok := shoppingWords[standardName(head)]; ok {
			return head, strings.Join(f[n:], " "), true
		}
	}
	return "", "", false
}

// kindItems adds rest, said right after the list named by name, to that
// list. asked is whether a verb asked to add ("add to …"): then any list
// the user names is meant and "" is the list the chat is about, or the
// user's only one. Without one, the name must be the user's list or a
// word for the shopping list, and items run together must be groceries.
func (m *message) kindItems(name, rest string, asked bool) ([]memo.Step, bool, error) {
	rest = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(rest), ":-–—,"))
	if rest == "" || m.saysTime(rest) || m.todoList(name) || reTaskListName.MatchString(name+" list") {
		return nil, false, nil
	}
	first := toLower(strings.Fields(rest)[0])
	if first == "for" || first == "of" || first == "called" || first == "named" || first == "של" || first == "בשם" || forWhat(first) {
		return nil, false, nil // "shopping list for the party", "רשימת קניות לשבת": the name goes on
	}
	list, known, userList := "", false, false
	switch {
	case name == "":
		known = asked
	default:
		if l, ok := m.shoppingList(name); ok {
			list, known = l, true
		} else if l, ok := m.knownList(listName(name)); ok {
			list, known = l, true
		} else if asked && plainListName(m, listName(name), false) {
			list = listName(name) // "add to packing list socks": made with them
		} else {
			return nil, false, nil
		}
		for _, n := range m.req.ListNames {
			userList = userList || n == list
		}
	}
	if notItemWords[first] {
		return nil, false, nil // "רשימת קניות חדשה": a word about the list
	}
	items := SplitItems(rest)
	if len(items) == 0 {
		return nil, false, nil
	}
	for _, it := range items {
		if !nounPhrase(it) || !itemText(it) {
			return nil, false, nil
		}
		if w, _, _ := strings.Cut(it, " "); !asked && startsWithVerb(it) && !groceryWords[toLower(w)] && !lexicon.HebrewWord(w) {
			return nil, false, nil // "רשימת קניות לקנות מתנה": a thing to do, not said as an item
		}
	}
	if len(items) == 1 && !userSeparated.MatchString(rest) {
		one := strings.Fields(items[0])
		switch {
		case len(one) == 1 && (asked || userList || groceryWords[toLower(one[0])]):
		case len(one) == 2 && (asked || known):
			// "olive oil", "נייר טואלט": one item of two words.
		case anyGrocery(one):
			return nil, true, itemsRunOn(m) // "milk bread something": which words go together is asked
		case asked && (known || list != "") && wordsRun(items):
			return nil, true, itemsRunOn(m) // "add to the basement list sulfite gloves brush"
		default:
			return nil, false, nil
		}
	}
	if runOnItems(items) {
		return nil, true, itemsRunOn(m)
	}
	if !known && list == "" {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: list, Items: items})}, true, nil
}

// notItemWords say something of the list after its name, not an item:
// "רשימת קניות חדשה", "shopping list please", or open the items after a
// word that the list creator reads ("with", "עם").
var notItemWords = wordSet(`with containing including עם שכוללת new another next please pls now again too also חדשה חדש נוספת הבאה שלי שלנו בבקשה עכשיו גם`)

// anyGrocery reports whether any of words names a grocery.
func anyGrocery(words []string) bool {
	for _, w := range words {
		if groceryWords[strings.TrimPrefix(toLower(w), "ו")] || groceryWords[toLower(w)] {
			return true
		}
	}
	return false
}

// reBareListHE is "רשימה" said alone, with a verb that makes a list or
// none, before items cut by commas with no colon: "רשימה שמן מנוע, פילטר
// אוויר, מגבים". "רשימה" not bound to a name ("רשימת …") names none: what
// follows is the items, as after "רשימה:".
var reBareListHE = compile(`^((?:(?:תיצור|צור|תצור|תפתח|פתח|תעשה|תעשי|צרי|תיצרי|תפתחי|פתחי|תכין|תכיני|הכן|הכיני)\s+(?:לי\s+)?)?רשימה(?:\s+חדשה)?)\s+([^:\n]+)$`)

// bareListHead writes a colon after a bare "רשימה" that opens items cut
// by commas (see reBareListHE), so the list is made with them and its
// name asked. Where the first words may be the list's name or say what
// it is for ("רשימה קניות …", "רשימה לטיול …", "רשימה של …") or a piece
// runs past a few words (a sentence, not items), the text is left as it
// was.
func bareListHead(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	if en := bareListHeadEN(s); en != s {
		return en
	}
	if !strings.Contains(s, "רשימה ") || strings.Contains(s, ":") {
		return s
	}
	g := reBareListHE.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	pieces := strings.Split(g[2], ",")
	if len(pieces) < 2 {
		return s
	}
	for _, p := range pieces {
		if n := len(strings.Fields(p)); n == 0 || n > 3 {
			return s
		}
	}
	first := strings.Fields(g[2])[0]
	if _, ok := shoppingWords[first]; ok || notItemWords[first] || bareListNotItem[first] ||
		strings.HasPrefix(first, "ל") || strings.HasPrefix(first, "ב") || strings.HasPrefix(first, "ה") {
		return s
	}
	return g[1] + ": " + g[2]
}

// bareListNotItem are words after "רשימה" that go on to say which list,
// not an item.
var bareListNotItem = wordSet(`של שנקראת שנקרא שקוראים בשם זו זאת הזאת הזו זה כזו כזאת אחת ארוכה קצרה`)

// reBareListEN is "list" said alone before items cut by commas, with its
// colon or without: "list: ink, A3 paper, cutting mat".
var reBareListEN = compile(`(?i)^list\s*(?::\s*|\s+)([^:\n]+)$`)

// bareListHeadEN says the English bare "list" (see reBareListEN) as "new
// list: …", so the list is made with its items and its name asked, as
// "רשימה: …" is. Items of more than three words ("list: call mom, …"),
// one item, or a first word that says which list ("list my tasks, …",
// "list of …") leave the text as it was.
func bareListHeadEN(s string) string {
	g := reBareListEN.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	pieces := strings.Split(strings.TrimRight(g[1], ".!"), ",")
	if len(pieces) < 2 {
		return s
	}
	for _, p := range pieces {
		if n := len(strings.Fields(p)); n == 0 || n > 3 {
			return s
		}
	}
	if bareListNotItemEN[toLower(strings.Fields(g[1])[0])] {
		return s
	}
	return "new list: " + g[1]
}

// bareListNotItemEN are words after "list" that go on to say which list
// or what to show, not an item.
var bareListNotItemEN = wordSet(`my the all of for your our this that these those them it everything`)
