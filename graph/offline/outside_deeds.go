package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A deed asked of Memo that only a person or another app can do: send a
// file ("can you email the deck to Priya?"), make a call and say
// something ("call my wife and tell her I'm late", "תתקשר לאישה שלי תגיד
// לה אני מאחר"), pay or transfer money, order food. Memo keeps
// reminders, tasks, a calendar, lists and notes; it says it cannot, and
// stores nothing. Said with a time ("call mom at 5", "pay rent friday")
// or as a reminder ("remind me to email the deck"), it is a thing to do,
// read as before. Emailing a person without a file is Gmail's, and not
// read here.

var (
	// reDeedEN is an English deed asked of Memo: asked ("can you", "could
	// you", "please") with a verb Memo cannot carry out, or a call with
	// what to tell.
	reDeedEN = compile(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|please\s+|pls\s+)(?:` +
		`(?:email|e-mail|mail|send|forward|text|whatsapp|share)\s+(?:(?:him|her|them|\w+)\s+)?(?:the|my|this|that|our|a)\s+(?:deck|file|files|doc|docs|document|documents|pdf|slides|presentation|attachment|spreadsheet|contract|invoice|report|photo|photos|picture|pictures|video)\b|` +
		`(?:pay|transfer|venmo|wire)\s+\S+|` +
		`(?:call|phone|ring|text|whatsapp|message)\s+\S+(?:\s+\S+)?\s+(?:and\s+)?(?:tell|say|let)\b|` +
		`order\s+(?:me\s+|us\s+)?(?:a\s+|some\s+)?(?:pizza|food|sushi|groceries|dinner|lunch|coffee)\b)|` +
		`^(?:call|phone|ring)\s+\S+(?:\s+\S+)?\s+(?:and\s+)?(?:tell|say)\s+(?:him|her|them)\b`)
	// reDeedHE is the same in Hebrew, the verb said to Memo in the future
	// ("תתקשר", "תשלח", "תשלם", "תעביר כסף"), or its infinitive after
	// "אפשר", "תוכל": the infinitive alone is a to-do jotted down ("לשלם
	// ארנונה", see bare_errand.go).
	reDeedHE = compile(`^(?:(?:אפשר|תוכל|תוכלי|אתה\s+יכול|את\s+יכולה)\s+(?:` + deedVerbsHE + `|להתקשר|לשלוח|לשלם|להעביר)|` + deedVerbsHE + `)\s+(?:` +
		`(?:ל|אל\s+)\S+(?:\s+שלי)?\s+(?:ו)?(?:תגיד|תגידי|תמסור|תמסרי|להגיד)|` +
		`(?:ל\S+\s+)?(?:את\s+)?(?:ה)?(?:מצגת|קובץ|קבצים|מסמך|מסמכים|חוזה|חשבונית|דוח|תמונה|תמונות|סרטון)(?:\s|$)|` +
		`(?:ל\S+\s+)?(?:את\s+)?(?:ה)?(?:חשבון|חשבונית|שכר\s+דירה|ארנונה|כסף|תשלום|\d+)|` +
		`(?:לי\s+|לנו\s+)?(?:פיצה|אוכל|סושי|משלוח))`)
)

// deedVerbsHE are the Hebrew verbs of a deed said to Memo.
const deedVerbsHE = `(?:תתקשר|תתקשרי|תחייג|תחייגי|תשלח|תשלחי|תשלם|תשלמי|תעביר|תעבירי|תזמין|תזמיני)`

// matchDeedAsked reads a deed asked of Memo that only a person can do
// (see reDeedEN), with no time said: a time makes it a thing to do. It
// reads the message as typed, before mail's reader ("email the deck")
// and before cleaning takes "can you" off.
func matchDeedAsked(m *message) ([]memo.Step, bool, error) {
	said := toLower(oneSpace(strings.TrimSpace(m.req.Text)))
	if !reDeedEN.MatchString(m.low) && !reDeedHE.MatchString(m.low) && !reDeedEN.MatchString(said) && !reDeedHE.MatchString(said) {
		return nil, false, nil
	}
	if saysTime(m, m.raw) {
		return nil, false, nil
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonOutside)}, true, nil
}
