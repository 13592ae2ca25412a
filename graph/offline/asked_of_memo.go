package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Two questions about Memo itself get an honest short answer, not "I
// didn't understand": a joke, a story or a song asked for ("can you tell
// me a joke?", "ספר לי בדיחה"), which Memo does not tell
// (memo.ReasonJoke), and which languages it reads ("can you set
// reminders in Hebrew also?", "do you speak english", "אפשר לכתוב לך
// באנגלית?", memo.ReasonLanguages). Either may open with the lead of a
// question in other Englishes ("I have a doubt, …", "quick question: …"),
// which also opens a question of what Memo can do ("I have a doubt, what
// can you do?"). A joke or a language named inside a request ("remind me
// to tell dana the joke at 5", "add hebrew homework") is no question.

// reDoubtLead is the lead of a question: "I have a doubt" (Indian English
// for "a question"), "quick question", "one question".
var reDoubtLead = compile(`^(?:(?:hi|hello|hey|sir|maam|madam|ok)\s+)*(?:i\s+have\s+(?:a\s+|one\s+)?(?:small\s+|quick\s+|little\s+)?(?:doubt|question|query)|` +
	`(?:a\s+)?(?:small|quick|one)\s+(?:doubt|question|query)|just\s+a\s+question|שאלה(?:\s+קטנה)?|יש\s+לי\s+שאלה(?:\s+קטנה)?)\s*[,.:!\-–—]*\s*`)

// reAddressOpen are the greetings and words of address a question opens
// with ("hey memo", "יא גבר").
var reAddressOpen = re(`^` + greetFiller + `(?:(?:` + greetName + `|` + greetHello + `|יא)[\s,]+)*`)

// reAskedClose is thanks or please closing the question.
var reAskedClose = re(`\s+(?:תודה(?:\s+רבה)?|בבקשה|thanks|thank\s+you|thx|pls|please)$`)

// reJokeAsked asks Memo for a joke, a story or a song, and nothing else.
var reJokeAsked = compile(`^(?:(?:so|ok|okay|hey|memo|please|pls)\s+)*(?:(?:can|could|will|would)\s+(?:you|u)\s+)?(?:tell|say|sing)\s+(?:me\s+|us\s+)?(?:a\s+|another\s+|one\s+more\s+|some\s+)?(?:funny\s+|good\s+|short\s+)?` +
	`(?:joke|jokes|story|song)(?:\s+(?:please|pls|plz|now))?$|^(?:do\s+)?(?:you|u)\s+know\s+any\s+(?:good\s+)?jokes$|^(?:any|got\s+any)\s+(?:good\s+)?jokes$|` +
	`^(?:(?:נו|יאללה|אולי)\s+)?(?:תספר|תספרי|ספר|ספרי|תגיד|תגידי|תשיר|תשירי)\s+(?:לי\s+|לנו\s+)?(?:עוד\s+)?(?:בדיחה|בדיחות|סיפור|שיר)(?:\s+(?:מצחיקה|טובה|קצרה))?(?:\s+(?:בבקשה|עכשיו))?$|` +
	`^(?:(?:אתה|את)\s+)?(?:יודע|יודעת|מכיר|מכירה)\s+(?:בדיחה|בדיחות|איזו\s+בדיחה)(?:\s+טובה)?$|^יש\s*לך\s+(?:בדיחה|בדיחות)(?:\s+טובה|\s+מצחיקה)?$`)

// reLanguagesAsked asks whether Memo reads a language: "can you set
// reminders in hebrew also", "do you speak english", "can i write to you
// in hebrew", "אתה מדבר אנגלית", "אפשר לכתוב לך באנגלית"; the asking
// pronoun may run into its verb ("doyou understand english", "אתהמדבר
// אנגלית").
var reLanguagesAsked = compile(`^(?:(?:so|ok|okay|and|also|hey)\s+)*(?:(?:can|could|do|does|will)\s*(?:you|u|memo|it|this\s+bot)|(?:can|may)\s+i|is\s+it\s+possible\s+to)\s+` +
	`(?:(?:also\s+)?(?:speak|understand|read|write|talk|reply|answer|work|chat|do|set|make|add|send|create|keep|get)(?:\s+(?:reminders|tasks|lists|notes|messages|things|it|them|this|that|me|you|u|to\s+(?:you|u)))?\s+)?` +
	`(?:in\s+)?(?:hebrew|english|ivrit)(?:\s+(?:also|too|as\s+well|language))?$|` +
	`^(?:(?:ו|גם|האם)\s*)?(?:(?:אתה|את)\s*)?(?:מדבר|מדברת|מבין|מבינה|יודע|יודעת|עונה|עובד|עובדת)\s+(?:גם\s+)?(?:ב)?(?:עברית|אנגלית)(?:\s+גם)?$|` +
	`^(?:(?:ו|גם|האם)\s*)?(?:אפשר|אני\s+יכול|אני\s+יכולה|מותר)\s+(?:גם\s+)?(?:לכתוב|לדבר|לשלוח|לקבוע\s+תזכורות|לבקש)(?:\s+לך|\s+אליך)?\s+(?:גם\s+)?ב(?:עברית|אנגלית)(?:\s+גם)?$`)

// askedCues are the words one of which every question above holds.
var askedCues = []string{"joke", "story", "song", "hebrew", "english", "ivrit", "doubt", "question", "query", "בדיח", "סיפור", "שיר", "עברית", "אנגלית", "שאלה"}

// matchAskedOfMemo reads a joke or the languages asked of Memo, or a
// question of what it does after the lead of a question.
func matchAskedOfMemo(m *message) ([]memo.Step, bool, error) {
	if len(m.low) > 120 || !containsAny(m.low, askedCues...) {
		return nil, false, nil
	}
	t := strings.TrimSpace(greetingForm(splitGluedWords(m.req.Text))) // "אפשרלכתוב לך …" too
	if loc := reAddressOpen.FindStringIndex(t); loc != nil && loc[1] > 0 && loc[1] < len(t) {
		t = t[loc[1]:] // "יא גבר את מבינה אנגלית?": whom it is said to, off
	}
	t = strings.TrimSpace(reAskedClose.ReplaceAllString(t, "")) // "תספר לי בדיחה תודה"
	if first, rest, ok := strings.Cut(t, " "); ok && first != "אפשר" && slipOf(first, "אפשר") {
		t = "אפשר " + rest // "אפפשר לכתוב לך באנגלית?": the lead one slip off
	}
	led := false
	if loc := reDoubtLead.FindStringIndex(t); loc != nil && loc[1] < len(t) {
		t, led = t[loc[1]:], true
	}
	switch {
	case reJokeAsked.MatchString(t):
		return []memo.Step{general(memo.OpUnknown, memo.ReasonJoke)}, true, nil
	case reLanguagesAsked.MatchString(t):
		return []memo.Step{general(memo.OpUnknown, memo.ReasonLanguages)}, true, nil
	case led && reHelp.MatchString(t):
		return []memo.Step{general(memo.OpHelp, "")}, true, nil // "I have a doubt, what can you do"
	}
	return nil, false, nil
}
