package offline

import (
	"context"
	"strings"

	"github.com/memo-assistant/memo"
)

// Right after items were put on the list in view (or on a list made for
// them), "take it off", "remove
// it", "תוריד את זה" are those items, not the list: the list is never
// deleted for a pronoun said after an add. The items are read again from
// the message that added them; when that message cannot be read, or "it"
// would be several items, nothing is guessed.

// reTakeItOff is a removal of something by a pronoun: "take it off",
// "remove that", "cross them off the list", "תוריד את זה", "תמחק אותו
// מהרשימה". Its group is the pronoun.
var reTakeItOff = compile(`(?i)^(?:please\s+)?(?:just\s+)?(?:(?:delete|remove|erase|drop|take|cross|strike|scratch|get\s+rid\s+of)\s+` +
	`(it|that|this|that\s+one|this\s+one|them|those|these|those\s+ones)(?:\s+(?:off|out))?|(?:take|cross|strike)\s+off\s+(it|that|them))` +
	`(?:\s+(?:from|off(?:\s+of)?)\s+(?:the\s+|my\s+)?(?:list|shopping\s+list|it|there))?$|` +
	`^(?:תמחק|תמחקי|מחק|מחקי|תסיר|תסירי|הסר|תוריד|תורידי|תזרוק|תזרקי|תעיף|תעיפי|תוציא|תוציאי)\s+(?:לי\s+)?(?:את\s+)?` +
	`(זה|אותו|אותה|אותם|אותן|אלה|אלו)(?:\s+(?:מהרשימה|מרשימה|מהרשימה\s+הזאת|משם|ממנה))?$`)

// reOffTheList says the pronoun is something on a list: "take it off",
// "remove it from the list", "תוריד את זה מהרשימה".
var reOffTheList = compile(`(?:^|\s)(?:off|from\s+(?:the\s+|my\s+)?(?:list|shopping\s+list)|מהרשימה|מרשימה|ממנה)(?:\s|$)|^(?:take|cross|strike|תוריד|תורידי|תוציא|תוציאי)\s`)

// takeOffAdded reads a pronoun removal right after items were added to the
// list in focus. ok is false when the message is no such removal; when it
// is and the items cannot be told, it is declined.
func (m *message) takeOffAdded(low string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f.Kind != memo.FocusList || m.lastTool() != memo.OpListAdd && m.lastTool() != memo.OpListCreate {
		return nil, false
	}
	g := reTakeItOff.FindStringSubmatch(low)
	if g == nil || m.lastTool() == memo.OpListCreate && !reOffTheList.MatchString(low) {
		// Right after a list was made, "delete it" may be the list; only
		// "take it off", "… from the list", "מהרשימה" are its items.
		return nil, false
	}
	pronoun := firstOf(g[1:])
	items := m.justAdded(f)
	plural := false
	switch oneSpace(pronoun) {
	case "them", "those", "these", "those ones", "אותם", "אותן", "אלה", "אלו":
		plural = true
	}
	if len(items) == 0 || len(items) > 1 && !plural {
		return []memo.Step{general(memo.OpUnknown, "")}, true
	}
	step := listStep(memo.OpListRemove, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: items})
	return []memo.Step{step}, true
}

// justAdded is the items the user's last message put on the list in focus,
// read again from that message; nil when it cannot be read so.
func (m *message) justAdded(f *memo.FocusItem) []string {
	recent := m.req.Recent
	n := len(recent) - 1
	for n >= 0 && recent[n].Role != "user" {
		n--
	}
	if n < 0 {
		return nil
	}
	req := m.req
	req.Text, req.Recent = recent[n].Text, recent[:n]
	p, err := New().Plan(context.Background(), req)
	if err != nil || len(p.Steps) != 1 {
		return nil
	}
	s := p.Steps[0]
	// The add may have made the list ("תוסיף לרשימת קניות טחינה" with no
	// such list yet): its items are as much just added.
	if s.Operation != memo.OpListAdd && s.Operation != memo.OpListCreate || s.Lists == nil || len(s.Lists.ItemIndexes) > 0 {
		return nil
	}
	if s.Lists.ListID != f.ID && !strings.EqualFold(listName(s.Lists.Name), listName(f.Title)) {
		return nil
	}
	return s.Lists.Items
}
