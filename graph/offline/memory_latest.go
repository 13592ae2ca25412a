package offline

import "github.com/memo-assistant/memo"

// A question about what was saved last ("what did I just save?", "מה
// שמרתי עכשיו?") asks for the newest memory, not for a memory about
// saving: it names nothing to look for.

var (
	// saveVerbEN are the ways to say the user had a thing kept.
	saveVerbEN = `(?:save|saved|store|stored|note|noted|write\s+down|wrote\s+down|(?:tell|told|ask|asked|get|got|have|had)\s+(?:you|u)\s+(?:to\s+)?(?:remember|save|store|keep|note|write\s+down))`
	// latestEN is "just", "last", "just now", said after or before.
	latestEN = `(?:\s+(?:just\s+now|right\s+now|now|last|lately|recently|a\s+(?:minute|moment|sec|second)\s+ago|before))?`
	// reLatestEN: "what did I just save?", "what was the last thing I
	// told you to remember", "what did you just save for me", "my last
	// note?", its space dropped ("mylast note", "my lastnote").
	reLatestEN = re(`^` + politeEN + `(?:what|whats|what's)\s*(?:did|have)\s+i\s+(?:just\s+|last\s+)?` + saveVerbEN + latestEN + `[\s?!.]*$|` +
		`^` + politeEN + `(?:what|whats|what's)\s*(?:did|have)\s+(?:you|u)\s+(?:just\s+|last\s+)?(?:save|saved|store|stored|remember|remembered|note|noted|write\s+down|written\s+down)(?:\s+for\s+me)?` + latestEN + `[\s?!.]*$|` +
		`^` + politeEN + `(?:what's|whats|what\s+(?:was|is))\s+the\s+(?:last|latest|most\s+recent)\s+(?:thing|memory|note|fact)\s+(?:(?:that\s+)?i\s+` + saveVerbEN + `|(?:that\s+)?(?:you|u)\s+(?:saved|stored|remembered|noted|wrote\s+down)(?:\s+for\s+me)?|(?:you|u)\s+(?:have\s+)?saved)[\s?!.]*$|` +
		`^` + politeEN + `(?:(?:show|tell)\s+me\s+)?(?:what's\s+|whats\s+|what\s+is\s+)?(?:my|the)\s*(?:last|latest|most\s+recent|newest)\s*(?:memory|note|saved\s+(?:thing|memory|note))[\s?!.]*$`)
	// saveVerbHE are the same in Hebrew, first person past.
	saveVerbHE = `(?:שמרתי|רשמתי|כתבתי|אמרתי\s+לך\s+(?:לזכור|לשמור|לרשום)|ביקשתי\s+(?:ממך\s+)?(?:לזכור|לשמור|לרשום|שתזכור|שתזכרי|שתשמור|שתשמרי|שתרשום|שתרשמי)(?:\s+לי)?)`
	// latestHE is "עכשיו", "הרגע", "אחרון", said after.
	latestHE = `(?:\s+(?:לך\s+)?(?:עכשיו|הרגע|ממש\s+עכשיו|זה\s+עתה|אחרון|אחרונה|לאחרונה|בסוף|קודם|לפני\s+רגע|לפני\s+דקה))?`
	// reLatestHE: "מה שמרתי עכשיו?", "מה ביקשתי שתזכור אחרון?", "מה
	// הדבר האחרון ששמרתי", "מה שמרת לי הרגע", "מה הזיכרון האחרון".
	reLatestHE = re(`^(?:ו|אז\s+|רגע\s+)?מה\s+` + saveVerbHE + latestHE + `[\s?!.]*$|` +
		`^(?:ו|אז\s+|רגע\s+)?מה\s+(?:שמרת|רשמת|כתבת|זכרת)\s+(?:לי\s+)?` + `(?:עכשיו|הרגע|ממש\s+עכשיו|זה\s+עתה|אחרון|אחרונה|לאחרונה|בסוף|קודם|לפני\s+רגע|לפני\s+דקה)[\s?!.]*$|` +
		`^(?:ו|אז\s+)?(?:מה\s*|תראה\s+לי\s+(?:את\s+)?|תראי\s+לי\s+(?:את\s+)?)?(?:הדבר|הזיכרון|הפתק|הזכרון)\s*(?:האחרון|האחרונה)(?:\s+(?:ש|)(?:` + saveVerbHE + `|שמרת|רשמת|שמרת\s+לי|רשמת\s+לי|ביקשתי\s+שתזכור|ביקשתי\s+שתזכרי))?[\s?!.]*$|` +
		`^(?:ו|אז\s+)?(?:מה\s*)?(?:הדבר|הזיכרון)\s*(?:האחרון\s+)?(?:ש(?:שמרתי|רשמתי|ביקשתי\s+שתזכור|ביקשתי\s+שתזכרי))\s+(?:אחרון|לאחרונה|עכשיו|הרגע)[\s?!.]*$`)
)

// matchMemoryLatest reads a question about what was saved last: the
// newest memory, and what was made after it, if anything.
func matchMemoryLatest(m *message) ([]memo.Step, bool, error) {
	if !m.matches(reLatestEN) && !m.matches(reLatestHE) {
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemoryGetAll, memo.MemoryArgs{Latest: true, Limit: 1})}, true, nil
}
