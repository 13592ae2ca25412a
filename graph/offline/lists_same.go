package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reAddOnly is an addition that names no list: "add honey", "and put
// eggs on it too", "ותוסיף גם דבש", "ותוסיף לה את הסנדק", "and add to it
// Heat".
var (
	reAddOnlyEN = re(`^(?:and\s+|then\s+|also\s+)?(?:add|put)\s+(?:to\s+it\s+|to\s+that\s+list\s+|to\s+the\s+list\s+|there\s+)?(?:also\s+)?(.+?)(?:\s+(?:to|on|onto|in)\s+(?:it|that|that\s+one|the\s+list|there)|\s+there)?(?:\s+(?:too|as\s+well|also))?$`)
	reAddOnlyHE = re(`^(?:ו)?(?:תוסיף|תוסיפי|הוסף|תכניס|תכניסי|תשים|תשימי)\s+(?:(?:לה|אליה|לרשימה|לשם|שם)\s+)?(?:גם\s+)?(?:(?:לה|אליה|לשם|שם)\s+)?(?:את\s+)?(.+?)(?:\s+(?:אליה|לשם|שם|לרשימה|בה|לה))?(?:\s+גם)?$`)
)

// onSameList writes an addition that names no list as one to the list
// the steps before it changed, or reports false. name is that list's
// name as the steps before said it, which the addition keeps whole.
func onSameList(text string, before []memo.Step) (added, name string, ok bool) {
	if len(before) == 0 {
		return "", "", false
	}
	last := before[len(before)-1]
	if last.Lists == nil || last.Lists.Name == "" || last.Operation == memo.OpListDelete || last.Operation == memo.OpListRename {
		return "", "", false
	}
	name = last.Lists.Name
	text = strings.TrimSpace(text)
	if low := toLower(text); len(low) == len(text) {
		if g := reAddOnlyEN.FindStringSubmatchIndex(low); g != nil {
			return "add " + text[g[2]:g[3]] + " to the " + name + " list", name, true
		}
	}
	if g := reAddOnlyHE.FindStringSubmatch(strings.TrimSpace(text)); g != nil {
		// The items first: a name of several words ("סרטים לראות") said
		// before them would run into them.
		return "תוסיף " + g[1] + " לרשימת " + name, name, true
	}
	return "", "", false
}

// sameListName puts the list's name back on the additions planned from
// onSameList's text, where the grammar may have read it shorter
// ("הסרטים" without its ה).
func sameListName(steps []memo.Step, name string) {
	for _, s := range steps {
		if s.Lists != nil && s.Operation == memo.OpListAdd && s.Lists.ListID == "" {
			s.Lists.Name = name
		}
	}
}
