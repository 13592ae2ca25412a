package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// How the user feels, said to Memo as one says it to a person: "I'm so
// tired today", "ugh long day", "אני גמורה", "איזה יום מבאס". It asks for
// nothing, and read as a request it was "I didn't understand"; the reply
// answers in kind and changes nothing.

const (
	// feelLowEN and feelGoodEN are the English words of a mood.
	feelLowEN  = `tired|exhausted|wiped|wiped\s+out|drained|stressed|stressed\s+out|sad|sick|ill|bored|down|overwhelmed|anxious|worried|lonely|sleepy|hungry|busy|swamped|fed\s+up|frustrated|upset|cranky|grumpy|burnt\s+out|burned\s+out`
	feelGoodEN = `happy|excited|great|good|fine|ok|okay|awesome|amazing|relieved|proud|better`
	// feelLowHE and feelGoodHE are the Hebrew ones, in both genders.
	feelLowHE  = `עייף|עייפה|עייפים|גמור|גמורה|מותש|מותשת|לחוץ|לחוצה|עצוב|עצובה|חולה|משועמם|משועממת|מבואס|מבואסת|מדוכא|מדוכאת|רעב|רעבה|עמוס|עמוסה|מוצף|מוצפת|מתוסכל|מתוסכלת|עצבני|עצבנית|מודאג|מודאגת|בודד|בודדה|שבור|שבורה|הרוס|הרוסה`
	feelGoodHE = `שמח|שמחה|מאושר|מאושרת|נרגש|נרגשת|טוב|טובה|בסדר|מעולה|רגוע|רגועה|גאה`
)

var (
	reFeelEN = compile(`^(?:ugh+\s+|oh\s+|man\s+|honestly\s+|tbh\s+)*(?:i'?m|i\s*am|im|i\s*feel|feeling|i'?m\s*feeling|i\s*am\s*feeling)\s*` +
		`(?:so\s+|really\s+|very\s+|super\s+|kinda\s+|kind\s+of\s+|a\s+bit\s+|a\s+little\s+|pretty\s+|totally\s+|completely\s+|sooo+\s+)*(` + feelLowEN + `|` + feelGoodEN + `)` +
		`(?:\s+(?:today|tonight|now|right\s+now|lately|this\s+week|this\s+morning|atm))?(?:\s+(?:lol|haha|tbh|honestly))?$|` +
		`^(?:ugh+\s+)?(?:(?:such\s+a|what\s+a)\s+)?(long|rough|hard|tough|crazy|bad|great|good|lovely)\s+day(?:\s+today)?$|^ugh+$`)
	reFeelHE = compile(`^(?:(?:אוף|וואי|\p{Hebrew}{2,5})\s+)?(?:אני\s*(?:` + heIntens + `)*(` + feelLowHE + `|` + feelGoodHE + `)|(?:` + heIntens + `)+(` + feelLowHE + `|` + feelGoodHE + `)|(` + feelLowHE + `))` +
		`(?:\s+(?:היום|עכשיו|הערב|השבוע|לאחרונה|ממש|נורא))?$|^(?:(?:אוף|וואי)\s+)?(?:איזה|היה\s+לי)\s+יום\s+(ארוך|קשה|מבאס|מטורף|עמוס|מעולה|טוב|מושלם|גרוע)(?:\s+היום)?$|^אוף+$`)
)

// heIntens is a Hebrew word that makes a mood stronger or softer.
const heIntens = `(?:כל\s+כך|ממש|נורא|מאוד|קצת|די|מלא)\s+`

// feelGood are the words of a good mood or a good day.
var feelGood = toSet(strings.Split(feelGoodEN+`|`+feelGoodHE+`|lovely|מושלם`, "|"))

// moodWords are the words of a mood that name nothing to do: a
// reminder's title never holds one alone ("feeling super sad tonight" is
// no reminder of "feeling super sad").
var moodWords = toSet(strings.Split(`tired|exhausted|stressed|sad|bored|overwhelmed|anxious|worried|lonely|sleepy|frustrated|upset|cranky|grumpy|happy|excited|`+
	`עייף|עייפה|חולה|מותש|מותשת|לחוץ|לחוצה|עצוב|עצובה|משועמם|משועממת|מבואס|מבואסת|מדוכא|מדוכאת|מתוסכל|מתוסכלת|שמח|שמחה|מאושר|מאושרת`, "|"))

// moodOpeners are the words a mood is told with, which a hurried message
// glues to it ("imstressed", "feelingbored", "אניחולה").
var moodOpeners = []string{"feeling", "ifeel", "im", "iam", "אני"}

// tellsMood reports whether text tells a mood: a mood word, alone or
// glued to the words it is told with.
func tellsMood(text string) bool {
	for _, w := range strings.Fields(toLower(text)) {
		w = strings.Trim(w, ".,!?…:;\"'")
		if moodWords[w] {
			return true
		}
		for _, o := range moodOpeners {
			if rest, ok := strings.CutPrefix(w, o); ok && moodWords[rest] {
				return true
			}
		}
	}
	return false
}

// matchFeeling reads a message that only tells how the user feels.
func matchFeeling(m *message) ([]memo.Step, bool, error) {
	t := greetingForm(m.req.Text) // marks, emoji and apostrophes out
	g := reFeelEN.FindStringSubmatch(t)
	if g == nil {
		g = reFeelHE.FindStringSubmatch(t)
	}
	if g == nil {
		return nil, false, nil
	}
	reason := memo.ReasonFeelingLow
	for _, w := range g[1:] {
		if feelGood[w] {
			reason = memo.ReasonFeelingGood
		}
	}
	return []memo.Step{general(memo.OpUnknown, reason)}, true, nil
}
