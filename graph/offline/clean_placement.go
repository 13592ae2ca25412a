package offline

import "strings"

// A thing added to a list is said with where on the list it should go —
// "תוסיף את ילדה של אבא בסוף", "add milk at the end", "put eggs at the top
// of the shopping list", "תוסיף חלב בראש רשימת הקניות". A list keeps no
// order a user sets, so the place is no word of the item: it is dropped,
// and a list it names ("of the shopping list", "רשימת הקניות") is the list
// added to. Only the place said last, after a verb that adds, is read so:
// "at the end of the week", "בסוף השבוע" name no place on a list and stay.

// rePlacementEN is an add closed by a place on the list: "at the end",
// "to the top of my packing list".
var rePlacementEN = compile(`(?i)^((?:please\s+)?(?:also\s+)?(?:add|put|stick|throw|pop|include)\s+.+?)\s+(?:at|to|on)\s+the\s+(?:very\s+)?(?:end|top|bottom|start|beginning)(?:\s+of\s+((?:the\s+|my\s+|our\s+|that\s+)?(?:\S+\s+){0,2}list)|(\s+(?:to|on|onto|in|into)\s+(?:the\s+|my\s+|our\s+)?(?:\S+\s+){0,2}list))?[.!]*$`)

// rePlacementHE is its Hebrew: "… בסוף", "… בהתחלה", "… בראש הרשימה",
// "… בסוף רשימת הקניות".
var rePlacementHE = compile(`^((?:(?:ו|ו?גם\s+)?(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|להוסיף|שים|תשים|תשימי|תרשום|תרשמי|רשום|רשמי))\s+.+?)\s+(?:בסוף|בהתחלה|בתחילה|בראש|בתחתית|בתחילת|למעלה|למטה)(?:\s+(?:של\s+)?(ה?רשימ(?:ה|ת)(?:\s+\S+){0,2})|(\s+(?:ל|אל\s+)\S+(?:\s+\S+){0,2}))?[.!]*$`)

// dropPlacement takes the place on the list off an add: what stands
// before it, with the list it names, if it names one.
func dropPlacement(s string) string {
	if g := rePlacementEN.FindStringSubmatch(s); g != nil {
		if g[2] != "" && !strings.Contains(toLower(g[1]), " list") {
			return g[1] + " to " + g[2]
		}
		if g[2] != "" {
			return g[1] // "add milk to my shopping list at the end of the list"
		}
		return g[1] + g[3] // "add milk at the end to the shopping list"
	}
	if g := rePlacementHE.FindStringSubmatch(s); g != nil {
		if g[2] != "" && !strings.Contains(g[1], "רשימ") {
			return g[1] + " ל" + strings.TrimPrefix(g[2], "ה")
		}
		if g[2] != "" {
			return g[1] // "תוסיף חלב לרשימת קניות בסוף הרשימה"
		}
		if g[3] != "" {
			return g[1] + g[3] // "תוסיף חלב בסוף לקניות"
		}
		if strings.HasSuffix(strings.TrimSpace(g[1]), " של") || strings.HasSuffix(g[1], " את") {
			return s
		}
		return g[1]
	}
	return s
}
