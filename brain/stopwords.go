package brain

import (
	"slices"
	"strings"
)

// stopWords are the words a question is made of rather than what it asks
// about: question words, pronouns, prepositions, auxiliaries, politeness,
// and the verbs of asking and remembering. Hebrew entries are listed as
// written; their forms with final letters folded are added too.
var stopWords = stopSet(
	// English (as resolution.Normalize leaves them: "what's" → "whats").
	`a an the this that these those it its it's its is are was were be been being am
	 i me my mine myself you your yours we us our he him his she her they them their
	 what whats what's when whens where wheres who whos whom whose which why how hows
	 do does did done doing have has had having will would shall should can could may might must
	 of at in on to for from with by about as into onto over under than then so
	 and or but if not no yes also too just only again still ever
	 please pls plz hey hi hello ok okay thanks thank ah ye yer yous
	 remember remind know knew tell told say said save saved note notes keep mind
	 there here any some anything something thing things again
	 leave left put placed place keep kept located
	 stored noted written wrote somewhere anywhere show all every everything give due again much many per
	 always usually usual normally typically generally often sometimes mostly regularly ordinarily commonly
	 probably maybe perhaps approximately roughly basically actually exactly` +
		// Hebrew.
		` מה מי מתי איפה היכן איך כמה למה מדוע האם איזה איזו אילו
	 של שלי שלך שלו שלה שלנו שלכם שלהם את זה זו זאת אלה אלו הוא היא הם הן
	 אני אתה את אנחנו אתם אתן לי לך לו לה לנו לכם להם אותו אותה אותי
	 יש אין עם על אל אצל גם רק כל עוד כן לא או אם כי אבל אז פה שם
	 היה היתה הייתה יהיה היו בבקשה תודה נו
	 תזכור תזכרי זוכר זוכרת יודע יודעת תגיד תגידי אמרתי סיפרתי רשמת שמרת תרשום תשמור
	 שמרתי רשמתי כתבתי כתבת שמור שמורה שמורים שמורות רשום רשומה רשומים איפשהו אצלך תראה תראי הראה הצג תציג משהו כלשהו כלשהי
	 השארתי שמתי הנחתי נמצא נמצאת נמצאים נמצאות
	 תמיד לרוב בדכ בדרכלל כרגיל לפעמים לעתים לעיתים בערך אולי כנראה בעצם בדיוק`,
)

// fillerPhrases are the words of more than one word a question hedges or
// tells how often with ("בדרך כלל", "most of the time"): not what it asks
// about. Each is a phrase as resolution.Normalize leaves it.
var fillerPhrases = [][]string{
	{"בדרך", "כלל"}, {"על", "פי", "רוב"}, {"רוב", "הזמן"}, {"פחות", "או", "יותר"}, {"הרבה", "פעמים"}, {"כמו", "תמיד"},
	{"most", "of", "the", "time"}, {"as", "usual"}, {"as", "always"}, {"in", "general"}, {"more", "or", "less"}, {"as", "a", "rule"},
}

// dropFillers returns ws without the filler phrases in it. A phrase's
// first word may carry a Hebrew prefix letter ("ובדרך כלל").
func dropFillers(ws []string) []string {
	var out []string
	for i := 0; i < len(ws); i++ {
		n := fillerAt(ws[i:])
		if n == 0 {
			out = append(out, ws[i])
			continue
		}
		i += n - 1
	}
	return out
}

// fillerAt returns the number of words of the filler phrase ws opens
// with, or 0.
func fillerAt(ws []string) int {
	for _, p := range fillerPhrases {
		if len(ws) < len(p) {
			continue
		}
		first := ws[0] == p[0] || isHebrew(p[0]) && strings.HasSuffix(ws[0], p[0]) && len([]rune(ws[0])) == len([]rune(p[0]))+1 && isPrefixLetter([]rune(ws[0])[0])
		if first && slices.Equal(ws[1:len(p)], p[1:]) {
			return len(p)
		}
	}
	return 0
}

func stopSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
		set[foldFinals(w)] = true
	}
	return set
}
