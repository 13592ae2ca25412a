package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// prefixedWeekday reports whether w is a Hebrew weekday behind up to three
// prefix letters (lexicon.PrefixLetters: "לשישי", "בשני", "ולחמישי",
// "מהשבת"): a day said as it is, never a slip of another day, though a
// letter joined to the front may read like two swapped ("לשישי" against
// "שלישי").
func prefixedWeekday(w string) bool {
	rest := w
	for i := 0; i < 3 && rest != ""; i++ {
		r, size := utf8.DecodeRuneInString(rest)
		if !strings.ContainsRune(lexicon.PrefixLetters, r) {
			return false
		}
		rest = rest[size:]
		if slices.Contains(heWeekdays, rest) {
			return true
		}
	}
	return false
}
