package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A command said alone, as a request is texted in pieces ("reminder", then
// "tomorrow 6am", then "wake up the team"; "תזכורת", "מחר 0600", "להעיר את
// הצוות"): the request it opens is planned with nothing in it, and the
// turn's gate asks for what is missing, as for "remind me" alone. The
// question is the chat's pending one; the next messages fill it.

// reBareReminder is a reminder asked for by its noun and nothing else:
// "reminder", "new reminder", "set a reminder", "i need a reminder",
// "תזכורת", "תזכורת חדשה", "תקבעי תזכורת", "צריכה תזכורת".
var reBareReminder = compile(`^(?:(?:(?:(?:please\s+)?(?:set|add|create|make|new|give\s+me|get\s+me)\s+(?:me\s+)?|(?:i\s+)?(?:need|want|would\s+like)\s+)?` +
	`(?:(?:a|an)\s+)?(?:new\s+)?reminder(?:\s+please|\s+pls)?|remind|` +
	`(?:(?:תוסיף|תוסיפי|הוסף|הוסיפי|תיצור|תצור|צור|צרי|תקבע|תקבעי|קבע|תרשום|תרשמי|(?:אני\s+)?(?:צריך|צריכה|רוצה))\s+(?:לי\s+)?)?תזכורת(?:\s+חדשה)?(?:\s+בבקשה)?|` +
	`תזכיר|תזכירי))$`)

// reBareTask is a task asked for by its noun alone: "task", "new task",
// "add a task", "משימה", "משימה חדשה", "תוסיפי משימה". The plural
// ("tasks", "משימות") shows them and is not read here.
var reBareTask = compile(`^(?:(?:(?:please\s+)?(?:add|create|make|new)\s+(?:(?:a|an)\s+)?(?:new\s+)?|(?:a|an)\s+)?task(?:\s+please|\s+pls)?|` +
	`(?:(?:תוסיף|תוסיפי|הוסף|הוסיפי|תיצור|תצור|צור|צרי|תרשום|תרשמי)\s+(?:לי\s+)?)?(?:משימה|מטלה)(?:\s+חדשה)?(?:\s+בבקשה)?)$`)

// reBareEvent is an event asked for by its noun alone: "new event", "add
// an event", "create event", "אירוע חדש", "תוסיפי אירוע", "אירוע חדש
// ביומן". "events" and "האירועים" show them and are not read here.
var reBareEvent = compile(`^(?:(?:please\s+)?(?:(?:add|create|make|schedule|set\s+up|new)\s+(?:(?:a|an)\s+)?(?:new\s+)?|(?:i\s+)?(?:need|want)\s+(?:to\s+(?:add|create|make)\s+)?(?:(?:a|an)\s+)?(?:new\s+)?|(?:a|an)\s+new\s+)` +
	`(?:event|calendar\s+event|appointment|appt)(?:\s+(?:to|in|on)\s+(?:my|the)\s+calendar)?(?:\s+please|\s+pls)?|` +
	`(?:(?:תוסיף|תוסיפי|הוסף|הוסיפי|תיצור|תצור|צור|צרי|תקבע|תקבעי|קבע|תכניס|תכניסי|תרשום|תרשמי|(?:אני\s+)?(?:צריך|צריכה|רוצה))\s+(?:לי\s+)?)?` +
	`אירוע(?:\s+חדש)?(?:\s+(?:ביומן|ליומן))?(?:\s+בבקשה)?)$`)

// reBareListAdd is an addition to a list that names the list and no item:
// "add to shopping list", "put on the grocery list" (the Hebrew, "תוסיף
// לרשימת הקניות", is read by the list grammar already).
var reBareListAdd = compile(`^(?:please\s+)?(?:add|put)\s+(?:(?:stuff|things|some\s+(?:stuff|things|items))\s+)?(?:to|on|onto|in)\s+(?:the\s+|my\s+|our\s+)?(\pL+(?:\s+\pL+)?)\s+list$`)

// notBareList are words before "list" that name no list to add to.
var notBareList = toSet([]string{"to do", "todo", "task", "tasks", "reminder", "reminders", "a", "this", "that", "it", "same"})

// bareCommand reads a command said alone (see above).
func bareCommand(text string) ([]memo.Step, bool) {
	if len(text) > 60 {
		return nil, false // the cheap check: a bare command is short
	}
	s := oneSpace(toLower(strings.Trim(text, " \t\n.!?,:;…")))
	if s == "" {
		return nil, false
	}
	switch {
	case reBareReminder.MatchString(s):
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{}}, NeedTime: true})}, true
	case reBareTask.MatchString(s):
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{}}})}, true
	case s != "אירוע" && reBareEvent.MatchString(s):
		// "new event": what it is and when are asked (see the gate).
		return []memo.Step{{Capability: memo.CapCalendar, Operation: memo.OpEventCreate, Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{{}}}}}, true
	}
	if !strings.HasSuffix(s, " list") {
		return nil, false
	}
	if g := reBareListAdd.FindStringSubmatch(s); g != nil && !notBareList[g[1]] {
		return []memo.Step{{Capability: memo.CapLists, Operation: memo.OpListAdd, Lists: &memo.ListArgs{Name: g[1]}}}, true
	}
	return nil, false
}
