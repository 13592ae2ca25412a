package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// An event told as news ("we're going up north", "אני במשמרת בוקר") is
// titled by what one will be at, not by the telling.

// reWeGoing opens an event told as news: "we're going", "i'll be",
// "אנחנו נוסעים".
var reWeGoing = re(`^(?:we'?re|we\s+are|we'?ll\s+be|we\s+will\s+be|i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be)\s+(?:going\s+|heading\s+|off\s+|flying\s+|driving\s+)?(?:to\s+be\s+)?|` +
	`^(?:אנחנו|אני)\s+(?:נוסעים|נוסע|נוסעת|טסים|טס|טסה|יוצאים|יוצא|יוצאת)?\s*`)

// tellingOff takes the telling off an event's title: "we're going up
// north" is "up north", "אני במשמרת בוקר" is "משמרת בוקר".
func tellingOff(s string) string {
	if loc := reWeGoing.FindStringIndex(toLower(s)); loc != nil && loc[1] < len(s) && len(toLower(s)) == len(s) {
		rest := strings.TrimSpace(s[loc[1]:]) // "we're going up north": "up north"
		if head := strings.Fields(s[:loc[1]]); len(head) == 1 && (head[0] == "אני" || head[0] == "אנחנו") {
			// "אני במשמרת בוקר", "אנחנו בחתונה של דני": the thing one will
			// be at, named with more than a word, is the event; a place
			// ("אנחנו בצפון", "אני באילת") keeps its "ב".
			if first, tail, _ := strings.Cut(rest, " "); strings.HasPrefix(first, "ב") && tail != "" {
				if _, word, ok := lexicon.PeelPrefix(first, "ב"); ok && !placeWord(word) {
					rest = strings.TrimSpace(word + " " + tail)
				}
			}
		}
		s = rest
	}
	return s
}

// placeWord reports whether a Hebrew word names where one is rather than
// what one is at: a city Memo knows, a region, home, abroad.
func placeWord(w string) bool {
	if _, ok := lexicon.PlaceName(w); ok {
		return true
	}
	switch w {
	case "צפון", "דרום", "מרכז", "ים", "בית", "חו\"ל", "חול", "עבודה", "משרד", "חופש", "טיול", "דרך", "אוטו":
		return true
	}
	return false
}
