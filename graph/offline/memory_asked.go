package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A question put as a request to be reminded, or asked of Memo's memory:
// "remind me what my locker code is", "do you remember Dana's birthday",
// "תזכיר לי מה הקוד של הלוקר", "אתה זוכר איפה החניתי", or told as a thing
// forgotten ("i forgot where i parked", "שכחתי מתי החוג"). It asks for what
// was remembered, now; it is no reminder to set (one with a time is:
// "remind me tomorrow what to buy").

var (
	reAskedEN = re(`^(?:(?:can|could|would)\s+you\s+)?(?:remind\s+me|tell\s+me|do\s+you\s+(?:remember|know|recall))\s+((?:what|where|when|who|which|how)\b.+)$|` +
		// A thing forgotten, told: "i forgot when my dance class is".
		`^(?:i\s+)?(?:forgot|forget|(?:can'?t|cannot|don'?t)\s+remember)\s+((?:what|where|when|who|which|how)\b.+)$|` +
		`^do\s+you\s+(?:remember|recall)\s+(.+)$`)
	reAskedHE = re(`^(?:תזכיר|תזכירי|תגיד|תגידי|אתה\s+זוכר|את\s+זוכרת|זוכר|זוכרת|שכחתי|(?:אני\s+)?לא\s+(?:זוכר|זוכרת))\s+(?:לי\s+)?((?:מה|איפה|מתי|מי|איך|כמה|איזה|איזו)\s.+)$`)
)

// reAskedElse names what a question asks of the lists, tasks or calendar.
var reAskedElse = re(`\b(?:list|lists|tasks?|to-?dos?|reminders?|calendar|schedule|events?|meetings?|agenda)\b|רשימ|משימ|תזכורות|יומן|אירוע|פגיש`)

// matchRecallAsked reads such a question as a search of the memory.
func matchRecallAsked(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reAskedEN)
	if !ok {
		if g, ok = m.find(reAskedHE); !ok {
			return nil, false, nil
		}
	}
	if _, found, _ := timeparse.Parse(m.raw, m.now(), m.loc()); found || reAskedElse.MatchString(m.low) {
		// "remind me tomorrow what to buy": a reminder; "tell me what's on
		// my list": the list's.
		return nil, false, nil
	}
	q := strings.TrimSpace(firstGroup(g))
	if q == "" {
		return nil, false, nil
	}
	return recall(m, q, "", false)
}
