package offline

import (
	"github.com/memo-assistant/memo"
)

// A kind of thing kept, asked for all at once: "what ideas did i save",
// "show me my ideas", "what recipes do i have saved", "מה הרעיונות
// ששמרתי?", "כל הסיסמאות ששמרתי", "תראה לי את המתכונים שלי". They search
// the memory for the kind (its plural finds the notes that say the
// singular, "רעיון: …", "idea: …") and answer with every match. Kinds
// that are often lists too (recipes, links, tips) are read so only with
// a word of saving ("saved", "ששמרתי"): "show my recipes" may be a list.

const (
	// keptEN and keptHE are kinds people keep as notes, never as lists.
	keptEN = `ideas|passwords|passcodes|codes|thoughts|quotes|insights|business\s+ideas|gift\s+ideas|app\s+ideas`
	keptHE = `רעיונות|סיסמאות|סיסמות|סיסמאת|קודים|מחשבות|ציטוטים|תובנות|רעיונות\s+למתנות|רעיונות\s+לעסק`
	// keptOrListEN and keptOrListHE may be either.
	keptOrListEN = `recipes|links|tips|addresses|numbers|phone\s+numbers|recommendations`
	keptOrListHE = `מתכונים|קישורים|לינקים|טיפים|כתובות|מספרים|מספרי\s+טלפון|המלצות`
	savedEN      = `(?:(?:that\s+)?i(?:'ve|\s+have)?\s+(?:saved|stored|noted|kept|gave\s+you|told\s+you\s+about|sent\s+you)|(?:you\s+)?saved|you\s+(?:have|saved|kept|remember))`
	savedHE      = `(?:ששמרתי|שרשמתי|שכתבתי|שאמרתי\s+לך|ששלחתי\s+לך|ששמרת|שרשמת|שמורים|השמורים|שמורות|השמורות)(?:\s+(?:לך|לי|אצלך))?`
)

var (
	// "show me my ideas", "all my passwords", "my saved recipes", "the
	// ideas I saved".
	reKindShowEN = re(`^` + politeEN + `(?:(?:show|list|give|send|tell|read)\s+(?:me\s+)?)?(?:all\s+)?(?:of\s+)?(?:my|the)\s+(saved\s+)?(` + keptEN + `|` + keptOrListEN + `)(\s+` + savedEN + `)?$`)
	// "what ideas did i save", "what recipes do i have saved", "which
	// passwords have i saved".
	reKindWhatEN = re(`^(?:so\s+|and\s+|ok\s+)?(?:what|which)\s+(` + keptEN + `|` + keptOrListEN + `)\s+(?:did\s+i\s+(?:save|store|note|give\s+you|tell\s+you\s+about)|have\s+i\s+(?:saved|stored|noted)|do\s+i\s+have\s+saved|do\s+(?:you|u)\s+have(?:\s+saved)?|did\s+(?:you|u)\s+save|are\s+saved)$`)
	// "מה הרעיונות ששמרתי", "כל הסיסמאות ששמרתי", "תראה לי את הרעיונות
	// שלי", "אילו מתכונים שמרתי".
	reKindHE      = re(`^(?:ו|אז\s+)?(?:(?:תראה|תראי|הראה|הראי|הצג|תציג|תציגי|תן|תני|תביא|תביאי|תשלח|תשלחי)\s+(?:לי\s+)?)?(?:מה\s+|מהם\s+|מהן\s+)?(?:את\s+)?(?:כל\s+)?ה?(` + keptHE + `|` + keptOrListHE + `)(\s+` + savedHE + `|\s+שלי)?$`)
	reKindWhichHE = re(`^(?:איזה|אילו)\s+(` + keptHE + `|` + keptOrListHE + `)\s+(?:שמרתי|רשמתי|יש\s+לי\s+שמורים|שמרת)(?:\s+(?:לך|לי|אצלך))?$`)
	// reKeptOnly is a kind that is never a list.
	reKeptOnly = re(`^(?:` + keptEN + `|` + keptHE + `)$`)
)

// matchMemoryKind reads a request for every note of a kind.
func matchMemoryKind(m *message) ([]memo.Step, bool, error) {
	kind := ""
	switch {
	case m.matches(reKindWhatEN):
		g, _ := m.find(reKindWhatEN)
		kind = g[1]
	case m.matches(reKindWhichHE):
		g, _ := m.find(reKindWhichHE)
		kind = g[1]
	case m.matches(reKindShowEN):
		g, _ := m.find(reKindShowEN)
		if g[1] == "" && g[3] == "" && !reKeptOnly.MatchString(g[2]) {
			return nil, false, nil // "show my recipes": it may be a list
		}
		kind = g[2]
	case m.matches(reKindHE):
		g, _ := m.find(reKindHE)
		if (g[2] == "" || g[2] == "שלי") && !reKeptOnly.MatchString(g[1]) {
			return nil, false, nil // "המתכונים שלי": it may be a list
		}
		if g[2] == "" && !hasAskWord(m.low) {
			return nil, false, nil // "רעיונות" alone names no request
		}
		kind = g[1]
	default:
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemorySearch, memo.MemoryArgs{Query: kind, All: true})}, true, nil
}

// reAskWord is a word that makes a bare kind a request: "כל", "מה",
// "תראה".
var reAskWord = re(`^(?:ו|אז\s+)?(?:תראה|תראי|הראה|הראי|הצג|תציג|תציגי|תן|תני|תביא|תביאי|תשלח|תשלחי|מה|מהם|מהן|כל)(?:\s|$)`)

func hasAskWord(low string) bool { return reAskWord.MatchString(low) }
