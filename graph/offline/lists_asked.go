package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// A question for what a list holds, said with its name alone: "מה יש
// בהזמנות לשישי", "מה בקניות?", "what's on orders for friday", "what's in
// my packing list", or with what the list is for: "מה צריך לעוגה", "what
// do I need for the cake". It is the list only when the user has one of that
// name; otherwise the question is left to the readers after it (a day's
// calendar, a thing remembered).

var (
	// reListAskedHE is "מה (יש) (לי) ב<name>": the ב is peeled by word.
	reListAskedHE = re(`^(?:ו)?מה\s+(?:` + heHolds + `\s+)?(?:לי\s+|לנו\s+)?(?:עוד\s+)?(\S.*?)\s*[?!.]*$`)
	// reListAskedEN is "what's on/in (the/my) <name> (list)".
	reListAskedEN = re(`^(?:so\s+|and\s+|ok\s+|okay\s+)?(?:what's|whats|what’s|what\s+is|what\s+do\s+i\s+have|what\s+have\s+i\s+got)\s+(?:on|in)\s+(.+?)\s*[?!.]*$`)
	// reListNeedHE is "מה (אני) צריך ל<name>", "מה חסר ל<name>": what is
	// needed for the thing a list is for; the ל is peeled by word.
	reListNeedHE = re(`^(?:ו)?מה\s+(?:עוד\s+)?(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|חסר|חסרים|נשאר)\s+(?:לי\s+|לנו\s+)?(?:עוד\s+)?(ל\S.*?)\s*[?!.]*$`)
	// reListNeedEN is "what do I need for <name>", "what's needed for <name>".
	reListNeedEN = re(`^(?:so\s+|and\s+|ok\s+|okay\s+)?(?:what\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?need\s+for|what's\s+needed\s+for|whats\s+needed\s+for|what\s+is\s+needed\s+for)\s+(.+?)\s*[?!.]*$`)
)

// matchListAsked shows the user's list named in a question for what is in
// it. A name that is a time ("what's on friday", "מה יש ביום שישי") is a
// day asked about, never a list.
func matchListAsked(m *message) ([]memo.Step, bool, error) {
	if len(m.req.ListNames) == 0 {
		return nil, false, nil
	}
	var names []string
	if g, ok := m.find(reListNeedHE); ok && hebrewText(g[1]) {
		// "מה צריך לעוגה": the list for the cake, when the user has one.
		first, rest, _ := strings.Cut(g[1], " ")
		if _, peeled, ok := lexicon.PeelPrefix(first, "ל"); ok && peeled != "" {
			names = append(names, strings.TrimSpace(strings.TrimPrefix(peeled, "-")+" "+rest))
		}
	} else if g, ok := m.find(reListAskedHE); ok && hebrewText(g[1]) {
		first, rest, _ := strings.Cut(g[1], " ")
		first = strings.TrimPrefix(first, "-")
		if p, peeled, ok := lexicon.PeelPrefix(first, "ב"); ok && p != "" {
			names = append(names, strings.TrimSpace(strings.TrimPrefix(peeled, "-")+" "+rest))
		} else if !strings.HasPrefix(first, "ב") {
			return nil, false, nil // "מה <name>" asks something else
		}
		names = append(names, g[1]) // a name that opens with ב ("בית")
	} else if g, ok := m.find(reListAskedEN); ok {
		names = append(names, g[1])
	} else if g, ok := m.find(reListNeedEN); ok {
		names = append(names, g[1]) // "what do I need for the cake"
	} else {
		return nil, false, nil
	}
	for _, said := range names {
		name := listName(said)
		if name == "" || timeListName(name) || m.isWindow(name) {
			continue
		}
		if known, ok := m.knownList(name); ok {
			return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: known})}, true, nil
		}
	}
	return nil, false, nil
}

// isWindow reports whether text is a time and nothing else ("friday",
// "יום שישי"): what a question asks about then is that time.
func (m *message) isWindow(text string) bool {
	_, _, ok, err := m.window(text)
	return ok && err == nil
}
