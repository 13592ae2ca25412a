package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// A message with no command that opens with what the user did, in the
// past tense and the first person ("I met Dan at 3", "we had dinner at 8",
// "הלכתי לרופא שיניים ב-5", "ישבתי עם סבתא מ-10 עד 12"), tells; it asks
// for no reminder or event, whatever time it names. ("I've got a dentist
// at 3" and "I have …" tell a thing to come, and are read as before.)

// pastIrregularEN are English past forms not made with -ed, beyond those
// of enPast.
var pastIrregularEN = map[string]bool{"sat": true, "met": true, "had": true, "saw": true, "spoke": true, "came": true, "slept": true,
	"ran": true, "was": true, "were": true, "spent": true, "forgot": true, "thought": true, "felt": true, "heard": true, "taught": true,
	"caught": true, "fought": true, "swam": true, "drank": true, "won": true, "lost": true, "began": true, "rode": true, "flew": true,
	"woke": true, "gave": true, "said": true, "kept": true}

// wishedEN are past forms that ask politely, or look ahead: "I wanted to
// book …", "I was going to …" are not told deeds.
var wishedEN = map[string]bool{"wanted": true, "needed": true, "planned": true, "hoped": true, "intended": true, "meant": true,
	"wondered": true, "was": true, "were": true, "thought": true}

// possessedHE are Hebrew nouns with the ending "my" (תי) that looks like
// the past tense's: "אחותי" is my sister, no verb.
var possessedHE = map[string]bool{"אחותי": true, "בתי": true, "חברתי": true, "דודתי": true, "סבתי": true, "מורתי": true, "אשתי": true,
	"גיסתי": true, "חמותי": true, "נכדתי": true, "שכנתי": true, "מנהלתי": true, "עבודתי": true, "משפחתי": true, "כיתתי": true, "דעתי": true}

// toldPast reports whether text opens, after a word or two of lead ("ok",
// "just", "so"), with a verb of the first person in the past tense.
func toldPast(text string) bool {
	words := strings.Fields(toLower(text))
	for len(words) > 1 && doneLead[strings.Trim(words[0], ",.!")] && words[0] != "i" {
		words = words[1:]
	}
	if len(words) < 2 {
		return false
	}
	first := strings.Trim(words[0], ",.!")
	if first == "i" || first == "we" {
		w := strings.Trim(words[1], ",.!")
		if w == "just" || w == "already" || w == "finally" {
			if len(words) < 3 {
				return false
			}
			w = strings.Trim(words[2], ",.!")
		}
		if wishedEN[w] {
			return false
		}
		if pastIrregularEN[w] {
			return true
		}
		for _, past := range enPast {
			if w == past && w != "got" && w != "put" {
				return true
			}
		}
		return len(w) >= 5 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "need") && w != "used"
	}
	if !hebrewText(first) {
		return false
	}
	_, w, ok := lexicon.PeelPrefix(first, "ו")
	if !ok {
		w = first
	}
	stem, past := strings.CutSuffix(w, "תי")
	return past && len([]rune(stem)) >= 2 && !possessedHE[w] && !notDoneVerbs[w]
}
