package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// Items said right after the list they go to, one bare word after another
// with no comma and no "and": "תוסיף לרשימה ציוד למרתף סולפיט כפפות
// מברשת", "add to the basement list sulfite gloves brush". The list is
// known, but not where each item ends: three words may be one thing or
// three, and a guess either way puts the wrong thing on the list. Where
// the groceries tell each word apart (splitGroceries) they are split;
// else the run is asked about. A run that holds a word that joins words
// into one thing ("of", "with", "בלי", "של", "for" glued as ל…), a
// number, or a word of which kind ("large", "גדולות") stays one item.

// runJoiners are the words that bind the words around them into one
// thing's name: "bag of ice", "חלב בלי לקטוז".
var runJoiners = wordSet(`of with without for and or in on from to a an the my some no
	של עם בלי ללא או גם בשביל את`)

// wordsRun reports whether items are one item made of three words or
// more, each a bare noun of its own (see above): items run together, to
// be asked about rather than kept as one.
func wordsRun(items []string) bool {
	if len(items) != 1 {
		return false
	}
	words := strings.Fields(items[0])
	if len(words) < 3 || oneGrocery(items[0]) {
		return false
	}
	for _, w := range words {
		low := toLower(w)
		if runJoiners[low] || heGroceryAdjectives[low] || enGroceryAdjectives[low] || !lettersOnly(low) {
			return false
		}
		if _, _, ok := lexicon.PeelPrefix(w, "לו"); ok && hebrewText(w) {
			return false // "כפפות לגינה": what it is for, one thing
		}
	}
	return true
}

// lettersOnly reports whether w holds letters only: no digit, mark or
// sign ("5w30", "3%", "A4").
func lettersOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '\'' && r != '-' {
			return false
		}
	}
	return w != ""
}
