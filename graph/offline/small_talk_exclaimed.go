package offline

import "strings"

// A remark is often said as an exclamation with a question's word: "אחי
// איזה חום היום", "איזה קור הבוקר מה", "what a grim day", "such a cold
// night huh". "איזה"/"what a" opening a word of the weather or of how the
// day goes asks nothing: it is no question about a fact kept, and it is
// answered as a remark. "איזה יום היום" (what day is it) names no such
// word and stays a question. A tag closing a remark ("מה", "נכון?",
// "huh", "right?") asks for nothing either.

// exclaimWords are the words that open an exclamation.
var exclaimWords = wordSet(`איזה איזו איזהה what such so`)

// reRemarkTag is the tag that may close a remark: "… מה", "…, נכון?",
// "… huh", "…, right?".
var reRemarkTag = compile(`[\s,]+(?:מה|נכון|לא|הא|אה|huh|eh|right|innit|no)\s*[?!.]*$`)

// exclaimedRemark reports whether text, lower case, opens (after at most
// two words of address) with an exclamation whose next two words hold a
// word of a low or good remark ("חום", "קור", "grim", "lovely").
func exclaimedRemark(low string) bool {
	if hasDigit(low) {
		return false
	}
	words := strings.Fields(strings.NewReplacer(",", " ", "!", " ", "?", " ", ".", " ").Replace(low))
	for i := 0; i < len(words) && i < 3; i++ {
		if !exclaimWords[words[i]] {
			continue
		}
		for j := i + 1; j < len(words) && j <= i+3; j++ {
			for _, f := range hePrefixForms(words[j]) {
				if remarkLow[f] || remarkGood[f] {
					return remarkAfter(words[j+1:])
				}
			}
		}
		return false
	}
	return false
}

// exclaimAfter are the words an exclaimed remark may go on with: the day
// or the place it tells of, a tag. "איזה חום יש לשמן" asks.
var exclaimAfter = wordSet(`היום הבוקר הערב הלילה השבוע בחוץ פה כאן היום? מה נכון לא הא אחי אחותי וואלה רצח
	day today tonight night morning evening week out outside here huh eh right innit no man bro dude`)

// remarkAfter reports whether words, after an exclaimed remark's word,
// only tell its day or place or close it (see exclaimAfter).
func remarkAfter(words []string) bool {
	for _, w := range words {
		if !exclaimAfter[w] {
			return false
		}
	}
	return true
}

// reExclaimWhat is the English "what (a)" of an exclamation, which asks
// nothing.
var reExclaimWhat = compile(`(?:^|\s)what\s+(?:a\s+)?`)

// withoutRemarkTag is text without the tag that closes a remark, when
// what is before the tag is an exclamation of one (see exclaimedRemark).
func withoutRemarkTag(text string) string {
	if loc := reRemarkTag.FindStringIndex(toLower(text)); loc != nil && len(toLower(text)) == len(text) && exclaimedRemark(toLower(text[:loc[0]])) {
		return text[:loc[0]]
	}
	return text
}
