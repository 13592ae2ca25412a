package offline

import (
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// clauseOpeners are words a ש glues onto to open a clause ("תזכיר לי
// שיש לי …", "שאני …", "שצריך …"): the ש is "that", not a letter of the
// title. Only function words, so a noun that starts with ש ("שיעור",
// "שמן") is never cut.
var clauseOpeners = map[string]bool{
	"אני": true, "אתה": true, "את": true, "אנחנו": true, "אתם": true, "אתן": true, "זה": true, "זאת": true,
	"יש": true, "אין": true, "צריך": true, "צריכה": true, "צריכים": true, "כדאי": true, "אסור": true,
	"מותר": true, "לא": true, "כל": true,
}

// dropClauseShin takes the "that" (ש) off a title's first word when it
// opens a clause: "שהטכנאי של הוט מגיע" is "הטכנאי של הוט מגיע". The ש
// is "that" when what follows it is the article ה ("שהטכנאי", "שהוא")
// or a function word ("שיש", "שאני"), and the whole word is no word of
// the lexicon ("שהות" is a stay). A title is never left empty.
func dropClauseShin(title string) string {
	first, tail, _ := strings.Cut(title, " ")
	rest, ok := strings.CutPrefix(first, "ש")
	if !ok || lexicon.HebrewWord(first) || utf8.RuneCountInString(rest) < 2 {
		return title
	}
	if !clauseOpeners[rest] && (!strings.HasPrefix(rest, "ה") || utf8.RuneCountInString(rest) < 2) {
		return title
	}
	return strings.TrimSpace(rest + " " + tail)
}
