package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// What a list's items are for is often said after them: "add eggs bacon
// and beans for brekkie", "burgers and buns for the bbq", "חלב ולחם
// לשבת", "ביצים וגבינה לארוחת ערב". The meal or the occasion is no item,
// and no list's name either: it is taken off the last item, and off the
// first when it is said before it ("לקנות לשבת חלות, יין"); an item's own
// in the middle ("יין לקידוש, עוף") stays. Only meals
// and occasions are known so; "a gift for mom" keeps its "for mom".

// purposesEN are the meals and occasions said after "for".
var purposesEN = wordPairs(`
	breakfast|brekkie|brekky|brunch|lunch|lunches|dinner|supper|dessert|tea time|
	the bbq|a bbq|bbq|the barbecue|a barbecue|barbecue|the barbie|the party|a party|the picnic|a picnic|
	the weekend|this weekend|shabbat|shabbos|the holidays|the holiday|passover|christmas|
	thanksgiving|easter|the guests|the kids' lunches|the kids lunches|school lunches|the potluck|movie night|
	game night|date night|friday dinner|sunday lunch|sunday roast
`)

// purposesHE are the meals and occasions said after a glued ל ("לשבת",
// "לארוחת ערב"); the article the ל swallows is written as said.
var purposesHE = wordPairs(`
	שבת|ארוחת ערב|ארוחת הערב|ארוחת בוקר|ארוחת הבוקר|ארוחת צהריים|ארוחת צהרים|ארוחת שישי|ארוחת שבת|
	ארוחה|מנגל|על האש|מסיבה|פיקניק|חג|חגים|פסח|ראש השנה|סוכות|חנוכה|סוף השבוע|סופ"ש|סופש|
	קידוש|אורחים|ערב שבת
`)

// purposeOff takes a meal or an occasion said after an item off it:
// "beans for brekkie" is "beans", "גבינה לארוחת ערב" is "גבינה". An item
// that is the purpose alone stays as it is.
func purposeOff(item string) string {
	low := toLower(item)
	if i := strings.LastIndex(low, " for "); i > 0 && len(low) == len(item) {
		if purposesEN[oneSpace(low[i+len(" for "):])] {
			return strings.TrimSpace(item[:i])
		}
	}
	words := strings.Fields(item)
	for n := min(3, len(words)-1); n >= 1; n-- {
		tail := strings.TrimPrefix(strings.Join(words[len(words)-n:], " "), "ל")
		if tail != strings.Join(words[len(words)-n:], " ") && purposesHE[strings.TrimPrefix(tail, "-")] {
			return strings.Join(words[:len(words)-n], " ")
		}
	}
	return item
}

// purposeLeadOff takes a meal or an occasion said before the first item
// off it: "לשבת חלות" (of "לקנות לשבת חלות, יין") is "חלות", "for the
// party chips" is "chips". The purpose is the whole list's, said after
// "buy" and before its things; an item that is the purpose alone stays.
func purposeLeadOff(item string) string {
	low := toLower(item)
	if rest, ok := strings.CutPrefix(low, "for "); ok && len(low) == len(item) {
		words := strings.Fields(rest)
		for n := min(3, len(words)-1); n >= 1; n-- {
			if purposesEN[strings.Join(words[:n], " ")] {
				return strings.Join(strings.Fields(item)[n+1:], " ")
			}
		}
		return item
	}
	words := strings.Fields(item)
	for n := min(3, len(words)-1); n >= 1; n-- {
		head := strings.Join(words[:n], " ")
		if h := strings.TrimPrefix(head, "ל"); h != head && purposesHE[strings.TrimPrefix(h, "-")] {
			return strings.Join(words[n:], " ")
		}
	}
	return item
}

// matchPurposeGroceries reads groceries added for a meal or an occasion
// with no list named and none in view: "add eggs and bacon for
// breakfast", "תוסיפי חלב ולחם לשבת". They go on the user's shopping list
// (made when there is none; with several of the kind none is guessed).
// "also add …"/"תוסיף גם …" with no list in view is read so too: the
// meal or occasion says which list; with none said it is left unread.
func matchPurposeGroceries(m *message) ([]memo.Step, bool, error) {
	if _, ok := m.focusList(); ok {
		return nil, false, nil // matchAddToFocus's
	}
	g, ok := m.find(reAddToFocusEN)
	if !ok {
		if g, ok = m.find(reAddToFocusHE); !ok {
			return nil, false, nil
		}
	}
	said := strings.TrimSpace(g[1])
	low := toLower(g[0])
	if strings.HasPrefix(low, "and ") || strings.HasPrefix(g[0], "ו") || purposeOff(said) == said || !allGroceries(purposeOff(said)) {
		return nil, false, nil
	}
	word := "shopping"
	if hebrewText(said) {
		word = "קניות"
	}
	name, ok := m.shoppingList(word)
	if !ok {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{Name: name, Items: SplitItems(said)})}, true, nil
}

// What the items are for said after a list named by its word ("put okra,
// andouille and shrimp on my grocery list for the gumbo", "תוסיף ביצים
// לרשימת הקניות בשביל העוגה") is no item and no word of the list's name:
// the word before "list" names it. A day after it ("… for tomorrow") is
// read as a day is; a list named by no word ("the list for the party")
// keeps its words.
var (
	reNamedListForEN = compile(`(?i)\s+(?:to|on|in|into|onto)\s+(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?\s+list(\s+for\s+(?:the\s+|a\s+|my\s+|our\s+|some\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,3})[.!]*$`)
	reNamedListForHE = compile(`(?:^|\s)[לב]רשימת\s+\S+(\s+(?:בשביל|עבור)\s+\S+(?:\s+\S+){0,3})[.!]*$`)
)

// listPurposeOff takes what a named list's items are for off the end of
// a request that adds to it (see above).
func listPurposeOff(s string) string {
	if !containsAny(s, " list for ", " List for ", "בשביל", "עבור") {
		return s
	}
	g := reNamedListForEN.FindStringSubmatchIndex(s)
	if g == nil {
		g = reNamedListForHE.FindStringSubmatchIndex(s)
	}
	if g == nil || namesTime(s[g[2]:g[3]]) || !reListAddOpen.MatchString(s) {
		return s
	}
	return s[:g[2]] + s[g[3]:]
}

// reListAddOpen is a request that opens with a verb of adding.
var reListAddOpen = compile(`(?i)^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:add|put|throw|stick|pop|chuck|include)\s|^(?:תוסיף|תוסיפי|הוסף|תכניס|תכניסי|תרשום|תרשמי|שים|שימי|תשים|תשימי)\s`)

// A lead clause that says what the things added are for, before the
// request that adds them ("need smoko stuff, add meat pies and iced coffee
// to shopping", "stuff for the bbq: put sausages on the list", "צריך
// דברים למנגל, תוסיף נקניקיות לרשימת הקניות") is no item and no list's
// name: it is taken off when a mark closes it and a verb of adding opens
// what follows. "need a new phone, add …" names no stuff, and stays.
var (
	rePurposeLeadEN = compile(`(?i)^(?:(?:i|we)\s+)?(?:need|needs|needing|getting|grabbing|buying|gotta\s+get)?\s*(?:some\s+|a\s+few\s+)?` +
		`(?:[a-z'-]+(?:\s+[a-z'-]+)?\s+(?:stuff|things|bits|supplies)|(?:stuff|things|bits|supplies)\s+for\s+(?:the\s+|a\s+|my\s+|our\s+)?[a-z'-]+(?:\s+[a-z'-]+)?)` +
		`\s*[,.:;–—-]+\s*`)
	rePurposeLeadHE = compile(`^(?:(?:אני|אנחנו)\s+)?(?:צריך|צריכה|צריכים)\s+(?:כמה\s+)?(?:דברים|ציוד|מצרכים)\s+(?:ל|בשביל\s+|עבור\s+)\S+(?:\s+\S+)?\s*[,.:;–—-]+\s*`)
)

// purposeLeadClause takes the lead clause above off s.
func purposeLeadClause(s string) string {
	loc := rePurposeLeadEN.FindStringIndex(s)
	if loc == nil {
		loc = rePurposeLeadHE.FindStringIndex(s)
	}
	if loc == nil || loc[1] >= len(s) || !reListAddOpen.MatchString(s[loc[1]:]) {
		return s
	}
	return s[loc[1]:]
}
