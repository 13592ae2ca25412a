package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

var (
	// "show my memories", "what do you remember?", "הזיכרונות שלי".
	reListEN = re(`^` + politeEN + `(?:(?:show|list|see|view|display|give|get|read|tell)\s+(?:me\s+)?)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+|your\s+)?(?:memories|notes|saved\s+(?:notes|things|stuff|memories|facts)|second\s+brain)(?:\s+page\s+(\d+))?$|` +
		`^what\s+(?:do|did)\s+(?:you|u)\s+(?:remember|know|keep|have\s+saved|have\s+stored|have\s+on\s+me)(?:\s+(?:about|for)\s+me)?(?:\s+so\s+far)?$|` +
		`^what\s+(?:have|did)\s+i\s+(?:told|tell|asked|ask|given|give)\s+(?:you|u)(?:\s+to\s+(?:remember|save|keep|note))?(?:\s+so\s+far)?$|` +
		`^what\s+did\s+i\s+(?:want|need)\s+(?:you|u)\s+to\s+(?:remember|save|keep)$|` +
		`^what\s+(?:have|has)\s+(?:you|u)\s+(?:saved|stored|remembered|kept|noted)(?:\s+(?:for|about)\s+me)?(?:\s+so\s+far)?$|` +
		`^what(?:'?s|\s+is)\s+(?:saved|stored|in\s+(?:your|my)\s+(?:memory|second\s+brain))$`)
	reListHE = re(`^(?:(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג)\s+)?(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?(?:זיכרונות|זכרונות|פתקים)(?:\s+שלי)?(?:\s+עמוד\s+(\d+))?$|` +
		`^מה\s+(?:אתה|את)\s+(?:זוכר|זוכרת)(?:\s+(?:עליי|עלי|בשבילי))?$|^מה\s+(?:שמרת|רשמת|זכרת)(?:\s+(?:לי|עליי|עלי|בשבילי))?(?:\s+עד\s+עכשיו)?$|` +
		`^מה\s+(?:אתה|את)\s+(?:יודע|יודעת)\s+עלי(?:י)?$|^מה\s+(?:יש\s+לך\s+)?שמור(?:\s+(?:אצלך|לי|עליי))?$|` +
		// "מה אמרתי לך לזכור", "מה ביקשתי שתזכור": what was asked to be kept.
		`^מה\s+(?:אמרתי|ביקשתי|סיפרתי)\s+(?:לך|ממך)\s+(?:לזכור|לשמור|לרשום)(?:\s+עד\s+עכשיו)?$|^מה\s+ביקשתי\s+ש(?:תזכור|תזכרי|תשמור|תשמרי|תרשום|תרשמי)$`)
)

// matchMemoryList reads "show my memories" / "מה אתה זוכר?": the stored
// memories, newest first, a page at a time ("page 2").
func matchMemoryList(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reListEN)
	if !ok {
		if g, ok = m.find(reListHE); !ok {
			return nil, false, nil
		}
	}
	args := memo.MemoryArgs{Limit: memo.DefaultMemoryPage}
	if p := firstGroup(g); p != "" {
		n := 0
		for _, r := range p {
			n = n*10 + int(r-'0')
			if n > 1000 {
				break
			}
		}
		if n > 1 {
			args.Offset = (n - 1) * memo.DefaultMemoryPage
		}
	}
	return []memo.Step{memStep(memo.OpMemoryGetAll, args)}, true, nil
}

// "show memory 3", "open the 2nd", "תראה את זיכרון 3".
var reShowOne = re(`^` + politeEN + `(?:show|open|read|see)\s+(?:me\s+)?(?:the\s+)?(.+?)(?:\s+(?:memory|note|one))?$|^(?:תראה|תראי|הראה|הצג|תציג|תציגי|פתח|תפתח|תפתחי)\s+(?:לי\s+)?(?:את\s+)?(.+)$`)

// matchMemoryGet reads "show memory 3" / "open the 2nd" after a numbered
// list of memories: that memory (getMemoryById).
func matchMemoryGet(m *message) ([]memo.Step, bool, error) {
	n := m.numbered()
	if n == nil || n.Kind != memo.NumberedMemories {
		return nil, false, nil
	}
	g, ok := m.find(reShowOne)
	if !ok {
		return nil, false, nil
	}
	ref := strings.TrimSpace(firstGroup(g))
	for _, w := range []string{"memory ", "note ", "זיכרון ", "הזיכרון ", "פתק "} {
		ref = strings.TrimSpace(strings.TrimPrefix(ref, w))
	}
	idx, ok := memoryIndex(ref, n)
	if !ok || reItOnly.MatchString(toLower(ref)) {
		return nil, false, nil
	}
	return []memo.Step{memStep(memo.OpMemoryGet, memo.MemoryArgs{Indexes: []int{idx}})}, true, nil
}
