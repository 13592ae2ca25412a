package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

var (
	// "forget the wifi code", "delete the note about the car".
	reForgetEN = re(`^` + politeEN + `(?:forget|unremember)\s+(?:about\s+)?(.+)$|` +
		`^` + politeEN + `(?:delete|remove|erase|drop|clear)\s+(?:the\s+|my\s+|that\s+|this\s+)?(?:memory|note|fact|saved\s+note)(?:\s+(?:about|of|on|for|with|that|re))?(?:\s+|$)(.*)$`)
	// "תשכח את הקוד", "מחק את הזיכרון על הרכב".
	reForgetHE = re(`^(?:תשכח|תשכחי|שכח|שכחי)\s+(?:את\s+|מ|על\s+)?(.+)$|` +
		`^(?:תמחק|מחק|תמחקי|מחקי|תסיר|הסר|תסירי)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:זיכרון|זכרון|פתק|הערה|עובדה|איש\s+הקשר|איש\s+קשר)\s*(?:על|של|לגבי|ש)?\s*(.*)$`)
	// "delete the 3rd" after a listing of memories.
	reDeleteVerb = re(`^` + politeEN + `(?:delete|remove|erase|drop|forget)\s+(.+)$|^(?:תמחק|מחק|תמחקי|מחקי|תסיר|תסירי|הסר|תשכח|תשכחי)\s+(?:לי\s+)?(.+)$`)
	reItOnly     = re(`^(?:it|that|this|that one|this one|את\s+זה|זה|אותו|אותה)$`)
	reForgetAll  = re(`^(?:all|everything|every)\b|^(?:את\s+)?(?:הכל|כל|כולם)\b`)
)

// matchMemoryForget reads "forget the wifi code", "תשכח את הקוד של
// השער", "מחק את הזיכרון על הרכב", and, after a list of memories was
// shown, "delete the 3rd" / "מחק את השלישי" / "forget it". Forgetting
// everything is not offered: a bulk delete the user did not name exactly
// is not done.
func matchMemoryForget(m *message) ([]memo.Step, bool, error) {
	if n := m.numbered(); n != nil && n.Kind == memo.NumberedMemories {
		if g, ok := m.find(reDeleteVerb); ok {
			if idx, ok := memoryIndex(firstGroup(g), n); ok {
				return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Indexes: []int{idx}})}, true, nil
			}
		}
	}
	g, ok := m.find(reForgetEN)
	if !ok {
		if g, ok = m.find(reForgetHE); !ok {
			return nil, false, nil
		}
	}
	target := strings.TrimSpace(firstGroup(g))
	if reOtherThing.MatchString(toLower(target)) {
		return nil, false, nil
	}
	if target == "" || reItOnly.MatchString(toLower(target)) || reForgetAll.MatchString(toLower(target)) {
		if n := m.numbered(); target != "" && n != nil && n.Kind == memo.NumberedMemories && len(n.IDs) == 1 && reItOnly.MatchString(toLower(target)) {
			return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Indexes: []int{1}})}, true, nil
		}
		return nil, false, nil
	}
	if reNotAMemory.MatchString(toLower(target)) && !strings.HasPrefix(target, "ל") {
		return nil, false, nil // "forget to …", "forget what …"
	}
	return []memo.Step{memStep(memo.OpMemoryDelete, memo.MemoryArgs{Query: target})}, true, nil
}

// memoryIndex reads a position in the list of memories shown: "the 3rd",
// "3", "השלישי", or "it" when the list holds one memory.
func memoryIndex(s string, n *memo.NumberedList) (int, bool) {
	s = strings.TrimSpace(s)
	if reItOnly.MatchString(toLower(s)) && len(n.IDs) == 1 {
		return 1, true
	}
	i, last, ok := resolution.ParseOrdinalRef(s)
	switch {
	case !ok:
		return 0, false
	case last:
		return len(n.IDs), true
	}
	return i, true
}
