package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reThisNotThat is a new time said before the one it replaces: "it's at 7
// not 6:30", "זה בשבע לא בשש וחצי", "בשבע ולא בשש וחצי".
var reThisNotThat = compile(`(?i)^(?:(?:it'?s|it\s+is|its|that'?s|make\s+it|זה|הוא|היא|זאת)\s+)?(.+?)\s*,?\s+(?:not|and\s+not|ולא|לא)\s+(.+?)[.!]*$`)

// thisNotThatTime reads "it's at 7 not 6:30": when what follows "not"
// names the time the focus is at, what comes before is its new time.
func (m *message) thisNotThatTime(text string, f *memo.FocusItem) (string, bool) {
	if f.When == nil {
		return "", false
	}
	g := reThisNotThat.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil || !m.namesTime(g[2], *f.When) {
		return "", false
	}
	return strings.TrimSpace(g[1]), true
}
