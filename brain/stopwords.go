package brain

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo/resolution"
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
	 whered where'd whatd what'd whod who'd howd how'd whend when'd whyd why'd
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

// personWords are the words a question names someone by what they do
// with: "the carpool guy", "the cleaning lady", "הבחור של ההסעה". The
// memory says what they do ("Yossi does the carpool") and seldom the
// word, so said beside a word of what they do it asks about nothing;
// said alone ("who's that guy", "that guy's number") it is what is
// asked. Each is listed by its first form (see forms).
var personWords = firstForms(`guy guys lady ladies man woman person dude fella fellow bloke chap people folks
	בחור הבחור בחורה הבחורה איש האיש בנאדם הבנאדם`)

// roleOf are the words after a person word that lead to what they do:
// "the guy from the carpool", "הבחור של ההסעה".
var roleOf = stopSet(`of from for at with של`)

// firstForms returns the set of the first form of each word of ws.
func firstForms(ws string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(ws) {
		set[forms(w)[0]] = true
	}
	return set
}

// rolePersons returns the first forms of the person words of q said
// beside what the person does: after a word that is no stop word ("the
// carpool guy", "cleaning lady"), or before "of", "from", "של" and such a
// word ("the guy from the carpool", "הבחור של ההסעה"), or before one
// that carries "from" ("הבחור מההסעה").
func rolePersons(q string) map[string]bool {
	ts := strings.Fields(resolution.Normalize(expandAbbrev(q)))
	var out map[string]bool
	for i, t := range ts {
		f := forms(t)[0]
		if !personWords[f] {
			continue
		}
		role := i > 0 && !isStop(ts[i-1], forms(ts[i-1])) && !personWords[forms(ts[i-1])[0]]
		if j := i + 1; !role && j < len(ts) {
			if roleOf[ts[j]] {
				for j++; j < len(ts) && isStop(ts[j], forms(ts[j])); j++ {
				}
			} else if !strings.HasPrefix(ts[j], "מ") {
				j = len(ts)
			}
			role = j < len(ts) && !isStop(ts[j], forms(ts[j])) && !personWords[forms(ts[j])[0]]
		}
		if role {
			if out == nil {
				out = map[string]bool{}
			}
			out[f] = true
		}
	}
	return out
}

// dropRolePersons returns groups without the person words q says beside
// what the person does (rolePersons).
func dropRolePersons(q string, groups [][]string) [][]string {
	drop := rolePersons(q)
	if len(drop) == 0 {
		return groups
	}
	var out [][]string
	for _, g := range groups {
		if !drop[g[0]] {
			out = append(out, g)
		}
	}
	return out
}

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
