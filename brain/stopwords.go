package brain

import "strings"

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
	 please pls plz hey hi hello ok okay thanks thank
	 remember remind know knew tell told say said save saved note notes keep mind
	 there here any some anything something thing things again
	 leave left put placed place keep kept located
	 stored noted written wrote somewhere anywhere show all every everything give due again much many per` +
		// Hebrew.
		` מה מי מתי איפה היכן איך כמה למה מדוע האם איזה איזו אילו
	 של שלי שלך שלו שלה שלנו שלכם שלהם את זה זו זאת אלה אלו הוא היא הם הן
	 אני אתה את אנחנו אתם אתן לי לך לו לה לנו לכם להם אותו אותה אותי
	 יש אין עם על אל אצל גם רק כל עוד כן לא או אם כי אבל אז פה שם
	 היה היתה הייתה יהיה היו בבקשה תודה נו
	 תזכור תזכרי זוכר זוכרת יודע יודעת תגיד תגידי אמרתי סיפרתי רשמת שמרת תרשום תשמור
	 שמרתי רשמתי כתבתי כתבת שמור שמורה שמורים שמורות רשום רשומה רשומים איפשהו אצלך תראה תראי הראה הצג תציג משהו כלשהו כלשהי
	 השארתי שמתי הנחתי נמצא נמצאת נמצאים נמצאות`,
)

func stopSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
		set[foldFinals(w)] = true
	}
	return set
}
