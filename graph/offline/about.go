package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Questions to Memo about what it is: "are you a bot?", "r u human",
// "who made you", "חחח אתה בוט?", "את בן אדם אמיתי?", "מי יצר אותך".
// They are answered honestly (an automated assistant, and what it does),
// never read as a thing to look up or to keep. "who are you" and "מה אתה
// יודע לעשות" are help (matchHelp).

// aboutLaugh is what people put before such a question: a laugh, an
// interjection ("lol are you a bot", "חחח אתה בוט", "רגע, אתה בוט?").
const aboutLaugh = `(?:(?:lol|lmao|haha*|hah|hehe*|hmm*|wait|so|ok|okay|hey|hi|yo|um+|uh|seriously|honestly|memo|bro|dude|` +
	`ח{2,}[\s,]*|הה+|רגע|אוקיי|אוקי|היי|שאלה|תגיד|תגידי|בכנות|ברצינות|יאללה|וואלה|ואלה|תכלס|בקיצור|פליז|פלייז|מממ*|אחי|אחותי|ממו)[\s,]*)*`

// reAboutClose is what people put after such a question: "please",
// "thanks".
var reAboutClose = re(`[\s,]+(?:please|pls|plz|thanks|thx|thank\s+you|בבקשה|תודה(?:\s+רבה)?)$`)

// aboutWhat is what Memo may be asked whether it is.
const (
	aboutWhatEN = `(?:a\s+|an\s+)?(?:real\s+)?(?:bot|robot|human|human\s+being|person|real|ai|a\.?i\.?|machine|computer|program|chat\s*bot|` +
		`chatgpt|gpt|alive|live\s+person|actual\s+person|automated|automatic)`
	aboutWhatHE = `(?:בוט|רובוט|בן\s+אדם|בת\s+אדם|בנאדם|אדם|אמיתי|אמיתית|מכונה|בינה\s+מלאכותית|תוכנה|מחשב|צ'?אט\s*בוט|צ׳אטבוט|` +
		`אנושי|אנושית|אוטומטי|אוטומטית|חי|חיה|ai|gpt|צ'?אט\s*gpt)`
)

// reAboutMemoEN and reAboutMemoHE are such questions, read whole.
var (
	reAboutMemoEN = re(`^` + aboutLaugh + `(?:` +
		`(?:are|r)\s*(?:you|u|ya)\s*` + aboutWhatEN + `(?:\s+(?:or\s+)?` + aboutWhatEN + `)*(?:\s+or\s+(?:not|what))?|` +
		`(?:is\s+this|am\s+i\s+(?:talking|chatting|speaking|texting)\s+(?:to|with))\s+` + aboutWhatEN + `(?:\s+or\s+` + aboutWhatEN + `)?|` +
		`who\s+(?:made|built|created|programmed|wrote|designed|developed|owns|runs)\s+(?:you|u)|` +
		`what(?:'s|\s+is|s)\s*(?:your|ur)\s*name|what\s+do\s+i\s+call\s+(?:you|u)|` +
		`what\s+(?:kind\s+of\s+)?(?:thing|bot|program|app)\s+are\s+(?:you|u))$`)
	reAboutMemoHE = re(`^` + aboutLaugh + `(?:` +
		`(?:האם\s+)?(?:אתה|את)\s*(?:באמת\s+)?` + aboutWhatHE + `(?:\s+(?:או\s+)?` + aboutWhatHE + `)*(?:\s+או\s+(?:לא|מה))?|` +
		`(?:זה|זאת)\s*(?:באמת\s+)?` + aboutWhatHE + `|` +
		`(?:אני\s*)?(?:מדבר|מדברת|מתכתב|מתכתבת)\s*(?:עם|מול)\s*` + aboutWhatHE + `(?:\s+או\s+` + aboutWhatHE + `)?|` +
		`מי\s*(?:יצר|בנה|תכנת|כתב|עשה|פיתח|המציא|הכין)\s*אותך|` +
		`(?:איך\s*קוראים\s*לך|מה\s*השם\s*שלך|מה\s*שמך))$`)
)

// matchAboutMemo reads a question to Memo about what it is.
func matchAboutMemo(m *message) ([]memo.Step, bool, error) {
	if len(m.req.Text) > 120 {
		return nil, false, nil // such a question is short; a long message is read on
	}
	t := oneSpace(toLower(dropSymbols(m.req.Text)))
	for _, t := range []string{t, withoutGreeting(m.req.Text)} {
		t = strings.TrimSpace(strings.Trim(t, "?!.,… "))
		if loc := reAboutClose.FindStringIndex(t); loc != nil {
			t = strings.TrimRight(t[:loc[0]], "?!.,… ")
		}
		if t != "" && (reAboutMemoEN.MatchString(t) || reAboutMemoHE.MatchString(t)) {
			return []memo.Step{general(memo.OpAbout, "")}, true, nil
		}
	}
	return nil, false, nil
}
