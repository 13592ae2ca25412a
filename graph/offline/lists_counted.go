package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// This file reads an addition that counts its items before the list and
// gives them after a colon: "add three things to my to do list: a, b, c",
// "תוסיף שלושה דברים לרשימת המשימות: …". The count ("three things",
// "the following", "כמה דברים") is no part of an item or of the list's
// name; without it the message reads as "add to my to do list: a, b, c".

var (
	// reAddCountedEN is an add verb, a count of things and a colon after
	// the list. Group 1 is the verb, group 2 the list and the items.
	reAddCountedEN = re(`^(?:please\s+)?((?:add|put|include|stick|pop|write)\s+)(?:(?:these|the\s+following|a\s+few|a\s+couple\s+of|some|several|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+)?(?:things|items|tasks|bits|entries|to-?dos)\s+|the\s+following\s+)((?:to|on|onto|in|into)\s+[^:]+:.+)$`)
	// reAddCountedHE is the same in Hebrew: "תוסיף שלושה דברים לרשימת
	// המשימות: …", "תוסיפי את הדברים הבאים לקניות: …".
	reAddCountedHE = re(`^((?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|תשים|תשימי)\s+(?:לי\s+)?)(?:את\s+)?(?:(?:שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|חמש|כמה|\d+)\s+(?:דברים|פריטים|משימות|מטלות)|(?:ה)?דברים\s+הבאים|(?:ה)?פריטים\s+הבאים)\s+((?:ל|אל\s+)[^:]+:.+)$`)
	// reAddCountedAfterEN and reAddCountedAfterHE say the count after
	// the list: "add to my shopping list the following: …", "תוסיף
	// לרשימת הקניות את הפריטים הבאים: …". Group 1 is the verb, group 2
	// the list, group 3 the colon and the items.
	reAddCountedAfterEN = re(`^(?:please\s+)?((?:add|put|include|stick|pop|write)\s+)((?:to|on|onto|in|into)\s+[^:]+?)\s+(?:the\s+following|these)(?:\s+(?:things|items|products))?\s*(:.+)$`)
	reAddCountedAfterHE = re(`^((?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|תשים|תשימי)\s+(?:לי\s+)?)((?:ל|אל\s+)[^:]+?)\s+(?:את\s+)?(?:ה)?(?:דברים|פריטים|מוצרים)\s+(?:ה)?(?:באים|אלה|אלו)\s*(:.+)$`)
)

// matchAddCounted reads an addition with its items counted before the
// list: the count is dropped and the rest read as an addition to a named
// list, the task list's items as tasks.
func matchAddCounted(m *message) ([]memo.Step, bool, error) {
	var rest string
	if g, ok := m.find(reAddCountedEN); ok {
		rest = "add " + g[2]
	} else if g, ok := m.find(reAddCountedHE); ok {
		rest = strings.TrimSpace(g[1]) + " " + g[2]
	} else if g, ok := m.find(reAddCountedAfterEN); ok {
		rest = "add " + g[2] + g[3]
	} else if g, ok := m.find(reAddCountedAfterHE); ok {
		rest = strings.TrimSpace(g[1]) + " " + g[2] + g[3]
	}
	if rest == "" {
		return nil, false, nil
	}
	req := m.req
	req.Text = rest
	inner := newMessage(req)
	for _, match := range []matcher{matchListAddColon, matchListColon, matchNamedColon} {
		if steps, ok, err := match(inner); ok || err != nil {
			return steps, ok, err
		}
	}
	return nil, false, nil
}
