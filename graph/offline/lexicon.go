package offline

import (
	"regexp"
	"slices"
	"strings"
)

// The lexicons of the grammar's precision rule. A message is claimed only
// when every word is accounted for: command words, the filler and
// politeness below, recognised time and recurrence spans, and the item
// text. The lists are words people write around a request, not requests.

// correctionLead are openings that mark a message as a correction of what
// the last turn did ("actually make it 8", "סליחה, התכוונתי לשלישי").
var correctionLead = []string{
	"no wait", "wait no", "pardon", "pardon me", "perdón", "perdon", "perdona", "disculpa", "i beg your pardon", "ibeg your pardon", "beg your pardon", "beg pardon", "my apologies", "apologies",
	"excuse me", "forgive me", "sorry about that", "sorry for the confusion", "sorry for the mistake", "no no", "wait", "hold on", "hang on", "oops", "whoops", "oh no", "sorry", "my bad",
	"actually", "actually no", "no actually", "nah actually", "nope actually", "scratch that", "correction", "i meant", "i mean", "sorry i meant", "i meant to say",
	"no i meant", "no i mean", "no sorry", "nope i meant", "no no i meant", "oh i meant", "wait i meant", "make that",
	"meant", "meant to say", "i meant it for", "i meant for",
	"i've made a mistake", "ive made a mistake", "i have made a mistake", "i made a mistake", "i've made a mistake there", "i made a mistake there",
	"my mistake", "silly me", "i was mistaken", "i am afraid i was mistaken", "i'm afraid i was mistaken", "im afraid i was mistaken",
	"i'm afraid i made a mistake", "i am afraid i made a mistake", "i stand corrected", "i got it wrong", "i've got it wrong", "i got that wrong",
	"עשיתי טעות", "טעות שלי", "התבלבלתי", "טעיתי בשעה", "סליחה טעיתי",
	"אני מתנצל", "אני מתנצלת", "מתנצל", "מתנצלת", "סליחה על הטעות", "סליחה על הבלבול", "טעות סופר",
	"לא רגע", "רגע לא", "רגע", "לא לא", "לא התכוונתי", "לא, התכוונתי", "אופס", "אופסי", "סליחה", "סורי", "טעות", "טעיתי", "בעצם", "התכוונתי", "התכוונתי ל",
	"כלומר", "תיקון", "לא בעצם", "לא, בעצם", "רגע בעצם", "אה לא",
	// "you know what, …": said before changing one's mind.
	"you know what", "ya know what", "אתה יודע מה", "את יודעת מה", "יודע מה", "יודעת מה",
}

// wrongLead are openings that say the last turn got it wrong ("wrong lah,
// make it 7pm", "לא נכון, תשנה ל-7"). Read only at the start of a message:
// after a pause "wrong" may be the thing's own word ("return the jeans -
// wrong size"), so they are no part of correctionLead.
var wrongLead = []string{
	"wrong", "wrong lah", "wrong leh", "wrong one", "wrong time", "wrong day", "wrong hour", "wrong already",
	"that's wrong", "thats wrong", "that is wrong", "that was wrong", "it's wrong", "its wrong", "all wrong",
	"sorry wrong", "oops wrong", "whoops wrong", "sorry wrong time", "oops wrong time", "sorry that's wrong", "my bad wrong time",
	"not right", "that's not right", "thats not right", "that's not it", "no that's wrong", "no thats wrong",
	"לא נכון", "זה לא נכון", "לא נכון סליחה", "טעות בשעה", "שעה לא נכונה", "טעיתי בשעה", "טעיתי ביום", "זה לא זה",
}

// sighLead are the sighs of Singapore, Malaysia and the Philippines, which
// open a correction only before a change or another correction ("aiyo
// wrong lah, …", "alamak make it 7", "ay sorry make it 12 pala"); before
// anything else they stay, for what reads them ("aiyo sorry actually is
// 4pm lah").
var sighLead = []string{"aiyo", "aiyoh", "aiyoo", "aiya", "aiyah", "alamak", "haiz", "haiya", "ay", "ayy", "ay naku", "hay naku", "naku", "hala"}

// letterDoubled returns each of phrases with one of its letters typed
// twice ("nevver mind", "neverr mind"), a slip no English word is spelt
// by.
func letterDoubled(phrases ...string) []string {
	var out []string
	for _, p := range phrases {
		for i := 0; i < len(p); i++ {
			if p[i] != ' ' && (i+1 == len(p) || p[i+1] != p[i]) {
				out = append(out, p[:i+1]+p[i:])
			}
		}
	}
	return out
}

// dismissLead are openings that wave a thing away ("nvm i already paid").
//
// "jk" is "just kidding": what was asked is taken back ("jk delete that").
var dismissLead = []string{"nvm", "never mind", "nevermind", "no need", "jk", "j/k", "just kidding", "jk jk", "עזוב", "עזבי", "לא משנה", "לא צריך", "תשכח מזה", "שכח מזה"}

// polite are words of politeness that may stand anywhere in a request and
// are dropped wherever they stand.
//
// "if you please" is the formal "please" ("Tomorrow at 10:30, if you
// please."). "abeg" is the Nigerian "please" ("abeg add garri to my shopping list"),
// "biko" the Igbo one ("Biko remember that Mama Ngozi owe me 15k").
var polite = []string{"pretty please", "if you please", "please", "pls", "plz", "plss", "pleease", "pleeease", "kindly", "abeg", "biko", "biko nu", "בבקשה", "בבקשה בבקשה", "בבקשה רבה", "אנא",
	// French, as those who grew up on it say it in Hebrew or English.
	"s'il te plaît", "s'il te plait", "s'il vous plaît", "s'il vous plait", "stp", "svp"}

// trailFiller are phrases that close a message: thanks and sign-offs.
var trailFiller = []string{
	"thanks a lot", "thanks a bunch", "thanks so much", "thank you so much", "thank you very much", "thanks in advance",
	"thank you", "thanks", "thx", "thnx", "tnx", "ty", "tysm", "cheers", "ta", "much appreciated", "appreciated", "merci", "merci beaucoup",
	"please", "pls", "plz", "ok", "okay", "ok?", "k", "thanks memo", "thank you memo", "memo", "lol", "haha", "asap",
	// An endearment at the end: "thank you sweetheart", "…, dear".
	"sweetheart", "sweetie", "darling", "dear", "my dear", "darlin", "darlin'", "cher",
	// A word of the speaker's own at the end, that no thing is named by:
	// "… y'all", "… innit", "…, lekker", "… sweet as".
	"y'all", "yall", "innit", "lekker", "sweet as",
	// A sigh at the end is no word of the thing: "call back the client ugh".
	"ugh", "ughh", "ughhh", "argh", "sigh", "smh", "omg", "jeez", "ffs", "meh", "oof", "אוף", "אופף", "פפ",
	"for me", "when you can", "yeah", "yea", "yep", "yup", "cool", "ok cool",
	// A closing "actually" says the message corrects: "make it 5 actually".
	"actually", "בעצם",
	"תודה רבה", "תודה ענקית", "תודה מראש", "תודה לך", "תודה", "תודות", "בבקשה", "אחי", "אחותי", "יא מלך", "מלך", "נשמה", "ממו",
	"בשבילי", "חחח", "חחחח", "סבבה",
	// "please" as loaned, its letters stretched: "… תכניסי ליומן פליזז".
	// Last only: "פליז" is also brass ("ידית פליז").
	"פליז", "פלייז", "פליזז", "פלייזז", "פליייז", "פליזזז",
	// "do the needful", the Indian English "do what is needed", said last
	// after the request: "… kindly do the needful".
	"do the needful", "and do the needful", "do the needful please",
	// An aside at the end: "… thanks tbh", "… תודה רבה וואלה".
	"tbh", "ngl", "tbf", "imo", "וואלה", "ואלה",
	// A Hebrew endearment at the end: "תודה מותק" ("honey" may be the item).
	"מותק", "יקירתי", "יקירי", "יקירה", "מאמי",
	// A word of address at the end: "… בעוד 10 דקות כפרה", "… ב-9 יא גבר"
	// (the English ones are taken after a time only: addressTags).
	"כפרה", "כפרה עליך", "כפרה עלייך", "כפרה שלי", "יא גבר", "יא חביבי", "חביבי", "יא חביבתי", "חביבתי", "יא מלכה", "יא נשמה", "נשמה שלי", "אחי יא מלך", "מותק שלי", "מאמי שלי",
	"יא אחי", "יא אחותי", "יא מאמי", "אחי היקר", "יא זלמה", "זלמה",
}

// conditionalPolite are polite conditions said before or after a request
// ("אם את יכולה, תזכירי לי …", "… if possible"): no words of it.
var conditionalPolite = []string{
	"if you can", "if u can", "if you could", "if u could", "if possible", "if its possible", "if it's possible",
	"if you don't mind", "if you dont mind", "if u dont mind", "if that's ok", "if thats ok", "if it's ok", "if its ok",
	// The formal ones: "Tomorrow at 10:30, if you please.", "… if you would be so kind".
	"if you would", "if you would be so kind", "if you'd be so kind", "if you'd be so good",
	"if you wouldn't mind", "if you would not mind", "if it's no trouble", "if its no trouble",
	// "if it's not too much trouble could you put …", "אם זה לא מטריח".
	"if it's not too much trouble", "if its not too much trouble", "if it isn't too much trouble", "if it's not too much bother",
	"if its not too much bother", "if it's not a bother", "if its not a bother", "if it's no bother", "if its no bother",
	"if it's not a problem", "if its not a problem", "if that's not too much trouble", "if thats not too much trouble",
	"אם זה לא מטריח", "אם זה לא מטריח אותך", "אם לא מטריח לך", "אם זה לא מפריע לך יותר מדי",
	"אם את יכולה", "אם אתה יכול", "אם אתם יכולים", "אם תוכל", "אם תוכלי", "אם אפשר", "אם זה אפשרי", "אם זה אפשרי בכלל",
	"אם לא קשה לך", "אם לא אכפת לך", "אם זה לא מפריע", "אם זה לא מפריע לך",
	"אם זה לא קשה", "אם לא קשה", "אם תואיל", "אם תואילי",
}

// thanksDrawn is thanks written with its last letters drawn out ("תודהה",
// "תודההה רבה", "thanksss", "thxx", "tyyy"), as a pattern.
const thanksDrawn = `תודה+(?:\s+רבה+)?|תודות+|tha+nks+|tha+nx+|tha+nk\s+(?:you+|u+)|th+x+|thn+x+|tn+x+|ty+|tysm+`

// wrapperEN are English openings that ask someone to do the request that
// follows: "could you", "i need you to".
var wrapperEN = []string{
	"could you please", "could you", "could u", "can you please", "can you", "can u", "would you please", "would you",
	"would u", "will you", "will u", "would you mind", "could you kindly",
	// The Irish "ye": "can ye put a reminder in for …".
	"can ye", "could ye", "would ye", "will ye",
	"could you possibly", "can you possibly", "would you possibly", "would you kindly", "would you be able to",
	"could you be able to", "would you be so kind as to", "could you be so kind as to", "would you be so good as to",
	"i need you to", "i want you to", "i'd like you to", "id like you to", "i would like you to", "i need u to", "i want u to",
	"do me a favor and", "do me a favour and", "be a dear and", "be so kind and", "you should", "just", "quickly",
	"go ahead and", "help me", "can we", "could we", "can we please", "let's", "lets", "you can", "you may",
	// The formal ways ("please be so kind as to remind me …", "I would be
	// grateful if you could add …"); "is it possible to …" only before a
	// command (see reWantTo).
	"be so kind as to", "be kind enough to", "would you be kind enough to", "could you be kind enough to",
	"i would like to ask you to", "i'd like to ask you to", "id like to ask you to", "i want to ask you to",
	"i wanted to ask you to", "may i ask you to", "might i ask you to", "i'd ask you to", "i would ask you to",
	"i would be grateful if you could", "i'd be grateful if you could", "i would be grateful if you would",
	"i'd be grateful if you would", "i would appreciate it if you could", "i'd appreciate it if you could",
	"i would appreciate it if you would", "i'd appreciate it if you would", "i would be most grateful if you could",
	"would you please be so kind as to", "could you please be so kind as to", "be so good as to", "be good enough to",
	"would you be good enough to", "could you be good enough to",
	// The British formal "should" for "would" ("I should be grateful if
	// you would remind me …"), and "much obliged".
	"i should be grateful if you would", "i should be grateful if you could", "i should be most grateful if you would",
	"i should be most grateful if you could", "i should appreciate it if you would", "i should appreciate it if you could",
	"i would be obliged if you would", "i would be obliged if you could", "i'd be obliged if you would",
	"i'd be obliged if you could", "i should be obliged if you would", "i should be obliged if you could",
	"i would be much obliged if you would", "i would be much obliged if you could",
	// "kindly do the needful and remind me …", and West Africa's "please
	// do well to remind me …".
	"do the needful and", "kindly do the needful and", "do well to", "kindly do well to",
}

// formalAskEN are English openings taken off only before a command (see
// reWantTo and reAskLead): "I wanted to ask, …", "is it possible to …",
// "I would like to …". Their words are words of a request's head.
var formalAskEN = []string{
	"i wanted to ask", "i would like to ask", "i'd like to ask", "i want to ask", "is it possible to",
	"is it possible for you to", "would it be possible to", "would it be possible for you to", "it is possible to",
	"i would like to", "i'd like to", "i wish to", "i want to", "i wanted to",
}

// reminderAsk are openings that ask for a reminder without the words
// "remind me": "i need a reminder for", "set a reminder to", "אפשר
// תזכורת". They become "remind me".
var reminderAsk = []string{
	"i need a reminder", "i want a reminder", "i'd like a reminder", "i would like a reminder", "id like a reminder",
	"i would like reminding", "i'd appreciate a reminder please", "i would like to have a reminder", "i'd like to have a reminder", "can i get a reminder", "could i get a reminder",
	"can i have a reminder", "give me a reminder", "send me a reminder", "set a reminder", "set me a reminder",
	"set up a reminder", "make a reminder", "create a reminder", "add a reminder", "put a reminder", "new reminder",
	"set reminder", "set up reminder", "make reminder", "create reminder", "add reminder", "put reminder",
	"schedule a reminder", "schedule reminder", "a reminder", "reminder",
	// As English is learnt ("make me reminder", "do me a reminder"); "for me" after any is read by reReminderAsk.
	"make me reminder", "make me a reminder", "create me reminder", "create me a reminder", "do reminder", "do a reminder",
	"do me reminder", "do me a reminder", "give me reminder", "set me reminder",
	"need a reminder", "need reminder", "i need reminder", "want a reminder", "i want reminder", "gotta get a reminder",
	"i need reminding", "i'll need reminding", "i will need reminding", "i need to be reminded", "i'd like to be reminded",
	"i would like to be reminded", "i want to be reminded", "i'd like reminding", "need reminding", "id like to be reminded",
	"id like reminding", "ill need reminding",
	// The formal and roundabout ways: "I would appreciate a reminder …",
	// "I should like to be reminded …".
	"i would appreciate a reminder", "i'd appreciate a reminder", "i should appreciate a reminder", "i should like a reminder",
	"i should like to be reminded", "i should like reminding", "i would welcome a reminder", "i would love a reminder",
	"i'd love a reminder", "i would be grateful for a reminder", "i'd be grateful for a reminder",
	"i wish to be reminded", "i would wish to be reminded", "i should wish to be reminded", "i'd wish to be reminded",
	"i would love to be reminded", "i'd love to be reminded", "i would appreciate being reminded",
	"i'd appreciate being reminded", "i would appreciate to be reminded", "i'd prefer to be reminded",
	"i would prefer to be reminded", "i wish for a reminder", "i'd want to be reminded", "i would want to be reminded",
	"id wish to be reminded", "id love to be reminded", "id appreciate being reminded", "id prefer to be reminded",
	"id want to be reminded", "ill need to be reminded",
	// The formal asks before the noun: "אבקש תזכורת למחר …", "ברצוני לקבל תזכורת …".
	"אבקש תזכורת", "אבקש לקבל תזכורת", "אבקש ממך תזכורת", "ברצוני לקבל תזכורת", "ברצוני תזכורת", "הנני מבקש תזכורת",
	"הנני מבקשת תזכורת", "אני מבקש תזכורת", "אני מבקשת תזכורת", "אבקש בבקשה תזכורת", "אפשר בבקשה תזכורת", "אפשר לקבל תזכורת",
	"אשמח לתזכורת", "אשמח לקבל תזכורת", "הייתי שמח לתזכורת", "הייתי שמחה לתזכורת", "אודה לתזכורת", "אודה לך על תזכורת",
	"organise a reminder", "organize a reminder", "organise me a reminder", "organize me a reminder", "arrange a reminder",
	"arrange me a reminder", "sort me out a reminder", "sort out a reminder", "pop in a reminder", "put in a reminder",
	// The particle after the reminder, as the British say it: "pop a
	// reminder in for half five …", "stick a reminder in for …".
	"pop a reminder in", "put a reminder in", "stick a reminder in", "chuck a reminder in", "bung a reminder in",
	"pop me a reminder in", "pop a reminder", "pop me a reminder", "stick a reminder", "stick in a reminder",
	"תארגן לי תזכורת", "תארגני לי תזכורת", "תסדר לי תזכורת", "תסדרי לי תזכורת", "תארגן תזכורת", "תארגני תזכורת",
	"צריך תזכורת", "צריכה תזכורת", "אני צריך תזכורת", "אני צריכה תזכורת", "רוצה תזכורת", "אני רוצה תזכורת",
	"אפשר תזכורת", "אני צריך תזכורת", "אני צריכה תזכורת", "אני רוצה תזכורת", "תן לי תזכורת", "תני לי תזכורת",
	"תשים לי תזכורת", "תשימי לי תזכורת", "תקבע לי תזכורת", "תקבעי לי תזכורת", "תכין לי תזכורת", "תכיני לי תזכורת",
	"תעשה לי תזכורת", "תעשי לי תזכורת", "תיצור לי תזכורת", "תיצרי לי תזכורת", "תגדיר לי תזכורת", "תגדירי לי תזכורת",
	"תוסיף תזכורת", "תוסיפי תזכורת", "תרשום לי תזכורת", "תרשמי לי תזכורת", "make me a reminder", "create me a reminder",
	// The imperative and the forms without לי: "שים לי תזכורת", "תקבע תזכורת".
	"שים לי תזכורת", "שימי לי תזכורת", "קבע לי תזכורת", "קבעי לי תזכורת", "צור לי תזכורת", "צרי לי תזכורת",
	"הגדר לי תזכורת", "הגדירי לי תזכורת", "רשום לי תזכורת", "רשמי לי תזכורת", "הוסף תזכורת", "הוסיפי תזכורת",
	"תשים תזכורת", "תשימי תזכורת", "שים תזכורת", "שימי תזכורת", "תקבע תזכורת", "תקבעי תזכורת", "קבע תזכורת", "קבעי תזכורת",
	"תגדיר תזכורת", "תגדירי תזכורת", "הגדר תזכורת", "תיצור תזכורת", "צור תזכורת",
	"תזכורת",
}

// remindersAsked are the openings of asks in the plural: "set reminders
// for my pills at 8 and 20", "תקבעי לי תזכורות לכדורים": one reminder is
// asked for at each time said, and "reminders" is no word of its title.
// Only an ask said with its verb has a plural ("reminders" alone asks to
// see them), and it is read only with a list of hours ("… all week" says
// no hours at all).
func remindersAsked(asks []string) []string {
	var out []string
	for _, a := range asks {
		if !strings.Contains(a, " ") || a == "a reminder" || a == "new reminder" {
			continue
		}
		switch {
		case strings.HasSuffix(a, " a reminder"):
			out = append(out, strings.TrimSuffix(a, "a reminder")+"reminders")
		case strings.HasSuffix(a, " reminder"):
			out = append(out, a+"s")
		case strings.HasSuffix(a, " תזכורת"):
			out = append(out, strings.TrimSuffix(a, "תזכורת")+"תזכורות")
		}
	}
	return out
}

// wrapperHE are Hebrew openings that ask someone to do the request that
// follows; an infinitive after them becomes the imperative the grammar
// reads ("תוכל להזכיר לי" → "תזכיר לי").
var wrapperHE = []string{
	"אתה יכול בבקשה", "את יכולה בבקשה", "תוכל בבקשה", "תוכלי בבקשה",
	"אתה יכול", "את יכולה", "אתה מוכן", "את מוכנה", "תוכל", "תוכלי", "אפשר", "אפשר בבקשה", "אני רוצה", "אני רוצה ש",
	"בא לי", "רק", "תעשה לי טובה", "תעשי לי טובה", "יאללה",
	// Help asked for the request itself ("תעזור לי להוסיף משימה …").
	"תעזור לי", "תעזרי לי", "תעזרו לי", "עזור לי", "עזרי לי", "תוכל לעזור לי", "תוכלי לעזור לי",
	"אתה יכול לעזור לי", "את יכולה לעזור לי", "אפשר עזרה", "תעזור לי בבקשה", "תעזרי לי בבקשה",
	// The formal ways ("ברצוני לקבוע …", "אבקש שתזכור …", "אודה לך אם
	// תזכיר לי …", "האם תוכל לומר לי …"); what follows must still be a
	// command or its infinitive.
	"ברצוני", "ברצוני לבקש", "ברצוני לבקש ממך", "אבקש", "אבקשך", "אבקש ממך", "אני מבקש", "אני מבקשת",
	"אני מבקש ממך", "אני מבקשת ממך", "מבקש", "מבקשת", "מבקש ממך", "מבקשת ממך", "הייתי מבקש", "הייתי מבקשת",
	"הייתי מבקש ממך", "הייתי מבקשת ממך", "הייתי רוצה", "רציתי", "רציתי לבקש", "רציתי לבקש ממך", "אני מעוניין",
	"אני מעוניינת", "מעוניין", "מעוניינת", "האם תוכל", "האם תוכלי", "האם אתה יכול", "האם את יכולה", "האם אפשר",
	"האם ניתן", "ניתן", "אודה לך אם", "אודה אם", "אודה לך מאוד אם", "אודה מאוד אם", "אשמח אם", "הייתי שמח אם",
	"הייתי שמחה אם", "אני אשמח אם", "תואיל", "תואילי", "תואיל בטובך", "תואילי בטובך", "האם תואיל", "האם תואילי",
	// "הריני לבקש לקבוע …", "הנני מבקש שתזכיר …": the written "I hereby ask".
	"הריני", "הריני לבקש", "הריני לבקש ממך", "הריני מבקש", "הריני מבקשת", "הריני מבקש ממך", "הריני מבקשת ממך",
	"הנני", "הנני לבקש", "הנני לבקש ממך", "הנני מבקש", "הנני מבקשת", "הנני מבקש ממך", "הנני מבקשת ממך",
	// A leading "נא" ("please") before the infinitive: "נא לרשום …".
	"נא", "אנא",
	// "בקשה", the "בבקשה" cut short as texted, before a command: "בקשה
	// תזכיר לי מחר …" (before anything else it is "a request": "בקשה
	// להחזר מס").
	"בקשה",
	// A formal "יש ל…" ("it is to be …"): "יש לדחות אותה ליום שלישי".
	"יש", "יש צורך",
}

// heInfinitive maps an infinitive a Hebrew wrapper takes to the form the
// grammar reads.
var heInfinitive = map[string]string{
	"להזכיר": "תזכיר", "להוסיף": "תוסיף", "למחוק": "תמחק", "לקבוע": "תקבע", "לרשום": "תרשום", "לבטל": "תבטל",
	"להראות": "תראה", "לשלוח": "תשלח", "לסמן": "תסמן", "להוריד": "תוריד", "ליצור": "תיצור", "לפתוח": "תפתח",
	"לשמור": "תשמור", "לזכור": "תזכור", "להזיז": "תזיז", "לדחות": "תדחה", "להעביר": "תעביר", "לשנות": "תשנה",
	"להציג": "תציג", "לנקות": "תנקה", "לפנות": "תפנה", "לחסום": "תחסום", "להכניס": "תכניס", "לעדכן": "תעדכן",
	"להציק": "תציק", "לנדנד": "תנדנד", "להפסיק": "תפסיק", "להחזיר": "תחזיר", "לתזמן": "תזמן", "לשים": "תשים",
	"לומר": "תגיד", "להגיד": "תגיד", "לספר": "תגיד", "להקדים": "תקדים", "להכין": "תכין",
	// The formal "נא להגדיר תזכורת …": to set one is to make it.
	"להגדיר": "תגדיר",
}

// requestWords are words that ask for something and never belong in the
// text of a task, event or list item ("remind", "תזכיר", "can you"). A
// parse that leaves one in an item's text is not claimed.
var requestWords = []string{
	"remind", "reminder", "reminders", "remnd", "remid", "rmind", "rmnd", "rmndr", "rmd", "rmb", "remember", "please", "pls", "plz",
	"can you", "could you", "would you", "can u", "could u", "will you", "can ye", "could ye", "would ye", "will ye", "make sure i", "make sure you", "make sure to remind", "make sure that i", "don't forget", "dont forget",
	"do not forget", "don't let me forget", "thanks", "thank you", "thx", "snooze", "undo",
	"nag me", "bug me", "bugging me", "nagging me", "pester me", "ping me", "until i say", "till i say",
	"meant", "i mean", "tell me to", "add it to", "put it on", "my tasks", "to-do list", "todo list",
	"תזכיר", "תזכירי", "תזכירו", "להזכיר", "הזכר", "תזכורת", "תזכורות", "תזכור", "תזכרי", "אפשר", "תוכל", "תוכלי",
	"בבקשה", "תודה", "תדאג", "תדאגי", "שלא אשכח", "אל תשכח", "תציק", "תציקי", "תנדנד", "תנדנדי", "עד שאגיד",
	"התכוונתי", "למשימות", "לרשימת המשימות", "משימה חדשה", "new task", "add to my tasks",
	"כמשימה", "כמטלה", "כתזכורת", "as a task", "as a reminder", "as a to-do", "as a todo",
	"ליומן", "ללוח שנה", "ללוח השנה", "to my calendar", "to the calendar", "לתזכורת", "enter it", "record it",
	// The formal frames of an ask or a notice, never a word of what is kept.
	"be advised", "be informed", "for your information", "אבקש", "לפניך", "לפנייך", "הנני", "הריני",
}

// conjoinedEN are commands that, after "and"/"ו" inside an item's
// text, start a second request the parse did not split off ("… and add
// hummus to the list"); after a pause ("…, put them on my list", "… at 5.
// also add eggs to groceries") one does when it has an object and a place
// of its own, or a pronoun for one.
var conjoinedEN = []string{
	"add", "put", "delete", "remove", "schedule", "book", "cancel", "move", "set", "create", "make a list", "show",
	"mark", "tick", "check off", "also remind", "then remind",
}

// conjoinedHE are the Hebrew ones, which take the "ו" as a prefix.
var conjoinedHE = []string{
	"תוסיף", "תוסיפי", "תמחק", "תמחקי", "תקבע", "תקבעי", "תבטל", "תבטלי", "תזיז", "תזיזי", "תרשום", "תרשמי", "תסמן",
	"תסמני", "תראה", "תראי", "תיצור", "תכניס", "תשים",
	// The infinitive with the place it puts to is a request too ("…
	// ולהוסיף לרשימה שקית סוכר"); alone it may be the thing to do ("לקנות
	// קמח ולהוסיף סוכר").
	"להוסיף לרשימה", "להוסיף לרשימת", "להכניס לרשימה", "להכניס לרשימת", "לרשום ברשימה", "לרשום ברשימת",
	"להוסיף ליומן", "להכניס ליומן", "לרשום ביומן", "לשים ברשימה", "לשים ברשימת",
}

// pronouns are words that stand for the item the conversation is about;
// alone they are no task text ("remind me about it").
var pronouns = []string{"it", "that", "this", "this one", "that one", "them", "those", "these", "the same",
	"זה", "את זה", "אותו", "אותה", "אותם", "אותן", "על זה", "עליו", "עליה", "הזה", "הזאת", "הזו",
	// A place in a list shown is no name either ("cancel the last one").
	"the last one", "last one", "the last", "the first one", "the other one", "the previous one",
	"האחרון", "האחרונה", "את האחרון", "את האחרונה", "הקודם", "הקודמת", "את הקודם", "את הקודמת"}

// taskLead are words before a task's text that only say it is a task:
// "that i have to", "gotta", "שאני צריך ל".
var taskLead = slices.Concat(remindConnectors, []string{
	"that i have to", "that i need to", "that i gotta", "that i must", "that i should", "that i", "that we have to",
	"that it is", "that it's", "that its", "that there is", "that there's", "that it will be", "that it'll be",
	"that i have", "that we have", "that i've got", "that we've got", "that ive got", "that i got", "that there are",
	"that there will be", "that we're having", "that i'm having",
	"there is", "there's", "theres", "there are", "there will be",
	"i have to", "i need to", "i gotta", "i got to", "i must", "i should", "we have to", "we need to", "i've got to", "i've to", "ive to",
	"i also have to", "i also need to", "we also have to", "we also need to",
	"gotta", "got to", "need to", "have to", "must", "should", "to", "that", "about", "abt", "like", "around", "approximately",
	"roughly",
	// "about to" said the Southern way or cut short ("fixin to work a
	// double tomorrow, remind me at 6", "finna call mom"): what is about
	// to be done. "going to" is not one: "going to the gym" is the deed.
	"fixing to", "fixin to", "fixin' to", "fixin’ to", "finna", "gonna", "bout to", "'bout to", "about to",
	"i'm fixing to", "i'm fixin to", "im fixin to", "i'm fixin' to", "i'm finna", "im finna", "i'm gonna", "im gonna", "i'm about to",
	// "remind me of the staff meeting": what it is of, not "of".
	"of the", "of my", "of our", "of his", "of her", "of their",
	"שאני צריך", "שאני צריכה", "שאני חייב", "שאני חייבת", "שאנחנו צריכים", "שצריך", "שיש לי", "שיש לנו", "שלנו יש", "שלי יש", "אני צריך", "אני צריכה",
	"אני חייב", "אני חייבת", "צריך", "צריכה", "שיש", "ש", "על", "לגבי", "בקשר ל", "בערך", "בסביבות", "גם", "also",
	"לזכור", "to remember to",
})

// remindConnectors join "remind me" to the deed and are no word of it:
// "make I call Tunde" (pidgin "let me"), "to make sure I call", "so (that)
// I call". They open a task's text (taskLead), and right after "remind
// me" they are read away before the time is (remindConnector).
var remindConnectors = []string{
	"make sure that i", "make sure i", "make i", "so that i can", "so that i", "so i can", "so i",
}

// taskVerbsEN are verbs a task's text opens with ("call", "buy"); a text
// that opens with one is a task even when an event noun follows ("book
// the dentist").
var taskVerbsEN = []string{
	"call", "phone", "ring", "text", "email", "mail", "message", "buy", "get", "grab", "pick", "pick up", "drop",
	"drop off", "bring", "take", "send", "pay", "book", "order", "cancel", "renew", "return", "fix", "clean", "wash",
	"check", "print", "prepare", "prep", "finish", "start", "submit", "file", "write", "read", "reply", "answer",
	"ask", "tell", "remind", "move", "water", "feed", "walk", "cook", "make", "do", "go", "collect", "sign", "schedule",
	"confirm", "register", "sort", "sort out", "update", "charge", "change", "put", "find", "look", "see", "visit",
	"meet", "invite", "post", "upload", "download", "transfer", "deposit", "withdraw", "apply", "fill", "fill out",
	"plan", "organize", "organise", "research", "study", "practice", "review", "order", "hang", "fold", "iron", "swap",
	"open", "close", "lock", "turn", "switch", "install", "backup", "back up", "empty", "throw", "take out", "put out",
	"invoice", "quote", "replace", "repair", "chase", "restock", "top up",
}

// The lists as patterns, each compiled on first use (see pattern).
var (
	reLeadFiller     = startsWithAny(slices.Concat(leadFiller, conditionalPolite, continuationOpeners))
	reCorrectionLead = startsWithAny(correctionLead)
	// reWrongLead is a wrongLead or a changeLead closed by a mark ("wrong
	// lah, …", "שינוי, …"); with
	// none, or for a sighLead, only a change or another correction may
	// follow it (see Clean): "wrong size jeans" is a thing.
	reWrongLead   = compile(`^(?:` + alternation(slices.Concat(wrongLead, sighLead, changeLead)) + `)(?:\s*[,.!:;…\-–—]+\s*|\s+|$)`)
	reDismissLead = startsWithAny(slices.Concat(dismissLead, letterDoubled("never mind", "nevermind"))) // "nevver mind, …" too
	reWrapperEN   = startsWithAny(wrapperEN)
	reWrapperHE   = startsWithAny(wrapperHE)
	reReminderAsk = compile(`^(?:` + alternation(reminderAsk) + `)(?:\s+for\s+(?:me|myself)(?:` + sep + `to)?)?(?:\s+(?:for|to|about|on|at|that|ל|על|ש))?(?:` + sep + `|$)`)
	// reRemindersAsk is an ask in the plural (see remindersAsked).
	reRemindersAsk = compile(`^(?:` + alternation(remindersAsked(reminderAsk)) + `)(?:\s+(?:for|to|about|on|at|that|ל|על|ש))?(?:` + sep + `|$)`)
	reTrailFiller  = compile(`(?:^|` + sep + `)(?:` + alternation(slices.Concat(trailFiller, conditionalPolite)) + `|` + thanksDrawn + `)[\s,.!?:;…~]*$`)
	rePolite       = anywhere(polite)
	reRequestWord  = anywhere(requestWords)
	reConjoined    = compile(`(?:^|\s)(?:and|&|then)\s+(?:` + alternation(conjoinedEN) + `)(?:[^\p{L}\p{N}']|$)|(?:^|\s)ו-?(?:` + alternation(conjoinedHE) + `)(?:[^\p{L}\p{N}']|$)|` +
		`[,;.!?…]\s*(?:(?:and\s+also|and\s+then|and|also|then|plus|please|pls|and\s+please)\s+)?(?:` + alternation(conjoinedEN) + `)\s+(?:it|them|that|those|these|this|all|both|\S+\s+(?:on|to|in|onto|into|from|off)\s)|` +
		`[,;.!?…]\s*(?:(?:וגם|ואז|גם|אז|ו)\s*)?(?:` + alternation(conjoinedHE) + `)(?:\s|$)`)
	rePronounOnly = compile(`^(?:` + alternation(pronouns) + `)$`)
	reTaskLead    = startsWithAny(taskLead)
)

// reNoCorrection is a bare "no"/"לא" said right before another opening of
// a correction ("לא סליחה מחר", "nope oops, 6"): the two open it, as "no
// sorry" does, with no mark between them.
var reNoCorrection = compile(`(?i)^(?:no+|nope|nah|לא)(?:` + sep + `)(?:` + alternation(correctionLead) + `)(?:` + sep + `|$)`)

// alternation joins phrases into one regexp alternation, longest first so
// that "ok so" is tried before "ok".
func alternation(phrases []string) string {
	ps := slices.Clone(phrases)
	slices.SortStableFunc(ps, func(a, b string) int { return len(b) - len(a) })
	for i, p := range ps {
		ps[i] = strings.ReplaceAll(regexp.QuoteMeta(p), " ", `\s+`)
	}
	return strings.Join(ps, "|")
}

// The lexicon's regexps are matched against lower-cased text (see lower):
// case-insensitive matching of long alternations costs more than the
// lowering.

// sep is what may follow a stripped phrase: spaces and punctuation.
const sep = `[\s,.!?:;…~\-–—]+`

// lower returns s in lower case when that keeps its byte offsets (Latin
// and Hebrew do), so a match in it can cut s; otherwise s itself.
func lower(s string) string {
	if l := toLower(s); len(l) == len(s) {
		return l
	}
	return s
}

// startsWithAny matches one of phrases at the start of a text, as whole
// words, with the punctuation after it.
func startsWithAny(phrases []string) *pattern {
	return compile(`^(?:` + alternation(phrases) + `)(?:` + sep + `|$)`)
}

// endsWithAny matches one of phrases at the end of a text, with the
// punctuation before and after it.
func endsWithAny(phrases []string) *pattern {
	return compile(`(?:^|` + sep + `)(?:` + alternation(phrases) + `)[\s,.!?:;…~]*$`)
}

// anywhere matches one of phrases as a whole word anywhere in a text.
func anywhere(phrases []string) *pattern {
	return compile(`(?:^|[^\p{L}\p{N}'])(?:` + alternation(phrases) + `)(?:[^\p{L}\p{N}']|$)`)
}
