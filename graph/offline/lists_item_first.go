package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// Items said before the command that puts them on a list: "out of milk,
// add to the shopping list", "we're out of eggs add them to groceries",
// "נגמר לנו נייר טואלט תוסיף לקניות", "חסר לנו חלב תרשום ברשימת קניות",
// "אבוקדו ולימונים לקניות". The items are what was named, never "out of"
// or "נגמר לנו"; a list said by one word is a word for the shopping list
// or a list the user has.

var (
	// reItemFirstEN is "[we're out of] <items>[,] add [them] to <list>".
	reItemFirstEN = re(`^(?:(?:we(?:'?re|\s+are)?|i(?:'?m|\s+am)?|we'?ve|i'?ve|we\s+have|i\s+have)\s+)?(?:(?:all|just|completely)\s+)?` +
		`(?:(?:ran|run|running)\s+)?(out\s+of\s+|low\s+on\s+|need\s+(?:more\s+|some\s+|to\s+(?:buy|get|pick\s+up)\s+(?:more\s+|some\s+)?)?|no\s+more\s+)?(.+?)` +
		`(?:\s*[,.;:-]\s*|\s+)(?:so\s+|pls\s+|please\s+|can\s+you\s+|could\s+you\s+)*(?:add|put|throw|stick)` +
		`(?:\s+(?:it|them|that|those|some|more|these))?\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+)?(.+?)$`)
	// reItemFirstHE is "[נגמר לנו] <items> [תוסיף|תרשום] ל<list>",
	// "… ברשימת <list>".
	reItemFirstHE = compile(`^((?:אני\s+|אנחנו\s+)?(?:נג+מ+ר+(?:ה|ו)?|אזל|אזלה|אזלו|חסר|חסרה|חסרים|חסרות|אין|צריך|צריכים|צריכה|צריכות)(?:\s*לנו\s+|\s*לי\s+|\s+)(?:עוד\s+)?(?:לקנות\s+)?)?` +
		`(.+?)(?:\s*[,.;:-]\s*|\s+)((?:תוסיף|תוסיפי|הוסף|הוסיפי|להוסיף|תרשום|תרשמי|רשום|לרשום|תכניס|תכניסי|להכניס|תשים|תשימי|שים|לשים)` +
		`(?:\s+(?:לי|את\s+זה|אותו|אותה|אותם|אותן))?\s+)?(ל|ב|אל\s+)(?:ה)?(?:(רשימ(?:ת|ה)\s+(?:של\s+)?(?:ה)?)(\S+(?:\s+\S+)?)|(\S+))$`)
)

// matchListItemFirst reads items named before the command and the list.
func matchListItemFirst(m *message) ([]memo.Step, bool, error) {
	if strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") {
		return nil, false, nil // "milk on the list?" asks
	}
	if g, ok := m.find(reItemFirstEN); ok {
		return m.itemsFirst(g[2], g[3], true, g[1] != "")
	}
	g, ok := m.find(reItemFirstHE)
	if !ok {
		return nil, false, nil
	}
	lead, items, verb, prep, said, list := g[1], g[2], g[3], g[4], g[5], g[6]+g[7]
	if verb == "" && (lead != "" || prep != "ל") {
		// "נגמר לי הכסף בקניות" tells; with no verb only "<items> ל<list>"
		// asks.
		return nil, false, nil
	}
	if said != "" {
		list = "רשימת " + list
	}
	return m.itemsFirst(items, list, verb != "", lead != "")
}

// itemsFirst adds items to the list said as list: a list the user has, a
// word for the shopping list, or, after a verb, a list said as a list.
// After a lead ("out of") the items are things even when their first word
// may be a verb ("phone charger").
func (m *message) itemsFirst(items, list string, verb, lead bool) ([]memo.Step, bool, error) {
	if m.todoList(list) || reTaskListName.MatchString(list) || m.saysTime(items) || m.saysTime(list) {
		return nil, false, nil
	}
	name, ok := m.kindOfList(listName(list))
	if !ok {
		name, ok = m.shoppingList(list)
	}
	if !ok && verb {
		// "…, add to the camping list": a list's name only when said as
		// one.
		name, ok = m.listTarget(list)
	}
	if !ok || name == "" {
		return nil, false, nil
	}
	its := SplitItems(items)
	if len(its) == 0 {
		return nil, false, nil
	}
	if leftOverWord(items) {
		return nil, false, nil // a lead or a command the patterns did not cut off
	}
	for _, it := range its {
		low := toLower(it)
		if !nounPhrase(it) || rePronounOnly.MatchString(low) || strings.Contains(low, "list") || strings.Contains(it, "רשימ") ||
			hasEventWord(low) || hasTaskWord(low) || heVerbItem(it) || !lead && !hebrewText(it) && startsWithVerb(it) {
			return nil, false, nil
		}
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: its})}, true, nil
}

// heVerbItem reports whether a Hebrew item opens with an infinitive
// ("להתקשר לאמא"): a thing to do, not a thing to buy. Groceries that
// open as one does ("לימונים") are items.
func heVerbItem(it string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(it), " ")
	return hebrewText(first) && heInfinitiveVerb(first) && !groceryWords[first] && !lexicon.HebrewWord(first)
}

// leftOverWord reports whether items hold a word of a lead or a command,
// or open with one run into the next word or slipped ("needmore",
// "runninglow", "חסרלי", "נמגרו").
func leftOverWord(items string) bool {
	words := strings.Fields(toLower(items))
	if len(words) > 0 && reLeadSlip.MatchString(words[0]) {
		return true
	}
	for _, w := range words {
		if leftOver[strings.Trim(w, ",.;:!")] {
			return true
		}
	}
	return false
}

// reLeadSlip is the first word of items that is a lead said wrong.
var reLeadSlip = compile(`^(?:\S*(?:need|low|out|ran|run)\S*|w'?e'?re\S*|נג\S*ר\S*|נמג\S*|חסר\S*|אזל\S*)$`)

// reBuyAtStore is the shopping list said by where things are bought:
// "לקנות במכולת", "לקנות בסופר", "to buy at the store". (A standard name
// after standardName: lower case, without "the" or "list".)
var reBuyAtStore = compile(`^(?:(?:צריך|צריכה|צריכים|דברים)\s+)?לקנות\s+(?:ב|מה|מ)-?(?:ה)?(?:מכולת|סופר|סופרמרקט|שוק|פארם|מינימרקט|קיוסק)$|` +
	`^(?:(?:i\s+)?need\s+|things\s+)?to\s+buy\s+(?:at|from)\s+(?:the\s+)?(?:store|grocery\s+store|grocery|supermarket|market|shop|mall|pharmacy|drugstore)$`)

// boughtAtStore is the shopping list's name when said names it by where
// things are bought.
func boughtAtStore(said string) (string, bool) {
	if !reBuyAtStore.MatchString(said) {
		return "", false
	}
	if hebrewText(said) {
		return "קניות", true
	}
	return "shopping", true
}

// leftOver are the words of a lead ("we're out of", "נגמר לנו") or of the
// command that an item never holds: one found there was said in a way the
// patterns did not cut off ("we'reout of lemons").
var leftOver = wordSet(`
	of outof ran run running low need needs more buy we we're were w'ere weere i'm im add put
	נגמר נגמרה נגמרו נגרמ נמגר נגממר חסרלנו נגמרלנו אזל אזלה אזלו חסר חסרה חסרים חסרות לנו אין צריך צריכה צריכים
	תוסיף תוסיפי הוסף הוסיפי להוסיף תרשום תרשמי רשום לרשום תכניס תכניסי להכניס תשים תשימי שים לשים
`)
