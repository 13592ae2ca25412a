package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// This file reads list changes said around their command: a wish or a
// need before it ("I need to add …", "אני צריכה להוסיף …"), a bare list
// name before a colon ("add to shopping: …"), an item said after the list
// (", and wipes", "וגם ביצים"), and a reason after an item taken off
// ("… we have some", "… יש לנו").

var (
	// reWantAddEN is a need or a wish before an addition: "I need to add",
	// "i want to put", "gotta add". Group 1 is the command on.
	reWantAddEN = re(`^(?:so\s+)?(?:i\s+)?(?:need\s+to|want\s+to|wanna|would\s+like\s+to|'d\s+like\s+to|d\s+like\s+to|have\s+to|gotta|got\s+to|must)\s+((?:add|put|include|throw|stick)\s+.+)$|` +
		`^i'?d\s+like\s+to\s+((?:add|put|include)\s+.+)$`)
	// reWantAddHE is the same in Hebrew: "אני צריכה להוסיף", "צריך
	// להכניס", "בא לי להוסיף". Group 1 is the infinitive, group 2 the rest.
	reWantAddHE = re(`^(?:אני\s+)?(?:צריך|צריכה|צריכים|רוצה|רוצים|חייב|חייבת|בא\s+לי|מבקש|מבקשת)\s+(?:גם\s+)?(להוסיף|להכניס|לשים)\s+(.+)$`)

	// reListAddColonEN is an addition to a list named bare before a
	// colon: "add to shopping: tea, honey", "put on groceries: milk".
	reListAddColonEN = re(`^(?:please\s+)?(?:add|put|include|throw|stick)\s+(?:(?:these|this|the\s+following)\s+)?(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+)?([^:,]+?)\s*:\s*(.+)$`)

	// reTailItemEN is an item said after the list: "…shopping list, and
	// wipes", "… list and also eggs", "… list, also bananas", "… list. oh
	// also bananas" (a comma or full stop dictated as a word is one too).
	// Group 1 is the list, group 2 the items.
	reTailItemEN = re(`^(.+?)\s*(?:(?:,\s*|\s+)(?:and|plus)\s+(?:also\s+)?|[,.;]\s*(?:oh\s+)?(?:and\s+)?also\s+)(.+?)(?:\s+(?:too|as\s+well))?$`)
	// reTailItemHE is the same in Hebrew: "…לרשימת קניות, וגם ביצים",
	// "… לרשימת קניות. גם ביצים", "…, ועוד ביצים".
	reTailItemHE = re(`^(.+?)\s*(?:[,.]\s*(?:ו)?(?:גם|עוד)\s+|,\s*ו(?:גם\s+)?|\s+וגם\s+)(.+)$`)

	// reRemoveReason is why an item is taken off, said after it: "we have
	// some", "we already have it", "i already bought it", "יש לנו",
	// "כבר קניתי", "the kids don't eat it", "כבר לא צריך". It is no part of
	// the item.
	reRemoveReason = compile(`(?i)(?:\s*[,.;–—-]\s*|\s+)(?:(?:because|cause|since|as|כי|כיוון\s+ש|בגלל\s+ש)\s*)?` +
		`(?:(?:we|i|i've|we've)\s+(?:already\s+|still\s+)?(?:have|got|bought|had|picked\s+up|have\s+got)(?:\s+(?:some|it|them|one|plenty|enough|those|that))?(?:\s+already)?(?:\s+at\s+home)?(?:\s+(?:yesterday|today|this\s+morning|earlier))?|` +
		`already\s+(?:have|got|bought)(?:\s+(?:some|it|them|one))?|` +
		`(?:no\s+longer|not)\s+needed|` +
		`(?:(?:the\s+\w+|we|i|they|he|she)\s+(?:don'?t|doesn'?t|do\s+not|does\s+not|won'?t|never)|nobody|no\s+one)\s+(?:eat|eats|drink|drinks|like|likes|use|uses|want|wants|need|needs|wear|wears)(?:\s+(?:it|them|that|those|any))?(?:\s+any\s*more|\s*more)?|` +
		`(?:כבר\s+)?(?:יש\s+לנו|יש\s+לי|קניתי|קנינו|קנו|נקנה|נקנו)(?:\s+כבר)?(?:\s+(?:את\s+זה|אותם|אותו|אותן|אותה|בבית|מספיק))?(?:\s+(?:אתמול|היום|הבוקר))?|` +
		`(?:כבר\s+יש|יש\s+כבר|יש)(?:\s+(?:בבית|מספיק|במקרר|בארון))|כבר\s+יש|(?:כבר\s+)?(?:לא\s+צרי(?:ך|כה|כים|כות)|אין\s+צורך)(?:\s+(?:את\s+זה|אותם|אותו|אותן|אותה|יותר))?)[\s.!]*$`)
)

// matchListWant reads a list change said as a need or a wish: "I need to
// add eggs and flour to the shopping list", "אני צריכה להוסיף לרשימת
// קניות חלב, לחם". Only an addition to a list is read so; "I need to put
// the kids to bed" is left to the other matchers.
func matchListWant(m *message) ([]memo.Step, bool, error) {
	var rest string
	if g, ok := m.find(reWantAddEN); ok {
		rest = firstOf(g[1:])
	} else if g, ok := m.find(reWantAddHE); ok {
		verb := map[string]string{"להוסיף": "תוסיף", "להכניס": "תכניס", "לשים": "תשים"}[g[1]]
		rest = verb + " " + g[2]
	}
	if rest == "" {
		return nil, false, nil
	}
	return m.listChangeSaid(rest)
}

// reVerblessListEN and reVerblessListHE are an addition said by its list
// alone before a colon, the verb left out: "to my list: eggs, milk",
// "for the party list: cups", "לרשימה של שבת: דגים, קוגל" ("לרשימת
// קניות: …" is read by the list's name). Group 1 is the list, group 2
// the items. Without the colon
// ("to my list eggs") nothing says where the list's name ends.
var (
	reVerblessListEN = re(`^(?:(?:and|also|oh|ok|okay|so|plus)\s+)*(?:to|onto|for)\s+((?:the\s+|my\s+|our\s+)?[^:,]*?\blist)\s*:\s*(.+)$`)
	reVerblessListHE = re(`^(?:ו)?(?:גם\s+)?(ל(?:ה)?רשימה(?:\s+של\s+[^:,]*?)?)\s*:\s*(.+)$`)
)

// matchListVerbless reads an addition to a list said without its verb
// (see reVerblessListEN): as the same words after "add"/"תוסיף".
func matchListVerbless(m *message) ([]memo.Step, bool, error) {
	if g, ok := m.find(reVerblessListEN); ok {
		return m.listChangeSaid("add to " + g[1] + ": " + g[2])
	}
	if g, ok := m.find(reVerblessListHE); ok {
		return m.listChangeSaid("תוסיף " + g[1] + ": " + g[2])
	}
	return nil, false, nil
}

// listChangeSaid reads rest, a list command said inside other words, as
// an addition to a list alone: any other reading of it is left.
func (m *message) listChangeSaid(rest string) ([]memo.Step, bool, error) {
	req := m.req
	req.Text = rest
	inner := newMessage(req)
	if strings.Contains(rest, ":") {
		// "I'd like to add three things to my to do list: …": a list
		// named before a colon, the task list's items read as tasks;
		// "add to my list: …", the list unnamed.
		for _, match := range []matcher{matchAddCounted, matchListAddColon, matchListColon, matchListKindItems} {
			if steps, ok, err := match(inner); ok || err != nil {
				return steps, ok, err
			}
		}
	}
	for _, match := range []matcher{matchListAddColon, matchListAddItems, matchAddToFocus} {
		steps, ok, err := match(inner)
		if err != nil || !ok {
			continue
		}
		for _, s := range steps {
			if s.Lists == nil || s.Operation != memo.OpListAdd {
				return nil, false, nil // a task, or not a list's item
			}
		}
		return steps, true, nil
	}
	return nil, false, nil
}

// matchListAddColon reads "add to shopping: tea, honey, lemons": a list
// said by a bare name before a colon. The name must be a list the user
// has, a word for the shopping list, or the task list (its items are
// tasks); anything else ("add to calendar: …") is left alone.
func matchListAddColon(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListAddColonEN)
	if !ok {
		return nil, false, nil
	}
	name := strings.TrimSpace(g[1])
	if namesAList(name) {
		return nil, false, nil // "add to my packing list: …" is matchListColon's
	}
	_, shopping := m.shoppingList(name)
	_, known := m.knownList(listName(name))
	if !shopping && !known && !m.todoList(name) && !packingWords[standardName(name)] {
		return nil, false, nil
	}
	if len(SplitItems(g[2])) == 0 || runOnItems(SplitItems(g[2])) {
		return nil, false, nil
	}
	return m.addToNamed(name, g[2])
}

// packingWords name a packing list bare, as a list is named before a
// colon ("add to packing: socks").
var packingWords = map[string]bool{"packing": true, "packing list": true, "אריזה": true, "ציוד": true}

// tailItems splits a list said with an item after it ("shopping list, and
// wipes", "קניות, וגם ביצים") into the list and those items. ok is false
// when nothing follows the list, or what follows is not an item ("… and
// call mom"). en tells which language's joint to read.
func tailItems(target string, en bool) (list, items string, ok bool) {
	rx := reTailItemHE
	if en {
		rx = reTailItemEN
	}
	g := rx.FindStringSubmatch(strings.TrimSpace(target))
	if g == nil {
		return "", "", false
	}
	list, items = strings.TrimSpace(g[1]), strings.TrimSpace(g[2])
	if en && !strings.HasSuffix(toLower(list), "list") {
		return "", "", false // "to mom and dad": one name, not a list and an item
	}
	for _, it := range SplitItems(items) {
		if !nounPhrase(it) || startsWithVerb(it) || hasTaskWord(toLower(it)) {
			return "", "", false
		}
	}
	return list, items, items != ""
}

// dropReason takes a reason said after an item off it: "the wipes we have
// some" is "the wipes", "המגבונים יש לנו" is "המגבונים". A text that is
// only the reason stays as it is.
func dropReason(s string) string {
	loc := reRemoveReason.FindStringIndex(s)
	if loc == nil || loc[0] == 0 {
		return s
	}
	return strings.TrimSpace(s[:loc[0]])
}
