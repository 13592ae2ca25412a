package offline

import "strings"

// A question about a day is often said after a remark on it: "wicked busy
// day whats on my plate today", "crazy week, what's on tomorrow", "איזה
// יום עמוס, מה יש לי מחר", "וואי שבוע מטורף מה מחכה לי מחר". The remark asks nothing, so the question after it
// is read as if said alone (matchDayQuestion); it is never a thing done
// ("wicked" is no past tense, see asksDone).

// dayRemarkStress are the words a remark on the day is said with besides
// remarkWords: "wicked busy", "such a long day", "איזה יום".
var dayRemarkStress = wordSet(`wicked so such a an what really very super mad proper hella well another whole full ugh omg man wow phew whew ` +
	`איזה איזו וואי וואו אוף ממש כזה כזאת עוד מלא`)

// remarkedDayQuestion reads text as a remark on the day and a question
// about a day after it, and returns the question's rest as
// dayQuestionRest does. The remark must hold a word of remarkWords and
// nothing but them and dayRemarkStress.
func remarkedDayQuestion(text string) (string, bool) {
	words := strings.Fields(text)
	remark := false
	for i := 0; i < len(words)-1 && i < 6; i++ {
		w := toLower(strings.Trim(words[i], ",.!?…-"))
		isRemark := false
		for _, f := range hePrefixForms(w) {
			isRemark = isRemark || remarkWords[f]
		}
		if !isRemark && !dayRemarkStress[w] {
			return "", false
		}
		remark = remark || isRemark
		if !remark {
			continue
		}
		if rest, ok := dayQuestionRest(strings.Join(words[i+1:], " ")); ok {
			return rest, true
		}
	}
	return "", false
}
