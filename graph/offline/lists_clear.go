package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"

	"github.com/memo-assistant/memo"
)

// A list's items named by kind rather than one by one: "clear the shopping
// list", "remove everything from packing", "delete the checked items",
// "uncheck all", "תרוקן את רשימת הקניות", "תמחק את המסומנים".
var (
	// reAllItems is every item of a list, said as the items of a remove,
	// check or uncheck.
	reAllItems = compile(`^(?:(?:all|everything|every\s+item|each\s+item|all\s+(?:of\s+)?(?:the\s+)?(?:items|things|stuff|of\s+(?:it|them))|(?:it|them)\s+all)` +
		`(?:\s+(?:on|in|from)\s+(?:it|there))?` +
		`|(?:את\s+)?(?:הכל|הכול|כל\s+הפריטים|כל\s+מה\s+ש(?:יש|כתוב)(?:\s+(?:בה|שם))?))$`)
	// reCheckedItems is the checked items: "the checked items", "the
	// ones I bought", "everything ticked off", "המסומנים", "מה שקניתי".
	reCheckedItems = compile(`^(?:(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:checked|ticked|crossed|checked\s+off|ticked\s+off|crossed\s+off|crossed\s+out|done|completed|bought|purchased)(?:\s+(?:items|ones|things|stuff))?` +
		`|(?:everything|all|the\s+(?:items|ones|things|stuff))\s+(?:that\s+(?:is|are|was|were|i've|i\s+have|i)\s+|i've\s+|i\s+(?:have\s+)?)?(?:already\s+)?(?:checked|ticked|crossed)(?:\s+off|\s+out)?` +
		`|(?:everything|all|the\s+(?:items|ones|things|stuff)|what)\s+(?:that\s+)?(?:i've|i\s+have|i|we've|we)\s+(?:already\s+)?(?:bought|got|packed)` +
		`|what(?:'s|\s+is|\s+was)\s+(?:already\s+)?(?:checked|ticked|crossed)(?:\s+off|\s+out)?` +
		`|(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פריטים\s+)?(?:ה)?(?:מסומנים|שסומנו|מסומן)` +
		`|(?:את\s+)?(?:כל\s+)?מה\s+ש(?:כבר\s+)?(?:סימנתי|מסומן|סומן|קניתי|נקנה|ארזתי|לקחתי))$`)

	// reListClearEN / reListClearHE empty a list: "clear the shopping
	// list", "empty out my packing list", "תרוקן את רשימת הקניות".
	reListClearEN = re(`^(?:please\s+)?(?:clear|empty|wipe|clean)\s+(?:out\s+|off\s+)?(?:the\s+|my\s+|our\s+)?(.*?)(?:\s+out)?$`)
	reListClearHE = re(`^(?:תרוקן|רוקן|תרוקני|רוקני|לרוקן|תנקה|נקה|תנקי|נקי|לנקות)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?(?:רשימ(?:ת|ה)\s*(?:של\s+)?(?:ה)?)?(.*)$`)
	// reScopedEN / reScopedHE take items off a list, the items said by
	// kind before the list: "remove all the checked off items from the
	// shopping list", "clear everything I bought off it", "תמחק את
	// המסומנים מרשימת הקניות".
	reScopedEN = re(`^(?:please\s+)?(?:remove|delete|take|cross|erase|drop|clear|wipe|clean|get\s+rid\s+of)\s+(?:off\s+|out\s+|away\s+)?(.+)$`)
	reScopedHE = re(`^(?:תמחק|מחק|תמחקי|מחקי|תוריד|הורד|תורידי|תסיר|הסר|תסירי|תנקה|נקה|תנקי|נקי|לנקות)\s+(?:לי\s+)?(.+)$`)
	// reScopeFromEN / reScopeFromHE are the words between the items and
	// the list: "from", "off", "מ".
	reScopeFromEN = compile(`\s(?:from|off\s+of|off|on|in)\s`)
	reScopeFromHE = compile(`\sמ`)
	reScopeListHE = compile(`^(?:ה)?(?:רשימ(?:ת|ה)\s*(?:של\s+)?(?:ה)?)?`)
)

// itemScope reads the items of a remove, check or uncheck said by kind:
// memo.ItemsAll, memo.ItemsChecked, or "" for items named one by one.
func itemScope(items string) string {
	low := strings.Trim(toLower(items), " .!?")
	switch {
	case reAllItems.MatchString(low):
		return memo.ItemsAll
	case reCheckedItems.MatchString(low):
		return memo.ItemsChecked
	}
	return ""
}

// scopedStep is op on the items of list name said by kind, or false when
// items names them one by one. "check the checked items" says nothing.
func scopedStep(op memo.Op, name, items string) (memo.Step, bool) {
	which := itemScope(items)
	switch {
	case which == "":
		return memo.Step{}, false
	case which == memo.ItemsChecked && op == memo.OpListCheck:
		return memo.Step{}, false
	case op == memo.OpListUncheck:
		which = memo.ItemsAll // "uncheck the checked ones" is unchecking them all
	}
	return listStep(op, memo.ListArgs{Name: name, Which: which}), true
}

// matchListClear reads a request to empty a list, or to take its checked
// items off. The list must be said as a list ("the shopping list",
// "רשימת הקניות"), be one of the user's lists by its exact name, or be the
// list the chat is about ("clear it", "the list"); anything else ("clear
// my calendar", "clean the kitchen") is not claimed.
func matchListClear(m *message) ([]memo.Step, bool, error) {
	which, target, ok := m.scopedItems()
	if !ok {
		for _, rx := range []*pattern{reListClearEN, reListClearHE} {
			if g, found := m.find(rx); found {
				which, target, ok = memo.ItemsAll, g[1], true
				if w := itemScope(target); w != "" {
					which, target = w, "" // "clear the checked items"
				}
				break
			}
		}
	}
	if !ok {
		return nil, false, nil
	}
	saysList := strings.Contains(m.low, "list") || strings.Contains(m.low, "רשימ")
	name := listName(target)
	if name == "" || rePronounOnly.MatchString(toLower(name)) {
		// "clear the list", "empty it", "remove the checked ones",
		// "תרוקן את הרשימה": the list in view; with none, the user's
		// only list, or a question which.
		if !saysList && which == memo.ItemsAll && name == "" {
			return nil, false, nil // a bare "clear": of what is not said
		}
		step := listStep(memo.OpListRemove, memo.ListArgs{Which: which})
		if f, ok := m.focusList(); ok {
			step.Lists.Name, step.Lists.ListID = f.Title, f.ID
		} else if name != "" {
			return nil, false, nil // "clear it" with no list in view
		}
		// The list is not named: the one in view may not be the one meant
		// (a task listing since, "the list" of tasks), so what goes is
		// shown and confirmed first.
		step.Verify = true
		return []memo.Step{step}, true, nil
	}
	if reasonInName(target) && !m.exactList(name) {
		return nil, false, nil // "empty my packing list we got it all": why, run into the name
	}
	if reTaskListName.MatchString(strings.TrimSpace(target)) {
		return nil, false, nil // "clear my to do list": tasks, not a list
	}
	if !saysList && !m.exactList(name) {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListRemove, memo.ListArgs{Name: name, Which: which})}, true, nil
}

// scopedItems reads "<verb> <items by kind> from <list>": which items, and
// the words naming the list ("" when none follow). Every place the list
// could start is tried, the last first, so "the checked off items from
// shopping" is not cut at its "off".
func (m *message) scopedItems() (which, target string, ok bool) {
	forms := []struct {
		verb, from *pattern
		list       func(string) string // the list's name from the words after "from"
	}{
		{reScopedEN, reScopeFromEN, func(t string) string { return trimWords(t, "the", "my", "our") }},
		{reScopedHE, reScopeFromHE, func(t string) string { return t[len(reScopeListHE.FindString(t)):] }},
	}
	for _, f := range forms {
		g, found := m.find(f.verb)
		if !found {
			continue
		}
		rest := g[1]
		if w := itemScope(rest); w != "" {
			return w, "", true
		}
		locs := f.from.FindAllStringIndex(rest, -1)
		for i := len(locs) - 1; i >= 0; i-- {
			if w := itemScope(rest[:locs[i][0]]); w != "" {
				return w, f.list(rest[locs[i][1]:]), true
			}
		}
	}
	return "", "", false
}

// exactList reports whether name is one of the user's lists as written
// (case and a Hebrew "the" aside): "wipe shopping" when there is a
// "Shopping" list. A destructive request is not read by a near name.
func (m *message) exactList(name string) bool {
	for _, n := range m.req.ListNames {
		for _, c := range []string{name, lexicon.TrimArticle(name)} {
			if strings.EqualFold(strings.TrimSpace(c), strings.TrimSpace(n)) {
				return true
			}
		}
	}
	return false
}

// reasonInName reports whether the words naming a list run on into a
// clause of their own: words after "list" ("packing list we got it all"),
// or a deed told ("קניות קנינו הכל").
func reasonInName(target string) bool {
	low := " " + toLower(strings.TrimSpace(target)) + " "
	if i := strings.Index(low, " list "); i >= 0 && strings.TrimSpace(low[i+6:]) != "" {
		return true
	}
	for _, w := range strings.Fields(low) {
		if hePastFirst(w) || heWeGot[w] {
			return true
		}
	}
	return false
}
