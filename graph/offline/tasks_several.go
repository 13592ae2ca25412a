package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Several things to do in one message are a task each: "todo: buy grout,
// ring Jim, invoice Mrs Reid", "tasks: call the bank, pay rent", "משימות:
// לשלם חשמל, לאסוף את הילדים", "put on my to do list: fix the gate and
// call the council". A heading with no day names the task list alone
// ("משימות:", "tasks:"); one that says the task is one more ("משימה
// נוספת:", "another task:", see anotherOne) adds one, and "נוספת" is no
// word of its title. The parts are cut by todoItems, only where each is plainly a
// thing to do of its own; "call Tom and Jerry", "buy salt and pepper",
// "לדבר עם אבא ואמא" stay one task.

var (
	// reTasksHeadingEN is "<tasks|to dos|things to do>: items", with no
	// day: the items in group 1.
	// A purpose may follow it ("todos for the wedding: …"): the heading
	// names the task list all the same; "todo list for the move: …" names
	// a list of its own.
	reTasksHeadingEN = compile(`^(?:my\s+)?(?:tasks|to[\s-]?dos?|to\s+do|things\s+to\s+do|stuff\s+to\s+do)(?:\s+list|\s+for\s+([^:]+?))?\s*:\s*(\S.*)$`)
	// reTasksHeadingHE is "<משימות|מטלות|דברים לעשות> [שלי]: items":
	// the items in group 1.
	// So may its purpose: "משימות לחתונה של מאיה ואלון: …".
	reTasksHeadingHE = compile(`^(?:ה)?(?:משימות|מטלות|דברים\s+לעשות|טודו)(?:\s+שלי)?(?:\s+((?:ל|של\s+)[^:]+?))?\s*:\s*(\S.*)$`)
	// reTasksRunEN and reTasksRunHE are the heading with no colon, the
	// things to do right after it: "tasks renew my passport and buy
	// milk", "משימות לקנות ורדים ולקבוע תור": the items in group 1.
	reTasksRunEN = compile(`^(?:my\s+)?(?:tasks|to[\s-]?dos)\s+(\S.*)$`)
	reTasksRunHE = compile(`^(?:ה)?(?:משימות|מטלות|טודו)\s+((?:ל|של\s)\S.*)$`)
	// reToDoHead is a heading that names the task list, before a colon:
	// "add tasks", "put on my to do list", "תוסיף למשימות", "טודו".
	reToDoHead = compile(`(?:^|\s)(?:tasks|to[\s-]?dos?|to[\s-]?do\s+list|task\s+list)$|(?:^|\s)(?:ל|ה|לרשימת\s+ה?)?(?:משימות|מטלות)(?:\s+שלי)?$|(?:^|\s)טודו$`)
)

// toDoListed reports whether text is a heading of the task list and
// things to do after its colon, each opening with a verb ("add tasks:
// pay rent, take out the trash and book a table at Nando's"): the "and"
// before a verb of a command ("book a …") parts two tasks there, not two
// requests.
func toDoListed(text string) bool {
	head, items, ok := strings.Cut(text, ":")
	return ok && reToDoHead.MatchString(strings.TrimSpace(lower(head))) && len(lower(head)) == len(head) && todoItems(strings.TrimSpace(items)) != nil
}

// tasksHeading writes a heading of the task list with no day before the
// things to do ("tasks: call the bank, pay rent", "משימות: …", "טודו: …",
// "משימות לחתונה של מאיה ואלון: …") as the request to add them; any other
// s is left as it is. The heading's purpose is no task's word. Things
// that are no deeds ("משימות: מה יש לי") are left too.
func tasksHeading(s string) string {
	low := lower(s)
	if !strings.Contains(low, ":") {
		for _, h := range []struct {
			re   *pattern
			lead string
		}{{reTasksRunEN, "add tasks: "}, {reTasksRunHE, "תוסיף משימות: "}} {
			// Said with no colon, only several things to do are read.
			if g := h.re.FindStringSubmatchIndex(low); g != nil && len(low) == len(s) {
				items := purposeRunOff(s[g[2]:g[3]]) // "tasks for the trip submit the timesheet and buy milk"
				if todoItems(items) != nil {
					return h.lead + items
				}
			}
		}
		return s
	}
	for _, h := range []struct {
		re   *pattern
		lead string
	}{
		{reTasksHeadingEN, "add tasks: "},
		{reTasksHeadingHE, "תוסיף משימות: "},
	} {
		if g := h.re.FindStringSubmatchIndex(low); g != nil && len(low) == len(s) {
			if g[2] >= 0 && spanOfDays(low[g[2]:g[3]]) {
				return s // "things to do this week: …": no day each is due
			}
			if items := s[g[4]:g[5]]; headedThings(items) {
				return h.lead + items
			}
			return s
		}
	}
	return s
}

// reAndJoint is the English "and" between two things to do.
var reAndJoint = compile(`\s+and\s+(?:then\s+|also\s+)?`)

// particlesEN are the words that finish a phrasal verb ("pick up", "drop
// off"): a verb with only one of them has no thing of its own yet.
var particlesEN = wordSet(`up off out down back in over away on around`)

// backPronounsEN are the words that point back at a thing or a person
// said before them: "call mom and tell her" is one errand.
var backPronounsEN = wordSet(`it him her them that this those these there`)

// joinedTasksEN cuts an English task's text of two things to do joined by
// "and", each opening with a verb and each with a thing of its own: "fix
// the gate and call the council". Verbs that share one thing ("pick up
// and drop off the kids", "wash and fold the laundry"), a second part
// that names no verb ("call Tom and Jerry", "buy salt and pepper") or
// points back at the first ("call mom and tell her") are one task. nil
// when not cut.
func joinedTasksEN(text string) []memo.TaskDraft {
	locs := reAndJoint.FindAllStringIndex(text, -1)
	if len(locs) != 1 {
		return nil
	}
	parts := []string{strings.TrimSpace(text[:locs[0][0]]), strings.TrimSpace(text[locs[0][1]:])}
	ds := make([]memo.TaskDraft, 0, 2)
	for _, p := range parts {
		if !ownThing(p) || !itemText(p) {
			return nil
		}
		ds = append(ds, memo.TaskDraft{Text: p})
	}
	return ds
}

// ownThing reports whether p opens with a task verb and names a thing of
// its own after it: "fix the gate", not "pick up" or "tell her".
func ownThing(p string) bool {
	words := strings.Fields(toLower(p))
	if len(words) < 2 || !startsWithVerb(p) {
		return false
	}
	rest := words[1:]
	for len(rest) > 0 && particlesEN[rest[0]] {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return false
	}
	for _, w := range rest {
		if backPronounsEN[strings.Trim(w, ",.!?")] {
			return false
		}
	}
	return true
}

// reSpanOfDays is a time a heading's purpose may name: "this week",
// "לשבוע הבא", a day. Such a heading is read by taskHeading or left.
var reSpanOfDays = compile(`(?i)\b(?:week|weekend|month|year)\b|שבוע|סופ"ש|סוף\s+ה?שבוע|חודש|שנה`)

// spanOfDays reports whether a heading's purpose names a time.
func spanOfDays(purpose string) bool {
	return reSpanOfDays.MatchString(purpose) || reTimeWord.MatchString(purpose)
}

// headedThings reports whether items, said after a heading that names the
// task list, are things to do: each opening with a verb (see thingsToDo),
// or parts cut by commas, each a thing, most of them opening with a verb
// ("לעדכן את הdocs, code review לאורי, לתקן את הבאג בלוגין") or none
// ("tasks: milk, eggs, bread"). The heading says the commas part tasks;
// "buy milk, eggs and bread", one verb before its things, is one.
func headedThings(items string) bool {
	if thingsToDo(items) {
		return true
	}
	if !strings.Contains(items, ",") {
		return false
	}
	parts := strings.Split(items, ",")
	verbs := 0
	for _, p := range parts {
		if !itemText(p) {
			return false
		}
		if startsWithVerb(strings.TrimSpace(p)) {
			verbs++
		}
	}
	return len(parts) >= 2 && (verbs == 0 || startsWithVerb(strings.TrimSpace(parts[0])) && 2*verbs > len(parts))
}

// purposeRunOff takes what a heading said with no colon is for off the
// things after it: "for the trip submit the timesheet and buy milk" is
// "submit the timesheet and buy milk", "למעבר דירה לקנות חלב, …" and
// "של הוועד לשלם …" open with their first infinitive. The purpose is a
// few words before the first thing to do, opening with "for", "של" or
// an occasion's ל ("לחתונה", "לשבת"); anything else is left, so a verb
// the infinitives do not list ("לגהץ") is never cut.
func purposeRunOff(items string) string {
	words := strings.Fields(items)
	if len(words) < 3 {
		return items
	}
	switch {
	case toLower(words[0]) == "for":
		for i := 2; i < len(words) && i <= 5; i++ {
			if rest := strings.Join(words[i:], " "); ownThing(rest) {
				return rest
			}
		}
	case hebrewText(items) && (words[0] == "של" || heOccasion(words[0])):
		for i := 1; i < len(words) && i <= 4; i++ {
			if heInfinitives[strings.TrimRight(words[i], ",")] {
				return strings.Join(words[i:], " ")
			}
		}
	}
	return items
}

// heOccasion reports whether w is an event or an occasion behind ל
// ("לחתונה", "לשבת"): what things are for, not a thing to do.
func heOccasion(w string) bool {
	stem, ok := strings.CutPrefix(w, "ל")
	return ok && !heInfinitives[w] && (heEvent(stem) || purposesHE[stem])
}
