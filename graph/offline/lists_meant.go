package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// An item just put on the list in view, corrected: "oops I meant milk",
// "sorry, milk not eggs", "אופס התכוונתי חלב לא ביצים", "התכוונתי חלב".
// The item meant takes the place of the one said; nothing is added beside
// it. A correction that names only the new item replaces the item just
// added when that was one item; "I meant to buy milk", a deed and not an
// item, is left alone.
//
// A list command with why said before it: "got everything on the list,
// empty it", "קניתי הכל, תנקה את הרשימה", "הגיעו המסכות, תוריד אותן
// מהרשימה". The reason tells what was got; the command after it is read
// alone, and a pronoun in it ("them", "אותן") is the thing the reason
// names.

// reNotOldHE is a Hebrew correction without its "ו": "חלב לא ביצים",
// said after "התכוונתי" or "אופס".
var reNotOldHE = compile(`^(.+?)\s*,?\s+לא\s+(.+)$`)

// meantItem reads a correction of the item just added to the list in
// focus. c is the message cleaned; its lead ("oops", "התכוונתי") is gone
// and marked as a correction.
func (m *message) meantItem(c Cleaned) ([]memo.Step, bool) {
	f, ok := m.focusList()
	if !ok || !c.Correction || m.lastTool() != memo.OpListAdd && m.lastTool() != memo.OpListCreate {
		return nil, false
	}
	text := strings.TrimRight(strings.TrimSpace(c.Text), "?!. ")
	if hebrewText(text) {
		if g := reNotOldHE.FindStringSubmatch(text); g != nil {
			return swapItem(f, g[2], g[1]) // "חלב לא ביצים"
		}
	}
	low := toLower(text)
	if strings.Contains(low, " not ") || strings.Contains(text, ",") || strings.HasPrefix(low, "to ") || leadingVerb(text) != "" ||
		reWhyHead.MatchString(low) || rePronounObj.MatchString(low) || startsWithHeCommand(text) || // "בעצם תורידי אותו": a command

		strings.ContainsAny(text, "0123456789") {
		return nil, false // "to buy milk", "לקנות חלב": a deed, not an item
	}
	if _, found, _ := parseAnyDay(text); found {
		return nil, false // "sorry I meant tomorrow"
	}
	items := m.justAdded(f)
	if len(items) != 1 {
		return nil, false // which of several is not guessed
	}
	return swapItem(f, items[0], text)
}

// reToldGot opens a reason told before a list command: a thing got,
// had, or come. Group 1 is what it names.
var reToldGot = compile(`^(?:(?:i|we|mi|wi)(?:'ve|\s+have|\s+had)?\s+)?(?:already\s+|just\s+|finally\s+)?` +
	`(?:bought|got|picked\s+up|grabbed|found|have|still\s+have)\s+(.+)$|` +
	`^(?:the\s+)?(.+?)\s+(?:came|arrived|(?:is|are)\s+here|(?:has|have)\s+(?:come|arrived))$|` +
	`^(?:כבר\s+)?(?:\p{Hebrew}+תי|קנינו|הבאנו|מצאנו|לקחנו|קיבלנו|יש\s+(?:לנו|לי)|יש|הגיעו|הגיע|הגיעה|התקבלו|התקבל)\s+(.+)$`)

// reListOfReason is a list a reason names: "everything on the packing
// list", "כל מה שברשימת קניות".
var reListOfReason = compile(`(?:the|my|our)\s+(\S+(?:\s+\S+)?)\s+list(?:\s|$)|רשימת\s+(.+)$`)

// rePronounObj is the object of a command said by a pronoun: "take them
// off", "תוריד אותן מהרשימה". Its group is the pronoun.
var rePronounObj = compile(`(?:^|\s)(it|them|those|these|em|'em|(?:את\s+)?(?:זה|אותו|אותה|אותם|אותן))(?:\s|$)`)

// matchListReasonFirst reads a list command said after its reason: the
// command alone, when what it plans is a change to a list the user has.
func matchListReasonFirst(m *message) ([]memo.Step, bool, error) {
	i := strings.LastIndex(m.raw, ",")
	if i <= 0 {
		return nil, false, nil
	}
	reason, cmd := strings.TrimSpace(m.raw[:i]), strings.TrimSpace(m.raw[i+1:])
	g := reToldGot.FindStringSubmatch(toLower(reason))
	if g == nil || cmd == "" || len(strings.Fields(reason)) > 9 || strings.Contains(reason, ",") {
		return nil, false, nil
	}
	what := trimWords(firstOf(g[1:]), "the", "my", "our", "some", "all", "את")
	// What the reason names may be several things ("eggs and bread");
	// the rest of it asks nothing and says no time.
	verb := strings.Replace(toLower(reason), toLower(what), "", 1)
	if what == "" || reWhyAsks.MatchString(verb) || reWhyAsks.MatchString(strings.ReplaceAll(" "+toLower(what)+" ", " and ", " , ")) {
		return nil, false, nil
	}
	if _, found, _ := parseAnyDay(reason); found {
		return nil, false, nil
	}
	low := toLower(cmd)
	if n := reListOfReason.FindStringSubmatch(toLower(reason)); n != nil && (reListClearEN.MatchString(low) || reListClearHE.MatchString(low)) {
		// "got everything on the packing list, empty it": the list the
		// reason names, whatever list is in view.
		if p := rePronounObj.FindStringSubmatchIndex(low); p != nil {
			list := "the " + n[1] + " list"
			if n[1] == "" {
				list = "את רשימת " + n[2]
			}
			cmd = cmd[:p[2]] + list + cmd[p[3]:]
			low = toLower(cmd)
		}
	}
	if p := rePronounObj.FindStringSubmatchIndex(low); p != nil && !reListClearEN.MatchString(low) && !reListClearHE.MatchString(low) {
		// "תוריד אותן מהרשימה": the pronoun is what the reason names.
		if rePronounOnly.MatchString(toLower(what)) || itemScope(what) != "" || len(strings.Fields(what)) > 6 {
			return nil, false, nil
		}
		for _, part := range SplitItems(what) {
			if !nounPhrase(part) {
				return nil, false, nil
			}
		}
		cmd = cmd[:p[2]] + what + cmd[p[3]:]
	}
	// Only a removal or a check has a why of getting.
	return listCommandAlone(m, cmd, func(s memo.Step) bool {
		return s.Lists != nil && (s.Operation == memo.OpListRemove || s.Operation == memo.OpListCheck)
	})
}
