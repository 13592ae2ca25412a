package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Things to buy said as a need, in the forms needToBuy does not read:
// with a colon after the verb ("אני צריכה לקנות: באגט, חמאה, גבינת
// קממבר", "need to buy: milk, eggs, bread", "i need to get: …"), with
// what they are for before it ("לקנות לשבת: חלות, יין, פרחים", "need to
// buy for the party: chips, dip"), the bare verb ("buy milk, eggs,
// bread", "לקנות לשבת חלות, יין"), or the need with no verb at all when
// every thing is a grocery ("we need milk, eggs and bread", "אני צריכה
// באגט, חמאה, גבינה"). Two things or more, cut by commas or by "and"/ו
// between groceries, are an add to the shopping list, written as the
// forms the list readers know: "add to the shopping list: …", and with
// what they are for the heading "shopping list for X: …" / "קניות לX: …"
// that needHeading writes. One thing ("need to buy: milk"), a thing that
// is a deed of its own ("buy tickets, book the hotel"), a time, or a list
// named, is left as said.

var (
	// reNeedBuyEN: the need in group 1, the verb in group 2, what it is
	// for in group 3 (only before a colon), the things in group 4.
	reNeedBuyEN = compile(`^(?:(?:i|we)\s+)?(?:really\s+|still\s+|also\s+)?((?:need\s+to|have\s+to|gotta|got\s+to|must)\s+)?` +
		`(buy|get|pick\s+up|grab)(?:(\s+for\s+[^:,;]+?)?\s*:\s*|\s+)(\S.*)$`)
	// reNeedBuyHE: the need in group 1, what it is for in group 2 (only
	// before a colon), the things in group 3.
	reNeedBuyHE = compile(`^(?:אני\s+|אנחנו\s+)?((?:צריך|צריכה|צריכים|צריכות|חייב|חייבת|חייבים|חייבות)\s*(?:עוד\s+)?)?` +
		`לקנות(?:(\s+ל[^\s:,;][^:,;]*?)?\s*:\s*|\s+)(\S.*)$`)
	// reNeedOnlyEN, reNeedOnlyHE: the need with no verb of buying; the
	// things in group 1.
	reNeedOnlyEN = compile(`^(?:(?:i|we)\s+)?(?:really\s+|still\s+|also\s+)?need\s+(?:some\s+)?(\S.*)$`)
	reNeedOnlyHE = compile(`^(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|צריכות)\s+(?:עוד\s+)?(\S.*)$`)
)

// needBuyList writes things to buy said as a need (see above) as the
// shopping-list add they are; any other s is left as it is.
func needBuyList(s string) string {
	if !strings.Contains(s, ",") && !strings.Contains(s, " and ") && !strings.Contains(s, " ו") && !strings.Contains(s, " & ") {
		return s
	}
	low := lower(s)
	var purpose, things string
	switch {
	case !hebrewText(s):
		if g := reNeedBuyEN.FindStringSubmatchIndex(low); g != nil {
			purpose, things = part(s, g[6], g[7]), s[g[8]:g[9]]
			verb := low[g[4]:g[5]]
			if g[2] < 0 && verb != "buy" && !strings.Contains(low[:g[8]], ":") || !boughtThings(verb, things) {
				return s // "get milk, eggs": "get" alone may be many things
			}
		} else if g := reNeedOnlyEN.FindStringSubmatchIndex(low); g != nil {
			if things = s[g[2]:g[3]]; !allGroceries(things) {
				return s
			}
		} else {
			return s
		}
	default:
		if g := reNeedBuyHE.FindStringSubmatchIndex(s); g != nil {
			purpose, things = part(s, g[4], g[5]), s[g[6]:g[7]]
		} else if g := reNeedOnlyHE.FindStringSubmatchIndex(s); g != nil {
			if things = s[g[2]:g[3]]; !allGroceries(things) || isInfinitive(strings.Fields(things)[0], true) {
				return s
			}
		} else {
			return s
		}
	}
	if strings.Contains(things, ":") || !listOfThings(things) {
		return s // "לקנות במכולת: חלב, …": read where it is said
	}
	switch purpose = strings.TrimSpace(purpose); {
	case purpose != "" && hebrewText(s):
		return "קניות " + purpose + ": " + things
	case purpose != "":
		return "shopping list " + purpose + ": " + things
	case hebrewText(s):
		return "תוסיף לרשימת קניות: " + things
	}
	return "add to the shopping list: " + things
}

// boughtThings reports whether things, said after the verb, are things
// to buy: after "buy" any, after "get", "grab" or "pick up" none that is
// someone's own ("need to get the kids, the dog and the car").
func boughtThings(verb, things string) bool {
	if verb == "buy" {
		return true
	}
	for _, it := range SplitItems(things) {
		switch first, _, _ := strings.Cut(toLower(it), " "); first {
		case "the", "my", "our", "his", "her", "their", "your":
			return false
		}
	}
	return !strings.HasPrefix(toLower(strings.TrimSpace(things)), "the ")
}

// listOfThings reports whether s, what follows a need to buy, is two
// things or more to buy: cut by commas, or by "and"/ו between groceries;
// no thing a deed of its own ("book the hotel"), no list named, no time.
func listOfThings(s string) bool {
	low := toLower(s)
	if strings.Contains(low, "list") || strings.Contains(low, "רשימ") || reListCommandAfter.MatchString(low) {
		return false
	}
	items := SplitItems(s)
	if len(items) < 2 {
		return false
	}
	for i, it := range items {
		if i > 0 && deedToBuy(it) || opensWithCommand(it) {
			return false
		}
	}
	if !userSeparated.MatchString(s) && !allGroceries(s) {
		return false // "peanut butter and jam", "חלב ודבש לעוגה": "and" cuts groceries only
	}
	if r, found, err := timeparse.Parse(s, shapeNow, time.UTC); err != nil || found && len(r.Spans) > 0 {
		return false // "need to buy milk, eggs tomorrow": a reminder
	}
	return true
}

// thingVerbs are verbs that are things to buy as well ("phone charger",
// "paint", "tape"): an item opening with one is a deed only with whom or
// what it is done to after it ("phone the plumber", "paint the fence").
var thingVerbs = wordSet(`phone paint iron brush file water book mop polish spray tape glue film print wash`)

// deedObject are the words after a verb of thingVerbs that make it a
// deed.
var deedObject = wordSet(`the a an my his her our their your mom dad him them it up`)

// deedToBuy reports whether an item of a need to buy is a thing to do
// ("book the hotel", "call mom", "להזמין מלון"; see deedItem), not a thing
// ("phone charger").
func deedToBuy(item string) bool {
	if !deedItem(item) {
		return false
	}
	fs := strings.Fields(toLower(item))
	if thingVerbs[fs[0]] {
		return len(fs) > 1 && deedObject[fs[1]]
	}
	return true
}
