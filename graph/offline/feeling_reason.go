package offline

import (
	"strings"
	"unicode"
)

// A mood is often told with why: "ugh so tired, just finished a 12 hr
// night shift", "exhausted after a double shift", "הרוג אחרי משמרת של 12
// שעות". The reason asks for nothing, so the message is still a mood. A
// reason is read by its shape: it opens with a word that gives a cause,
// names something a day is made of (a shift, work, the kids), and holds
// no word of a request and no time something could be set for, so "I'm
// tired, remind me at 9 to call mom" and "tired after work call mom at 9"
// are never swallowed as talk. A completion told after a mood ("so tired,
// just finished the report") names no such thing and is left to be read
// as one.

// reasonOpeners are the words a reason opens with.
var reasonOpeners = toSet(strings.Fields(`after from because cause cuz coz bc since with just finally been had did worked working pulled got
	all long another i no barely only hardly slept didnt couldnt cant of this that today tonight
	אחרי מ בגלל כי עם רק סוף סיימתי חזרתי עבדתי היה היתה הייתה היו יצאתי לא בקושי ישנתי עוד כל אחד אחת מאז`))

// reasonNouns are the things a day is made of, which a mood is told as
// coming from.
var reasonNouns = toSet(strings.Fields(`shift shifts double doubles work job day days night nights week weeks morning mornings
	meeting meetings kids kid baby babies toddler trip flight flights drive commute traffic workout gym run exam exams test tests
	school class classes lecture lectures training practice hike party wedding sleep slept overtime deadline deadlines moving travel
	travelling traveling hours hrs hr hour shopping cleaning studying homework rehearsal surgery hospital clients office
	משמרת משמרות כפולה עבודה יום ימים לילה לילות שבוע שבועות בוקר פגישה פגישות ילדים ילד תינוק תינוקת טיסה טיסות נסיעה נסיעות פקקים
	אימון אימונים ריצה מבחן מבחנים בחינה בחינות לימודים שיעור שיעורים הרצאה הרצאות טיול חתונה מסיבה שינה ישנתי שעות תורנות
	כוננות שמירה שמירות מילואים דדליין הגשה מעבר לקוחות משרד בית חולים ניקיונות קניות`))

// reasonNever are the words no reason holds: the words of a request, of
// what Memo keeps, and of a day or time something could be set for.
var reasonNever = toSet(strings.Fields(`remind reminder reminders add set schedule book put create make delete remove cancel move change call text
	email send buy get pick show list tell note save remember forget need needs have gotta must should please pls plz can could would
	will want wanna todo task tasks calendar event alarm wake tomorrow tmrw tmr monday tuesday wednesday thursday friday saturday
	sunday next noon midnight oclock am pm
	תזכיר תזכירי תזכורת תזכורות תוסיף תוסיפי הוסף תקבע תקבעי קבע תמחק תמחקי תבטל תבטלי תשים תשימי תרשום תרשמי תעביר תעבירי
	תראה תראי תגיד תגידי תזכור תזכרי אל תשכח תשכחי צריך צריכה חייב חייבת בבקשה תעשה תעשי תקנה תקני לקנות להתקשר לזכור יומן
	משימה משימות מחר מחרתיים ראשון שלישי רביעי חמישי שישי שבת בשעה אפשר תוכל תוכלי`))

// heClockWords are the Hebrew hours said with ב ("בשבע"): a time to set.
var heClockWords = toSet(strings.Fields(`באחת בשתיים בשתים בשלוש בארבע בחמש בשש בשבע בשמונה בתשע בעשר באחת-עשרה בשתים-עשרה`))

// moodReason reports whether tail, said after a mood, only tells why:
// it opens as a reason does, names a thing of a day, and asks for
// nothing. moods are the mood words matched: a reason follows one, not
// a bare "ugh".
func moodReason(tail string, moods []string) bool {
	if strings.Join(moods, "") == "" {
		return false
	}
	words := strings.Fields(toLower(tail))
	if len(words) == 0 || len(words) > 12 {
		return false
	}
	if statementSubjects[words[0]] {
		// "…, the house is very quiet", "…, הבית ריק": a statement of
		// its own, which asks nothing when it holds no request or hour.
		told := hebrewText(tail) // a Hebrew statement needs no copula: "הבית ריק"
		for i, w := range words {
			if reasonNever[w] || reasonNever[heStem(w)] || heClockWords[w] || clockLike(w) || w == "at" && i+1 < len(words) && startsWithDigit(words[i+1]) {
				return false
			}
			told = told || statementVerbs[w]
		}
		return told // "wiped the counters" is a chore done, no statement
	}
	if !reasonOpeners[words[0]] && !reasonOpeners[heStem(words[0])] && !strings.HasPrefix(words[0], "מ") {
		return false
	}
	named := false
	for i, w := range words {
		switch {
		case reasonNever[w] || reasonNever[heStem(w)] || heClockWords[w]:
			return false
		case clockLike(w), w == "at" && i+1 < len(words) && startsWithDigit(words[i+1]):
			return false
		case reasonNouns[w] || reasonNouns[heStem(w)] || reasonNouns[strings.TrimSuffix(w, "s")]:
			named = true
		}
	}
	return named
}

// statementSubjects open a statement told after a mood: what it is
// about, said as its subject.
var statementSubjects = toSet(strings.Split("the|my|it|its|it's|everyone|everybody|nobody|nothing|this|that|there|theres|there's|"+
	"she|he|they|we|kids|work|הבית|זה|היא|הוא|הם|כולם|אין|הילדים|העבודה|הכל", "|"))

// statementVerbs are the verbs an English statement after a mood says
// what is with.
var statementVerbs = toSet(strings.Split("is|was|are|were|has|have|had|been|feels|felt|seems|looks|gets|got|keeps|isn't|wasn't|won't|didn't|doesn't", "|"))

// heStem is a Hebrew word with the prefixes glued to it taken off
// ("מהעבודה" is "עבודה", "בגלל" stays): up to two of ו, מ, ה, ב, ל, ש,
// leaving at least three letters.
func heStem(w string) string {
	r := []rune(w)
	for i := 0; i < 2 && len(r) > 3 && strings.ContainsRune("ומהבלש", r[0]); i++ {
		r = r[1:]
	}
	return string(r)
}

// clockLike reports whether w is an hour ("9:30", "9pm", "ב-9", "ב9"); a
// count ("12", "12hr") is not.
func clockLike(w string) bool {
	w = strings.TrimPrefix(strings.TrimPrefix(w, "ב"), "-")
	if !startsWithDigit(w) {
		return false
	}
	rest := strings.TrimLeftFunc(w, unicode.IsDigit)
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, ".") || rest == "am" || rest == "pm" || rest == "a" || rest == "p"
}

// startsWithDigit reports whether w opens with a digit.
func startsWithDigit(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9'
}

// moodPasts are the words of a mood that look like a past verb: "exhausted
// after work" tells how one is, not that "after work" is done.
var moodPasts = []string{
	"exhausted", "stressed", "overwhelmed", "frustrated", "worried", "bored", "swamped", "drained", "wrecked", "fried",
	"tired", "knackered", "pooped", "depressed", "annoyed", "burned", "burnt", "stuffed", "wasted", "zonked",
}

// moodPast reports whether verb, said before rest, is a mood and no past
// verb: a word of moodPasts, with its letters swapped ("exhuasted") or one
// dropped ("stessed"), glued to the word before it ("honestlystressed"),
// or "wiped out".
func moodPast(verb, rest string) bool {
	if one := squeeze(verb, 1); strings.HasSuffix(one, "wiped") || len(one) == len("wiped") && one[0] == 'w' && bagDistance(one, "wiped") == 0 {
		w, _, _ := strings.Cut(strings.TrimSpace(rest), " ")
		return strings.Trim(w, ",.!;:") == "out"
	}
	one := squeeze(verb, 1) // "drrained": a letter doubled by a slip
	for _, w := range moodPasts {
		if strings.HasSuffix(verb, w) || len(verb) == len(w) && verb[0] == w[0] && bagDistance(verb, w) == 0 || strings.HasSuffix(one, squeeze(w, 1)) ||
			len(w) >= 6 && slipOf(verb, w) { // "stessed": a letter dropped
			return true
		}
	}
	return false
}
